// 工作日历 as administrators keep it: a year's arrangement, ranges set or cleared, and every open order's deadline
// re-laid on the new calendar in the same transaction, so each server reads the moved deadlines at once.
import { sql, type Kysely } from 'kysely';
import type { CalendarSaveRequest, CalendarWriteResult, CalendarYear } from '../../../../src/shared/api/contracts/sysCalendar.ts';
import type { Database } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { cstDay, cstDayStart, cstWallClock, DAY_MS, formatDateTime } from '../../lib/time.ts';
import { CLOCK_RUNNING } from '../workorders/model.ts';
import { CalendarKind, calendarDayText, isWeekend, loadWorkCalendar, WorkCalendar } from '../workorders/workdays.ts';

type Db = Kysely<Database>;
/** The administrator making the change. */
type Editor = { id: number; realName: string };

/** One write covers at most a month: the longest arrangement (春节 with its weekends) is about ten days. */
const MAX_RANGE_DAYS = 31;
const UPDATE_CHUNK = 500;
const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Next year's arrangement is asked for from this day (the State Council publishes it in the autumn). */
const NEXT_YEAR_DUE = { month: 12, day: 1 };

/** Years whose arrangement is missing now: this year, and next year from 1 December. */
export function missingYears(calendar: WorkCalendar, now: Date): number[] {
  const wall = cstWallClock(now.getTime());
  const year = wall.getUTCFullYear();
  const nextDue = wall.getUTCMonth() + 1 >= NEXT_YEAR_DUE.month && wall.getUTCDate() >= NEXT_YEAR_DUE.day;
  return [year, ...(nextDue ? [year + 1] : [])].filter((y) => !calendar.arrangedYears.has(y));
}

export async function calendarYear(db: Db, year: number, now = new Date()): Promise<CalendarYear> {
  const rows = await db.selectFrom('work_calendar_day').select([calendarDayText.as('day'), 'kind', 'name'])
    .where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`).orderBy('day').execute();
  return { year, arranged: rows.length > 0, days: rows, missingYears: missingYears(await loadWorkCalendar(db), now) };
}

/** The days of the range, checked: real dates, in order, at most a month. */
function daysOf(from: string, to: string): string[] {
  const start = cstDayStart(from);
  const end = cstDayStart(to);
  if (Number.isNaN(start) || cstDay(start) !== from) throw new Refusal(`日期 ${from} 不存在`);
  if (Number.isNaN(end) || cstDay(end) !== to) throw new Refusal(`日期 ${to} 不存在`);
  if (end < start) throw new Refusal('结束日期不能早于开始日期');
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (count > MAX_RANGE_DAYS) throw new Refusal(`一次最多设置 ${MAX_RANGE_DAYS} 天`);
  return Array.from({ length: count }, (_, i) => cstDay(start + i * DAY_MS));
}

const weekdayOf = (day: string) => cstWallClock(cstDayStart(day)).getUTCDay();

export async function arrangeDays(db: Db, input: CalendarSaveRequest, by: Editor, now = new Date()): Promise<CalendarWriteResult> {
  const days = daysOf(input.from, input.to);
  const name = input.name?.trim() ?? '';
  if (input.kind === CalendarKind.workday) {
    const weekday = days.find((d) => !isWeekend(cstDayStart(d)));
    if (weekday) throw new Refusal(`${weekday}（${WEEKDAY_NAMES[weekdayOf(weekday)]}）本来就是工作日，调休上班只能设在周六或周日`);
  }
  return db.transaction().execute(async (tx) => {
    const before = await loadWorkCalendar(tx);
    await tx.insertInto('work_calendar_day')
      .values(days.map((day) => ({ day, kind: input.kind, name, updated_by: by.realName, updated_at: now })))
      .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ kind: eb.ref('excluded.kind'), name: eb.ref('excluded.name'), updated_by: by.realName, updated_at: now })))
      .execute();
    return { days: days.length, ordersMoved: await relayDeadlines(tx, before, days[0]!, by, now) };
  });
}

export async function clearDays(db: Db, range: { from: string; to: string }, by: Editor, now = new Date()): Promise<CalendarWriteResult> {
  const days = daysOf(range.from, range.to);
  return db.transaction().execute(async (tx) => {
    const before = await loadWorkCalendar(tx);
    const cleared = await tx.deleteFrom('work_calendar_day').where('day', 'in', days).returning('day').execute();
    return { days: cleared.length, ordersMoved: cleared.length ? await relayDeadlines(tx, before, days[0]!, by, now) : 0 };
  });
}

/**
 * Each open order keeps the working time it had left under the old calendar, counted from now (or from the start
 * of its pause while 挂账), re-laid on the new one. Orders already past their deadline, and deadlines before the
 * first changed day, stay as they are.
 */
async function relayDeadlines(tx: Db, before: WorkCalendar, firstDay: string, by: Editor, now: Date): Promise<number> {
  const after = await loadWorkCalendar(tx);
  const open = await tx.selectFrom('workflow').select(['workflow_id', 'deadline', 'hang_started_at'])
    .where('deleted', '=', 0).where('status', 'in', CLOCK_RUNNING)
    .where('deadline', '>=', new Date(cstDayStart(firstDay))).where('deadline', '>', now)
    .forUpdate().execute();
  const moved: { id: string; from: Date; to: Date }[] = [];
  for (const o of open) {
    const clockFrom = o.hang_started_at ?? now;
    if (o.deadline <= clockFrom) continue;
    const to = after.addWorkingMs(clockFrom, before.workingMsBetween(clockFrom, o.deadline));
    if (to.getTime() !== o.deadline.getTime()) moved.push({ id: o.workflow_id, from: o.deadline, to });
  }
  for (let i = 0; i < moved.length; i += UPDATE_CHUNK) {
    const chunk = moved.slice(i, i + UPDATE_CHUNK);
    const values = sql.join(chunk.map((m) => sql`(${m.id}, ${m.to.toISOString()}::timestamptz)`));
    await sql`update workflow as w set deadline = v.deadline from (values ${values}) as v(id, deadline) where w.workflow_id = v.id`.execute(tx);
    await tx.insertInto('workflow_update_log').values(chunk.map((m) => ({
      workflow_id: m.id, user_id: by.id, user_name: by.realName, action: '工作日历调整',
      content: `工作日历调整，办理期限：${formatDateTime(m.from)} → ${formatDateTime(m.to)}`,
    }))).execute();
  }
  return moved.length;
}
