// Table column sizing (spec §9).
import { TABLE_COLUMN_WIDTH_PER_CHAR_PX, TABLE_MIN_COLUMN_WIDTH_PX, TABLE_SHORT_LABEL_MAX_CHARS } from '../constants.ts';

/** Length in Unicode code points: a Chinese character (or an astral emoji) counts 1. */
export function labelLength(label: string): number {
  let count = 0;
  for (const _ of label) count += 1;
  return count;
}

/** Minimum column width: 80 px for labels of 3 characters or fewer, else 20 px per character. */
export function minColumnWidth(label: string): number {
  const length = labelLength(label);
  return length <= TABLE_SHORT_LABEL_MAX_CHARS ? TABLE_MIN_COLUMN_WIDTH_PX : length * TABLE_COLUMN_WIDTH_PER_CHAR_PX;
}
