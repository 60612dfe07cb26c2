// Repairs of finished orders (补录更正): one field corrected with a reason, run as the 'repair' action and recorded.
import type { RepairableField, RepairRecord } from '../../../../src/shared/api/workorder.types.ts';
import { pageAnswer, pageOf } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { describeChanges } from './changes.ts';
import { resolveFields } from './register.ts';
import { findOrder, resultOf, runAction, type ActionResult, type Actor, type Db } from './run-transition.ts';

export interface RepairInput { workflowId: string; version: number; field: RepairableField; value: string | number; reason: string }

// The contract lists the fields, this maps their columns.
const repairable: Record<RepairableField, string> = {
  citizenName: 'citizen_name', phone: 'phone', address: 'address', content: 'content', eventTypeId: 'event_type_name', regionId: 'region_name', appealType: 'appeal_type',
};

/** Refuses a value of the wrong kind: numbers for the event type and region, text for the others. */
export function checkRepairValue(input: Pick<RepairInput, 'field' | 'value'>): void {
  const numeric = input.field === 'eventTypeId' || input.field === 'regionId';
  if (numeric !== (typeof input.value === 'number')) throw new Refusal(numeric ? '该字段的值应为编号' : '该字段的值应为文字');
}

/** Corrects the field inside tx (the caller's transaction) and records the repair; refused when nothing would change. */
export async function repairOrder(tx: Db, user: Actor, b: RepairInput): Promise<ActionResult> {
  const before = await findOrder(tx, b.workflowId);
  if (!before) throw new Refusal('工单不存在或已删除');
  const changes = await resolveFields(tx, { [b.field]: b.value });
  const column = repairable[b.field]!;
  const oldValue = String((before as unknown as Record<string, unknown>)[column] ?? '');
  const newValue = String((changes as Record<string, unknown>)[column] ?? '');
  if (oldValue === newValue) throw new Refusal('更正后的值与原值相同');
  const { row } = await runAction(tx, user, b.workflowId, 'repair', {
    version: b.version, changes, changeLog: `${describeChanges(before as unknown as Record<string, unknown>, changes as Record<string, unknown>)}；原因：${b.reason}`,
    after: async (db) => {
      await db.insertInto('workflow_repair').values({ workflow_id: b.workflowId, field: b.field, old_value: oldValue, new_value: newValue, reason: b.reason, user_id: user.id, user_name: user.realName }).execute();
    },
  });
  return resultOf(row);
}

export async function repairRecords(db: Db, f: Parameters<typeof pageOf>[0] & { workflowId?: string }) {
  const p = pageOf(f);
  let q = db.selectFrom('workflow_repair');
  if (f.workflowId) q = q.where('workflow_id', '=', f.workflowId);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(p.size).offset(p.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map((r): RepairRecord => ({ id: r.id, workflowId: r.workflow_id, field: r.field, oldValue: r.old_value, newValue: r.new_value, reason: r.reason, userName: r.user_name, createTime: formatDateTime(r.created_at)! })), total.n, p);
}
