// 调度日志: every job's runs with the job's name and group, filtered by job, name, group, status and start time; 清空.
import { sql, type Kysely } from 'kysely';
import type { ScheduleLogPageRequest } from '../../../../src/shared/api/contracts/sysSchedule.ts';
import type { Database } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime, parseClientDate, parseClientDayEnd } from '../../lib/time.ts';

type Db = Kysely<Database>;

export async function jobLogPage(db: Db, f: ScheduleLogPageRequest, page: Paging) {
  let q = db.selectFrom('sys_schedule_log as l').innerJoin('sys_schedule_job as j', 'j.id', 'l.job_id');
  if (f.jobId !== undefined) q = q.where('l.job_id', '=', f.jobId);
  if (f.jobName?.trim()) q = q.where('j.name', 'ilike', likePattern(f.jobName.trim()));
  if (f.jobGroup) q = q.where('j.job_group', '=', f.jobGroup);
  if (f.status !== undefined) q = q.where('l.status', '=', f.status);
  const start = f.startTime ? parseClientDate(f.startTime) : null;
  const end = f.endTime ? parseClientDayEnd(f.endTime) : null;
  if (start) q = q.where('l.started_at', '>=', start);
  if (end) q = q.where('l.started_at', '<=', end);
  const [rows, count] = await Promise.all([
    q.selectAll('l').select(['j.name as job_name', 'j.job_group']).orderBy('l.started_at', 'desc').orderBy('l.id', 'desc')
      .limit(page.size).offset(page.offset).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map((l) => ({
    id: String(l.id), jobId: l.job_id, jobName: l.job_name, jobGroup: l.job_group, misfire: l.misfire, handler: l.handler, params: l.params,
    slot: formatDateTime(l.slot), manual: l.manual, serverId: l.server_id, startTime: formatDateTime(l.started_at)!, durationMs: l.duration_ms,
    status: l.status, result: l.result, error: l.error,
  })), count.n, page);
}

/** 清空: every job's log rows; answers how many went. */
export async function cleanJobLog(db: Db): Promise<number> {
  const r = await db.deleteFrom('sys_schedule_log').executeTakeFirst();
  return Number(r.numDeletedRows);
}
