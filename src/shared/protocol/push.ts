// The push channel (DESIGN §7): one event stream per open console; what the server may send on it.
import type { MonitorCounters, MonitorRow } from './monitor.ts';

/** GET, with the session token in the usual headers (never in the URL); answers text/event-stream. */
export const PUSH_STREAM_PATH = '/api/push/stream';

/** Comment lines the server sends this often, so proxies and the client can tell a live stream from a dead one. */
export const PUSH_HEARTBEAT_MS = 15_000;

export type PushEvent =
  /** Sent first on every (re)connection; dictVersion (the dictionary version now) spares a reconnected console a reload when unchanged. */
  | { type: 'hello'; dictVersion?: number }
  /** The user's menus, buttons or roles changed: reload them (no sign-in). */
  | { type: 'permissions' }
  /** The session was ended on the server (account disabled, password reset): sign out and show the reason. */
  | { type: 'signout'; reason: string }
  /** Shared data changed: session resources whose key starts with one of these prefixes are stale. */
  | { type: 'changed'; resources: string[] }
  /** A dictionary changed: the console's one dictionary copy, loaded at an older version, loads again. */
  | { type: 'dicts'; version: number }
  /** 分机监控: seats whose state changed (coalesced over a moment) and the centre's counters after them. */
  | { type: 'monitor'; rows: MonitorRow[]; counters: MonitorCounters };

export type PushEventType = PushEvent['type'];

/** Resource-key prefixes the console loads reference data under, named here so the server can say which changed. */
export const PUSHED_RESOURCES = {
  depts: 'org',
} as const;
