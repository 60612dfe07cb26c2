// The work lock's release: by its holder when the tab closes, by an administrator for anyone's.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../lib/envelope.ts';
import { body, str } from '../lib/schema.ts';
import { systemUnlock, unlockByProcess } from '../services/workorders/locks.ts';
import { Role } from '../services/workorders/model.ts';
import { actorOf, idList, refusable } from './workorders-common.ts';

const workorderLockRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { processid: string } }>('/aop/lock/unlockWorkflow', {
    schema: { body: body({ processid: str(64, 1) }, ['processid']) },
  }, refusable(async (request) => {
    const released = await unlockByProcess(app.db, actorOf(request), request.body.processid);
    return ok({ released }, released ? '已解锁' : '工单未被锁定');
  }));

  app.post<{ Body: { workflowIds: string[] } }>('/aop/lock/systemUnlockWorkflow', {
    schema: { body: body({ workflowIds: idList() }, ['workflowIds']) },
  }, refusable(async (request) => {
    const user = actorOf(request);
    if (!user.roleIds.some((r) => r === Role.admin || r === Role.manager)) throw new ApiError(403, '只有管理员可以强制解锁工单');
    return ok({ released: await systemUnlock(app.db, request.body.workflowIds) }, '已解锁');
  }));
};

export default workorderLockRoutes;
