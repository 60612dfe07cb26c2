// Side requests answered by the approver, batch verification and the up-level supervision flag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { Refusal } from '../lib/refusal.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { applyKindNames } from '../services/workorders/model.ts';
import { findOrder, resultOf, runAction } from '../services/workorders/run-transition.ts';
import type { Action } from '../services/workorders/transitions.ts';
import { actorOf } from './workorders-common.ts';

const decisions: Record<string, [Action, Action]> = { delay: ['agreeDelay', 'refuseDelay'], hang: ['agreeHang', 'refuseHang'], return: ['agreeReturn', 'refuseReturn'] };

const workorderRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/workflowApply/approve'), handler: async (request) => {
    const b = request.body;
    const actor = actorOf(request);
    const result = await once(app.db, actor.id, readKey(request.headers), 'approve', async (tx) => {
      const apply = await tx.selectFrom('workflow_apply').selectAll().where('id', '=', b.applyId).forUpdate().executeTakeFirst();
      if (!apply) throw new Refusal('申请不存在');
      if (apply.state !== 1) throw new Refusal(`该${applyKindNames[apply.kind]}申请已处理`);
      const order = await findOrder(tx, apply.workflow_id);
      if (!order) throw new Refusal('工单不存在或已删除');
      const action = decisions[apply.kind]![b.agree ? 0 : 1];
      const { row } = await runAction(tx, actor, apply.workflow_id, action, {
        version: b.version ?? order.version, opinion: b.opinion, input: { agreedDays: apply.days },
        after: async (db) => {
          await db.updateTable('workflow_apply').set({
            state: b.agree ? 2 : 3, approver_id: actor.id, approver_name: actor.realName, approve_opinion: b.opinion ?? null, decided_at: new Date(),
          }).where('id', '=', apply.id).execute();
        },
      });
      return resultOf(row);
    });
    return ok(result, b.agree ? '已同意' : '已拒绝');
  } });

  app.route({ ...endpoint('/aop/workflowTask/batchVerification'), handler: async (request) => {
    const b = request.body;
    const actor = actorOf(request);
    const succeeded: string[] = [];
    const failed: Array<{ workflowId: string; msg: string }> = [];
    // Each order in its own transaction: one refusal does not undo the others.
    for (const id of [...new Set(b.workflowIds)]) {
      try {
        await app.db.transaction().execute(async (tx) => {
          const order = await findOrder(tx, id);
          if (!order) throw new Refusal('工单不存在或已删除');
          await runAction(tx, actor, id, b.pass ? 'checkPass' : 'checkFail', { version: order.version, opinion: b.opinion, input: { claimReasonable: b.claimReasonable ?? 1 } });
        });
        succeeded.push(id);
      } catch (err) {
        if (!(err instanceof Error) || !('message' in err)) throw err;
        failed.push({ workflowId: id, msg: err.message });
      }
    }
    return ok({ succeeded, failed }, failed.length ? `成功 ${succeeded.length} 条，失败 ${failed.length} 条` : '操作成功');
  } });

  app.route({ ...endpoint('/aop/workflowIntance/updateUpSuperviseState'), handler: async (request) => {
    const b = request.body;
    const actor = actorOf(request);
    return ok(await once(app.db, actor.id, readKey(request.headers), 'upSupervise', async (tx) => {
      const order = await findOrder(tx, b.workflowId);
      if (!order) throw new Refusal('工单不存在或已删除');
      const { row } = await runAction(tx, actor, b.workflowId, 'upSupervise', {
        version: b.version ?? order.version, changes: { up_supervise_state: b.upSuperviseState },
        changeLog: `上级督办：${order.up_supervise_state ? '是' : '否'} → ${b.upSuperviseState ? '是' : '否'}`,
      });
      return resultOf(row);
    }));
  } });
};

export default workorderRequestRoutes;
