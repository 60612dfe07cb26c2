// 常用号码 (address-book/phone/index): search by name and number, the paged list, add / edit, delete with confirmation,
// import from .xlsx and export of the current search. The call dialog suggests these numbers.
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Textarea } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { PhoneBookRow } from '../../../shared/api/contracts/rosters.ts';
import { addPhone, deletePhones, exportPhones, fetchPhonePage, ROSTER_RESOURCES, updatePhone } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { PHONE_BOOK_NUMBER_PATTERN } from '../../../shared/protocol/phone.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../system/common/ConfirmDialog.tsx';
import { FormDialog } from '../system/common/FormDialog.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { PhoneImportDialog } from './PhoneImportDialog.tsx';
import { useRosterFormStyles } from './rosterStyles.ts';
import { required, sortError, useRosterForm } from './useRosterForm.ts';
import { ROSTER_PAGE_SIZES, useRosterList } from './useRosterList.ts';
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

export default function PhoneBookPage() {
  const styles = useListPageStyles();
  const notify = useNotify();
  const p = useRosterList({
    resource: ROSTER_RESOURCES.phoneBook, emptySearch: { name: '', number: '' }, fetchPage: fetchPhonePage, deleteIds: deletePhones,
    updatePermission: 'callcenter:phone:update', deletePermission: 'callcenter:phone:delete',
  });
  const [importing, setImporting] = useState(false);
  const { exporting, runExport } = useExport(() =>
    exportPhones({ ...(p.search.name.trim() ? { name: p.search.name.trim() } : {}), ...(p.search.number.trim() ? { number: p.search.number.trim() } : {}) }));

  const columns = useMemo<ListColumn<PhoneBookRow>[]>(() => [
    { key: 'name', title: t.name, value: (r) => r.name, width: 220 },
    { key: 'number', title: t.number, value: (r) => r.number, width: 150 },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
    { key: 'sort', title: c.sort, value: (r) => r.sort },
    { key: 'createTime', title: c.createTime, value: (r) => r.createTime, width: 170 },
    {
      key: 'operations', title: c.operations, width: 140,
      render: (r) => (
        <span className={styles.actions}>
          {p.canUpdate && <Button size="small" appearance="subtle" aria-label={c.editRow(r.name)} onClick={() => p.setEditing({ row: r })}>{c.edit}</Button>}
          {p.canDelete && <Button size="small" appearance="subtle" aria-label={c.deleteRow(r.name)} onClick={() => p.askDelete(r)}>{c.delete}</Button>}
        </span>
      ),
    },
  ], [p.canUpdate, p.canDelete, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-phone-book-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.name}>
          <Input name="name" value={p.draft.name} maxLength={50} onChange={(_, d) => p.setDraft({ ...p.draft, name: d.value })} />
        </Field>
        <Field label={t.number}>
          <Input name="number" value={p.draft.number} maxLength={20} onChange={(_, d) => p.setDraft({ ...p.draft, number: d.value })} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['callcenter:phone:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ row: null })}>{c.add}</Button>
        </Permission>
        <Permission value={['callcenter:phone:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{c.delete}</Button>
        </Permission>
        <Permission value={['callcenter:phone:import']}>
          <Button icon={<DocumentArrowUpRegular />} onClick={() => setImporting(true)}>{t.import}</Button>
        </Permission>
        <Permission value={['callcenter:phone:export']}>
          <Button icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={exporting} onClick={() => void runExport()}>
            {exporting ? t.exporting : t.export}
          </Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable
        rows={p.records} columns={columns} rowKey={(r) => String(r.id)} label={t.title}
        selectable={p.canDelete} selected={p.selected} onSelectionChange={p.setSelected}
        indexOffset={(p.paging.page - 1) * p.paging.size} loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'} height="calc(100vh - 330px)" settingsKey="roster-phone-book"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={ROSTER_PAGE_SIZES} onChange={p.showPage} />
      <PhoneFormDialog open={p.editing !== null} row={p.editing?.row ?? null} onClose={() => p.setEditing(null)} onSaved={p.saved} />
      <PhoneImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void p.reload()} />
      <ConfirmDialog
        open={p.toDelete !== null} title={c.deleteConfirmTitle} message={t.deleteConfirm((p.toDelete ?? []).map((r) => r.name).join('、'))}
        busy={p.deleting} onConfirm={p.remove} onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
