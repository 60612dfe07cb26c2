// 重复诉求并单 at intake: likely repeats of the appeal being registered, merging it into one, splitting one off.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import type { RepeatRules } from '../services/repeats/repeat-rules.ts';
import { findRepeats, mergeRepeat, splitRepeat } from '../services/repeats/repeats.ts';
import { termIndexOf } from '../services/repeats/term-index.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { resultOf } from '../services/workorders/run-transition.ts';
import { actorOf } from './workorders-common.ts';

const workorderRepeatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const index = termIndexOf(app.db);
  /** The thresholds as 参数设置 holds them now. */
  const rules = (): RepeatRules => ({
    callerDays: app.settings.number(SETTING.repeatCallerDays), placeDays: app.settings.number(SETTING.repeatPlaceDays),
    finishedDays: app.settings.number(SETTING.repeatFinishedDays), contentSimilarity: app.settings.number(SETTING.repeatContentSimilarity),
  });

  app.route({ ...endpoint('/aop/workflow/repeat/candidates'), handler: async (request) =>
    ok(await findRepeats(app.db, index, actorOf(request), request.body, rules())) });

  app.route({ ...endpoint('/aop/workflow/repeat/merge'), handler: async (request) => {
    const { parentId, ...appeal } = request.body;
    return ok(await once(app.db, actorOf(request).id, readKey(request.headers), 'repeatMerge',
      async (tx) => resultOf(await mergeRepeat(tx, index, actorOf(request), parentId, appeal, rules()))), `已作为工单 ${parentId} 的重复诉求登记`);
  } });

  app.route({ ...endpoint('/aop/workflow/repeat/split'), handler: async (request) =>
    ok(await once(app.db, actorOf(request).id, readKey(request.headers), 'repeatSplit',
      async (tx) => resultOf(await splitRepeat(tx, actorOf(request), request.body.repeatId, request.body.reason))), '已拆分为新工单') });
};

export default workorderRepeatRoutes;
