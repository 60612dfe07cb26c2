import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session.store.ts';
import { loadResource, resourceOf, type Fetcher, type Resource } from './resource.ts';

export interface UseResourceOptions {
  /** The request, serialised: when it differs from what the data answers, the resource loads again. */
  args?: unknown;
  /** False holds the load back (a missing id, a closed dialog). */
  enabled?: boolean;
  clearOnError?: boolean;
}

/**
 * Reads `key` and loads it while signed in when it is missing, stale or answers other args. The data outlives the
 * component (a tab switch, a DOM move); a reset on logout or 401 empties it before the next render.
 */
export function useResource<T>(key: string, fetch: Fetcher<T>, options: UseResourceOptions = {}): Readonly<Resource<T>> & { reload: () => Promise<T | undefined> } {
  const entry = resourceOf<T>(key);
  const snap = useSnapshot(entry) as Readonly<Resource<T>>;
  const { token } = useSnapshot(session);
  const args = options.args === undefined ? '' : JSON.stringify(options.args);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const clearOnError = options.clearOnError ?? false;
  const reload = useCallback(() => loadResource(key, (signal) => fetchRef.current(signal), { args, clearOnError }), [key, args, clearOnError]);
  const enabled = options.enabled ?? true;

  const due = Boolean(token) && enabled && (snap.stale || snap.args !== args);
  useEffect(() => {
    if (due) void reload();
  }, [due, reload]);

  // A load that is due counts as loading already: the first render shows progress, not an empty list.
  return { ...snap, loading: snap.loading || due, reload };
}
