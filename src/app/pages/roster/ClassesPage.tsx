// 班组管理 (roster/banci/index): search by name, the paged list, add / edit with shift times and members, delete with
// confirmation (refused while a seat is signed in with the class).
import { Field, Input, MessageBar, MessageBarBody, Spinner, Textarea } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { SHIFT_TIME_PATTERN, type RosterClass } from '../../../shared/api/contracts/rosters.ts';
import { addClass, deleteClasses, fetchClass, fetchClassPage, ROSTER_RESOURCES, updateClass } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { AdminListPage, useAdminList, type Paging } from '../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { MemberPicker } from './MemberPicker.tsx';
import { useRosterFormStyles } from './rosterStyles.ts';
import { required, sortError, useRosterForm, type FieldErrors } from './useRosterForm.ts';
import { TimeField } from '../../../shared/ui/TimeField.tsx';

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
          <TimeField name="startTime" label={t.startTime} required validationMessage={f.errors.startTime}
            value={v.startTime} onChange={(value) => f.setField('startTime', value)} />
          <TimeField name="endTime" label={t.endTime} required validationMessage={f.errors.endTime}
            hint={v.endTime && v.startTime && v.endTime < v.startTime ? `${t.overnight} ${v.endTime}` : undefined}
            value={v.endTime} onChange={(value) => f.setField('endTime', value)} />
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

const COLUMNS: ListColumn<RosterClass>[] = [
  { key: 'className', title: t.className, value: (r) => r.className, width: 200 },
  { key: 'shift', title: t.shift, value: (r) => shiftOf(r), width: 150 },
  { key: 'busyLimit', title: t.busyLimit, value: (r) => r.busyLimit },
  { key: 'memberCount', title: c.memberCount, value: (r) => r.memberCount },
  { key: 'sort', title: c.sort, value: (r) => r.sort },
  { key: 'remark', title: c.remark, value: (r) => r.remark, width: 200 },
  { key: 'createTime', title: c.createTime, value: (r) => r.createTime, width: 170 },
];

export default function ClassesPage() {
  const canUpdate = usePermission(['callcenter:banci:update']);
  const canDelete = usePermission(['callcenter:banci:delete']);
  const list = useAdminList({
    resource: ROSTER_RESOURCES.classes, emptySearch: { className: '' }, deleteIds: deleteClasses,
    fetchPage: ({ page, ...filters }: { className?: string } & Paging, signal: AbortSignal) => fetchClassPage({ ...filters, current: page }, signal),
  });

  return (
    <AdminListPage
      title={t.title} marker="classes-page" list={list} columns={COLUMNS} selectable={canDelete} settingsKey="roster-classes"
      fields={[{ name: 'className', label: t.className, maxLength: 50 }]}
      actions={[
        { label: c.add, icon: <AddRegular />, permission: 'callcenter:banci:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: c.delete, icon: <DeleteRegular />, permission: 'callcenter:banci:delete', onClick: () => list.askDelete() },
      ]}
      rowActions={{
        title: c.operations, width: 140, actions: [
          { label: c.edit, ariaLabel: (r) => c.editRow(r.className), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          { label: c.delete, ariaLabel: (r) => c.deleteRow(r.className), visible: () => canDelete, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: c.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.className).join('、')) }}
    >
      <ClassFormDialog open={list.editing !== null} row={list.editing?.row ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
    </AdminListPage>
  );
}
