// Side requests answered by the approver, batch verification and the up-level supervision flag.
import type { ApproveApplyRequest } from '../../../../src/shared/api/workorder.types.ts';
import { Refusal } from '../../lib/refusal.ts';
import { applyKindNames } from './model.ts';
import { findOrder, resultOf, runAction, type ActionResult, type Actor, type Db } from './run-transition.ts';
import { roleRefusal, type Action } from './transitions.ts';

const decisions: Record<string, [Action, Action]> = { delay: ['agreeDelay', 'refuseDelay'], hang: ['agreeHang', 'refuseHang'], return: ['agreeReturn', 'refuseReturn'] };

/** Agrees to or refuses a pending delay, hang or return request, moving the order accordingly. Call inside a transaction. */
export async function decideRequest(tx: Db, actor: Actor, b: ApproveApplyRequest): Promise<ActionResult> {
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
}

/** Verifies each order (passes or fails it) in its own transaction: one refusal does not undo the others. */
export async function verifyOrders(db: Db, actor: Actor, b: { workflowIds: string[]; pass: boolean; claimReasonable?: number; opinion?: string }) {
  const refused = roleRefusal(b.pass ? 'checkPass' : 'checkFail', actor.roleIds);
  if (refused) throw new Refusal(refused);
  const succeeded: string[] = [];
  const failed: Array<{ workflowId: string; msg: string }> = [];
  for (const id of [...new Set(b.workflowIds)]) {
    try {
      await db.transaction().execute(async (tx) => {
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
  return { succeeded, failed };
}

/** Sets the up-level supervision flag (上级督办), logging old and new. Call inside a transaction. */
export async function setUpSupervise(tx: Db, actor: Actor, b: { workflowId: string; upSuperviseState: number; version?: number }): Promise<ActionResult> {
  const order = await findOrder(tx, b.workflowId);
  if (!order) throw new Refusal('工单不存在或已删除');
  const { row } = await runAction(tx, actor, b.workflowId, 'upSupervise', {
    version: b.version ?? order.version, changes: { up_supervise_state: b.upSuperviseState },
    changeLog: `上级督办：${order.up_supervise_state ? '是' : '否'} → ${b.upSuperviseState ? '是' : '否'}`,
  });
  return resultOf(row);
}
