// Changing an order outside its steps: its fields (modify), the dispose instruction, deleting orders.
import type { Updateable } from 'kysely';
import type { WorkflowModifyRequest } from '../../../../src/shared/api/workorder.types.ts';
import type { WorkflowTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { describeChanges } from './changes.ts';
import { resolveFields } from './register.ts';
import { findOrder, resultOf, runAction, type ActionResult, type Actor, type Db } from './run-transition.ts';
import { loadWorkCalendar } from './workdays.ts';

/** Saves the changed fields (a new time limit moves the deadline); refused when nothing changed. Call inside a transaction. */
export async function modifyOrder(tx: Db, actor: Actor, input: WorkflowModifyRequest): Promise<ActionResult> {
  const { workflowId, version, processid, opinion, attachments: _ignored, timeLimit, ...fields } = input;
  const before = await findOrder(tx, workflowId);
  if (!before) throw new Refusal('工单不存在或已删除');
  const changes = (await resolveFields(tx, fields)) as Updateable<WorkflowTable>;
  if (timeLimit !== undefined && timeLimit !== before.time_limit) {
    changes.time_limit = timeLimit;
    changes.deadline = (await loadWorkCalendar(tx)).addWorkingDays(before.created_at, timeLimit);
  }
  const changeLog = describeChanges(before as unknown as Record<string, unknown>, changes as Record<string, unknown>);
  if (!changeLog) throw new Refusal('没有需要保存的修改');
  return resultOf((await runAction(tx, actor, workflowId, 'modify', { version, processid, opinion, changes, changeLog })).row);
}

/** Sets the dispose instruction (处置要求), logging old and new. Call inside a transaction. */
export async function setDisposeInstruction(tx: Db, actor: Actor, input: { workflowId: string; version: number; processid?: string; disposeInstruction: string }): Promise<ActionResult> {
  const before = await findOrder(tx, input.workflowId);
  const changes = { dispose_instruction: input.disposeInstruction };
  const changeLog = before ? describeChanges(before as unknown as Record<string, unknown>, changes) : '';
  return resultOf((await runAction(tx, actor, input.workflowId, 'dispose', { version: input.version, processid: input.processid, changes, changeLog })).row);
}

/** Deletes the orders (each once, ids comma-joined) all together or none: one missing or refused undoes the others. */
export async function deleteOrders(db: Db, actor: Actor, workflowIds: string): Promise<number> {
  const ids = [...new Set(workflowIds.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw new Refusal('请选择删除项');
  await db.transaction().execute(async (tx) => {
    for (const id of ids) {
      const row = await findOrder(tx, id);
      if (!row) throw new Refusal(`工单 ${id} 不存在或已删除`);
      await runAction(tx, actor, id, 'delete', { version: row.version, changes: { deleted: 1 } });
    }
  });
  return ids.length;
}
