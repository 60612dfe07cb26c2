// Dictionaries: the general fetch, fetch by code, and the admin pages of types and entries.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Selectable } from 'kysely';
import type { DeleteByIdsRequest, DictData, DictGroup, DictType } from '../../../../src/shared/api/types.ts';
import type { SysDictDataTable, SysDictTypeTable } from '../db/schema.ts';
import { endpoint, sendJson } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { likePattern, pageOf } from '../lib/schema.ts';

function toDictData(d: Selectable<SysDictDataTable>): DictData {
  return { id: d.id, dictType: d.dict_type, dictDirCode: d.dict_type, dictValue: d.dict_value, dictLabel: d.dict_label, sort: d.sort, remark: d.remark };
}

function toDictType(t: Selectable<SysDictTypeTable>, data: Selectable<SysDictDataTable>[]): DictType {
  return {
    id: t.id, dictType: t.dict_type, dictName: t.dict_name, remark: t.remark, sort: t.sort,
    dictList: data.filter((d) => d.dict_type === t.dict_type).map((d) => ({ dictValue: d.dict_value, dictLabel: d.dict_label })),
  };
}

function idsToDelete(q: { id?: number }, b: DeleteByIdsRequest | null | undefined): number[] {
  const ids = q.id !== undefined ? [q.id] : b?.ids ?? [];
  if (ids.length === 0) throw new ApiError(400, '请选择删除项');
  return ids;
}

const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every signed-in page reads dictionaries; they change only through the delete calls below.
  const dictGroups = () => app.cache.get('dicts:groups', async (): Promise<DictGroup[]> => {
    const types = await app.db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
    const data = await app.db.selectFrom('sys_dict_data').selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').execute();
    return types.map((t) => ({
      dictType: t.dict_type, dictName: t.dict_name, dataList: data.filter((d) => d.dict_type === t.dict_type).map(toDictData),
    }));
  });

  // Serialised (by its reply schema) once until a dictionary changes: every page start asks for all of them.
  app.route({ ...endpoint('/api/sys/dict/data/dicts'), handler: async (_request, reply) => {
    const json = await app.cache.get('dicts:json', async () => reply.serialize(ok(await dictGroups())) as string);
    return sendJson(reply, json);
  } });

  app.route({ ...endpoint('/api/sys/dict/data/dictsbycode'), handler: async (request) => {
    const group = (await dictGroups()).find((g) => g.dictType === request.query.dictDirCode);
    return ok(group?.dataList ?? []);
  } });

  app.route({ ...endpoint('/api/sys/dict/type/all'), handler: async () => {
    const types = await app.db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
    const data = await app.db.selectFrom('sys_dict_data').selectAll().orderBy('sort').orderBy('id').execute();
    return ok(types.map((t) => toDictType(t, data)));
  } });

  app.route({ ...endpoint('/api/sys/dict/type/page'), config: { permission: 'sys:dict:list' }, handler: async (request) => {
    const input = request.body ?? {};
    const { current, size, offset } = pageOf(input);
    let q = app.db.selectFrom('sys_dict_type');
    if (input.dictType) q = q.where('dict_type', 'like', likePattern(input.dictType));
    if (input.dictName) q = q.where('dict_name', 'like', likePattern(input.dictName));
    const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const types = await q.selectAll().orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
    const data = types.length
      ? await app.db.selectFrom('sys_dict_data').selectAll().where('dict_type', 'in', types.map((t) => t.dict_type)).orderBy('sort').execute()
      : [];
    return ok({ records: types.map((t) => toDictType(t, data)), total: total.n, current, size });
  } });

  app.route({ ...endpoint('/api/sys/dict/data/page'), config: { permission: 'sys:dict:list' }, handler: async (request) => {
    const input = request.body ?? {};
    const { current, size, offset } = pageOf(input);
    let q = app.db.selectFrom('sys_dict_data');
    if (input.dictType) q = q.where('dict_type', '=', input.dictType);
    if (input.dictLabel) q = q.where('dict_label', 'like', likePattern(input.dictLabel));
    const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
    return ok({ records: rows.map(toDictData), total: total.n, current, size });
  } });

  app.route({ ...endpoint('/api/sys/dict/type/delete'), config: { permission: 'sys:dict:delete' }, handler: async (request) => {
    const ids = idsToDelete(request.query, request.body);
    // Entries go with their type (foreign key cascade), all in one statement.
    const result = await app.db.deleteFrom('sys_dict_type').where('id', 'in', ids).executeTakeFirst();
    app.cache.invalidate('dicts:');
    if (Number(result.numDeletedRows) === 0) return fail('字典类型不存在');
    return ok(null, '删除成功');
  } });

  app.route({ ...endpoint('/api/sys/dict/data/delete'), config: { permission: 'sys:dict:delete' }, handler: async (request) => {
    const ids = idsToDelete(request.query, request.body);
    const result = await app.db.deleteFrom('sys_dict_data').where('id', 'in', ids).executeTakeFirst();
    app.cache.invalidate('dicts:');
    if (Number(result.numDeletedRows) === 0) return fail('字典数据不存在');
    return ok(null, '删除成功');
  } });
};

export default dictRoutes;
