// 分机监控: what one extension's row and the centre's counters hold, both on the API and on the push channel.

/** A seat's state as the monitor shows it (derived from seat_state and the live call). */
export const MONITOR_STATES = ['loggedOut', 'idle', 'busy', 'ringing', 'talking', 'wrapUp'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

export interface MonitorRow {
  extension: string;
  userId: number;
  realName: string;
  jobNumber: string;
  state: MonitorState;
  /** The restType dictionary value while busy. */
  busyReason: string | null;
  /** Epoch ms the seat entered its state; the console ticks the duration from it. */
  since: number | null;
  /** The other party while ringing or talking. */
  callerNumber: string | null;
  /** Epoch ms the call was answered. */
  callStart: number | null;
  /** 1 incoming, 2 outgoing. */
  callType: number | null;
  /** Epoch ms the after-call work ends (wrapUp only): the console turns the row idle then without a push. */
  wrapUpUntil: number | null;
  classId: number | null;
  className: string | null;
  skillName: string | null;
  /** Today's (Asia/Shanghai) connected calls of the extension, incoming and outgoing, from the call records. */
  answeredToday: number;
  /** Their talk time in seconds. */
  talkSecondsToday: number;
}

export interface MonitorBusyCount {
  value: string;
  label: string;
  count: number;
}

export interface MonitorCounters {
  total: number;
  signedIn: number;
  idle: number;
  busy: number;
  busyByReason: MonitorBusyCount[];
  ringing: number;
  talking: number;
  wrapUp: number;
  loggedOut: number;
  /** Citizens waiting in the line-up (排队) and white-list (白名单) queues. */
  lineUp: number;
  white: number;
  /** Epoch ms the longest-waiting citizen started waiting, or null when nobody waits. */
  oldestWaitSince: number | null;
  longestWaitSeconds: number;
  /** The server's clock when counted (the console corrects its own clock by it). */
  now: number;
}
