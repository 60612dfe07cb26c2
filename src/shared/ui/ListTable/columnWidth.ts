import { FONT_FAMILY_BASE } from '../../element/fonts.ts';
import { minColumnWidth } from '../../utils/table.ts';
import type { ListColumn } from './ListTable.types.ts';

export const SELECTION_WIDTH_PX = 44;
export const INDEX_WIDTH_PX = 64;
/** A cell's padding, both sides (spacingHorizontalS each). */
export const CELL_PADDING_PX = 16;
/** Content never widens a column beyond this: longer text is cut with an ellipsis and shown in a tooltip. */
export const MAX_CONTENT_WIDTH_PX = 320;
/** Rows looked at to size a column: enough for a page, cheap for a 10,000-row list. */
const SAMPLED_ROWS = 200;

/** Characters' advances in the body font per font size, as the browser draws them (each measured once). */
const advances = new Map<number, Map<string, number>>();
let pen: OffscreenCanvasRenderingContext2D | null | undefined;
// The size the pen's font is set to: setting a canvas font parses it, which costs more than the measurement itself.
let penFontPx = 0;
// CJK ideographs, kana, CJK and full-width punctuation sit on the em square in every CJK font: one measurement serves them all.
const FULL_WIDTH = /[\u2e80-\u9fff\uf900-\ufaff\uff01-\uff60\u{20000}-\u{3ffff}]/u;
function advance(glyph: string, fontPx: number, known: Map<string, number>): number {
  const char = FULL_WIDTH.test(glyph) ? '中' : glyph;
  let width = known.get(char);
  if (width === undefined) {
    pen ??= typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    if (pen) {
      if (penFontPx !== fontPx) {
        pen.font = `${fontPx}px ${FONT_FAMILY_BASE}`;
        penFontPx = fontPx;
      }
      width = pen.measureText(char).width;
    } else {
      // No canvas (not a browser): a CJK or full-width character is square, anything else about two thirds of it.
      width = char === '中' ? fontPx : fontPx * 0.7;
    }
    known.set(char, width);
  }
  return width;
}

/**
 * Width of text in the body font at `fontPx` in whatever font the machine draws it with (a fixed guess cut "GD000001"
 * where only DejaVu Sans was installed); one pixel more than the sum of advances absorbs layout rounding.
 */
export function textWidth(text: string, fontPx = 14): number {
  let known = advances.get(fontPx);
  if (!known) advances.set(fontPx, (known = new Map()));
  let width = 0;
  for (const char of text) width += advance(char, fontPx, known);
  return Math.ceil(width) + 1;
}

/**
 * A column's width: at least the spec's minimum for its title (80 px up to 3 characters, else 20 px a character) and
 * its own `width`, widened to its longest text among the rows (up to 320 px) so a phone number never shows as "13".
 */
export function columnWidth<T>(column: ListColumn<T>, rows: readonly T[] = []): number {
  const floor = Math.max(minColumnWidth(column.title), column.width ?? 0);
  if (column.render || !column.value) return floor;
  let longest = 0;
  const count = Math.min(rows.length, SAMPLED_ROWS);
  for (let i = 0; i < count; i += 1) {
    const value = column.value(rows[i]!);
    if (value !== null && value !== undefined && value !== '') longest = Math.max(longest, textWidth(String(value)));
  }
  return Math.max(floor, Math.min(MAX_CONTENT_WIDTH_PX, longest + CELL_PADDING_PX));
}
