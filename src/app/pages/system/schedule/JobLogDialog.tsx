// 执行日志 of one job: start, trigger (定时 slot or 手动), duration, result or error, server; paged, newest first.
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { ScheduleJob, ScheduleLog } from '../../../../shared/api/contracts/sysSchedule.ts';
import { fetchJobLogPage } from '../../../../shared/api/sysSchedule.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';

export interface JobLogDialogProps {
  /** The job whose log is open; null closes the dialog. */
  job: ScheduleJob | null;
  onClose: () => void;
}

const LOG_PAGE_SIZES = [10, 20, 50];
const NO_LOGS: ScheduleLog[] = [];

const useStyles = makeStyles({
  surface: { width: '960px', maxWidth: 'calc(100vw - 32px)' },
  error: { whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

function JobLog({ job }: { job: ScheduleJob }) {
  const styles = useStyles();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const logs = useResource('sys:schedule:log', (signal) => fetchJobLogPage({ jobId: job.id, page: paging.page, size: paging.size }, signal),
    { args: { id: job.id, paging } });
  const columns = useMemo<ListColumn<ScheduleLog>[]>(() => [
    { key: 'startTime', title: t.logStart, value: (r) => r.startTime, width: 170 },
    { key: 'trigger', title: t.logTrigger, value: (r) => (r.slot ? t.logSlot(r.slot) : t.logManual), width: 190 },
    { key: 'duration', title: t.logDuration, value: (r) => t.durationMs(r.durationMs), width: 90 },
    {
      key: 'status', title: t.logStatus, width: 80,
      render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'danger'}>{t.logStatuses[r.status] ?? ''}</Badge>,
    },
    { key: 'result', title: t.logResult, width: 300, render: (r) => <span className={styles.error}>{r.status === 1 ? r.result : r.error}</span> },
    { key: 'server', title: t.logServer, value: (r) => r.serverId, width: 160 },
  ], [styles.error]);
  return (
    <>
      {logs.error && <LoadErrorBar message={logs.error} onRetry={logs.reload} />}
      <ListTable
        rows={logs.data?.records ?? NO_LOGS}
        columns={columns}
        rowKey={(r) => r.id}
        label={t.logTitle(job.handlerLabel)}
        loading={logs.loading && !logs.data}
        emptyKind="noData"
        height="420px"
        settingsKey="schedule-log"
      />
      <Pager page={paging.page} size={paging.size} total={logs.data?.total ?? 0} sizes={LOG_PAGE_SIZES} onChange={(page, size) => setPaging({ page, size })} />
      <Button onClick={() => void logs.reload()} disabled={logs.loading}>{t.refresh}</Button>
    </>
  );
}

export function JobLogDialog({ job, onClose }: JobLogDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={job !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={job ? t.logTitle(job.handlerLabel) : undefined}>
        <DialogBody>
          <DialogTitle>{job ? t.logTitle(job.handlerLabel) : ''}</DialogTitle>
          <DialogContent>{job && <JobLog key={job.id} job={job} />}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
