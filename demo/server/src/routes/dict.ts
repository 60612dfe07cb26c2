// Dictionaries: the general fetch, fetch by code, and the admin pages of types and entries.
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type {
  DeleteByIdsRequest, DictData, DictDataPageRequest, DictGroup, DictType, DictTypePageRequest, Page,
} from '../../../../src/shared/api/types.ts';
import type { SysDictDataTable, SysDictTypeTable } from '../db/schema.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { body, int, likePattern, noBody, pageOf, paging, query, requiredStr, str } from '../lib/schema.ts';

function toDictData(d: Selectable<SysDictDataTable>): DictData {
  return { id: d.id, dictType: d.dict_type, dictDirCode: d.dict_type, dictValue: d.dict_value, dictLabel: d.dict_label, sort: d.sort, remark: d.remark };
}

function toDictType(t: Selectable<SysDictTypeTable>, data: Selectable<SysDictDataTable>[]): DictType {
  return {
    id: t.id, dictType: t.dict_type, dictName: t.dict_name, remark: t.remark, sort: t.sort,
    dictList: data.filter((d) => d.dict_type === t.dict_type).map((d) => ({ dictValue: d.dict_value, dictLabel: d.dict_label })),
  };
}

const deleteSchema = {
  querystring: query({ id: int(1) }),
  body: { ...body({ ids: { type: 'array', items: int(1), minItems: 1, maxItems: 1000 } }), type: ['object', 'null'] },
};

function idsToDelete(q: { id?: number }, b: DeleteByIdsRequest | null | undefined): number[] {
  const ids = q.id !== undefined ? [q.id] : b?.ids ?? [];
  if (ids.length === 0) throw new ApiError(400, '请选择删除项');
  return ids;
}

const dictRoutes: FastifyPluginAsync = async (app) => {
  // Every signed-in page reads dictionaries; they change only through the delete calls below.
  const dictGroups = () => app.cache.get('dicts:groups', async (): Promise<DictGroup[]> => {
    const types = await app.db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
    const data = await app.db.selectFrom('sys_dict_data').selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').execute();
    return types.map((t) => ({
      dictType: t.dict_type, dictName: t.dict_name, dataList: data.filter((d) => d.dict_type === t.dict_type).map(toDictData),
    }));
  });

  // Serialised once until a dictionary changes: every page start asks for all of them.
  app.post('/api/sys/dict/data/dicts', { schema: { body: noBody } }, async (_request, reply) => {
    const json = await app.cache.get('dicts:json', async () => JSON.stringify(ok(await dictGroups())));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post<{ Querystring: { dictDirCode: string } }>('/api/sys/dict/data/dictsbycode', {
    schema: { querystring: query({ dictDirCode: requiredStr(64) }, ['dictDirCode']), body: noBody },
  }, async (request) => {
    const group = (await dictGroups()).find((g) => g.dictType === request.query.dictDirCode);
    return ok<DictData[]>(group?.dataList ?? []);
  });

  app.post('/api/sys/dict/type/all', { schema: { body: noBody } }, async () => {
    const types = await app.db.selectFrom('sys_dict_type').selectAll().orderBy('sort').orderBy('id').execute();
    const data = await app.db.selectFrom('sys_dict_data').selectAll().orderBy('sort').orderBy('id').execute();
    return ok<DictType[]>(types.map((t) => toDictType(t, data)));
  });

  app.post<{ Body: DictTypePageRequest | null }>('/api/sys/dict/type/page', {
    config: { permission: 'sys:dict:list' },
    schema: { body: { ...body({ ...paging, dictType: str(64), dictName: str(64) }), type: ['object', 'null'] } },
  }, async (request) => {
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
    return ok<Page<DictType>>({ records: types.map((t) => toDictType(t, data)), total: total.n, current, size });
  });

  app.post<{ Body: DictDataPageRequest | null }>('/api/sys/dict/data/page', {
    config: { permission: 'sys:dict:list' },
    schema: { body: { ...body({ ...paging, dictType: str(64), dictLabel: str(64) }), type: ['object', 'null'] } },
  }, async (request) => {
    const input = request.body ?? {};
    const { current, size, offset } = pageOf(input);
    let q = app.db.selectFrom('sys_dict_data');
    if (input.dictType) q = q.where('dict_type', '=', input.dictType);
    if (input.dictLabel) q = q.where('dict_label', 'like', likePattern(input.dictLabel));
    const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('dict_type').orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
    return ok<Page<DictData>>({ records: rows.map(toDictData), total: total.n, current, size });
  });

  app.post<{ Querystring: { id?: number }; Body: DeleteByIdsRequest | null }>('/api/sys/dict/type/delete', {
    config: { permission: 'sys:dict:delete' },
    schema: deleteSchema,
  }, async (request) => {
    const ids = idsToDelete(request.query, request.body);
    // Entries go with their type (foreign key cascade), all in one statement.
    const result = await app.db.deleteFrom('sys_dict_type').where('id', 'in', ids).executeTakeFirst();
    app.cache.invalidate('dicts:');
    if (Number(result.numDeletedRows) === 0) return fail('字典类型不存在');
    return ok(null, '删除成功');
  });

  app.post<{ Querystring: { id?: number }; Body: DeleteByIdsRequest | null }>('/api/sys/dict/data/delete', {
    config: { permission: 'sys:dict:delete' },
    schema: deleteSchema,
  }, async (request) => {
    const ids = idsToDelete(request.query, request.body);
    const result = await app.db.deleteFrom('sys_dict_data').where('id', 'in', ids).executeTakeFirst();
    app.cache.invalidate('dicts:');
    if (Number(result.numDeletedRows) === 0) return fail('字典数据不存在');
    return ok(null, '删除成功');
  });
};

export default dictRoutes;
