// The three roster pages' list logic: search draft and applied search, paging, the list resource (stale on a 'changed'
// push), selection, the form, delete with confirmation and the page step-back rule.
import { useEffect, useState } from 'react';
import type { Page } from '../../../shared/api/contracts/schema.ts';
import { useResource } from '../../../shared/data/index.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { usePageState } from '../../../shared/ui/pageState.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../shared/utils/paging.ts';
import { useBatchDelete } from '../system/common/useBatchDelete.ts';

export const ROSTER_PAGE_SIZES = [10, 20, 50, 100];

export interface RosterListOptions<T, S extends Record<string, string>> {
  /** Session resource key (the server's 'changed' push names it). */
  resource: string;
  emptySearch: S;
  fetchPage: (query: { current: number; size: number } & Partial<S>, signal: AbortSignal) => Promise<Page<T>>;
  deleteIds: (ids: number[]) => Promise<unknown>;
  updatePermission: string;
  deletePermission: string;
}

/** Only the filled-in conditions, trimmed. */
function filled<S extends Record<string, string>>(search: S): Partial<S> {
  return Object.fromEntries(Object.entries(search).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) as Partial<S>;
}

/** The form: closed, adding (row null) or editing a row. */
export type Editing<T> = { row: T | null } | null;

export function useRosterList<T extends { id: number }, S extends Record<string, string>>(o: RosterListOptions<T, S>) {
  const notify = useNotify();
  const canUpdate = usePermission([o.updatePermission]);
  const canDelete = usePermission([o.deletePermission]);
  const [search, setSearch] = usePageState<S>(`${o.resource}:search`, o.emptySearch);
  const [draft, setDraft] = useState<S>(search);
  const [paging, setPaging] = usePageState(`${o.resource}:paging`, { page: 1, size: 10 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Editing<T>>(null);

  const list = useResource(o.resource, (signal) => o.fetchPage({ current: paging.page, size: paging.size, ...filled(search) }, signal),
    { args: { search, paging } });
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  useEffect(() => setSelected(new Set()), [list.data]);

  const runSearch = () => {
    setSearch({ ...draft });
    setPaging({ ...paging, page: 1 });
    void list.reload();
  };
  const reset = () => {
    setDraft(o.emptySearch);
    setSearch(o.emptySearch);
    setPaging({ ...paging, page: 1 });
  };

  const { toDelete, setToDelete, askDelete, remove, deleting } = useBatchDelete(records, selected, o.deleteIds, (deletedCount) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount }) });
    void list.reload();
  });

  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    setEditing(null);
    void list.reload();
  };

  return {
    canUpdate, canDelete, search, draft, setDraft, runSearch, reset, filtered: Object.keys(filled(search)).length > 0, records, total,
    loading: list.loading, error: list.error, reload: list.reload, paging, showPage: (page: number, size: number) => setPaging({ page, size }),
    selected, setSelected, editing, setEditing, saved, toDelete, setToDelete, askDelete, remove, deleting,
  };
}
