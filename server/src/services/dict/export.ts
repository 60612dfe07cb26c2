// 字典管理's exports: the searched types, or one type's searched entries, as .xlsx (dictionaries are small: one workbook in memory).
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DictDataFilters, DictTypeFilters } from '../../../../src/shared/api/contracts/dict.ts';
import type { Database } from '../../db/schema.ts';
import { loadExcel } from '../../lib/office.ts';
import { likePattern } from '../../lib/schema.ts';

const STATUSES: Record<number, string> = { 0: '停用', 1: '正常' };

async function writeBook(out: Writable, name: string, columns: Array<{ header: string; key: string; width: number }>, rows: object[]): Promise<number> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet(name);
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  await wb.xlsx.write(out);
  out.end();
  return rows.length;
}

export async function exportDictTypes(db: Kysely<Database>, f: DictTypeFilters, out: Writable): Promise<number> {
  let q = db.selectFrom('sys_dict_type as t');
  if (f.dictType?.trim()) q = q.where('t.dict_type', 'like', likePattern(f.dictType.trim()));
  if (f.dictName?.trim()) q = q.where('t.dict_name', 'like', likePattern(f.dictName.trim()));
  const rows = await q.selectAll('t')
    .select((eb) => eb.selectFrom('sys_dict_data as d').whereRef('d.dict_type', '=', 't.dict_type').select(eb.fn.countAll<string>().as('n')).as('entries'))
    .orderBy('t.sort').orderBy('t.id').execute();
  return writeBook(out, '字典类型', [
    { header: '字典编号', key: 'id', width: 10 }, { header: '字典名称', key: 'name', width: 20 }, { header: '字典类型', key: 'type', width: 24 },
    { header: '状态', key: 'status', width: 8 }, { header: '数据条数', key: 'entries', width: 10 }, { header: '排序', key: 'sort', width: 8 },
    { header: '备注', key: 'remark', width: 30 },
  ], rows.map((r) => ({
    id: r.id, name: r.dict_name, type: r.dict_type, status: STATUSES[r.status] ?? '', entries: Number(r.entries ?? 0), sort: r.sort, remark: r.remark ?? '',
  })));
}

export async function exportDictData(db: Kysely<Database>, f: DictDataFilters, out: Writable): Promise<number> {
  let q = db.selectFrom('sys_dict_data');
  if (f.dictType?.trim()) q = q.where('dict_type', '=', f.dictType.trim());
  if (f.dictLabel?.trim()) q = q.where('dict_label', 'like', likePattern(f.dictLabel.trim()));
  const rows = await q.selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').execute();
  return writeBook(out, '字典数据', [
    { header: '字典类型', key: 'type', width: 24 }, { header: '字典标签', key: 'label', width: 20 }, { header: '字典键值', key: 'value', width: 14 },
    { header: '排序', key: 'sort', width: 8 }, { header: '样式', key: 'listClass', width: 10 }, { header: '状态', key: 'status', width: 8 },
    { header: '备注', key: 'remark', width: 30 },
  ], rows.map((r) => ({
    type: r.dict_type, label: r.dict_label, value: r.dict_value, sort: r.sort, listClass: r.list_class, status: STATUSES[r.status] ?? '', remark: r.remark ?? '',
  })));
}
