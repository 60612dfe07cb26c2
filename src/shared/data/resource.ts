// Session-scoped data: every store loads through here, so one rule decides races and one reset forgets a user.
import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { messageOf } from '../http/errors.ts';
import { session } from '../session/session.store.ts';

/** One keyed piece of server data as the screens read it. */
export interface Resource<T> {
  /** The newest answer; undefined until one arrived (and after a reset). Kept as a plain object (ref): no deep proxies. */
  data: T | undefined;
  loading: boolean;
  /** Why the newest load failed, in the user's words; '' after a success. */
  error: string;
  /** The request the data answers (see `useResource`); a different one loads again. */
  args: string;
  /** True until loaded, and again after `invalidate`: the next reader loads it. */
  stale: boolean;
}

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

const resources = proxy<Record<string, Resource<unknown>>>({});
const inFlight = new Map<string, AbortController>();
const resetListeners = new Set<() => void>();
/** Bumped by every reset: an answer that started before it belongs to another session and is dropped. */
let epoch = 0;

const blank = (): Resource<unknown> => ({ data: undefined, loading: false, error: '', args: '', stale: true });

/** The live (proxied) entry of `key`, created blank on first use; entries are never replaced, so snapshots stay valid. */
export function resourceOf<T>(key: string): Resource<T> {
  resources[key] ??= blank();
  return resources[key] as Resource<T>;
}

const keep = <T>(data: T): T => (data !== null && typeof data === 'object' ? ref(data as object) as T : data);

/** Puts data in directly (an answer handed over by a host, an optimistic change). */
export function setResource<T>(key: string, data: T, args = resourceOf(key).args): void {
  Object.assign(resourceOf<T>(key), { data: keep(data), error: '', args, stale: false });
}

/**
 * Loads `key`; a newer load of the same key aborts this one, and a reset (logout, 401, new token) drops its answer.
 * Answers the data, or undefined when the load failed or lost the race (the entry holds the error).
 * `clearOnError` forgets the old data on a failure (a list must not keep showing rows it can no longer vouch for).
 */
export async function loadResource<T>(key: string, fetch: Fetcher<T>, options: { args?: string; clearOnError?: boolean } = {}): Promise<T | undefined> {
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  const started = epoch;
  const entry = resourceOf<T>(key);
  entry.loading = true;
  entry.stale = false;
  if (options.args !== undefined) entry.args = options.args;
  const current = () => !controller.signal.aborted && started === epoch;
  try {
    const data = await fetch(controller.signal);
    if (!current()) return undefined;
    entry.data = keep(data);
    entry.error = '';
    return data;
  } catch (error) {
    if (current()) {
      entry.error = messageOf(error);
      if (options.clearOnError) entry.data = undefined;
    }
    return undefined;
  } finally {
    if (inFlight.get(key) === controller) {
      inFlight.delete(key);
      if (started === epoch) entry.loading = false;
    }
  }
}

/** Marks every key equal to `key` or starting with `key + ':'` stale: screens showing it load it again. */
export function invalidate(key: string): void {
  for (const name of Object.keys(resources)) {
    if (name === key || name.startsWith(`${key}:`)) resources[name]!.stale = true;
  }
}

/** Forgets every resource and aborts every load; runs the other session-scoped resets. */
export function resetSessionData(): void {
  epoch += 1;
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
  for (const entry of Object.values(resources)) Object.assign(entry, blank());
  for (const listener of resetListeners) listener();
}

/** Registers what else must be forgotten with the session (saved filters, menus, polls); answers the unregister. */
export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

// Logout, a 401 and a token handed over by a host all change the token: the next user starts from nothing.
subscribeKey(session, 'token', resetSessionData, true);
