import { Suspense, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { retryableLazy } from './retryableLazy.ts';

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

const AudioPlayerDialog = retryableLazy(() => import('./AudioPlayerDialog.tsx'));

/** Where the player lives; its dialog is loaded the first time a recording is played and stays mounted after. */
export function AudioPlayerHost() {
  const { open } = useSnapshot(audioPlayer);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AudioPlayerDialog />
    </Suspense>
  ) : null;
}
