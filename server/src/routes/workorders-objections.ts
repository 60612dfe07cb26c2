// 派单异议: filing (the lead department), ruling (the centre), the queue, one objection, an order's objections.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { fileObjection, objectionInfo, objectionPage, orderObjections, ruleObjection, type ObjectionLimits } from '../services/workorders/objections.ts';
import { actorOf } from './workorders-common.ts';

const workorderObjectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The window and the ruling time as 参数设置 holds them now. */
  const limits = (): ObjectionLimits => ({
    windowHours: app.settings.number(SETTING.objectionWindowHours), rulingHours: app.settings.number(SETTING.objectionRulingHours),
  });

  app.route({ ...endpoint('/aop/workflowObjection/file'), config: { permission: 'gongdan:objection:file' }, handler: async (request) => {
    const actor = actorOf(request);
    return ok(await once(app.db, actor.id, readKey(request.headers), 'objectionFile', (tx) => fileObjection(tx, actor, request.body, limits())), '已提出派单异议，等待热线中心裁定');
  } });

  app.route({ ...endpoint('/aop/workflowObjection/rule'), config: { permission: 'gongdan:objection:rule' }, handler: async (request) => {
    const actor = actorOf(request);
    const result = await once(app.db, actor.id, readKey(request.headers), 'objectionRule', (tx) => ruleObjection(tx, actor, request.body));
    return ok(result, request.body.upheld ? '异议成立，已改派' : '异议不成立，工单仍由原单位办理');
  } });

  app.route({ ...endpoint('/aop/workflowObjection/page'), handler: async (request) => {
    const input = request.body ?? {};
    return ok(await objectionPage(app.db, actorOf(request), input, pageOf(input)));
  } });

  app.route({ ...endpoint('/aop/workflowObjection/info'), handler: async (request) => ok(await objectionInfo(app.db, actorOf(request), request.body.id)) });

  app.route({ ...endpoint('/aop/workflowObjection/forOrder'), handler: async (request) =>
    ok(await orderObjections(app.db, actorOf(request), request.body.workflowId, limits())) });
};

export default workorderObjectionRoutes;
