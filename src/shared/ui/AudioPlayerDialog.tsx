// The floating recording player's dialog (title 录音, 700 px); loaded by AudioPlayerHost when first needed.
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { audioPlayer, closeRecording } from './audioPlayer.tsx';

const useStyles = makeStyles({
  surface: { width: '700px', maxWidth: 'calc(100vw - 32px)' },
  audio: { width: '100%' },
});

/** Non-modal, so the agent keeps working while listening. */
export default function AudioPlayerDialog() {
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
