import type { ReactNode } from 'react';

export interface ListColumn<T> {
  /** Stable key; also the key under which its visibility is remembered. */
  key: string;
  /** Header label. */
  title: string;
  /** Header content instead of the title (e.g. the title with a formula tooltip); the column settings still show `title`. */
  header?: ReactNode;
  /** Text of the cell (shown with a tooltip when it overflows); ignored when `render` is given. */
  value?: (row: T) => string | number | null | undefined;
  /** Custom cell content (buttons, badges). */
  render?: (row: T, index: number) => ReactNode;
  /** Least width in px, widened to the longest text of `value` (up to 320 px); never below the spec's minimum for the title (80 px up to 3 characters, else 20 px a character). A pinned column keeps exactly this width. */
  width?: number;
  /** Hidden until the user shows it in the column settings. */
  defaultHidden?: boolean;
  /** Kept in view at the right edge when the table scrolls sideways; default: the action column (key 'operations' or 'actions'). */
  pinEnd?: boolean;
  /** The header sorts the list by this column (the server's order: `onSortChange` of the table says what was asked). */
  sortable?: boolean;
}

/** A list's order by one column. */
export interface ListSort {
  key: string;
  order: 'asc' | 'desc';
}

export interface ListTableProps<T> {
  /** The rows to show (already one page, or a long list: only the visible rows are rendered). */
  rows: readonly T[];
  columns: ReadonlyArray<ListColumn<T>>;
  /** A stable key per row. */
  rowKey: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** Shows a checkbox column; the selection is the set of row keys. */
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  /** Shows the 序号 column; numbering starts at indexOffset + 1 (for paged lists). Default true. */
  showIndex?: boolean;
  indexOffset?: number;
  /** Shows progress instead of rows. */
  loading?: boolean;
  /** Which empty placeholder: 暂无数据 (default) or 未找到与您搜索匹配的项目 after a search. */
  emptyKind?: 'noData' | 'noMatch';
  onRowClick?: (row: T) => void;
  /** Marks a row (for example an overdue order) with a data attribute and a tint. */
  rowTone?: (row: T) => 'warning' | 'danger' | undefined;
  /** Height of the scroll area; default 480 px. */
  height?: number | string;
  /** Row height in px, fixed so long lists can be virtualised; default 40. */
  rowHeight?: number;
  /** Shows 刷新 in the toolbar, beside the column settings: runs the current query again. */
  onRefresh?: () => unknown;
  /** Remembers which columns are shown per page (usePageState) under this name. */
  settingsKey?: string;
  /** The order shown on sortable headers; null: the list's default order. */
  sort?: ListSort | null;
  /** A sortable header was clicked: ascending, then descending, then the default order (null). */
  onSortChange?: (sort: ListSort | null) => void;
}
