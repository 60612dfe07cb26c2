// The ringing caller's card: which call it is for and what the server said. Looking up starts with an incoming ring;
// the card's code (card/CallerCard.tsx, fetch included) loads then, so a page that never rings never downloads it.
import { proxy, ref } from 'valtio';
import type { CallerCard } from '../../shared/api/workorder.types.ts';

export interface CallerCardView {
  callId: string;
  phone: string;
  /** loading until the server answered; failed when it could not be read (the call goes on regardless). */
  state: 'loading' | 'ready' | 'failed';
  card: CallerCard | null;
}

export const callerCard = proxy<{ current: CallerCardView | null }>({ current: null });

/** Looks up the caller of a ringing call once; `onPlace` hears the number's 归属地 when it arrives. */
export function lookUpCaller(callId: string, phone: string, onPlace: (place: string | null) => void): void {
  if (callerCard.current?.callId === callId) return;
  callerCard.current = { callId, phone, state: 'loading', card: null };
  const mine = () => (callerCard.current?.callId === callId ? callerCard.current : null);
  import('./card/CallerCard.tsx')
    .then((m) => m.loadCallerCard(phone))
    .then((card) => {
      const view = mine();
      if (!view) return;
      view.card = ref(card);
      view.state = 'ready';
      onPlace(card.place);
    }, () => {
      const view = mine();
      if (view) view.state = 'failed';
    });
}

export function closeCallerCard(): void {
  callerCard.current = null;
}
