// Dictionaries: the groups every page reads, the admin pages of types and entries, deletes.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DictData, DictGroup, DictType } from '../../../../../src/shared/api/types.ts';
import type { Database, SysDictDataTable, SysDictTypeTable } from '../../db/schema.ts';
import { likePattern, type pageOf } from '../../lib/schema.ts';

type Db = Kysely<Database>;
type Page = ReturnType<typeof pageOf>;

function toDictData(d: Selectable<SysDictDataTable>): DictData {
  return { id: d.id, dictType: d.dict_type, dictDirCode: d.dict_type, dictValue: d.dict_value, dictLabel: d.dict_label, sort: d.sort, remark: d.remark };
}

function toDictType(t: Selectable<SysDictTypeTable>, data: Selectable<SysDictDataTable>[]): DictType {
  return {
    id: t.id, dictType: t.dict_type, dictName: t.dict_name, remark: t.remark, sort: t.sort,
    dictList: data.filter((d) => d.dict_type === t.dict_type).map((d) => ({ dictValue: d.dict_value, dictLabel: d.dict_label })),
  };
}

export async function loadDictGroups(db: Db): Promise<DictGroup[]> {
  const types = await db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
  const data = await db.selectFrom('sys_dict_data').selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').execute();
  return types.map((t) => ({
    dictType: t.dict_type, dictName: t.dict_name, dataList: data.filter((d) => d.dict_type === t.dict_type).map(toDictData),
  }));
}

export async function allDictTypes(db: Db): Promise<DictType[]> {
  const types = await db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
  const data = await db.selectFrom('sys_dict_data').selectAll().orderBy('sort').orderBy('id').execute();
  return types.map((t) => toDictType(t, data));
}

export async function dictTypePage(db: Db, f: { dictType?: string; dictName?: string }, { current, size, offset }: Page) {
  let q = db.selectFrom('sys_dict_type');
  if (f.dictType) q = q.where('dict_type', 'like', likePattern(f.dictType));
  if (f.dictName) q = q.where('dict_name', 'like', likePattern(f.dictName));
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const types = await q.selectAll().orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
  const data = types.length
    ? await db.selectFrom('sys_dict_data').selectAll().where('dict_type', 'in', types.map((t) => t.dict_type)).orderBy('sort').execute()
    : [];
  return { records: types.map((t) => toDictType(t, data)), total: total.n, current, size };
}

export async function dictDataPage(db: Db, f: { dictType?: string; dictLabel?: string }, { current, size, offset }: Page) {
  let q = db.selectFrom('sys_dict_data');
  if (f.dictType) q = q.where('dict_type', '=', f.dictType);
  if (f.dictLabel) q = q.where('dict_label', 'like', likePattern(f.dictLabel));
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
  return { records: rows.map(toDictData), total: total.n, current, size };
}

/** Entries go with their type (foreign key cascade), all in one statement. Answers how many went. */
export async function deleteDictTypes(db: Db, ids: number[]): Promise<number> {
  return Number((await db.deleteFrom('sys_dict_type').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}

export async function deleteDictData(db: Db, ids: number[]): Promise<number> {
  return Number((await db.deleteFrom('sys_dict_data').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}

