// The console's one push channel for the signed-in session: opened with a token, closed when the session ends.
import { proxy } from 'valtio';
import { baseFor } from '../config.ts';
import { invalidate, onSessionReset } from '../data/index.ts';
import { DICTS_RESOURCE, dictVersion } from '../dict/version.ts';
import { PUSH_STREAM_PATH, type PushEvent, type PushEventType } from '../protocol/push.ts';
import { endSession, session } from '../session/session.store.ts';
import { openPushChannel, type PushChannel } from './pushChannel.ts';

export const push = proxy({
  /** The stream is open and greeted; false while it reconnects. */
  live: false,
});

type Listener = (event: PushEvent) => void;
const listeners = new Map<PushEventType, Set<Listener>>();
let channel: PushChannel | null = null;
let channelToken: string | null = null;
/** The dictionary version last heard on this stream (undefined: not greeted yet; NaN: the server did not say). */
let heard: number | undefined;

/** Listens for one event type; answers the unsubscribe. */
export function onPush<T extends PushEventType>(type: T, listener: (event: Extract<PushEvent, { type: T }>) => void): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

/** Opens the channel for the current token (again only if the token changed). */
export function startPush(): void {
  const token = session.token;
  if (!token || (channel && channelToken === token)) return;
  stopPush();
  channelToken = token;
  channel = openPushChannel({
    url: `${baseFor(PUSH_STREAM_PATH)}${PUSH_STREAM_PATH}`,
    headers: (): Record<string, string> => (session.token === token ? { 'x-auth-token': token, token, userToken: token } : {}),
    onEvent: (event) => listeners.get(event.type)?.forEach((listener) => listener(event)),
    onLive: (live) => { push.live = live; },
    onUnauthorized: () => {
      if (session.token === token) endSession('expired');
    },
  });
}

export function stopPush(): void {
  heard = undefined;
  channel?.close();
  channel = null;
  channelToken = null;
  push.live = false;
}

// Nothing of one session's stream may serve the next user.
onSessionReset(stopPush);

// The server ended this session (account disabled, password reset): sign out at once and tell the user why.
onPush('signout', (event) => {
  if (session.token) endSession('expired', event.reason);
});

// Shared data changed on the server: screens showing it load it again.
onPush('changed', (event) => event.resources.forEach(invalidate));

// A dictionary changed: the one dictionary copy, keyed by the version, loads again for every reader.
onPush('dicts', (event) => { dictVersion.version = heard = event.version; });

// Back after a drop: dictionary pushes sent meanwhile are lost, so the copy loads again unless the greeting's version
// is the one heard before (a greeting without one always reloads: NaN equals nothing).
onPush('hello', ({ dictVersion: now = NaN }) => {
  if (heard !== undefined && now !== heard) invalidate(DICTS_RESOURCE);
  heard = now;
});
