// Missed calls (漏单): the page of them and marking one handled, optionally with the order it led to.
import type { MissOrder } from '../../../../src/shared/api/workorder.types.ts';
import { pageAnswer, pageOf } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { Role } from './model.ts';
import { findOrder, type Actor, type Db } from './run-transition.ts';

/** Who works the 漏单 list. */
export const MISS_ORDER_ROLES: number[] = [Role.agent, Role.dispatcher, Role.supervisor, Role.manager];

export async function missOrderPage(db: Db, f: Parameters<typeof pageOf>[0] & { state?: number; phone?: string }) {
  const p = pageOf(f);
  let q = db.selectFrom('miss_order');
  if (f.state !== undefined) q = q.where('state', '=', f.state);
  if (f.phone) q = q.where('phone', '=', f.phone);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('call_time', 'desc').orderBy('id', 'desc').limit(p.size).offset(p.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map((m): MissOrder => ({
    id: m.id, phone: m.phone, callId: m.call_id, landlineNumber: m.landline_number, callTime: formatDateTime(m.call_time)!, state: m.state,
    handleResult: m.handle_result, workflowId: m.workflow_id, handledByName: m.handled_by_name, handleTime: formatDateTime(m.handled_at),
  })), total.n, p);
}

/** Marks an unhandled missed call handled; refused when it is gone or handled already, or the order named does not exist. */
export async function handleMissOrder(db: Db, user: Actor, input: { id: number; handleResult: string; workflowId?: string }): Promise<void> {
  if (input.workflowId && !(await findOrder(db, input.workflowId))) throw new Refusal('关联的工单不存在');
  const r = await db.updateTable('miss_order').set({
    state: 1, handle_result: input.handleResult, workflow_id: input.workflowId ?? null, handled_by: user.id, handled_by_name: user.realName, handled_at: new Date(),
  }).where('id', '=', input.id).where('state', '=', 0).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new Refusal('漏单不存在或已处理');
}

/** A missed or abandoned incoming call (话单) waits in 漏单管理 to be called back. */
export async function recordMissedCall(db: Db, call: { phone: string; callId: string; extension: string | null; at: Date }): Promise<void> {
  await db.insertInto('miss_order').values({ phone: call.phone, call_id: call.callId, landline_number: call.extension, call_time: call.at }).execute();
}
