// The logic of every searched, paged admin list: the search being typed and the one applied, paging kept per tab, the
// rows through the session data layer, selection, the add / edit form, delete with the page step-back rule.
import { useEffect, useState } from 'react';
import { useResource } from '../../data/index.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { pageAfterDelete } from '../../utils/paging.ts';
import { useNotify } from '../notify.tsx';
import { usePageState } from '../pageState.ts';
import type { AdminListOptions, Editing, IdOf, ListPage, ListRow, Paging, RowOf, SearchValues } from './AdminList.types.ts';
import { useBatchDelete } from './useBatchDelete.ts';

const NO_ROWS: never[] = [];
const FIRST_PAGE: Paging = { page: 1, size: 10 };
const noDelete = () => Promise.resolve();

/** Trimmed non-empty fields as the request's filters; `status` as a number. */
export function searchFilters<Search extends SearchValues>(search: Search): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    const text = value.trim();
    if (text) out[key] = key === 'status' ? Number(text) : text;
  }
  return out;
}

export function useAdminList<Data extends ListPage<unknown>, Search extends SearchValues, Filters = Record<string, string | number>>(
  o: AdminListOptions<Data, Search, Filters>,
) {
  type Row = RowOf<Data>;
  const notify = useNotify();
  const stateKey = o.stateKey ?? o.resource;
  const [search, setSearch] = usePageState<Search>(`${stateKey}:search`, o.emptySearch);
  const [draft, setDraft] = useState<Search>(search);
  const [paging, setPaging] = usePageState<Paging>(`${stateKey}:paging`, FIRST_PAGE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Editing<Row>>(null);

  const filtersOf = (values: Search) => (o.toFilters ? o.toFilters(values) : searchFilters(values) as Filters);
  const filters = filtersOf(search);
  const request = { ...filters, page: paging.page, size: paging.size };
  // A failed search shows no rows of the previous one (they would not match the form).
  const list = useResource(o.resource, (signal) => o.fetchPage(request, signal), { args: request, clearOnError: true });
  const records: readonly Row[] = list.data?.records ?? NO_ROWS;
  const total = list.data?.total ?? 0;
  useEffect(() => setSelected(new Set()), [list.data]);

  const runSearch = () => {
    const next = { ...filtersOf(draft), page: 1, size: paging.size };
    setSearch({ ...draft });
    setPaging({ ...paging, page: 1 });
    // The same request loads nothing by itself: 查询 still asks the server again.
    if (JSON.stringify(next) === JSON.stringify(request)) void list.reload();
  };
  const reset = () => {
    setDraft(o.emptySearch);
    setSearch(o.emptySearch);
    setPaging({ ...paging, page: 1 });
    o.onReset?.();
  };

  // Only lists of rows with an id take deleteIds, so the rows it picks from have one.
  const deleteIds = o.deleteIds ?? noDelete;
  const deletion = useBatchDelete(records as readonly (Row & ListRow)[], selected, (ids) => deleteIds(ids as Array<IdOf<Row>>), (deletedCount) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount }) });
    void list.reload();
  });

  /** The form saved: say so, close it, show the list as it now is. */
  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    const added = editing?.row === null;
    setEditing(null);
    if (added && o.firstPageAfterAdd) setPaging({ ...paging, page: 1 });
    void list.reload();
  };

  return {
    search, draft, setDraft, setField: (name: keyof Search & string, value: string) => setDraft({ ...draft, [name]: value }),
    runSearch, reset, filters, filtered: Object.values(filters as object).some((v) => v !== undefined),
    data: list.data, records, total, loading: list.loading, error: list.error, reload: list.reload,
    paging, showPage: (page: number, size: number) => setPaging({ page, size }), selected, setSelected,
    editing, setEditing, saved, ...deletion,
  };
}
