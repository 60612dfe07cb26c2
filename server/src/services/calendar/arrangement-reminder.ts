// 工作日历检查: while a year's holiday arrangement is missing (this year, or next year from 1 December), each daily run
// reminds every administrator who has not an unread reminder of it already; until then deadlines count weekends alone.
import type { Kysely } from 'kysely';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import type { Database } from '../../db/schema.ts';
import { createReminders } from '../reminders.ts';
import { Role } from '../workorders/model.ts';
import { loadWorkCalendar } from '../workorders/workdays.ts';
import { missingYears } from './work-calendar.ts';

export async function remindMissingArrangement(db: Kysely<Database>, now: Date): Promise<{ years: number[]; reminded: number }> {
  const years = missingYears(await loadWorkCalendar(db), now);
  if (!years.length) return { years, reminded: 0 };
  const admins = await db.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
    .select('u.id').distinct().where('u.status', '=', 1).where('r.role_id', '=', Role.admin).execute();
  // Unread reminders do not pile up: an administrator who has not read the last one is not reminded again.
  const unread = new Set((await db.selectFrom('workflow_remind_msg').select('user_id')
    .where('type', '=', ReminderType.calendarMissing).where('is_read', '=', 0).execute()).map((r) => r.user_id));
  const content = `${years.map((y) => `${y}年`).join('、')}的节假日安排尚未录入工作日历：录入前只按周末计算工作日，办理期限可能不准，请到 系统管理 > 工作日历 录入。`;
  const due = admins.filter((a) => !unread.has(a.id));
  await createReminders(db, due.map((a) => ({ userId: a.id, type: ReminderType.calendarMissing, roleType: ReminderRoleType.centre, workflowId: '', content })));
  return { years, reminded: due.length };
}
