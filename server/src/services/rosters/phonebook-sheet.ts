// 常用号码's .xlsx: the import template, the import (row by row, each refused row reported with its row number),
// and the export in the template's columns so an exported sheet imports back. A phone book is small: read whole.
import type { Writable } from 'node:stream';
import type { PhoneImportResult } from '../../../../src/shared/api/contracts/rosters.ts';
import { importTemplate, loadExcel } from '../../lib/office.ts';
import { Refusal } from '../../lib/refusal.ts';
import { cleanedPhone, lockPhoneBook, phoneRows, type PhoneFilters } from './phonebook.ts';
import type { Db } from './resources.ts';

const COLUMNS = [
  { header: '名称', key: 'name', width: 30 },
  { header: '号码', key: 'number', width: 18 },
  { header: '部门/备注', key: 'remark', width: 30 },
  { header: '排序', key: 'sort', width: 8 },
] as const;

/** The most rows one import takes. */
export const PHONE_IMPORT_MAX_ROWS = 5_000;

export class UnreadableSheet extends Error {}

export async function phoneTemplate(): Promise<Buffer> {
  return importTemplate('常用号码', COLUMNS, [
    '名称、号码必填；号码为手机号、带区号的座机号（如 0871-6610101）或3-6位短号（如 12348）。',
    '号码不能与已有号码重复；排序为0-9999的整数，不填为0。',
    '每行单独导入：有错误的行不导入，并按行号列出原因。',
  ], 80);
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text).trim();
  if (typeof value === 'object' && 'result' in value) return String((value as { result: unknown }).result ?? '').trim();
  return String(value).trim();
};

/** Imports the sheet: each valid row is written (one insert), each refused row reported; nothing is half-written. */
export async function importPhones(db: Db, data: Buffer): Promise<PhoneImportResult> {
  const wb = new (await loadExcel()).Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableSheet('文件无法读取，请使用导入模板填写后上传 .xlsx 文件');
  }
  const ws = wb.worksheets[0];
  const header = ws ? COLUMNS.map((_, i) => text(ws.getRow(1).getCell(i + 1).value)) : [];
  if (!ws || COLUMNS.some((c, i) => header[i] !== c.header)) {
    throw new UnreadableSheet(`表头不正确，第一行应为：${COLUMNS.map((c) => c.header).join('、')}，请下载导入模板填写`);
  }
  const rows: Array<{ row: number; values: string[] }> = [];
  ws.eachRow((r, row) => {
    if (row === 1) return;
    const values = COLUMNS.map((_, i) => text(r.getCell(i + 1).value));
    if (values.some((v) => v)) rows.push({ row, values });
  });
  if (rows.length > PHONE_IMPORT_MAX_ROWS) throw new UnreadableSheet(`一次最多导入 ${PHONE_IMPORT_MAX_ROWS} 行，请拆分后分批导入`);

  const errors: PhoneImportResult['errors'] = [];
  let imported = 0;
  await db.transaction().execute(async (tx) => {
    await lockPhoneBook(tx);
    const taken = new Map((await tx.selectFrom('phone_book').select(['number', 'name']).execute()).map((p) => [p.number, p.name]));
    const valid: Array<ReturnType<typeof cleanedPhone>> = [];
    for (const { row, values: [name = '', number = '', remark = '', sort = ''] } of rows) {
      try {
        if (sort && !/^\d{1,4}$/.test(sort)) throw new Refusal('排序须为0-9999的整数');
        if (name.length > 50) throw new Refusal('名称不能超过50个字符');
        if (remark.length > 200) throw new Refusal('部门/备注不能超过200个字符');
        const entry = cleanedPhone({ name, number, remark, sort: sort ? Number(sort) : 0 });
        const holder = taken.get(entry.number);
        if (holder !== undefined) throw new Refusal(`号码“${entry.number}”已存在（${holder}）`);
        taken.set(entry.number, entry.name);
        valid.push(entry);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        errors.push({ row, message: `第${row}行：${error.message}` });
      }
    }
    // Refused rows were checked before any write: the valid ones go in together.
    for (let i = 0; i < valid.length; i += 500) await tx.insertInto('phone_book').values(valid.slice(i, i + 500)).execute();
    imported = valid.length;
  });
  return { total: rows.length, imported, failed: errors.length, errors };
}

export async function exportPhones(db: Db, filters: PhoneFilters, out: Writable): Promise<void> {
  const rows = await phoneRows(db, filters);
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('常用号码');
  ws.columns = COLUMNS.map((c) => ({ ...c }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const p of rows) ws.addRow({ name: p.name, number: p.number, remark: p.remark ?? '', sort: p.sort }).commit();
  ws.commit();
  await wb.commit();
}
