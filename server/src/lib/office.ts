// The spreadsheet and PDF libraries load on first use: together they hold ~60 MB that a server which never
// imports or exports need not carry. Long streamed sheets are paced here (sheetCaughtUp).
import { once } from 'node:events';
import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { collectGarbage } from './memory.ts';

export const loadExcel = async () => (await import('exceljs')).default;
export const loadPdf = async () => (await import('pdfkit')).default;

/** An import template: the sheet with its columns under a bold header, and a 填写说明 sheet of one hint per line. */
export async function importTemplate(sheet: string, columns: ReadonlyArray<{ header: string; key: string; width: number }>, hints: readonly string[],
  hintWidth: number): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ ...c }));
  ws.getRow(1).font = { bold: true };
  const notes = wb.addWorksheet('填写说明');
  notes.addRows(hints.map((h) => [h]));
  notes.getColumn(1).width = hintWidth;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Rows between two collections: about 1 MB of sheet, so an export's garbage stays tens of megabytes. */
const GC_EVERY_ROWS = 10_000;

type SheetPipe = EventEmitter & { destroyed?: boolean; _writableState?: { needDrain?: boolean } };

/**
 * Call after each batch of committed rows of a streamed sheet (`rowsWritten` so far). ExcelJS feeds the sheet's XML to
 * the zip compressor without waiting for it (no backpressure): unchecked, a fast query piles the whole uncompressed sheet
 * (~100 MB for 100,000 rows) in memory. This waits until the compressor has taken it in (a slow download holds the
 * compressor back in turn, so this also waits for the client), and collects the rows' garbage every GC_EVERY_ROWS rows.
 */
export async function sheetCaughtUp(sheet: unknown, out: Writable, rowsWritten: number): Promise<void> {
  const pipes = (sheet as { stream?: { pipes?: SheetPipe[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    while (pipe._writableState?.needDrain) {
      if (out.destroyed || pipe.destroyed) throw new Error('导出已中断：下载连接已关闭');
      // A drain, or a second later a look at whether the download is still there.
      const waiting = new AbortController();
      await Promise.race([once(pipe, 'drain', { signal: waiting.signal }), sleep(1000, undefined, { signal: waiting.signal })]).catch(() => {});
      waiting.abort();
    }
  }
  if (rowsWritten % GC_EVERY_ROWS === 0) collectGarbage();
}
