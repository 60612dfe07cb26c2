// 预览: an image, or a PDF in a frame, from a blob fetched with the token in headers (never a token in a URL).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { OssFile } from '../../../../shared/api/contracts/sysOss.ts';
import { fetchPreview } from '../../../../shared/api/sysOss.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { ossText as t } from '../../../../shared/i18n/system-oss.zh-CN.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)', width: '960px' },
  stage: { display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '240px', backgroundColor: tokens.colorNeutralBackground3 },
  image: { maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' },
  frame: { width: '100%', height: '70vh', border: 'none' },
});

type Shown = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; url: string; type: string };

export function PreviewDialog({ file, onClose }: { file: OssFile | null; onClose: () => void }) {
  const styles = useStyles();
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  useEffect(() => {
    if (!file) return undefined;
    const abort = new AbortController();
    let url: string | null = null;
    setShown({ state: 'loading' });
    fetchPreview(file.id, abort.signal).then((blob) => {
      url = URL.createObjectURL(blob);
      setShown({ state: 'ready', url, type: blob.type });
    }, (error: unknown) => {
      if (!abort.signal.aborted) setShown({ state: 'failed', message: messageOf(error, t.previewFailed) });
    });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const name = file?.originalName ?? '';
  return (
    <Dialog open={file !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t.previewTitle(name)}</DialogTitle>
          <DialogContent>
            <div className={styles.stage} aria-busy={shown.state === 'loading'}>
              {shown.state === 'loading' && <Spinner label={t.previewLoading} />}
              {shown.state === 'failed' && <MessageBar intent="error"><MessageBarBody>{shown.message}</MessageBarBody></MessageBar>}
              {shown.state === 'ready' && (shown.type === 'application/pdf'
                ? <iframe className={styles.frame} src={shown.url} title={name} />
                : <img className={styles.image} src={shown.url} alt={name} />)}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
