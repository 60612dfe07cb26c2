// 班组管理 (roster/banci/index): search by name, the paged list, add / edit with shift times and members, delete with
// confirmation (refused while a seat is signed in with the class).
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Textarea } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { SHIFT_TIME_PATTERN, type RosterClass } from '../../../shared/api/contracts/rosters.ts';
import { addClass, deleteClasses, fetchClass, fetchClassPage, ROSTER_RESOURCES, updateClass } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../system/common/ConfirmDialog.tsx';
import { FormDialog } from '../system/common/FormDialog.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { useRosterFormStyles } from './rosterStyles.ts';
import { required, sortError, useRosterForm, type FieldErrors } from './useRosterForm.ts';
import { ROSTER_PAGE_SIZES, useRosterList } from './useRosterList.ts';

const t = rostersText.classes;
const c = rostersText.common;
const TIME = new RegExp(SHIFT_TIME_PATTERN);

/** '08:00 - 16:00', or '22:00 - 次日 06:00' for a shift that passes midnight. */
const shiftOf = (r: { startTime: string; endTime: string }) => `${r.startTime} - ${r.endTime <= r.startTime ? `${t.overnight} ` : ''}${r.endTime}`;

interface ClassFields { className: string; startTime: string; endTime: string; busyLimit: string; sort: string; remark: string; memberIds: number[] }

function ClassFormDialog({ row, open, onClose, onSaved }: { row: RosterClass | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const styles = useRosterFormStyles();
  const f = useRosterForm<ClassFields & { members?: Awaited<ReturnType<typeof fetchClass>>['members'] }>({
    open,
    start: async () => {
      if (!row) return { className: '', startTime: '08:00', endTime: '16:00', busyLimit: '2', sort: '0', remark: '', memberIds: [] };
      const info = await fetchClass(row.id);
      return {
        className: info.className, startTime: info.startTime, endTime: info.endTime, busyLimit: String(info.busyLimit), sort: String(info.sort),
        remark: info.remark ?? '', memberIds: info.members.map((m) => m.userId), members: info.members,
      };
    },
    check: (v) => {
      const e: FieldErrors<ClassFields> = {
        className: required(v.className),
        startTime: required(v.startTime) ?? (TIME.test(v.startTime) ? undefined : t.timeFormat),
        endTime: required(v.endTime) ?? (TIME.test(v.endTime) ? undefined : t.timeFormat),
        busyLimit: required(v.busyLimit) ?? (/^\d{1,3}$/.test(v.busyLimit.trim()) ? undefined : t.busyLimitFormat),
        sort: sortError(v.sort, c.sortFormat),
      };
      if (!e.startTime && !e.endTime && v.startTime === v.endTime) e.endTime = t.sameTime;
      return e;
    },
    save: (v) => {
      const body = {
        className: v.className.trim(), startTime: v.startTime, endTime: v.endTime, busyLimit: Number(v.busyLimit), sort: Number(v.sort),
        remark: v.remark.trim(), memberIds: v.memberIds,
      };
      return row ? updateClass({ id: row.id, ...body }) : addClass(body);
    },
    onSaved,
  });
  const v = f.fields;
  return (
    <FormDialog open={open} title={row ? t.editTitle : t.addTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={c.save}
      saving={f.saving} submitDisabled={!v} onCancel={onClose}>
      {!v && !f.loadError && <Spinner size="small" label={zhCN.common.loading} />}
      {f.loadError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.loadError}</MessageBarBody></MessageBar>}
      {v && (
        <div className={styles.form}>
          <Field label={t.className} required validationMessage={f.errors.className}>
            <Input name="className" value={v.className} maxLength={50} onChange={(_, d) => f.setField('className', d.value)} />
          </Field>
          <Field label={t.busyLimit} required hint={t.busyLimitHint} validationMessage={f.errors.busyLimit}>
            <Input name="busyLimit" type="number" min={0} max={999} value={v.busyLimit} onChange={(_, d) => f.setField('busyLimit', d.value)} />
          </Field>
          <Field label={t.startTime} required validationMessage={f.errors.startTime}>
            <Input name="startTime" type="time" value={v.startTime} onChange={(_, d) => f.setField('startTime', d.value)} />
          </Field>
          <Field label={t.endTime} required validationMessage={f.errors.endTime}
            hint={v.endTime && v.startTime && v.endTime < v.startTime ? `${t.overnight} ${v.endTime}` : undefined}>
            <Input name="endTime" type="time" value={v.endTime} onChange={(_, d) => f.setField('endTime', d.value)} />
          </Field>
          <Field label={c.sort} required validationMessage={f.errors.sort}>
            <Input name="sort" type="number" min={0} max={9999} value={v.sort} onChange={(_, d) => f.setField('sort', d.value)} />
          </Field>
          <Field label={c.remark} className={styles.wide}>
            <Textarea name="remark" value={v.remark} maxLength={500} resize="vertical" onChange={(_, d) => f.setField('remark', d.value)} />
          </Field>
          <div className={styles.wide}>
            <MemberPicker label={c.members} hint={t.oneClassHint} showClass value={v.memberIds} known={v.members} onChange={(ids) => f.setField('memberIds', ids)} />
          </div>
        </div>
      )}
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}

export default function ClassesPage() {
  const styles = useListPageStyles();
  const p = useRosterList({
    resource: ROSTER_RESOURCES.classes, emptySearch: { className: '' }, fetchPage: fetchClassPage, deleteIds: deleteClasses,
    updatePermission: 'callcenter:banci:update', deletePermission: 'callcenter:banci:delete',
  });

  const columns = useMemo<ListColumn<RosterClass>[]>(() => [
    { key: 'className', title: t.className, value: (r) => r.className, width: 200 },
    { key: 'shift', title: t.shift, value: (r) => shiftOf(r), width: 150 },
    { key: 'busyLimit', title: t.busyLimit, value: (r) => r.busyLimit },
    { key: 'memberCount', title: c.memberCount, value: (r) => r.memberCount },
    { key: 'sort', title: c.sort, value: (r) => r.sort },
    { key: 'remark', title: c.remark, value: (r) => r.remark, width: 200 },
    { key: 'createTime', title: c.createTime, value: (r) => r.createTime, width: 170 },
    {
      key: 'operations', title: c.operations, width: 140,
      render: (r) => (
        <span className={styles.actions}>
          {p.canUpdate && <Button size="small" appearance="subtle" aria-label={c.editRow(r.className)} onClick={() => p.setEditing({ row: r })}>{c.edit}</Button>}
          {p.canDelete && <Button size="small" appearance="subtle" aria-label={c.deleteRow(r.className)} onClick={() => p.askDelete(r)}>{c.delete}</Button>}
        </span>
      ),
    },
  ], [p.canUpdate, p.canDelete, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-classes-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.className}>
          <Input name="className" value={p.draft.className} maxLength={50} onChange={(_, d) => p.setDraft({ className: d.value })} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['callcenter:banci:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ row: null })}>{c.add}</Button>
        </Permission>
        <Permission value={['callcenter:banci:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{c.delete}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable
        rows={p.records} columns={columns} rowKey={(r) => String(r.id)} label={t.title}
        selectable={p.canDelete} selected={p.selected} onSelectionChange={p.setSelected}
        indexOffset={(p.paging.page - 1) * p.paging.size} loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'} height="calc(100vh - 330px)" settingsKey="roster-classes"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={ROSTER_PAGE_SIZES} onChange={p.showPage} />
      <ClassFormDialog open={p.editing !== null} row={p.editing?.row ?? null} onClose={() => p.setEditing(null)} onSaved={p.saved} />
      <ConfirmDialog
        open={p.toDelete !== null} title={c.deleteConfirmTitle} message={t.deleteConfirm((p.toDelete ?? []).map((r) => r.className).join('、'))}
        busy={p.deleting} onConfirm={p.remove} onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
