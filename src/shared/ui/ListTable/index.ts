export { ListTable } from './ListTable.tsx';
export type { ListColumn, ListTableProps } from './ListTable.types.ts';
