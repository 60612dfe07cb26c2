import { minColumnWidth } from '../../utils/table.ts';
import type { ListColumn } from './ListTable.types.ts';

export const SELECTION_WIDTH_PX = 44;
export const INDEX_WIDTH_PX = 64;

/** A column's width: its own, or the spec's minimum for its title. */
export function columnWidth<T>(column: ListColumn<T>): number {
  return column.width ?? minColumnWidth(column.title);
}
