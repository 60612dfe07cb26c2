import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { proxy, useSnapshot } from 'valtio';

/** The floating recording player any page can open (title 录音, 700 px). */
export const audioPlayer = proxy({ open: false, src: '', caption: '' });

export function playRecording(src: string, caption = ''): void {
  audioPlayer.src = src;
  audioPlayer.caption = caption;
  audioPlayer.open = true;
}

export function closeRecording(): void {
  audioPlayer.open = false;
  audioPlayer.src = '';
}

const useStyles = makeStyles({
  surface: { width: '700px', maxWidth: 'calc(100vw - 32px)' },
  audio: { width: '100%' },
});

/** Non-modal, so the agent keeps working while listening. */
export function AudioPlayerDialog() {
  const state = useSnapshot(audioPlayer);
  const styles = useStyles();
  return (
    <Dialog open={state.open} modalType="non-modal" onOpenChange={(_, data) => !data.open && closeRecording()}>
      <DialogSurface className={styles.surface} aria-label="录音">
        <DialogBody>
          <DialogTitle
            action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={closeRecording} />}
          >
            录音
          </DialogTitle>
          <DialogContent>
            {state.caption && <p>{state.caption}</p>}
            {state.src && <audio className={styles.audio} src={state.src} controls autoPlay />}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
