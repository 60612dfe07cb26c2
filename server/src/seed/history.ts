// A month of recent history for a first start (npm start), so every report, chart and drill-down has figures at first
// sight: calls, orders through every stage, logs. Deterministic: a fixed seed, dates relative to the day it runs (CST).
// Tests seed without it (their counts are those of the base seed); the test routes' reset can ask for it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cstDaySql, startOfCstDay } from '../lib/time.ts';
import { callHistory, type Seat } from './history-calls.ts';
import { logHistory } from './history-logs.ts';
import { orderHistory, type Person } from './history-orders.ts';
import { mulberry32 } from './prng.ts';
import { loadWorkCalendar } from '../services/workorders/workdays.ts';

const SEED = 12345_2026;
/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for the widest table (workflow). */
const CHUNK = 1000;

async function insertAll<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for every table's rows
    await db.insertInto(table).values(rows.slice(i, i + CHUNK) as any).execute();
  }
}

export async function seedHistory(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const r = mulberry32(SEED);
  const today = startOfCstDay(new Date(now)).getTime();
  const users = await db.selectFrom('sys_user').select(['id', 'username', 'real_name', 'dept_id', 'landline_number', 'status']).orderBy('id').execute();
  const byName = (name: string) => users.find((u) => u.username === name)!;
  const person = (u: (typeof users)[number]): Person => ({ id: u.id, realName: u.real_name, deptId: u.dept_id });

  // The named agents take most calls; the demo centre's seats (npm start's agent103…) the rest.
  const seats: Seat[] = users.filter((u) => u.landline_number && u.status === 1)
    .map((u) => ({ extension: u.landline_number!, userId: u.id, realName: u.real_name, weight: u.username.length === 7 ? 6 : 1 }));
  if (!seats.length) return;
  const calls = callHistory(r, seats, today, now);

  const recordingKeys = [...calls.recordings.keys()];
  const fileIds = new Map<string, number>();
  for (let i = 0; i < recordingKeys.length; i += 200) {
    const keys = recordingKeys.slice(i, i + 200);
    const ids = await db.insertInto('upload_file').values(keys.map((k) => calls.recordings.get(k)!)).returning('id').execute();
    keys.forEach((k, j) => fileIds.set(k, ids[j]!.id));
  }
  for (const c of calls.calls) c.recording_file_id = fileIds.get(`${c.call_id}:${c.leg}`) ?? null;
  await insertAll(db, 'call_record', calls.calls);
  await insertAll(db, 'seat_log', calls.seatLogs);
  await insertAll(db, 'miss_order', calls.missed);

  const deptPeople = (deptId: number): Person => {
    const u = users.find((x) => x.dept_id === deptId && x.status === 1) ?? users.find((x) => x.dept_id !== null && Math.floor(x.dept_id / 100) === deptId && x.status === 1);
    return u ? person(u) : person(byName('admin'));
  };
  const seq = await sql<{ last_value: string }>`select last_value from workflow_no_seq`.execute(db);
  const first = Number(seq.rows[0]?.last_value ?? 0);
  const orders = orderHistory(r, calls.answered, {
    dispatcher: person(byName('dispatcher')), supervisor: person(byName('supervisor')), manager: person(byName('manager')),
    approver: person(byName('approver')), dept: deptPeople,
  }, first, now, await loadWorkCalendar(db));
  // The roll-up's per-row trigger would mark each order's days one by one (most of the insert's time): mark them once.
  await sql`alter table workflow disable trigger workflow_stat_days_write`.execute(db);
  await insertAll(db, 'workflow', orders.orders);
  await sql`alter table workflow enable trigger workflow_stat_days_write`.execute(db);
  await sql`insert into stat_dirty_day (day) select distinct ${sql.raw(cstDaySql('t.ts'))} from workflow w,
    unnest(array[w.dispatched_at, w.checked_at, w.callback_at]) as t(ts) where t.ts is not null`.execute(db);
  await insertAll(db, 'workflow_step', orders.steps);
  await insertAll(db, 'workflow_update_log', orders.logs);
  await insertAll(db, 'workflow_apply', orders.applies);
  if (orders.orders.length) await sql`select setval('workflow_no_seq', ${first + orders.orders.length})`.execute(db);

  const staffNames = ['admin', 'agent01', 'agent02', 'dispatcher', 'dept01', 'dept02', 'approver', 'supervisor', 'manager'];
  const staff = staffNames.map((n) => ({ id: byName(n).id, username: n }));
  const admins = staff.filter((p) => ['admin', 'manager', 'supervisor'].includes(p.username));
  const jobs = await db.selectFrom('sys_schedule_job').select(['id', 'handler']).orderBy('id').execute();
  const logs = logHistory(r, staff, admins, jobs, today, now);
  await insertAll(db, 'sys_log_login', logs.logins);
  await insertAll(db, 'sys_log_operation', logs.operations);
  await insertAll(db, 'sys_schedule_log', logs.jobRuns);
}
