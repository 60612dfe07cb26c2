// One log tab's logic (操作日志 / 登录日志): the search draft and the applied search, the paged list with its capped
// total, the export of the applied search with its progress.
import { useState } from 'react';
import { useResource } from '../../../../shared/data/index.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { useExport } from '../../../../shared/ui/useExport.ts';

export const LOG_PAGE_SIZES = [10, 20, 50, 100];

export interface LogPage<Row> { records: Row[]; total: number; more: boolean }

export interface LogListOptions<Search, Query, Row> {
  /** Session resource key of the list (and of its page state). */
  resource: string;
  empty: Search;
  /** The filters the server takes (empty fields left out). */
  toFilters: (search: Search) => Query;
  fetchPage: (query: Query & { page: number; size: number }, signal: AbortSignal) => Promise<LogPage<Row>>;
  runExport: (filters: Query) => Promise<void>;
}

export function useLogList<Search extends Record<string, string>, Query, Row>(o: LogListOptions<Search, Query, Row>) {
  const notify = useNotify();
  const [search, setSearch] = usePageState<Search>(`${o.resource}:search`, o.empty);
  const [draft, setDraft] = useState<Search>(search);
  const [paging, setPaging] = usePageState(`${o.resource}:paging`, { page: 1, size: 10 });

  const list = useResource(o.resource, (signal) => o.fetchPage({ ...o.toFilters(search), page: paging.page, size: paging.size }, signal),
    { args: { search, paging } });

  const setField = (name: keyof Search, value: string) => setDraft({ ...draft, [name]: value });
  const runSearch = () => {
    setSearch({ ...draft });
    setPaging({ ...paging, page: 1 });
    void list.reload();
  };
  const reset = () => {
    setDraft(o.empty);
    setSearch(o.empty);
    setPaging({ ...paging, page: 1 });
  };
  const { exporting, runExport } = useExport(() => o.runExport(o.toFilters(search)), { done: t.exportDone });

  return {
    draft, setField, runSearch, reset, filtered: Object.values(search).some((v) => v.trim() !== ''),
    records: list.data?.records ?? [], total: list.data?.total ?? 0, more: list.data?.more ?? false,
    loading: list.loading, error: list.error, reload: list.reload,
    paging, showPage: (page: number, size: number) => setPaging({ page, size }), runExport, exporting,
  };
}

/** Trimmed non-empty text fields as the request's filters; `status` as a number. */
export function filtersOf<Search extends Record<string, string>>(search: Search) {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    const text = value.trim();
    if (text) out[key] = key === 'status' ? Number(text) : text;
  }
  return out;
}
