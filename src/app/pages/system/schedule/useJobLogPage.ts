// 调度日志's logic: every job's runs searched by job name, group, status and start date (opened from a job's 日志 with its
// name and group filled in), 清空 with confirmation, the detail of one run.
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { ScheduleLog, ScheduleLogPageRequest } from '../../../../shared/api/contracts/sysSchedule.ts';
import { cleanJobLog, fetchJobLogPage } from '../../../../shared/api/sysSchedule.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminList } from '../../../../shared/ui/AdminList/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';

export const EMPTY_LOG_SEARCH = { jobName: '', jobGroup: '', status: '', startTime: '', endTime: '' };
type LogSearch = typeof EMPTY_LOG_SEARCH;

const toFilters = (s: LogSearch): Omit<ScheduleLogPageRequest, 'page' | 'size'> => ({
  ...(s.jobName.trim() ? { jobName: s.jobName.trim() } : {}),
  ...(s.jobGroup ? { jobGroup: s.jobGroup as 'DEFAULT' | 'SYSTEM' } : {}),
  ...(s.status ? { status: Number(s.status) as 0 | 1 | 2 } : {}),
  ...(s.startTime ? { startTime: s.startTime } : {}),
  ...(s.endTime ? { endTime: s.endTime } : {}),
});

/** The 调度日志 page for a job's 日志: its name and group as the search. */
export const jobLogPath = (job: { name: string; jobGroup: string }) => `/system/schedule-log?${new URLSearchParams({ jobName: job.name, jobGroup: job.jobGroup })}`;

export function useJobLogPage() {
  const notify = useNotify();
  const list = useAdminList({ resource: 'sys:schedule:log', stateKey: 'schedule-log', emptySearch: EMPTY_LOG_SEARCH, toFilters, fetchPage: fetchJobLogPage });
  const [viewing, setViewing] = useState<ScheduleLog | null>(null);
  const [asking, setAsking] = useState(false);
  const [cleaning, setCleaning] = useState(false);

  // Opened from a job's 日志: search that job (once per link).
  const query = useSearch();
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const params = new URLSearchParams(query);
    if (!params.get('jobName') || query === applied) return;
    list.setDraft({ ...EMPTY_LOG_SEARCH, jobName: params.get('jobName') ?? '', jobGroup: params.get('jobGroup') ?? '' });
    setApplied(query);
  }, [query, applied, list]);
  useEffect(() => {
    if (applied) list.runSearch();
    // Runs once the draft above is in place.
  }, [applied]);

  const clean = async () => {
    setCleaning(true);
    try {
      const { removed } = await cleanJobLog();
      notify.success(t.logCleaned(removed));
      setAsking(false);
      list.showPage(1, list.paging.size);
      void list.reload();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setCleaning(false);
    }
  };

  return { list, viewing, setViewing, asking, setAsking, cleaning, clean };
}
