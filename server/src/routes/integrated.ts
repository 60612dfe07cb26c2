// 综合查询 (spec §7 "Reports and history"): the page's choices, the departments to pick, the search, the export and
// the user's saved query sets.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { integratedDepts, integratedIndex } from '../services/integrated/choices.ts';
import { exportIntegrated } from '../services/integrated/export.ts';
import { conditionsOf, integratedPage } from '../services/integrated/query.ts';
import { deleteSet, listSets, QUERY_SETS_RESOURCE, renameSet, saveSet } from '../services/integrated/sets.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';
import { actorOf } from './workorders-common.ts';

/** The page's button permissions (seed/menus.ts, menu 1003). */
const QUERY = 'report:integrated:list';
const EXPORT = 'report:integrated:export';
const LOG = { module: '综合查询' };

/** 综合查询's page size when the request names none (the page shows 20 rows by default). */
const INTEGRATED_PAGE_SIZE = 20;

const integratedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Tells the user's other open consoles that the saved sets changed. */
  const setsChanged = (userId: number) =>
    app.changes.publish({ push: { to: { users: [userId] }, event: { type: 'changed', resources: [QUERY_SETS_RESOURCE] } } });

  app.route({ ...endpoint('GET /apo/integratedController/index'), config: { permission: QUERY }, handler: async () =>
    ok(await integratedIndex(app.db, app.cache)) });

  app.route({ ...endpoint('/apo/integratedController/queryDeptList'), config: { permission: QUERY }, handler: async (request) =>
    ok(await integratedDepts(app.db, actorOf(request))) });

  app.route({ ...endpoint('/apo/integratedController/integratedQuery'), config: { permission: QUERY }, handler: async (request) => {
    const { page, current, size, ...filters } = request.body ?? {};
    return ok(await integratedPage(app.db, actorOf(request), filters, pageOf({ page, current, size }, INTEGRATED_PAGE_SIZE), app.cache));
  } });

  app.route({ ...endpoint('/apo/integratedController/integratedQueryExcel'), config: { permission: EXPORT, log: { ...LOG, action: '导出查询结果' } },
    handler: async (request, reply) => {
      const user = actorOf(request);
      // Refusals (a bad range, words without a range) answer the envelope before the download starts.
      const conds = await conditionsOf(app.db, user, request.body);
      return sendWorkbook(reply, `综合查询_${stamp()}.xlsx`, (out) => exportIntegrated(app.db, user, conds, out, app.cache));
    } });

  app.route({ ...endpoint('/apo/integratedController/querySet/list'), config: { permission: QUERY }, handler: async (request) =>
    ok(await listSets(app.db, actorOf(request).id)) });

  app.route({ ...endpoint('/apo/integratedController/querySet/save'), config: { permission: QUERY, log: { ...LOG, action: '保存查询方案' } },
    handler: async (request) => {
      const user = actorOf(request);
      const set = await saveSet(app.db, user.id, request.body.name, request.body.conditions);
      await setsChanged(user.id);
      return ok(set, '保存成功');
    } });

  app.route({ ...endpoint('/apo/integratedController/querySet/rename'), config: { permission: QUERY, log: { ...LOG, action: '重命名查询方案' } },
    handler: async (request) => {
      const user = actorOf(request);
      const set = await renameSet(app.db, user.id, request.body.id, request.body.name);
      await setsChanged(user.id);
      return ok(set, '操作成功');
    } });

  app.route({ ...endpoint('/apo/integratedController/querySet/delete'), config: { permission: QUERY, log: { ...LOG, action: '删除查询方案' } },
    handler: async (request) => {
      const user = actorOf(request);
      await deleteSet(app.db, user.id, request.body.id);
      await setsChanged(user.id);
      return ok(null, '删除成功');
    } });
};

export default integratedRoutes;
