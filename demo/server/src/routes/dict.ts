// Dictionaries: the general fetch, fetch by code, and the admin pages of types and entries.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DeleteByIdsRequest } from '../../../../src/shared/api/types.ts';
import { endpoint, sendJson } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/schema.ts';
import { allDictTypes, deleteDictData, deleteDictTypes, dictDataPage, dictTypePage, loadDictGroups } from '../services/dict/dicts.ts';

function idsToDelete(q: { id?: number }, b: DeleteByIdsRequest | null | undefined): number[] {
  const ids = q.id !== undefined ? [q.id] : b?.ids ?? [];
  if (ids.length === 0) throw new ApiError(400, '请选择删除项');
  return ids;
}

const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every signed-in page reads dictionaries; they change only through the delete calls below.
  const dictGroups = () => app.cache.get('dicts:groups', () => loadDictGroups(app.db));

  // Serialised (by its reply schema) once until a dictionary changes: every page start asks for all of them.
  app.route({ ...endpoint('/api/sys/dict/data/dicts'), handler: async (_request, reply) => {
    const json = await app.cache.get('dicts:json', async () => reply.serialize(ok(await dictGroups())) as string);
    return sendJson(reply, json);
  } });

  app.route({ ...endpoint('/api/sys/dict/data/dictsbycode'), handler: async (request) => {
    const group = (await dictGroups()).find((g) => g.dictType === request.query.dictDirCode);
    return ok(group?.dataList ?? []);
  } });

  app.route({ ...endpoint('/api/sys/dict/type/all'), handler: async () => ok(await allDictTypes(app.db)) });

  app.route({ ...endpoint('/api/sys/dict/type/page'), config: { permission: 'sys:dict:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await dictTypePage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/dict/data/page'), config: { permission: 'sys:dict:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await dictDataPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/dict/type/delete'), config: { permission: 'sys:dict:delete', log: { module: '字典管理', action: '删除字典类型' } }, handler: async (request) => {
    const ids = idsToDelete(request.query, request.body);
    const deleted = await deleteDictTypes(app.db, ids);
    await app.changes.publish({ caches: ['dicts:'] });
    if (deleted === 0) return fail('字典类型不存在');
    return ok(null, '删除成功');
  } });

  app.route({ ...endpoint('/api/sys/dict/data/delete'), config: { permission: 'sys:dict:delete', log: { module: '字典管理', action: '删除字典数据' } }, handler: async (request) => {
    const ids = idsToDelete(request.query, request.body);
    const deleted = await deleteDictData(app.db, ids);
    await app.changes.publish({ caches: ['dicts:'] });
    if (deleted === 0) return fail('字典数据不存在');
    return ok(null, '删除成功');
  } });
};

export default dictRoutes;
