// A list with a capped total and an export of the applied search (操作日志, 登录日志, the call records): the admin list,
// its `more` flag, the export's progress, the order by a sortable column (asked of the server) and 清空 with its question.
import { useState } from 'react';
import { messageOf } from '../../../../shared/http/errors.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminList, type ListPage, type Paging, type SearchValues } from '../../../../shared/ui/AdminList/index.ts';
import type { ListSort } from '../../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { useExport } from '../../../../shared/ui/useExport.ts';

export interface LogPage<Row> extends ListPage<Row> { more: boolean }

/** The order the server is asked for: a sortable column's key and direction. */
export interface LogOrder { orderBy?: string; order?: 'asc' | 'desc' }

export interface LogListOptions<Search, Query, Row> {
  /** Session resource key of the list (and of its page state). */
  resource: string;
  empty: Search;
  /** The filters the server takes (empty fields left out). */
  toFilters: (search: Search) => Query;
  fetchPage: (query: Query & LogOrder & Paging, signal: AbortSignal) => Promise<LogPage<Row>>;
  runExport: (filters: Query) => Promise<void>;
  /** 清空: deletes the whole log (absent: the list has no 清空). */
  clear?: () => Promise<unknown>;
}

export function useLogList<Search extends SearchValues, Query extends object, Row>(o: LogListOptions<Search, Query, Row>) {
  const notify = useNotify();
  const [sort, setSort] = usePageState<ListSort | null>(`${o.resource}:sort`, null);
  const [clearing, setClearing] = useState<'asking' | 'busy' | null>(null);
  const ordered = (search: Search): Query & LogOrder => ({ ...o.toFilters(search), ...(sort ? { orderBy: sort.key, order: sort.order } : {}) });
  const list = useAdminList({ resource: o.resource, emptySearch: o.empty, toFilters: ordered, fetchPage: o.fetchPage });
  const filters = o.toFilters(list.search);
  const { exporting, runExport } = useExport(() => o.runExport(filters), { done: t.exportDone });

  /** A new order starts again at page 1. */
  const changeSort = (next: ListSort | null) => {
    setSort(next);
    list.showPage(1, list.paging.size);
  };

  const clear = async () => {
    if (!o.clear) return;
    setClearing('busy');
    try {
      await o.clear();
      notify.success(t.cleared);
      list.showPage(1, list.paging.size);
      void list.reload();
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setClearing(null);
    }
  };

  return {
    ...list, filtered: Object.keys(filters).length > 0, more: list.data?.more ?? false, runExport, exporting,
    sort, changeSort, clearing, askClear: () => setClearing('asking'), cancelClear: () => setClearing(null), clear,
  };
}
