// The work-order engine's calls, registered as one plugin (split by concern in workorders-*.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LIST_CACHE_PREFIX, orderIdsOf, placesOf, prefixesFor, type OrderPlace } from '../services/workorders/list-cache.ts';
import { tabStatusSets } from '../services/workorders/queues.ts';
import actions from './workorders-actions.ts';
import config from './workorders-config.ts';
import detail from './workorders-detail.ts';
import exportsRoutes from './workorders-exports.ts';
import lists from './workorders-lists.ts';
import locks from './workorders-locks.ts';
import miss from './workorders-miss.ts';
import notes from './workorders-notes.ts';
import opinions from './workorders-opinions.ts';
import relations from './workorders-relations.ts';
import repairs from './workorders-repairs.ts';
import requests from './workorders-requests.ts';
import repeats from './workorders-repeats.ts';
import objections from './workorders-objections.ts';

// Reads that never change a list or count; every other work-order call may, so it drops the cached counts and pages.
const READS = new RegExp('^/aop/(workflow/list/|workflow/callerCard\\b|exportWorkflow/|import/exportPdf|classifier/|workflow/repeat/candidates\\b|workflow/assist/catalogue\\b|workflowObjection/(page|info|forOrder)\\b|opinions/(page|all|get)\\b|workflow/init\\b|workflow/recording\\b|'
  + 'workflowTask/getJobSchedule\\b|limit/limitDayTime\\b|intelligentMate/|intelligentMatch/|workflow/getLeakAndRepairRecord\\b|tPropertyConfig/queryConfList\\b)');

/** Where the orders a write names stood before it ran (read before its handler). */
const placesBefore = new WeakMap<FastifyRequest, OrderPlace[]>();

/** The order numbers of a reply (a registration answers with the new order's). */
function idsInReply(payload: unknown): string[] {
  if (typeof payload !== 'string' || !payload.includes('"workflowId"')) return [];
  try {
    return orderIdsOf((JSON.parse(payload) as { data?: unknown }).data) ?? [];
  } catch {
    return [];
  }
}

const workorderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (READS.test(request.url)) return;
    const ids = orderIdsOf(request.body, request.query);
    if (ids) placesBefore.set(request, await placesOf(app.db, ids));
  });
  // onSend: the write has committed and its caller cannot have seen the answer yet, so no server lists it stale after.
  // Every server drops the lists the write can change: its orders' departments and statuses before and after (a NOTIFY of
  // a few hundred bytes); a write naming no order drops every list. A call refused before its handler wrote nothing.
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.test(request.url) || reply.statusCode >= 400) return payload;
    try {
      const before = placesBefore.get(request);
      const ids = [...(orderIdsOf(request.body, request.query) ?? []), ...idsInReply(payload)];
      const caches = before || ids.length ? prefixesFor([...(before ?? []), ...await placesOf(app.db, ids)], tabStatusSets) : [LIST_CACHE_PREFIX];
      await app.changes.publish({ caches });
    } catch (error) {
      // The write stands whatever happens to the notice; other servers then drop their lists within READ_CACHE_MS.
      request.log.error({ err: error }, '工单列表缓存失效通知发送失败');
    }
    return payload;
  });
  for (const plugin of [lists, actions, detail, requests, locks, exportsRoutes, notes, relations, opinions, config, miss, repairs, repeats, objections]) await app.register(plugin);
};

export default workorderRoutes;
