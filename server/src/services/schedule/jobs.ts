// Jobs (定时任务) as the admin edits them: page, detail, add / update / delete, pause / resume, handlers.
import type { Kysely, Selectable } from 'kysely';
import type { ScheduleSaveRequest } from '../../../../src/shared/api/contracts/sysSchedule.ts';
import type { Database, SysScheduleJobTable } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
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
  id: j.id, name: j.name, jobGroup: j.job_group, concurrent: j.concurrent, misfirePolicy: j.misfire_policy, handler: j.handler, handlerLabel: handlerNamed(j.handler)?.label ?? j.handler, params: j.params, cron: j.cron,
  status: j.status, remark: j.remark, nextRun: nextRunOf(j), createTime: formatDateTime(j.created_at), updateTime: formatDateTime(j.updated_at),
});

export async function jobPage(db: Db, f: { name?: string; jobGroup?: string; handler?: string; status?: number }, page: Paging) {
  let q = db.selectFrom('sys_schedule_job');
  if (f.name?.trim()) q = q.where('name', 'ilike', likePattern(f.name.trim()));
  if (f.jobGroup) q = q.where('job_group', '=', f.jobGroup);
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
  return {
    name: input.name?.trim() || handler.label, job_group: input.jobGroup ?? 'DEFAULT', concurrent: input.concurrent ?? 0,
    misfire_policy: input.misfirePolicy ?? 2, handler: handler.name, params, cron, status: input.status, remark: input.remark?.trim() || null,
  };
}

export async function addJob(db: Db, input: ScheduleSaveRequest): Promise<number> {
  const job = cleanedJob(input);
  return (await db.insertInto('sys_schedule_job').values(job).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateJob(db: Db, id: number, input: ScheduleSaveRequest): Promise<void> {
  const job = cleanedJob(input);
  // A new cron owes nothing from before it; the same cron keeps what it owes (错过执行策略 decides).
  const r = await db.updateTable('sys_schedule_job')
    .set((eb) => ({ ...job, updated_at: new Date(), cron_since: eb.case().when('cron', '=', job.cron).then(eb.ref('cron_since')).else(new Date()).end() }))
    .where('id', '=', id).executeTakeFirst();
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

/** 暂停 (0) / 恢复 (1): the slots missed while paused are run or skipped by the job's 错过执行策略. */
export async function setJobStatus(db: Db, ids: number[], status: 0 | 1): Promise<void> {
  await refuseMissing(db, ids);
  await db.updateTable('sys_schedule_job').set({ status, updated_at: new Date() }).where('id', 'in', ids).where('status', '<>', status).execute();
}

export async function jobsToRun(db: Db, ids: number[]) {
  await refuseMissing(db, ids);
  return db.selectFrom('sys_schedule_job').select(['id', 'handler', 'params', 'concurrent']).where('id', 'in', ids).orderBy('id').execute();
}

export const handlerList = () => jobHandlers.map((h) => ({
  name: h.name, label: h.label, description: h.description, paramsSchema: JSON.parse(JSON.stringify(h.params)) as unknown,
  example: JSON.stringify(h.example), defaultCron: h.defaultCron,
}));
