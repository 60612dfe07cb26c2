// Jobs (定时任务) as the admin edits them: page, detail, add / update / delete, pause / resume, handlers, job log.
import type { Kysely, Selectable } from 'kysely';
import type { ScheduleSaveRequest } from '../../../../src/shared/api/contracts/sysSchedule.ts';
import type { Database, SysScheduleJobTable, SysScheduleLogTable } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { normalizeCron, parseCron } from './cron.ts';
import { checkJob, handlerNamed, jobHandlers } from './registry.ts';

type Db = Kysely<Database>;

function nextRunOf(job: Selectable<SysScheduleJobTable>): string | null {
  if (job.status !== 1) return null;
  try {
    return formatDateTime(parseCron(job.cron).nextRun());
  } catch {
    return null;
  }
}

const toJob = (j: Selectable<SysScheduleJobTable>) => ({
  id: j.id, handler: j.handler, handlerLabel: handlerNamed(j.handler)?.label ?? j.handler, params: j.params, cron: j.cron,
  status: j.status, remark: j.remark, nextRun: nextRunOf(j), createTime: formatDateTime(j.created_at), updateTime: formatDateTime(j.updated_at),
});

export async function jobPage(db: Db, f: { handler?: string; status?: number }, page: Paging) {
  let q = db.selectFrom('sys_schedule_job');
  if (f.handler?.trim()) q = q.where('handler', '=', f.handler.trim());
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toJob), count.n, page);
}

export async function jobRow(db: Db, id: number): Promise<Selectable<SysScheduleJobTable>> {
  const job = await db.selectFrom('sys_schedule_job').selectAll().where('id', '=', id).executeTakeFirst();
  if (!job) throw new Refusal('任务不存在');
  return job;
}

export const jobDetail = async (db: Db, id: number) => toJob(await jobRow(db, id));

/** The row to store; a wrong handler, parameters or cron throws (JobInvalid / CronInvalid) before anything is written. */
export function cleanedJob(input: ScheduleSaveRequest) {
  const { handler, params } = checkJob(input.handler.trim(), input.params);
  const cron = normalizeCron(input.cron);
  parseCron(cron);
  return { handler: handler.name, params, cron, status: input.status, remark: input.remark?.trim() || null };
}

export async function addJob(db: Db, input: ScheduleSaveRequest): Promise<number> {
  const job = cleanedJob(input);
  return (await db.insertInto('sys_schedule_job').values(job).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateJob(db: Db, id: number, input: ScheduleSaveRequest): Promise<void> {
  const job = cleanedJob(input);
  const r = await db.updateTable('sys_schedule_job').set({ ...job, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw new Refusal('任务不存在');
}

async function refuseMissing(db: Db, ids: number[]): Promise<void> {
  const found = await db.selectFrom('sys_schedule_job').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw new Refusal('任务不存在');
}

export async function deleteJobs(db: Db, ids: number[]): Promise<void> {
  await refuseMissing(db, ids);
  await db.deleteFrom('sys_schedule_job').where('id', 'in', ids).execute();
}

/** 暂停 (0) / 恢复 (1): a resumed job starts from now, never running the slots it missed while paused. */
export async function setJobStatus(db: Db, ids: number[], status: 0 | 1): Promise<void> {
  await refuseMissing(db, ids);
  await db.updateTable('sys_schedule_job').set({ status, updated_at: new Date() }).where('id', 'in', ids).where('status', '<>', status).execute();
}

export async function jobsToRun(db: Db, ids: number[]) {
  await refuseMissing(db, ids);
  return db.selectFrom('sys_schedule_job').select(['id', 'handler', 'params']).where('id', 'in', ids).orderBy('id').execute();
}

export const handlerList = () => jobHandlers.map((h) => ({
  name: h.name, label: h.label, description: h.description, paramsSchema: JSON.parse(JSON.stringify(h.params)) as unknown,
  example: JSON.stringify(h.example), defaultCron: h.defaultCron,
}));

const toLog = (l: Selectable<SysScheduleLogTable>) => ({
  id: String(l.id), jobId: l.job_id, handler: l.handler, params: l.params, slot: formatDateTime(l.slot), manual: l.manual, serverId: l.server_id,
  startTime: formatDateTime(l.started_at)!, durationMs: l.duration_ms, status: l.status, result: l.result, error: l.error,
});

export async function jobLogPage(db: Db, f: { jobId: number; status?: number }, page: Paging) {
  let q = db.selectFrom('sys_schedule_log').where('job_id', '=', f.jobId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toLog), count.n, page);
}
