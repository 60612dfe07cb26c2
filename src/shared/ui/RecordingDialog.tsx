// 录音 (700 px): plays one call's recording from a blob fetched with the token in headers (never a token in a URL).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { messageOf } from '../http/errors.ts';
import { callRecordsText as t } from '../i18n/call-records.zh-CN.ts';
import { LoadErrorBar } from './LoadErrorBar.tsx';

const useStyles = makeStyles({
  surface: { width: '700px', maxWidth: 'calc(100vw - 32px)' },
  audio: { width: '100%' },
});

/** One recording to play: `key` names it (a new key loads again), `load` fetches its audio. */
export interface RecordingToPlay {
  key: string;
  label: string;
  load: (signal: AbortSignal) => Promise<Blob>;
}

export function RecordingDialog({ recording, onClose }: { recording: RecordingToPlay | null; onClose: () => void }) {
  const styles = useStyles();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = recording?.key ?? null;

  useEffect(() => {
    if (!recording) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setUrl(null);
    setError(null);
    recording.load(controller.signal).then((blob) => {
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }).catch((err: unknown) => {
      if (!controller.signal.aborted) setError(messageOf(err, t.recordingFailed));
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads again only for another recording or a retry
  }, [key, attempt]);

  return (
    <Dialog open={recording !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t.recordingTitle}</DialogTitle>
          <DialogContent>
            <p>{recording?.label}</p>
            {error && <LoadErrorBar message={error} onRetry={() => setAttempt((n) => n + 1)} />}
            {!url && !error && <Spinner label={t.recordingLoading} />}
            {url && <audio className={styles.audio} controls autoPlay src={url} aria-label={t.recordingTitle} data-recording-audio />}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
