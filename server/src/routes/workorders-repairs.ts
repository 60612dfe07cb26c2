// Repairs of finished orders (补录更正) and their records; the intelligent department match.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { appealModelOf } from '../services/classifiers/appeal-model.ts';
import { matchDepartment } from '../services/workorders/match.ts';
import { CENTRE_ROLES, Role } from '../services/workorders/model.ts';
import { mustSee } from '../services/workorders/detail.ts';
import { checkRepairValue, repairOrder, repairRecords } from '../services/workorders/repairs.ts';
import { actorOf, requireRole } from './workorders-common.ts';

const workorderRepairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // ---- intelligent department match ----
  // The model is built from the database once per server: in the background at start, so the first suggestion is quick.
  app.addHook('onReady', async () => { void appealModelOf(app.db).catch((err: unknown) => app.log.warn({ err }, '智能派单模型预加载失败')); });
  // The centre registers and dispatches; a department has no one to send an order to (and the reason counts the centre's orders).
  const match = async (request: Parameters<typeof actorOf>[0] & { body: { content: string; eventTypeId?: number; regionId?: number } }) => {
    requireRole(actorOf(request), CENTRE_ROLES);
    return ok(await matchDepartment(app.db, request.body.content, request.body.eventTypeId, request.body.regionId, {
      returnPenalty: app.settings.number(SETTING.dispatchReturnPenalty), similarity: app.settings.number(SETTING.dispatchSimilarity),
      minLikelihood: app.settings.number(SETTING.dispatchMinLikelihood),
    }));
  };
  app.route({ ...endpoint('/aop/intelligentMate/getDeptId'), handler: match });
  app.route({ ...endpoint('/aop/intelligentMatch/intelligentMatch'), handler: match });

  // ---- repairs ----
  app.route({ ...endpoint('/aop/repair/repairOperation'), handler: async (request) => {
    const user = actorOf(request);
    checkRepairValue(request.body);
    return ok(await once(app.db, user.id, readKey(request.headers), 'repair', (tx) => repairOrder(tx, user, request.body)), '更正成功');
  } });

  app.route({ ...endpoint('/aop/workflow/getLeakAndRepairRecord'), handler: async (request) => {
    const user = actorOf(request);
    const b = request.body ?? {};
    if (b.workflowId) await mustSee(app.db, user, b.workflowId);
    else requireRole(user, [Role.dispatcher, Role.supervisor, Role.manager]);
    return ok(await repairRecords(app.db, b));
  } });
};

export default workorderRepairRoutes;
