// 派单目录's .xlsx: the import template, the import (row by row: a row with 编号 updates that entry, one without adds an
// entry; each refused row reported with its row number), and the export in the template's columns so it imports back.
import type { Writable } from 'node:stream';
import {
  CATALOGUE_ASSIST_MAX, CATALOGUE_BASIS_LENGTH, type CatalogueImportResult, type CatalogueSaveRequest,
} from '../../../../src/shared/api/contracts/dispatchCatalogue.ts';
import { importTemplate, loadExcel } from '../../lib/office.ts';
import { Refusal } from '../../lib/refusal.ts';
import {
  addCheckedEntry, catalogueOptions, cataloguePage, lockCatalogue, updateCheckedEntry, type CatalogueFilters, type Db,
} from './dispatch-catalogue.ts';

const COLUMNS = [
  { header: '编号', key: 'id', width: 8 },
  { header: '事件分类', key: 'eventType', width: 24 },
  { header: '区域', key: 'region', width: 20 },
  { header: '关键词', key: 'keywords', width: 20 },
  { header: '主办单位', key: 'leadDept', width: 28 },
  { header: '协办单位', key: 'assistDepts', width: 36 },
  { header: '办理时限（工作日）', key: 'timeLimit', width: 12 },
  { header: '依据', key: 'basis', width: 60 },
  { header: '生效日期', key: 'effectiveFrom', width: 12 },
  { header: '失效日期', key: 'effectiveTo', width: 12 },
  { header: '状态', key: 'status', width: 8 },
] as const;

const STATUS_LABELS: Record<number, string> = { 1: '正常', 0: '停用' };
const LIST_SEPARATOR = '、';

/** The most rows one import takes (a city's catalogue is a few hundred entries). */
export const CATALOGUE_IMPORT_MAX_ROWS = 2_000;
const EXPORT_MAX_ROWS = 100_000;

export class UnreadableSheet extends Error {}

export async function catalogueTemplate(): Promise<Buffer> {
  return importTemplate('派单目录', COLUMNS, [
    '编号留空为新增条目；填写已有条目的编号则修改该条目（导出的表格可修改后导回）。',
    '事件分类填写分类路径，如“城乡建设 / 物业管理”；区域、关键词可不填，填写后条目只适用于该区域或内容含关键词的诉求。',
    '主办单位填写一级承办单位名称；协办单位可填多个，用“、”分隔。',
    '办理时限为 1-365 的工作日数，不填按诉求类型；依据必填；日期格式为 2026-01-01；状态为“正常”或“停用”，不填为正常。',
    '每行单独导入：有错误的行不导入，并按行号列出原因。',
  ], 100);
}

const pad = (n: number) => String(n).padStart(2, '0');

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  // A date cell is read as midnight UTC of the day it shows.
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text).trim();
  if (typeof value === 'object' && 'result' in value) return String((value as { result: unknown }).result ?? '').trim();
  if (typeof value === 'object' && 'richText' in value) return (value as { richText: Array<{ text: string }> }).richText.map((r) => r.text).join('').trim();
  return String(value).trim();
};

/** Names as the sheet writes them, and every area by its name (when the name is unique) for areas below the form's choices. */
async function nameBook(db: Db) {
  const options = await catalogueOptions(db);
  const norm = (s: string) => s.replace(/\s*\/\s*/g, '/');
  const eventTypes = new Map(options.eventTypes.map((e) => [norm(e.path), e.id]));
  const depts = new Map<string, { id: number; main: boolean }>();
  for (const d of options.depts) {
    depts.set(norm(d.name), d);
    // A unit is also found by its own name.
    if (!d.main) depts.set(d.name.split(' / ').pop()!, d);
  }
  const regions = new Map(options.regions.map((r) => [norm(r.path), r.id]));
  for (const r of options.regions) regions.set(r.path.split(' / ').pop()!, r.id);
  return {
    eventType: (name: string) => eventTypes.get(norm(name)),
    dept: (name: string) => depts.get(norm(name))?.id,
    region: async (name: string) => {
      const known = regions.get(norm(name));
      if (known !== undefined) return known;
      const rows = await db.selectFrom('sys_area').select('id').where('name', '=', name).limit(2).execute();
      return rows.length === 1 ? rows[0]!.id : undefined;
    },
  };
}

type Book = Awaited<ReturnType<typeof nameBook>>;

/** One row as the save request, or the reason it cannot be one. */
async function rowRequest(book: Book, values: Record<(typeof COLUMNS)[number]['key'], string>): Promise<{ id: number | null; input: CatalogueSaveRequest }> {
  if (values.id && !/^\d{1,9}$/.test(values.id)) throw new Refusal('编号须为正整数，新增条目请留空');
  if (!values.eventType) throw new Refusal('事件分类不能为空');
  const eventTypeId = book.eventType(values.eventType);
  if (eventTypeId === undefined) throw new Refusal(`事件分类“${values.eventType}”不存在，请按“大类 / 小类”填写`);
  let regionId: number | null = null;
  if (values.region) {
    const found = await book.region(values.region);
    if (found === undefined) throw new Refusal(`区域“${values.region}”不存在或重名，请填写区域路径，如“青川区 / 城关街道”`);
    regionId = found;
  }
  if (!values.leadDept) throw new Refusal('主办单位不能为空');
  const leadDeptId = book.dept(values.leadDept);
  if (leadDeptId === undefined) throw new Refusal(`主办单位“${values.leadDept}”不存在或已停用`);
  const assistNames = values.assistDepts.split(/[、,，;；]+/).map((n) => n.trim()).filter(Boolean);
  if (assistNames.length > CATALOGUE_ASSIST_MAX) throw new Refusal(`协办单位最多 ${CATALOGUE_ASSIST_MAX} 个`);
  const assistDeptIds = assistNames.map((name) => {
    const id = book.dept(name);
    if (id === undefined) throw new Refusal(`协办单位“${name}”不存在或已停用`);
    return id;
  });
  if (values.timeLimit && !(/^\d{1,3}$/.test(values.timeLimit) && Number(values.timeLimit) >= 1 && Number(values.timeLimit) <= 365)) {
    throw new Refusal('办理时限须为 1-365 的整数（工作日），不填按诉求类型');
  }
  if ([...values.basis].length > CATALOGUE_BASIS_LENGTH) throw new Refusal(`依据不能超过 ${CATALOGUE_BASIS_LENGTH} 个字`);
  if (values.keywords.length > 500) throw new Refusal('关键词不能超过 500 个字');
  for (const [label, day] of [['生效日期', values.effectiveFrom], ['失效日期', values.effectiveTo]] as const) {
    if (day && !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Refusal(`${label}格式应为 2026-01-01`);
  }
  const status = values.status ? Number(Object.entries(STATUS_LABELS).find(([, label]) => label === values.status)?.[0] ?? NaN) : 1;
  if (status !== 0 && status !== 1) throw new Refusal('状态应为“正常”或“停用”');
  return {
    id: values.id ? Number(values.id) : null,
    input: {
      eventTypeId, regionId, keywords: values.keywords || null, leadDeptId, assistDeptIds, timeLimit: values.timeLimit ? Number(values.timeLimit) : null,
      basis: values.basis, effectiveFrom: values.effectiveFrom || null, effectiveTo: values.effectiveTo || null, status,
    },
  };
}

/** Imports the sheet in one transaction: each row checked as the form's save is, refused rows reported and not written. */
export async function importCatalogue(db: Db, data: Buffer, by: { realName: string }): Promise<CatalogueImportResult> {
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
  const rows: Array<{ row: number; values: Record<(typeof COLUMNS)[number]['key'], string> }> = [];
  ws.eachRow((r, row) => {
    if (row === 1) return;
    const cells = COLUMNS.map((_, i) => text(r.getCell(i + 1).value));
    if (cells.some((v) => v)) rows.push({ row, values: Object.fromEntries(COLUMNS.map((c, i) => [c.key, cells[i]!])) as Record<(typeof COLUMNS)[number]['key'], string> });
  });
  if (rows.length > CATALOGUE_IMPORT_MAX_ROWS) throw new UnreadableSheet(`一次最多导入 ${CATALOGUE_IMPORT_MAX_ROWS} 行，请拆分后分批导入`);

  const errors: CatalogueImportResult['errors'] = [];
  let imported = 0;
  let updated = 0;
  await db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const book = await nameBook(tx);
    for (const { row, values } of rows) {
      try {
        const { id, input } = await rowRequest(book, values);
        if (id === null) {
          await addCheckedEntry(tx, input, by);
          imported++;
        } else {
          await updateCheckedEntry(tx, id, input, by);
          updated++;
        }
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        errors.push({ row, message: `第${row}行：${error.message}` });
      }
    }
  });
  return { total: rows.length, imported, updated, failed: errors.length, errors };
}

/** The list's current search as .xlsx in the template's columns. */
export async function exportCatalogue(db: Db, filters: CatalogueFilters, out: Writable): Promise<void> {
  const { records } = await cataloguePage(db, filters, { current: 1, size: EXPORT_MAX_ROWS, offset: 0 });
  const options = await catalogueOptions(db);
  const regionPath = new Map(options.regions.map((r) => [r.id, r.path]));
  const deptName = new Map(options.depts.map((d) => [d.id, d.name]));
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('派单目录');
  ws.columns = COLUMNS.map((c) => ({ ...c }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const e of records) {
    ws.addRow({
      id: e.id, eventType: e.eventTypePath, region: e.regionId === null ? '' : regionPath.get(e.regionId) ?? e.regionName ?? '',
      keywords: e.keywords?.split(',').join(LIST_SEPARATOR) ?? '', leadDept: e.leadDeptName,
      assistDepts: e.assistDeptIds.map((id, i) => deptName.get(id) ?? e.assistDeptNames[i]).join(LIST_SEPARATOR),
      timeLimit: e.timeLimit ?? '', basis: e.basis, effectiveFrom: e.effectiveFrom ?? '', effectiveTo: e.effectiveTo ?? '',
      status: STATUS_LABELS[e.status] ?? '',
    }).commit();
  }
  ws.commit();
  await wb.commit();
}
