export { ListTable } from './ListTable.tsx';
export type { ListColumn, ListSort, ListTableProps } from './ListTable.types.ts';
