// 定时任务's logic: search by handler and status, the paged list, the form, pause / resume / run once, the job log,
// delete with the page step-back rule.
import { useEffect, useState } from 'react';
import type { ScheduleHandler, ScheduleJob, SchedulePageRequest } from '../../../../shared/api/contracts/sysSchedule.ts';
import { deleteJobs, fetchJobHandlers, fetchJobPage, pauseJobs, resumeJobs, runJobsOnce } from '../../../../shared/api/sysSchedule.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../../shared/utils/paging.ts';
import { useBatchDelete } from '../common/useBatchDelete.ts';

export const JOB_PAGE_SIZES = [10, 20, 50, 100];

export interface JobSearch {
  handler: string;
  /** '' all, '0' 暂停, '1' 正常 */
  status: '' | '0' | '1';
}

const EMPTY_SEARCH: JobSearch = { handler: '', status: '' };
const NO_JOBS: ScheduleJob[] = [];
const NO_HANDLERS: ScheduleHandler[] = [];

function toQuery(search: JobSearch, page: number, size: number): SchedulePageRequest {
  return { page, size, ...(search.handler ? { handler: search.handler } : {}), ...(search.status ? { status: Number(search.status) as 0 | 1 } : {}) };
}

/** The job form: closed, adding, or editing one job. */
export type JobEditing = { job: ScheduleJob | null } | null;

export function useSchedulePage() {
  const notify = useNotify();
  const canUpdate = usePermission(['sys:schedule:update']);
  const canDelete = usePermission(['sys:schedule:delete']);
  const canPause = usePermission(['sys:schedule:pause']);
  const canResume = usePermission(['sys:schedule:resume']);
  const canRun = usePermission(['sys:schedule:run']);
  const canLog = usePermission(['sys:schedule:log']);
  const [search, setSearch] = usePageState<JobSearch>('schedule:search', EMPTY_SEARCH);
  const [draft, setDraft] = useState<JobSearch>(search);
  const [paging, setPaging] = usePageState('schedule:paging', { page: 1, size: 10 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<JobEditing>(null);
  const [logOf, setLogOf] = useState<ScheduleJob | null>(null);
  /** Ids of jobs with a pause / resume / run under way (their buttons show it). */
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const handlers = useResource('sys:schedule:handlers', (signal) => fetchJobHandlers(signal));
  const list = useResource('sys:schedule:admin', (signal) => fetchJobPage(toQuery(search, paging.page, paging.size), signal), { args: { search, paging } });
  const records = list.data?.records ?? NO_JOBS;
  const total = list.data?.total ?? 0;
  useEffect(() => setSelected(new Set()), [list.data]);

  const runSearch = () => {
    setSearch({ ...draft });
    setPaging({ ...paging, page: 1 });
    void list.reload();
  };
  const reset = () => {
    setDraft(EMPTY_SEARCH);
    setSearch(EMPTY_SEARCH);
    setPaging({ ...paging, page: 1 });
  };

  const { toDelete, setToDelete, askDelete, remove, deleting } = useBatchDelete(records, selected, deleteJobs, (deletedCount) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount }) });
    void list.reload();
  });

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
    if (outcome?.status === 1) notify.success(t.runSucceeded(job.handlerLabel, outcome.result ?? ''));
    else notify.error(t.runFailed(job.handlerLabel, outcome?.error ?? ''));
  });

  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    setEditing(null);
    void list.reload();
  };

  const filtered = Boolean(search.handler || search.status);
  return {
    canUpdate, canDelete, canPause, canResume, canRun, canLog, draft, setDraft, runSearch, reset, filtered, records, total,
    loading: list.loading, error: list.error, reload: list.reload, handlers: handlers.data ?? NO_HANDLERS, handlersError: handlers.error,
    reloadHandlers: handlers.reload, paging, showPage: (page: number, size: number) => setPaging({ page, size }), selected, setSelected,
    editing, setEditing, saved, toDelete, setToDelete, askDelete, remove, deleting, busy, toggle, runOnce, logOf, setLogOf,
  };
}
