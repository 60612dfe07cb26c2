// 工作台's logic: the figures of the user's parts (reloaded whenever the page is shown again), the drafts kept in this
// browser, and which list behind a figure is open.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { draftsOf } from '../../../elements/work-orders/register/draft.ts';
import { fetchDashboard } from '../../../shared/api/dashboard.ts';
import type { DashboardOrdersRequest } from '../../../shared/api/contracts/dashboard.ts';
import { invalidate, useResource } from '../../../shared/data/index.ts';
import type { DashboardOrderFigure } from '../../../shared/protocol/dashboardFigures.ts';
import { session } from '../../../shared/session/session.store.ts';
import { PageKeyContext } from '../../../shared/ui/pageState.ts';
import { REGISTER_PATH } from '../../routing/staticRoutes.ts';

/** What the list dialog shows: the orders of a figure (with its filter), the agent's calls today, or the drafts. */
export type OpenList =
  | { kind: 'orders'; title: string; query: Omit<DashboardOrdersRequest, 'page' | 'size'> & { figure: DashboardOrderFigure } }
  | { kind: 'calls'; title: string }
  | { kind: 'drafts'; title: string };

export interface DraftEntry { key: string; telNo: string; callId: string; numberFlag: string; savedAt: number }

export function useDashboard() {
  const { userId } = useSnapshot(session);
  const dashboard = useResource('dashboard', (signal) => fetchDashboard(signal));
  const [open, setOpenList] = useState<OpenList | null>(null);
  // A list opened again is counted again, so it agrees with the figure shown now.
  const setOpen = useCallback((list: OpenList | null) => {
    if (list) {
      invalidate('dashboard:orders');
      invalidate('dashboard:calls');
    }
    setOpenList(list);
  }, []);
  const [, navigate] = useLocation();
  const readDrafts = useCallback((): DraftEntry[] => (userId ? draftsOf(userId) : []).map(({ key, draft, savedAt }) => ({
    key, telNo: draft.telNo, callId: draft.callId, numberFlag: draft.numberFlag, savedAt,
  })), [userId]);
  const [drafts, setDrafts] = useState(readDrafts);

  // A console tab stays mounted while hidden: when it is shown again, its figures are counted again.
  const pageKey = useContext(PageKeyContext);
  const [pathname] = useLocation();
  const shown = pathname === pageKey;
  const wasShown = useRef(shown);
  const { reload } = dashboard;
  useEffect(() => {
    if (shown && !wasShown.current) {
      void reload();
      setDrafts(readDrafts());
    }
    wasShown.current = shown;
  }, [shown, reload, readDrafts]);

  const refresh = () => {
    void reload();
    setDrafts(readDrafts());
  };

  /** A draft's registration page: the register page restores the draft of that call. */
  const openDraft = (draft: DraftEntry) => {
    setOpen(null);
    const query = new URLSearchParams({ telNo: draft.telNo, callId: draft.callId, numberFlag: draft.numberFlag });
    navigate(draft.telNo || draft.callId ? `${REGISTER_PATH}?${query}` : REGISTER_PATH);
  };

  return {
    data: dashboard.data ?? null, loading: dashboard.loading, error: dashboard.error, refresh, drafts, open, setOpen, navigate, openDraft,
  };
}
