export { ListTable } from './ListTable.tsx';
export type { ListColumn, ListSort, ListTableProps } from './ListTable.types.ts';
export { columnWidth } from './columnWidth.ts';
export { RowActions, actionsWidth, shownActionCount } from './RowActions.tsx';
export type { CellAction } from './RowActions.tsx';
