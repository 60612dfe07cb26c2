// Loads a dialog's list through the session data layer, again each time the dialog opens; the error says what failed.
import { useEffect } from 'react';
import { useResource } from '../../shared/data/index.ts';

export function useLoad<T>(key: string, open: boolean, load: () => Promise<T>, fallback: T): { data: T; error: string; loading: boolean } {
  const list = useResource(key, () => load(), { enabled: open });
  const { reload } = list;
  // An open dialog shows the list as it is now (a class or skill group may have been added since).
  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);
  return { data: (list.data as T | undefined) ?? fallback, error: list.error, loading: list.loading };
}
