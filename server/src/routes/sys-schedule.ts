// 定时任务: jobs from the server's handler registry, cron preview, pause / resume / run once; 调度日志 with 清空.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { formatDateTime } from '../lib/time.ts';
import { CronInvalid, nextRuns } from '../services/schedule/cron.ts';
import { SCHEDULE_CACHE } from '../services/schedule/engine.ts';
import { cleanJobLog, jobLogPage } from '../services/schedule/job-log.ts';
import { addJob, deleteJobs, handlerList, jobDetail, jobPage, jobsToRun, setJobStatus, updateJob } from '../services/schedule/jobs.ts';
import { JobInvalid } from '../services/schedule/registry.ts';

const MODULE = '定时任务';

/** A wrong handler, parameters or cron is bad input: 400 with the reason, nothing written. */
async function checked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof JobInvalid || err instanceof CronInvalid) throw new ApiError(400, err.message);
    throw err;
  }
}

const sysScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every server re-reads its enabled jobs within moments.
  const jobsChanged = () => app.changes.publish({ caches: [SCHEDULE_CACHE] });

  app.route({ ...endpoint('/api/sys/schedule/page'), config: { permission: 'sys:schedule:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await jobPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/schedule/info'), config: { permission: 'sys:schedule:info' }, handler: async (request) =>
    ok(await jobDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/schedule/handlers'), config: { permission: ['sys:schedule:list', 'sys:schedule:save', 'sys:schedule:update'] },
    handler: async () => ok(handlerList()) });

  app.route({ ...endpoint('/api/sys/schedule/nextRuns'), config: { permission: ['sys:schedule:list', 'sys:schedule:save', 'sys:schedule:update'] },
    handler: (request) => checked(async () => ok(nextRuns(request.body.cron).map((d) => formatDateTime(d)!))) });

  app.route({ ...endpoint('/api/sys/schedule/save'), config: { permission: 'sys:schedule:save', log: { module: MODULE, action: '新增任务' } },
    handler: (request) => checked(async () => {
      const id = await addJob(app.db, request.body);
      await jobsChanged();
      return ok({ id });
    }) });

  app.route({ ...endpoint('/api/sys/schedule/update'), config: { permission: 'sys:schedule:update', log: { module: MODULE, action: '修改任务' } },
    handler: (request) => checked(async () => {
      const { id, ...fields } = request.body;
      await updateJob(app.db, id, fields);
      await jobsChanged();
      return ok(null);
    }) });

  app.route({ ...endpoint('/api/sys/schedule/delete'), config: { permission: 'sys:schedule:delete', log: { module: MODULE, action: '删除任务' } },
    handler: async (request) => {
      await deleteJobs(app.db, request.body.ids);
      await jobsChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/schedule/pause'), config: { permission: 'sys:schedule:pause', log: { module: MODULE, action: '暂停任务' } },
    handler: async (request) => {
      await setJobStatus(app.db, request.body.ids, 0);
      await jobsChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/schedule/resume'), config: { permission: 'sys:schedule:resume', log: { module: MODULE, action: '恢复任务' } },
    handler: async (request) => {
      await setJobStatus(app.db, request.body.ids, 1);
      await jobsChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/schedule/run'), config: { permission: 'sys:schedule:run', log: { module: MODULE, action: '执行一次' } },
    handler: async (request) => {
      const outcomes = [];
      for (const job of await jobsToRun(app.db, request.body.ids)) outcomes.push(await app.scheduler.runNow(job));
      const failed = outcomes.filter((o) => o.status === 0).length;
      const skipped = outcomes.filter((o) => o.status === 2).length;
      return ok(outcomes, failed ? `执行完成，${failed} 个任务失败` : skipped ? `${skipped} 个任务上一次执行尚未结束，已跳过` : '执行成功');
    } });

  app.route({ ...endpoint('/api/sys/schedule/log/page'), config: { permission: 'sys:schedule:log' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await jobLogPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/schedule/log/clean'), config: { permission: 'sys:schedule:clean', log: { module: MODULE, action: '清空调度日志' } },
    handler: async () => ok({ removed: await cleanJobLog(app.db) }, '清空成功') });
};

export default sysScheduleRoutes;
