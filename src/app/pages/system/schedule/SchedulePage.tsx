// 定时任务 (system/schedule/index): jobs of the server's handler registry with their cron and next run; add / edit with a
// cron builder, pause / resume, 执行一次, the job log, delete with confirmation.
import { Badge, Button, Field, Select, Spinner } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { ScheduleJob } from '../../../../shared/api/contracts/sysSchedule.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { JobFormDialog } from './JobFormDialog.tsx';
import { JobLogDialog } from './JobLogDialog.tsx';
import { JOB_PAGE_SIZES, useSchedulePage, type JobSearch } from './useSchedulePage.ts';

export default function SchedulePage() {
  const styles = useListPageStyles();
  const p = useSchedulePage();

  const columns = useMemo<ListColumn<ScheduleJob>[]>(() => [
    { key: 'id', title: 'ID', value: (r) => r.id, width: 60 },
    { key: 'handler', title: t.handler, value: (r) => r.handlerLabel, width: 110 },
    { key: 'params', title: t.params, value: (r) => r.params, width: 170 },
    { key: 'cron', title: t.cron, value: (r) => r.cron, width: 130 },
    {
      key: 'status', title: t.status, width: 80,
      render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'warning'}>{t.statuses[r.status] ?? ''}</Badge>,
    },
    { key: 'nextRun', title: t.nextRun, value: (r) => r.nextRun, width: 170 },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
    {
      key: 'operations', title: t.operations, width: 330,
      render: (r) => {
        const working = p.busy.has(r.id);
        const toggleAllowed = r.status === 1 ? p.canPause : p.canResume;
        return (
          <span className={styles.actions}>
            {p.canUpdate && <Button size="small" appearance="subtle" aria-label={t.rowAction(t.edit, r.handlerLabel, r.id)} onClick={() => p.setEditing({ job: r })}>{t.edit}</Button>}
            {toggleAllowed && (
              <Button size="small" appearance="subtle" disabled={working} aria-label={t.rowAction(r.status === 1 ? t.pause : t.resume, r.handlerLabel, r.id)}
                onClick={() => void p.toggle(r)}>{r.status === 1 ? t.pause : t.resume}</Button>
            )}
            {p.canRun && (
              <Button size="small" appearance="subtle" disabled={working} icon={working ? <Spinner size="extra-tiny" /> : undefined}
                aria-label={t.rowAction(t.runOnce, r.handlerLabel, r.id)} onClick={() => void p.runOnce(r)}>{t.runOnce}</Button>
            )}
            {p.canLog && <Button size="small" appearance="subtle" aria-label={t.rowAction(t.log, r.handlerLabel, r.id)} onClick={() => p.setLogOf(r)}>{t.log}</Button>}
            {p.canDelete && <Button size="small" appearance="subtle" aria-label={t.rowAction(t.delete, r.handlerLabel, r.id)} onClick={() => p.askDelete(r)}>{t.delete}</Button>}
          </span>
        );
      },
    },
  ], [p, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-schedule-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.handler}>
          <Select name="handler" value={p.draft.handler} onChange={(_, d) => p.setDraft({ ...p.draft, handler: d.value })}>
            <option value="">{t.all}</option>
            {p.handlers.map((h) => <option key={h.name} value={h.name}>{h.label}</option>)}
          </Select>
        </Field>
        <Field label={t.status}>
          <Select name="status" value={p.draft.status} onChange={(_, d) => p.setDraft({ ...p.draft, status: d.value as JobSearch['status'] })}>
            <option value="">{t.all}</option>
            <option value="1">{t.statuses[1]}</option>
            <option value="0">{t.statuses[0]}</option>
          </Select>
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['sys:schedule:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ job: null })}>{t.add}</Button>
        </Permission>
        <Permission value={['sys:schedule:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{t.delete}</Button>
        </Permission>
      </div>
      {p.handlersError && <LoadErrorBar message={t.handlersFailed} onRetry={p.reloadHandlers} />}
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable
        rows={p.records}
        columns={columns}
        rowKey={(r) => String(r.id)}
        label={t.title}
        selectable={p.canDelete}
        selected={p.selected}
        onSelectionChange={p.setSelected}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 330px)"
        settingsKey="schedule"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={JOB_PAGE_SIZES} onChange={p.showPage} />

      <JobFormDialog open={p.editing !== null} job={p.editing?.job ?? null} handlers={p.handlers} onClose={() => p.setEditing(null)} onSaved={p.saved} />
      <JobLogDialog job={p.logOf} onClose={() => p.setLogOf(null)} />

      <ConfirmDialog
        open={p.toDelete !== null}
        title={t.deleteConfirmTitle}
        message={t.deleteConfirm((p.toDelete ?? []).map((r) => t.row(r.handlerLabel, r.id)).join('、'))}
        busy={p.deleting}
        onConfirm={p.remove}
        onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
