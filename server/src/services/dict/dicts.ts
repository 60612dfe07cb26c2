// Dictionaries: the groups every page reads, the admin pages of types and entries, deletes.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DictDataSaveRequest, DictTypeSaveRequest } from '../../../../src/shared/api/contracts/dict.ts';
import type { DictData, DictGroup, DictType } from '../../../../src/shared/api/types.ts';
import type { Database, SysDictDataTable, SysDictTypeTable } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import type { ReadCache } from '../cache.ts';

type Db = Kysely<Database>;

function toDictData(d: Selectable<SysDictDataTable>): DictData {
  return { id: d.id, dictType: d.dict_type, dictDirCode: d.dict_type, dictValue: d.dict_value, dictLabel: d.dict_label, sort: d.sort, remark: d.remark,
    listClass: d.list_class, status: d.status };
}

function toDictType(t: Selectable<SysDictTypeTable>, data: Selectable<SysDictDataTable>[]): DictType {
  return {
    id: t.id, dictType: t.dict_type, dictName: t.dict_name, remark: t.remark, sort: t.sort, status: t.status,
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

/** Every dictionary as every page reads it, cached on this server until a dictionary write drops 'dicts:'. */
export const cachedDictGroups = (cache: ReadCache, db: Db): Promise<DictGroup[]> => cache.get('dicts:groups', () => loadDictGroups(db));

/** The enabled entries of one dictionary as choices (a disabled entry keeps old records' labels, never a new choice). */
export async function dictChoices(cache: ReadCache, db: Db, dictType: string): Promise<Array<{ value: string; label: string }>> {
  const group = (await cachedDictGroups(cache, db)).find((g) => g.dictType === dictType);
  return (group?.dataList ?? []).filter((d) => d.status === 1).map((d) => ({ value: d.dictValue, label: d.dictLabel }));
}

export async function allDictTypes(db: Db): Promise<DictType[]> {
  const types = await db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
  const data = await db.selectFrom('sys_dict_data').selectAll().orderBy('sort').orderBy('id').execute();
  return types.map((t) => toDictType(t, data));
}

export async function dictTypePage(db: Db, f: { dictType?: string; dictName?: string }, page: Paging) {
  let q = db.selectFrom('sys_dict_type');
  if (f.dictType) q = q.where('dict_type', 'like', likePattern(f.dictType));
  if (f.dictName) q = q.where('dict_name', 'like', likePattern(f.dictName));
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const types = await q.selectAll().orderBy('sort').orderBy('id').limit(page.size).offset(page.offset).execute();
  const data = types.length
    ? await db.selectFrom('sys_dict_data').selectAll().where('dict_type', 'in', types.map((t) => t.dict_type)).orderBy('sort').execute()
    : [];
  return pageAnswer(types.map((t) => toDictType(t, data)), total.n, page);
}

export async function dictDataPage(db: Db, f: { dictType?: string; dictLabel?: string }, page: Paging) {
  let q = db.selectFrom('sys_dict_data');
  if (f.dictType) q = q.where('dict_type', '=', f.dictType);
  if (f.dictLabel) q = q.where('dict_label', 'like', likePattern(f.dictLabel));
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').limit(page.size).offset(page.offset).execute();
  return pageAnswer(rows.map(toDictData), total.n, page);
}

const VERSION_KEY = 'dict_version';

export async function dictVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  return Number(row?.value ?? 1);
}

/**
 * Runs one dictionary write and bumps the version in its transaction (the row lock also serialises dictionary
 * writes, so two admins cannot both take one code or value). Answers the write's result and the new version.
 */
async function writing<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<{ result: T; version: number }> {
  return db.transaction().execute(async (tx) => {
    const bumped = await sql<{ value: string }>`insert into app_meta (key, value) values (${VERSION_KEY}, '2')
      on conflict (key) do update set value = (app_meta.value::int + 1)::text returning value`.execute(tx);
    const result = await write(tx);
    return { result, version: Number(bumped.rows[0]!.value) };
  });
}

export async function dictTypeInfo(db: Db, id: number): Promise<DictType> {
  const t = await db.selectFrom('sys_dict_type').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw new Refusal('字典类型不存在');
  const data = await db.selectFrom('sys_dict_data').selectAll().where('dict_type', '=', t.dict_type).orderBy('sort').orderBy('id').execute();
  return toDictType(t, data);
}

export async function dictDataInfo(db: Db, id: number): Promise<DictData> {
  const d = await db.selectFrom('sys_dict_data').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) throw new Refusal('字典数据不存在');
  return toDictData(d);
}

function typeRow(input: DictTypeSaveRequest) {
  const dictName = input.dictName.trim();
  if (!dictName) throw new Refusal('必填项不能为空');
  return { dict_type: input.dictType, dict_name: dictName, sort: input.sort, status: input.status, remark: input.remark?.trim() || null };
}

async function refuseTakenType(tx: Db, code: string, exceptId: number | null): Promise<void> {
  let q = tx.selectFrom('sys_dict_type').select('id').where('dict_type', '=', code);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw new Refusal(`字典类型“${code}”已存在`);
}

/** 刷新缓存: a new version with nothing written, so every reader of the old one loads the dictionaries again. */
export const refreshDicts = (db: Db) => writing(db, async () => null);

export const addDictType = (db: Db, input: DictTypeSaveRequest) => writing(db, async (tx) => {
  const row = typeRow(input);
  await refuseTakenType(tx, row.dict_type, null);
  return (await tx.insertInto('sys_dict_type').values(row).returning('id').executeTakeFirstOrThrow()).id;
});

/** A changed code carries the type's entries along (the foreign key cascades the update). */
export const updateDictType = (db: Db, id: number, input: DictTypeSaveRequest) => writing(db, async (tx) => {
  const row = typeRow(input);
  const found = await tx.selectFrom('sys_dict_type').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new Refusal('字典类型不存在');
  await refuseTakenType(tx, row.dict_type, id);
  await tx.updateTable('sys_dict_type').set(row).where('id', '=', id).execute();
  return id;
});

function dataRow(input: DictDataSaveRequest) {
  const label = input.dictLabel.trim();
  const value = input.dictValue.trim();
  if (!label || !value) throw new Refusal('必填项不能为空');
  return {
    dict_type: input.dictType, dict_label: label, dict_value: value, sort: input.sort, list_class: input.listClass,
    status: input.status, remark: input.remark?.trim() || null,
  };
}

async function refuseTakenValue(tx: Db, row: ReturnType<typeof dataRow>, exceptId: number | null): Promise<void> {
  const type = await tx.selectFrom('sys_dict_type').select('dict_name').where('dict_type', '=', row.dict_type).executeTakeFirst();
  if (!type) throw new Refusal('字典类型不存在');
  let q = tx.selectFrom('sys_dict_data').select('id').where('dict_type', '=', row.dict_type).where('dict_value', '=', row.dict_value);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw new Refusal(`字典“${type.dict_name}”中已存在键值“${row.dict_value}”`);
}

export const addDictData = (db: Db, input: DictDataSaveRequest) => writing(db, async (tx) => {
  const row = dataRow(input);
  await refuseTakenValue(tx, row, null);
  return (await tx.insertInto('sys_dict_data').values(row).returning('id').executeTakeFirstOrThrow()).id;
});

export const updateDictData = (db: Db, id: number, input: DictDataSaveRequest) => writing(db, async (tx) => {
  const row = dataRow(input);
  const found = await tx.selectFrom('sys_dict_data').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new Refusal('字典数据不存在');
  await refuseTakenValue(tx, row, id);
  await tx.updateTable('sys_dict_data').set(row).where('id', '=', id).execute();
  return id;
});

/** Entries go with their type (foreign key cascade); all or nothing: an id that is gone refuses the call. */
export const deleteDictTypes = (db: Db, ids: number[]) => writing(db, async (tx) => {
  const unique = [...new Set(ids)];
  const deleted = Number((await tx.deleteFrom('sys_dict_type').where('id', 'in', unique).executeTakeFirst()).numDeletedRows);
  if (deleted !== unique.length) throw new Refusal('字典类型不存在，请刷新后重试');
  return deleted;
});

export const deleteDictData = (db: Db, ids: number[]) => writing(db, async (tx) => {
  const unique = [...new Set(ids)];
  const deleted = Number((await tx.deleteFrom('sys_dict_data').where('id', 'in', unique).executeTakeFirst()).numDeletedRows);
  if (deleted !== unique.length) throw new Refusal('字典数据不存在，请刷新后重试');
  return deleted;
});

