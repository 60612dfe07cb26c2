import { createContext, useCallback, useContext } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { onSessionReset } from '../data/resource.ts';
import { readSessionJson, writeSession } from '../session/storage.ts';

const STORAGE_KEY = 'hotlinePageState';

/** Per-page state that outlives a tab switch and a reload (search forms, chosen tabs); cleared when the tab closes. */
export const pageStates = proxy<Record<string, Record<string, unknown>>>(readSessionJson(STORAGE_KEY, {}));

function persist(): void {
  writeSession(STORAGE_KEY, JSON.stringify(pageStates));
}

// Search conditions are the user's own: the next user starts with none.
onSessionReset(() => {
  for (const key of Object.keys(pageStates)) delete pageStates[key];
  persist();
});

/** The page (tab path) a component renders in; outside the console each element is its own page. */
export const PageKeyContext = createContext<string>('standalone');

export function clearPageState(pageKey: string): void {
  if (pageKey in pageStates) {
    delete pageStates[pageKey];
    persist();
  }
}

/** Like useState, but kept per page in the session until the page's tab is closed. */
export function usePageState<T>(name: string, initial: T): [T, (value: T) => void] {
  const pageKey = useContext(PageKeyContext);
  const snapshot = useSnapshot(pageStates);
  const value = (snapshot[pageKey]?.[name] as T | undefined) ?? initial;
  const setValue = useCallback(
    (next: T) => {
      pageStates[pageKey] = { ...(pageStates[pageKey] ?? {}), [name]: next };
      persist();
    },
    [pageKey, name],
  );
  return [value, setValue];
}
