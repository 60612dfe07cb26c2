// 常用号码 (address-book/phone/index): search by name and number, the paged list, add / edit, delete with confirmation,
// import from .xlsx and export of the current search. The call dialog suggests these numbers.
import { Field, Input, MessageBar, MessageBarBody, Spinner, Textarea } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { PhoneBookRow } from '../../../shared/api/contracts/rosters.ts';
import { addPhone, deletePhones, exportPhones, fetchPhonePage, ROSTER_RESOURCES, updatePhone } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { PHONE_BOOK_NUMBER_PATTERN } from '../../../shared/protocol/phone.ts';
import { AdminListPage, useAdminList, type Paging } from '../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PhoneImportDialog } from './PhoneImportDialog.tsx';
import { useRosterFormStyles } from './rosterStyles.ts';
import { required, sortError, useRosterForm } from './useRosterForm.ts';
import { useExport } from '../../../shared/ui/useExport.ts';

const t = rostersText.phone;
const c = rostersText.common;

interface PhoneFields { name: string; number: string; remark: string; sort: string }

function PhoneFormDialog({ row, open, onClose, onSaved }: { row: PhoneBookRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const styles = useRosterFormStyles();
  const f = useRosterForm<PhoneFields>({
    open,
    start: () => (row ? { name: row.name, number: row.number, remark: row.remark ?? '', sort: String(row.sort) } : { name: '', number: '', remark: '', sort: '0' }),
    check: (v) => ({
      name: required(v.name),
      number: required(v.number) ?? (PHONE_BOOK_NUMBER_PATTERN.test(v.number.replace(/[\s-]/g, '')) ? undefined : t.numberFormat),
      sort: sortError(v.sort, c.sortFormat),
    }),
    save: (v) => {
      const body = { name: v.name.trim(), number: v.number.trim(), remark: v.remark.trim(), sort: Number(v.sort) };
      return row ? updatePhone({ id: row.id, ...body }) : addPhone(body);
    },
    onSaved,
  });
  const v = f.fields;
  return (
    <FormDialog open={open} title={row ? t.editTitle : t.addTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={c.save}
      saving={f.saving} submitDisabled={!v} onCancel={onClose}>
      {!v && <Spinner size="small" label={zhCN.common.loading} />}
      {v && (
        <div className={styles.form}>
          <Field label={t.name} required validationMessage={f.errors.name}>
            <Input name="name" value={v.name} maxLength={50} onChange={(_, d) => f.setField('name', d.value)} />
          </Field>
          <Field label={t.number} required hint={t.numberHint} validationMessage={f.errors.number}>
            <Input name="number" type="tel" value={v.number} maxLength={20} onChange={(_, d) => f.setField('number', d.value)} />
          </Field>
          <Field label={c.sort} required validationMessage={f.errors.sort}>
            <Input name="sort" type="number" min={0} max={9999} value={v.sort} onChange={(_, d) => f.setField('sort', d.value)} />
          </Field>
          <Field label={t.remark} className={styles.wide}>
            <Textarea name="remark" value={v.remark} maxLength={200} resize="vertical" onChange={(_, d) => f.setField('remark', d.value)} />
          </Field>
        </div>
      )}
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}

const COLUMNS: ListColumn<PhoneBookRow>[] = [
  { key: 'name', title: t.name, value: (r) => r.name, width: 220 },
  { key: 'number', title: t.number, value: (r) => r.number, width: 150 },
  { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
  { key: 'sort', title: c.sort, value: (r) => r.sort },
  { key: 'createTime', title: c.createTime, value: (r) => r.createTime, width: 170 },
];

export default function PhoneBookPage() {
  const canUpdate = usePermission(['callcenter:phone:update']);
  const canDelete = usePermission(['callcenter:phone:delete']);
  const list = useAdminList({
    resource: ROSTER_RESOURCES.phoneBook, emptySearch: { name: '', number: '' }, deleteIds: deletePhones,
    fetchPage: ({ page, ...filters }: { name?: string; number?: string } & Paging, signal: AbortSignal) => fetchPhonePage({ ...filters, current: page }, signal),
  });
  const [importing, setImporting] = useState(false);
  const { exporting, runExport } = useExport(() => exportPhones(list.filters));

  return (
    <AdminListPage
      title={t.title} marker="phone-book-page" list={list} columns={COLUMNS} selectable={canDelete} settingsKey="roster-phone-book"
      fields={[{ name: 'name', label: t.name, maxLength: 50 }, { name: 'number', label: t.number, maxLength: 20 }]}
      actions={[
        { label: c.add, icon: <AddRegular />, permission: 'callcenter:phone:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: c.delete, icon: <DeleteRegular />, permission: 'callcenter:phone:delete', onClick: () => list.askDelete() },
        { label: t.import, icon: <DocumentArrowUpRegular />, permission: 'callcenter:phone:import', onClick: () => setImporting(true) },
        { label: exporting ? t.exporting : t.export, icon: <ArrowDownloadRegular />, permission: 'callcenter:phone:export', busy: exporting, onClick: () => void runExport() },
      ]}
      rowActions={{
        title: c.operations, width: 140, actions: [
          { label: c.edit, ariaLabel: (r) => c.editRow(r.name), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          { label: c.delete, ariaLabel: (r) => c.deleteRow(r.name), visible: () => canDelete, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: c.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.name).join('、')) }}
    >
      <PhoneFormDialog open={list.editing !== null} row={list.editing?.row ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
      <PhoneImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void list.reload()} />
    </AdminListPage>
  );
}
