// A list with a capped total and an export of the applied search (操作日志, 登录日志, the call records): the admin list,
// its `more` flag and the export's progress.
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { useAdminList, type ListPage, type Paging, type SearchValues } from '../../../../shared/ui/AdminList/index.ts';
import { useExport } from '../../../../shared/ui/useExport.ts';

export interface LogPage<Row> extends ListPage<Row> { more: boolean }

export interface LogListOptions<Search, Query, Row> {
  /** Session resource key of the list (and of its page state). */
  resource: string;
  empty: Search;
  /** The filters the server takes (empty fields left out). */
  toFilters: (search: Search) => Query;
  fetchPage: (query: Query & Paging, signal: AbortSignal) => Promise<LogPage<Row>>;
  runExport: (filters: Query) => Promise<void>;
}

export function useLogList<Search extends SearchValues, Query, Row>(o: LogListOptions<Search, Query, Row>) {
  const list = useAdminList({ resource: o.resource, emptySearch: o.empty, toFilters: o.toFilters, fetchPage: o.fetchPage });
  const { exporting, runExport } = useExport(() => o.runExport(list.filters), { done: t.exportDone });
  return { ...list, more: list.data?.more ?? false, runExport, exporting };
}
