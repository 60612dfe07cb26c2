// The work lock's release: by its holder when the tab closes, by an administrator for anyone's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { systemUnlock, unlockByProcess } from '../services/workorders/locks.ts';
import { Role } from '../services/workorders/model.ts';
import { actorOf } from './workorders-common.ts';

const workorderLockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/lock/unlockWorkflow'), handler: async (request) => {
    const released = await unlockByProcess(app.db, actorOf(request), request.body.processid);
    return ok({ released }, released ? '已解锁' : '工单未被锁定');
  } });

  app.route({ ...endpoint('/aop/lock/systemUnlockWorkflow'), handler: async (request) => {
    const user = actorOf(request);
    if (!user.roleIds.some((r) => r === Role.admin || r === Role.manager)) throw new ApiError(403, '只有管理员可以强制解锁工单');
    return ok({ released: await systemUnlock(app.db, request.body.workflowIds) }, '已解锁');
  } });
};

export default workorderLockRoutes;
