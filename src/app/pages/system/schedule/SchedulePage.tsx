// 定时任务 (system/schedule/index): jobs of the server's handler registry with their cron and next run; add / edit with a
// cron builder, 并发执行 and 错过执行策略, pause / resume, 执行一次 (asks first), 日志 (the 调度日志 page for the job), delete.
import { Badge } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ScheduleJob } from '../../../../shared/api/contracts/sysSchedule.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { AdminListPage } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { JobFormDialog } from './JobFormDialog.tsx';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { useSchedulePage } from './useSchedulePage.ts';

const COLUMNS: ListColumn<ScheduleJob>[] = [
  { key: 'id', title: 'ID', value: (r) => r.id, width: 60 },
  { key: 'name', title: t.name, value: (r) => r.name, width: 120 },
  { key: 'group', title: t.group, value: (r) => t.groups[r.jobGroup] ?? r.jobGroup, width: 80 },
  { key: 'handler', title: t.handler, value: (r) => r.handlerLabel, width: 110 },
  { key: 'params', title: t.params, value: (r) => r.params, width: 170 },
  { key: 'cron', title: t.cron, value: (r) => r.cron, width: 130 },
  {
    key: 'status', title: t.status, width: 80,
    render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'warning'}>{t.statuses[r.status] ?? ''}</Badge>,
  },
  { key: 'concurrent', title: t.concurrent, value: (r) => t.concurrents[r.concurrent] ?? '', width: 80 },
  { key: 'misfire', title: t.misfire, value: (r) => t.misfires[r.misfirePolicy] ?? '', width: 120 },
  { key: 'nextRun', title: t.nextRun, value: (r) => r.nextRun, width: 170 },
  { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
];

const STATUS_OPTIONS = [{ value: '', label: t.all }, { value: '1', label: t.statuses[1]! }, { value: '0', label: t.statuses[0]! }];

export default function SchedulePage() {
  const { list, can, ...p } = useSchedulePage();
  const named = (action: string) => (r: ScheduleJob) => t.rowAction(action, r.name, r.id);
  const working = (r: ScheduleJob) => p.busy.has(r.id);

  return (
    <AdminListPage
      title={t.title} marker="schedule-page" list={list} columns={COLUMNS} selectable={can.delete} settingsKey="schedule"
      fields={[
        { name: 'name', label: t.name, maxLength: 64 },
        { name: 'jobGroup', label: t.group, kind: 'select', options: [{ value: '', label: t.all }, ...Object.entries(t.groups).map(([value, label]) => ({ value, label }))] },
        { name: 'handler', label: t.handler, kind: 'select', options: [{ value: '', label: t.all }, ...p.handlers.map((h) => ({ value: h.name, label: h.label }))] },
        { name: 'status', label: t.status, kind: 'select', options: STATUS_OPTIONS },
      ]}
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:schedule:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:schedule:delete', onClick: () => list.askDelete() },
      ]}
      rowActions={{
        title: t.operations, width: 330, actions: [
          { label: t.edit, ariaLabel: named(t.edit), visible: () => can.update, onClick: (r) => list.setEditing({ row: r }) },
          {
            label: (r) => (r.status === 1 ? t.pause : t.resume), ariaLabel: (r) => named(r.status === 1 ? t.pause : t.resume)(r),
            visible: (r) => (r.status === 1 ? can.pause : can.resume), disabled: working, onClick: (r) => void p.toggle(r),
          },
          { label: t.runOnce, ariaLabel: named(t.runOnce), visible: () => can.run, busy: working, onClick: (r) => p.setToRun(r) },
          { label: t.log, ariaLabel: named(t.log), visible: () => can.log, onClick: (r) => p.openLog(r) },
          { label: t.delete, ariaLabel: named(t.delete), visible: () => can.delete, onClick: (r) => list.askDelete(r) },
        ],
      }}
      alerts={p.handlersError && <LoadErrorBar message={t.handlersFailed} onRetry={p.reloadHandlers} />}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => t.row(r.name, r.id)).join('、')) }}
    >
      <JobFormDialog open={list.editing !== null} job={list.editing?.row ?? null} handlers={p.handlers} onClose={() => list.setEditing(null)} onSaved={list.saved} />
      <ConfirmDialog open={p.toRun !== null} title={t.runConfirmTitle} message={p.toRun ? t.runConfirm(p.toRun.name) : ''} busy={false}
        onConfirm={p.confirmRun} onCancel={() => p.setToRun(null)} />
    </AdminListPage>
  );
}
