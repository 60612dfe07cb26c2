import type { ReactElement, ReactNode } from 'react';
import type { ListColumn, ListSort } from '../ListTable/index.ts';

/** The page sizes every admin list offers. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;

/** One page of rows as the list endpoints answer it (an endpoint may add more, e.g. the logs' `more`). */
export interface ListPage<Row> {
  records: Row[];
  total: number;
}

/** A search form's conditions: every field a string as typed or chosen ('' = any). */
export type SearchValues = Record<string, string>;

export interface Paging {
  /** 1-based page shown. */
  page: number;
  size: number;
}

/** The list form: closed, adding (row null) or editing a row. */
export type Editing<Row> = { row: Row | null } | null;

/** A row of a list: rows are selected and deleted by their id. */
export interface ListRow {
  id: number | string;
}

/** The row type of a page's answer. */
export type RowOf<Data extends ListPage<unknown>> = Data['records'][number];

/** What a row is deleted by. */
export type IdOf<Row> = Row extends { id: infer Id extends number | string } ? Id : never;

export interface AdminListOptions<Data extends ListPage<unknown>, Search extends SearchValues, Filters> {
  /** Session resource key of the list (the server's 'changed' push names it). */
  resource: string;
  /** Prefix of the search and paging kept per tab (usePageState); default `resource`. */
  stateKey?: string;
  /** The search form's blank conditions. */
  emptySearch: Search;
  /** The applied search as the server takes it; default: trimmed non-empty fields, `status` as a number. */
  toFilters?: (search: Search) => Filters;
  /** One page of rows for the filters. */
  fetchPage: (request: Filters & Paging, signal: AbortSignal) => Promise<Data>;
  /** Deletes rows on the server (askDelete / remove); lists without delete leave it out. */
  deleteIds?: (ids: Array<IdOf<RowOf<Data>>>) => Promise<unknown>;
  /** After adding a row, show page 1 (where the server sorts new rows). */
  firstPageAfterAdd?: boolean;
  /** Runs with 重置 besides clearing the search (a filter kept outside the form, e.g. a department). */
  onReset?: () => void;
}

/** What the list-page shell reads of `useAdminList` (a page with its own hook can hand over the same). */
export interface AdminListView<Row, Search extends SearchValues> {
  draft: Search;
  setField: (name: keyof Search & string, value: string) => void;
  runSearch: () => void;
  reset: () => void;
  /** The applied search narrows the list (the empty placeholder says 未找到). */
  filtered: boolean;
  records: readonly Row[];
  total: number;
  loading: boolean;
  /** Why the list failed to load, '' when it did not. */
  error: string;
  reload: () => unknown;
  paging: Paging;
  showPage: (page: number, size: number) => void;
  selected: ReadonlySet<string>;
  setSelected: (keys: Set<string>) => void;
  /** Rows waiting for the delete confirmation. */
  toDelete: Row[] | null;
  setToDelete: (rows: Row[] | null) => void;
  remove: () => unknown;
  deleting: boolean;
}

/** A search condition of the page: a text box, a date or a choice. */
export type SearchField<Search extends SearchValues> = { name: keyof Search & string; label: string } & (
  | { kind?: 'text'; maxLength?: number; placeholder?: string }
  | { kind: 'date' }
  /** The options in order, the blank one ('' = 全部) included. */
  | { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
);

/** A button of the toolbar above the table, shown to holders of its permission. */
export interface ToolbarAction {
  label: string;
  icon: ReactElement;
  permission: string;
  onClick: () => void;
  /** The page's main action (新增). */
  primary?: boolean;
  /** The action runs (an export): a spinner instead of the icon, disabled. */
  busy?: boolean;
  /** Tooltip. */
  title?: string;
}

/** A button in a row's 操作 cell. */
export interface RowAction<Row> {
  label: string | ((row: Row) => string);
  /** Names the row, so each button says what it acts on. */
  ariaLabel: (row: Row) => string;
  /** Default: shown. */
  visible?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
  /** The action runs for this row: a spinner, disabled. */
  busy?: (row: Row) => boolean;
  onClick: (row: Row) => void;
}

export interface AdminListPageProps<Row extends ListRow, Search extends SearchValues> {
  /** Accessible name of the page (and of the table unless `tableLabel`). */
  title: string;
  /** Marks the page's root with `data-<marker>` (tests, host styles). */
  marker: string;
  /** A named region (default), or a plain block inside a tab panel that is named already. */
  region?: boolean;
  list: AdminListView<Row, Search>;
  fields: ReadonlyArray<SearchField<Search>>;
  actions?: readonly ToolbarAction[];
  columns: ReadonlyArray<ListColumn<Row>>;
  /** The 操作 column, appended after `columns`. */
  rowActions?: { title: string; width: number; actions: ReadonlyArray<RowAction<Row>> };
  /** Shows the selection checkboxes (for the toolbar's 删除 / 修改). */
  selectable?: boolean;
  /** Remembers the shown columns under this name. */
  settingsKey: string;
  tableLabel?: string;
  /** Server-side order of the list by a sortable column (ListTable's sortable headers). */
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  /** Height of the table's scroll area; default the window less the search and toolbar. */
  tableHeight?: number | string;
  /** The load error as shown; default as the server said it. */
  errorMessage?: (error: string) => string;
  /** Other load failures of the page, above the list's own. */
  alerts?: ReactNode;
  /** A note on the rows shown (e.g. 只显示前 N 条), below the list's load error. */
  notes?: ReactNode;
  /** A panel beside the list (a department tree). */
  aside?: ReactNode;
  /** The delete confirmation; without it the page has no delete. */
  deleteConfirm?: { title: string; message: (rows: readonly Row[]) => ReactNode; busySpinner?: boolean };
  /** The page's own dialogs. */
  children?: ReactNode;
}
