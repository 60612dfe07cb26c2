// The work-order engine's calls, registered as one plugin (split by concern in workorders-*.ts).
import type { FastifyPluginAsync } from 'fastify';
import { LIST_CACHE_PREFIX } from '../services/workorders/queues.ts';
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

// Reads that never change a list or count; every other work-order call may, so it drops the cached counts and pages.
const READS = new RegExp('^/aop/(workflow/list/|exportWorkflow/|import/exportPdf|classifier/|opinions/(page|all|get)\\b|workflow/init\\b|workflow/recording\\b|'
  + 'workflowTask/getJobSchedule\\b|limit/limitDayTime\\b|intelligentMate/|intelligentMatch/|workflow/getLeakAndRepairRecord\\b|tPropertyConfig/queryConfList\\b)');

const workorderRoutes: FastifyPluginAsync = async (app) => {
  // onSend: the write has committed and its caller cannot have seen the answer yet, so no server lists it stale after.
  // Every server drops them (a NOTIFY of ~80 bytes per write); a call refused before its handler wrote nothing.
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.test(request.url) || reply.statusCode >= 400) return payload;
    // The write stands whatever happens to the notice; other servers then drop their lists within READ_CACHE_MS.
    await app.changes.publish({ caches: [LIST_CACHE_PREFIX] }).catch((error: unknown) => request.log.error({ err: error }, '工单列表缓存失效通知发送失败'));
    return payload;
  });
  for (const plugin of [lists, actions, detail, requests, locks, exportsRoutes, notes, relations, opinions, config, miss, repairs]) await app.register(plugin);
};

export default workorderRoutes;
