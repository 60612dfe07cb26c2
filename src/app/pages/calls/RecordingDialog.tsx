// 录音: plays one call's recording from a blob fetched with the token in headers (never a token in a URL).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchRecording } from '../../../shared/api/callRecords.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { callRecordsText as t } from '../../../shared/i18n/call-records.zh-CN.ts';
import { LoadErrorBar } from '../system/common/LoadErrorBar.tsx';

const useStyles = makeStyles({
  surface: { width: '700px', maxWidth: 'calc(100vw - 32px)' },
  audio: { width: '100%' },
});

export function RecordingDialog({ recordId, label, onClose }: { recordId: string | null; label: string; onClose: () => void }) {
  const styles = useStyles();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!recordId) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setUrl(null);
    setError(null);
    fetchRecording(recordId, controller.signal).then((blob) => {
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }).catch((err: unknown) => {
      if (!controller.signal.aborted) setError(messageOf(err, t.recordingFailed));
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [recordId, attempt]);

  return (
    <Dialog open={recordId !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t.recordingTitle}</DialogTitle>
          <DialogContent>
            <p>{label}</p>
            {error && <LoadErrorBar message={error} onRetry={() => setAttempt((n) => n + 1)} />}
            {!url && !error && <Spinner label={t.recordingLoading} />}
            {url && <audio className={styles.audio} controls src={url} aria-label={t.recordingTitle} data-recording-audio />}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
