// 调度日志 (system/schedule/log): every job's runs (定时, 手动, 补执行; 成功 / 失败 / 跳过), searched by job name, group,
// status and start date; 清空 with confirmation; 详细 shows one run whole.
import { Badge } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { ScheduleLog } from '../../../../shared/api/contracts/sysSchedule.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { AdminListPage } from '../../../../shared/ui/AdminList/index.ts';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { DetailDialog } from '../../../../shared/ui/DetailDialog.tsx';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { useJobLogPage } from './useJobLogPage.ts';

const STATUS_COLORS = { 0: 'danger', 1: 'success', 2: 'warning' } as const;
const trigger = (r: ScheduleLog) => (r.slot ? `${t.logSlot(r.slot)}${r.misfire ? t.logMisfire : ''}` : t.logManual);
const outcome = (r: ScheduleLog) => (r.status === 0 ? r.error : r.result) ?? '';

const COLUMNS: ListColumn<ScheduleLog>[] = [
  { key: 'id', title: '日志编号', value: (r) => r.id, width: 80 },
  { key: 'jobName', title: t.name, value: (r) => r.jobName, width: 120 },
  { key: 'jobGroup', title: t.group, value: (r) => t.groups[r.jobGroup] ?? r.jobGroup, width: 80 },
  { key: 'trigger', title: t.logTrigger, value: trigger, width: 220 },
  {
    key: 'status', title: t.logStatus, width: 80,
    render: (r) => <Badge appearance="tint" color={STATUS_COLORS[r.status as 0 | 1 | 2] ?? 'informative'}>{t.logStatuses[r.status] ?? ''}</Badge>,
  },
  { key: 'result', title: t.logResult, value: outcome, width: 260 },
  { key: 'duration', title: t.logDuration, value: (r) => t.durationMs(r.durationMs), width: 80 },
  { key: 'startTime', title: t.logStart, value: (r) => r.startTime, width: 170 },
];

const GROUP_OPTIONS = [{ value: '', label: t.all }, ...Object.entries(t.groups).map(([value, label]) => ({ value, label }))];
const STATUS_OPTIONS = [{ value: '', label: t.all }, ...Object.entries(t.logStatuses).map(([value, label]) => ({ value, label }))];

function LogDetail({ log, onClose }: { log: ScheduleLog | null; onClose: () => void }) {
  const rows: Array<[string, string]> | null = log ? [
    ['日志编号', log.id], [t.name, log.jobName], [t.group, t.groups[log.jobGroup] ?? log.jobGroup], [t.handler, log.handler], [t.logParams, log.params],
    [t.logTrigger, trigger(log)], [t.logStart, log.startTime], [t.logDuration, t.durationMs(log.durationMs)],
    [t.logStatus, t.logStatuses[log.status] ?? ''], [t.logResult, outcome(log)], [t.logServer, log.serverId],
  ] : null;
  return <DetailDialog open={log !== null} title={t.logDetailTitle} rows={rows} onClose={onClose} />;
}

export default function JobLogPage() {
  const { list, viewing, setViewing, asking, setAsking, cleaning, clean } = useJobLogPage();
  return (
    <AdminListPage
      title={t.logPageTitle} marker="schedule-log-page" list={list} columns={COLUMNS} settingsKey="schedule-log"
      fields={[
        { name: 'jobName', label: t.name, maxLength: 64 },
        { name: 'jobGroup', label: t.group, kind: 'select', options: GROUP_OPTIONS },
        { name: 'status', label: t.logStatus, kind: 'select', options: STATUS_OPTIONS },
        { name: 'startTime', label: t.logFrom, kind: 'date' },
        { name: 'endTime', label: t.logTo, kind: 'date' },
      ]}
      actions={[{ label: t.logClean, icon: <DeleteRegular />, permission: 'sys:schedule:clean', onClick: () => setAsking(true) }]}
      rowActions={{ title: t.operations, width: 80, actions: [
        { label: t.logDetail, ariaLabel: (r) => `${t.logDetail} ${r.jobName}（${r.startTime}）`, onClick: (r) => setViewing(r) },
      ] }}
    >
      <ConfirmDialog open={asking} title={t.logCleanTitle} message={t.logCleanConfirm} busy={cleaning} onConfirm={clean} onCancel={() => setAsking(false)} />
      <LogDetail log={viewing} onClose={() => setViewing(null)} />
    </AdminListPage>
  );
}
