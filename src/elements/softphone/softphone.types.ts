// The softphone store's state: the seat, the call in progress, the notice and the toasts the bar shows.
import type { ExtensionStatus, SeatStatus } from '../../shared/api/callcenter.types.ts';
import type { ConnectionStatus } from './cti/connection.ts';

export interface LiveCallView {
  callId: string;
  callerNumber: string;
  /** 1 incoming, 2 outgoing */
  callType: 1 | 2;
  answered: boolean;
  /** Server epoch ms of the answer; the timer counts from here. */
  startTime: number | null;
  /** Local epoch ms when the call ended; the timer stops here. */
  endedAt: number | null;
  isWorkOrder: 0 | 1;
  numberFlag: string;
  sipHost: string;
  /** 播报工号 while the job number is announced, then 通话中. */
  callerWord: string;
  place: string | null;
  third: { number: string; answered: boolean } | null;
  muted: boolean;
  transferredAway: boolean;
}

export interface SoftphoneNotice {
  id: number;
  kind: 'ring-in' | 'ring-out' | 'conference';
  text: string;
}

export interface SoftphoneToast {
  id: number;
  intent: 'success' | 'error' | 'info' | 'warning';
  text: string;
}

export interface SoftphoneState {
  connection: ConnectionStatus;
  reconnectAttempts: number;
  extension: string;
  seatStatus: SeatStatus;
  extensionStatus: ExtensionStatus;
  busyReason: string | null;
  /** The class signed in with (the call form's default). */
  classId: number | null;
  call: LiveCallView | null;
  lineUpNum: number;
  whiteQNum: number;
  /** Server clock minus the local clock, so call timers agree with the server. */
  clockOffset: number;
  notice: SoftphoneNotice | null;
  toasts: SoftphoneToast[];
}
