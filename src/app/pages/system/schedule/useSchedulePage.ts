// 定时任务's own logic beside the admin list: the handler registry, pause / resume / run once with their progress per
// job; 日志 opens 调度日志 searched for the job.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ScheduleHandler, ScheduleJob } from '../../../../shared/api/contracts/sysSchedule.ts';
import { deleteJobs, fetchJobHandlers, fetchJobPage, pauseJobs, resumeJobs, runJobsOnce } from '../../../../shared/api/sysSchedule.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminList } from '../../../../shared/ui/AdminList/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { jobLogPath } from './useJobLogPage.ts';

/** name: part of it; jobGroup, handler: '' all; status: '' all, '0' 暂停, '1' 正常 */
export const EMPTY_JOB_SEARCH = { name: '', jobGroup: '', handler: '', status: '' };
const NO_HANDLERS: ScheduleHandler[] = [];

export function useSchedulePage() {
  const notify = useNotify();
  const can = {
    update: usePermission(['sys:schedule:update']), delete: usePermission(['sys:schedule:delete']), pause: usePermission(['sys:schedule:pause']),
    resume: usePermission(['sys:schedule:resume']), run: usePermission(['sys:schedule:run']), log: usePermission(['sys:schedule:log']),
  };
  const [, navigate] = useLocation();
  /** The job whose 执行一次 is being asked about. */
  const [toRun, setToRun] = useState<ScheduleJob | null>(null);
  /** Ids of jobs with a pause / resume / run under way (their buttons show it). */
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const handlers = useResource('sys:schedule:handlers', (signal) => fetchJobHandlers(signal));
  const list = useAdminList({ resource: 'sys:schedule:admin', stateKey: 'schedule', emptySearch: EMPTY_JOB_SEARCH, fetchPage: fetchJobPage, deleteIds: deleteJobs });

  const withBusy = async (job: ScheduleJob, work: () => Promise<void>) => {
    setBusy((old) => new Set(old).add(job.id));
    try {
      await work();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setBusy((old) => {
        const next = new Set(old);
        next.delete(job.id);
        return next;
      });
    }
  };

  const toggle = (job: ScheduleJob) => withBusy(job, async () => {
    if (job.status === 1) await pauseJobs([job.id]);
    else await resumeJobs([job.id]);
    notify.success(job.status === 1 ? t.paused : t.resumed);
    await list.reload();
  });

  const runOnce = (job: ScheduleJob) => withBusy(job, async () => {
    const [outcome] = await runJobsOnce([job.id]);
    if (outcome?.status === 1) notify.success(t.runSucceeded(job.name, outcome.result ?? ''));
    else if (outcome?.status === 2) notify.warning(t.runSkipped(job.name));
    else notify.error(t.runFailed(job.name, outcome?.error ?? ''));
  });

  const confirmRun = () => {
    if (toRun) void runOnce(toRun);
    setToRun(null);
  };

  return {
    list, can, handlers: handlers.data ?? NO_HANDLERS, handlersError: handlers.error, reloadHandlers: handlers.reload, busy, toggle, toRun, setToRun, confirmRun,
    openLog: (job: ScheduleJob) => navigate(jobLogPath(job)),
  };
}
