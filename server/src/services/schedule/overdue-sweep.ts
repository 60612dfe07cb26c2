// 超期催办: each working day, the department holding an order whose deadline passed on an earlier day gets a 督办 reminder.
import { sql, type Kysely } from 'kysely';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import type { Database } from '../../db/schema.ts';
import { cstDay, cstDayStart } from '../../lib/time.ts';
import { createReminders, type NewReminder } from '../reminders.ts';
import { AT_DEPARTMENT, Role, Status } from '../workorders/model.ts';
import { loadWorkCalendar } from '../workorders/workdays.ts';

const CHUNK = 1000;

export interface SweepResult { orders: number; reminders: number; skipped?: string }

/**
 * Orders not finished (finished_at null), not deleted, held by a department (一级/二级待办), whose deadline passed before
 * today and whose clock was not paused before it. The mark table keeps it to once per order per day across servers.
 */
export async function overdueSweep(db: Kysely<Database>, now: Date): Promise<SweepResult> {
  if (!(await loadWorkCalendar(db)).isWorkingDay(now.getTime())) return { orders: 0, reminders: 0, skipped: '今天不是工作日，不催办' };
  const day = cstDay(now.getTime());
  const startOfDay = new Date(cstDayStart(day));
  return db.transaction().execute(async (tx) => {
    const overdue = await tx.selectFrom('workflow')
      .select(['workflow_id', 'status', 'main_dept_id', 'sub_dept_id'])
      .where('deleted', '=', 0).where('finished_at', 'is', null)
      .where('status', 'in', AT_DEPARTMENT)
      .where('deadline', '<', startOfDay)
      .where((eb) => eb.or([eb('hang_started_at', 'is', null), eb('hang_started_at', '>', eb.ref('deadline'))]))
      .execute();
    const fresh = new Set<string>();
    for (let i = 0; i < overdue.length; i += CHUNK) {
      const marked = await tx.insertInto('sys_schedule_overdue_mark')
        .values(overdue.slice(i, i + CHUNK).map((o) => ({ workflow_id: o.workflow_id, day })))
        .onConflict((oc) => oc.doNothing()).returning('workflow_id').execute();
      for (const m of marked) fresh.add(m.workflow_id);
    }
    const orders = overdue.filter((o) => fresh.has(o.workflow_id));
    if (!orders.length) return { orders: 0, reminders: 0 };

    const handlerOf = (o: (typeof orders)[number]) => (o.status === Status.level2Todo
      ? { deptId: o.sub_dept_id, roleId: Role.level2, roleType: ReminderRoleType.sub }
      : { deptId: o.main_dept_id, roleId: Role.level1, roleType: ReminderRoleType.main });
    const deptIds = [...new Set(orders.map((o) => handlerOf(o).deptId).filter((d): d is number => d !== null))];
    const staff = deptIds.length ? await tx.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
      .select(['u.id', 'u.dept_id', 'r.role_id']).distinct()
      .where('u.status', '=', 1).where('u.dept_id', 'in', deptIds).where('r.role_id', 'in', [Role.level1, Role.level2])
      .execute() : [];
    const reminders: NewReminder[] = [];
    for (const o of orders) {
      const { deptId, roleId, roleType } = handlerOf(o);
      for (const u of staff) {
        if (u.dept_id !== deptId || u.role_id !== roleId) continue;
        reminders.push({ userId: u.id, type: ReminderType.supervised, roleType, workflowId: o.workflow_id, content: `工单 ${o.workflow_id}：已超过办理期限，请尽快办理（超期催办）` });
      }
    }
    for (let i = 0; i < reminders.length; i += CHUNK) await createReminders(tx, reminders.slice(i, i + CHUNK));
    // Marks older than a month are no longer needed to tell today's sweep from an earlier one.
    await tx.deleteFrom('sys_schedule_overdue_mark').where('day', '<', sql<string>`${day}::date - 31`).execute();
    return { orders: orders.length, reminders: reminders.length };
  });
}
