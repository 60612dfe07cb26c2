// Dictionaries: the general fetch, fetch by code, and the admin pages of types and entries.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DeleteByIdsRequest } from '../../../src/shared/api/types.ts';
import { endpoint, sendJson } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import {
  addDictData, addDictType, allDictTypes, cachedDictGroups, deleteDictData, deleteDictTypes, dictDataInfo, dictDataPage, dictTypeInfo, dictTypePage,
  dictVersion, refreshDicts, updateDictData, updateDictType,
} from '../services/dict/dicts.ts';
import { exportDictData, exportDictTypes } from '../services/dict/export.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';

const MODULE = '字典管理';
/** ReadCache prefix of everything built from dictionaries on a server. */
const DICT_CACHES = 'dicts:';

function idsToDelete(q: { id?: number }, b: DeleteByIdsRequest | null | undefined): number[] {
  const ids = q.id !== undefined ? [q.id] : b?.ids ?? [];
  if (ids.length === 0) throw new ApiError(400, '请选择删除项');
  return ids;
}

const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every signed-in page reads dictionaries; dropped on every server after each write below.
  const dictGroups = () => cachedDictGroups(app.cache, app.db);

  /** Every server drops what it built from dictionaries, then every open console reloads its one copy. */
  const dictsChanged = (version: number) => app.changes.publish({
    caches: [DICT_CACHES],
    push: { to: 'all', event: { type: 'dicts', version } },
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

  app.route({ ...endpoint('/api/sys/dict/version'), handler: async () => ok({ version: await dictVersion(app.db) }) });

  app.route({ ...endpoint('/api/sys/dict/type/all'), handler: async () => ok(await allDictTypes(app.db)) });

  app.route({ ...endpoint('/api/sys/dict/type/page'), config: { permission: 'sys:dict:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await dictTypePage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/dict/data/page'), config: { permission: 'sys:dict:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await dictDataPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/dict/type/info'), config: { permission: ['sys:dict:list', 'sys:dict:update'] },
    handler: async (request) => ok(await dictTypeInfo(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/dict/data/info'), config: { permission: ['sys:dict:list', 'sys:dict:update'] },
    handler: async (request) => ok(await dictDataInfo(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/dict/type/save'), config: { permission: 'sys:dict:save', log: { module: MODULE, action: '新增字典类型' } },
    handler: async (request) => {
      const { result, version } = await addDictType(app.db, request.body);
      await dictsChanged(version);
      return ok({ id: result, version });
    } });

  app.route({ ...endpoint('/api/sys/dict/type/update'), config: { permission: 'sys:dict:update', log: { module: MODULE, action: '修改字典类型' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      const { version } = await updateDictType(app.db, id, fields);
      await dictsChanged(version);
      return ok({ id, version });
    } });

  app.route({ ...endpoint('/api/sys/dict/data/save'), config: { permission: 'sys:dict:save', log: { module: MODULE, action: '新增字典数据' } },
    handler: async (request) => {
      const { result, version } = await addDictData(app.db, request.body);
      await dictsChanged(version);
      return ok({ id: result, version });
    } });

  app.route({ ...endpoint('/api/sys/dict/data/update'), config: { permission: 'sys:dict:update', log: { module: MODULE, action: '修改字典数据' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      const { version } = await updateDictData(app.db, id, fields);
      await dictsChanged(version);
      return ok({ id, version });
    } });

  app.route({ ...endpoint('/api/sys/dict/type/delete'), config: { permission: 'sys:dict:delete', log: { module: MODULE, action: '删除字典类型' } },
    handler: async (request) => {
      const { version } = await deleteDictTypes(app.db, idsToDelete(request.query, request.body));
      await dictsChanged(version);
      return ok(null, '删除成功');
    } });

  app.route({ ...endpoint('/api/sys/dict/data/delete'), config: { permission: 'sys:dict:delete', log: { module: MODULE, action: '删除字典数据' } },
    handler: async (request) => {
      const { version } = await deleteDictData(app.db, idsToDelete(request.query, request.body));
      await dictsChanged(version);
      return ok(null, '删除成功');
    } });

  app.route({ ...endpoint('/api/sys/dict/refresh'), config: { permission: 'sys:dict:refresh', log: { module: MODULE, action: '刷新字典缓存' } },
    handler: async () => {
      const { version } = await refreshDicts(app.db);
      await dictsChanged(version);
      return ok({ version }, '刷新成功');
    } });

  app.route({ ...endpoint('/api/sys/dict/type/export'), config: { permission: 'sys:dict:export', log: { module: MODULE, action: '导出字典类型' } },
    handler: async (request, reply) => sendWorkbook(reply, `字典类型_${stamp()}.xlsx`, (out) => exportDictTypes(app.db, request.body ?? {}, out)) });

  app.route({ ...endpoint('/api/sys/dict/data/export'), config: { permission: 'sys:dict:export', log: { module: MODULE, action: '导出字典数据' } },
    handler: async (request, reply) => sendWorkbook(reply, `字典数据_${stamp()}.xlsx`, (out) => exportDictData(app.db, request.body ?? {}, out)) });
};

export default dictRoutes;
