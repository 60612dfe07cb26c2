// The softphone's view rules: pure functions of a snapshot (which buttons work, the status word, the call timer).
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
import { softphone, softphoneTime } from './softphone.store.ts';
import type { CallerCardView } from './callerCard.store.ts';
import type { LiveCallView, SoftphoneState } from './softphone.types.ts';

const t = softphoneText;

/** Seconds on the call now (server clock), frozen after a hang-up. */
export function callSeconds(call: Pick<LiveCallView, 'startTime' | 'endedAt'> | null, at = softphoneTime(), offset = softphone.clockOffset): number {
  if (!call?.startTime) return 0;
  const end = call.endedAt ?? at;
  return Math.max(0, Math.floor((end + offset - call.startTime) / 1000));
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export interface Controls {
  signIn: boolean;
  signOut: boolean;
  busy: boolean;
  idle: boolean;
  answer: boolean;
  hangUp: boolean;
  transfer: boolean;
  mute: boolean;
  conference: boolean;
  dial: boolean;
  lineUp: boolean;
  white: boolean;
}

type ControlState = Pick<SoftphoneState, 'connection' | 'seatStatus' | 'extensionStatus' | 'call' | 'lineUpNum' | 'whiteQNum'>;

/** Which buttons work in this state (spec §4 Seat status and Call events). */
export function controlsFor(s: ControlState): Controls {
  const online = s.connection === 'connected';
  const signedIn = online && s.seatStatus !== 'Logged Out';
  const live = s.call && s.call.endedAt === null ? s.call : null;
  const talking = Boolean(live?.answered);
  return {
    signIn: online && s.seatStatus === 'Logged Out',
    signOut: signedIn && !live,
    busy: signedIn && s.seatStatus === 'Available (On Demand)' && !live,
    idle: signedIn && (s.seatStatus === 'On Break' || s.extensionStatus === 2) && !live,
    answer: online && Boolean(live && !live.answered && live.callType === 1),
    hangUp: online && Boolean(live),
    transfer: online && talking && !live?.third,
    mute: online && talking,
    conference: online && talking && !live?.third,
    dial: signedIn && !live,
    lineUp: signedIn && !live && s.lineUpNum > 0,
    white: signedIn && !live && s.whiteQNum > 0,
  };
}

/** The status word: the call's state when there is one, else the seat's (已签入 / 已示闲 / 已示忙 / 已签出). */
export function statusLabel(s: Pick<SoftphoneState, 'seatStatus' | 'extensionStatus' | 'call'>): string {
  const call = s.call;
  if (call?.transferredAway) return t.status.transferred;
  if (call && call.endedAt === null) {
    if (call.muted) return t.status.muted;
    if (call.third) return t.status.conference;
    if (call.callType === 2) return t.status.outgoing;
  }
  if (s.seatStatus === 'Logged Out') return t.status.signedOut;
  if (s.seatStatus === 'On Break') return t.status.busy;
  return s.extensionStatus === 1 ? t.status.idle : t.status.signedIn;
}

/** The caller's card shows for the incoming call it was read for, from its ring until the call is cleared (or closed). */
export function showsCallerCard(call: Pick<LiveCallView, 'callId' | 'callType'> | null, card: Pick<CallerCardView, 'callId'> | null): boolean {
  return Boolean(card && call && card.callId === call.callId && call.callType === 1);
}
