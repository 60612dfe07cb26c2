// Loads a list when a dialog opens; keeps the error so the dialog can say what went wrong.
import { useEffect, useState } from 'react';
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
import { ApiError } from '../../shared/http/errors.ts';

export function useLoad<T>(open: boolean, load: () => Promise<T>, fallback: T): { data: T; error: string; loading: boolean } {
  const [state, setState] = useState({ data: fallback, error: '', loading: false });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: '' }));
    load().then(
      (data) => live && setState({ data, error: '', loading: false }),
      (error: unknown) => live && setState((s) => ({ ...s, loading: false, error: error instanceof ApiError ? error.message : softphoneText.loadFailed })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return state;
}
