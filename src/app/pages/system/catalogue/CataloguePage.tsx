// 派单目录 (system/catalogue/index): search by event type, department and status, the paged list, add / edit, delete
// with confirmation, .xlsx import and export of the current search. The department suggestion reads these entries first.
import { Badge } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { CatalogueEntry, CatalogueFilters } from '../../../../shared/api/contracts/dispatchCatalogue.ts';
import { deleteCatalogueEntries, exportCatalogue, fetchCatalogueOptions, fetchCataloguePage } from '../../../../shared/api/dispatchCatalogue.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { catalogueText as t } from '../../../../shared/i18n/system-catalogue.zh-CN.ts';
import { AdminListPage, useAdminList, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { useExport } from '../../../../shared/ui/useExport.ts';
import { CatalogueFormDialog } from './CatalogueFormDialog.tsx';
import { CatalogueImportDialog } from './CatalogueImportDialog.tsx';

/** Ids as strings; '' = all. status: '0' 停用, '1' 正常 */
/** review: '1' 待复核 only, '0' the others. */
const EMPTY_SEARCH = { eventTypeId: '', deptId: '', status: '', review: '' };

const COLUMNS: ListColumn<CatalogueEntry>[] = [
  { key: 'eventType', title: t.eventType, value: (r) => r.eventTypePath, width: 160 },
  // Whether the entry applies, and the 待复核 an upheld 派单异议 set (the note says which order and why; saving clears it):
  // beside the event type, so a flagged entry is seen without scrolling.
  {
    key: 'status', title: t.status, width: 150,
    render: (r) => (
      <span>
        <Badge appearance="tint" color={r.status === 1 ? 'success' : 'subtle'}>{t.statuses[r.status] ?? ''}</Badge>
        {r.reviewPending && <>{' '}<Badge appearance="tint" color="danger" title={r.reviewNote ?? ''} data-review-pending>{t.reviewPending}</Badge></>}
      </span>
    ),
  },
  { key: 'region', title: t.region, value: (r) => r.regionName ?? '' },
  { key: 'keywords', title: t.keywords, value: (r) => r.keywords?.replaceAll(',', '、') ?? '', width: 120 },
  { key: 'leadDept', title: t.leadDept, value: (r) => r.leadDeptName, width: 180 },
  { key: 'assistDepts', title: t.assistDepts, value: (r) => r.assistDeptNames.join('、'), width: 160 },
  { key: 'timeLimit', title: t.timeLimit, value: (r) => (r.timeLimit ? t.days(r.timeLimit) : t.byAppealType) },
  // The cell is cut to its width and shows the whole 依据 in its tooltip.
  { key: 'basis', title: t.basis, value: (r) => r.basis, width: 260 },
  { key: 'effective', title: t.effective, value: (r) => t.effectiveRange(r.effectiveFrom, r.effectiveTo), width: 190 },
  { key: 'updateTime', title: t.updatedBy, value: (r) => [r.updatedBy, r.updateTime].filter(Boolean).join(' '), width: 200, defaultHidden: true },
];

/** The search as the server takes it: ids and the status as numbers. */
function toFilters(search: typeof EMPTY_SEARCH): CatalogueFilters {
  const id = (value: string) => (value ? Number(value) : undefined);
  return {
    eventTypeId: id(search.eventTypeId), deptId: id(search.deptId), status: search.status === '0' ? 0 : search.status === '1' ? 1 : undefined,
    reviewPending: search.review === '1' ? true : search.review === '0' ? false : undefined,
  };
}

const rowName = (r: CatalogueEntry) => t.rowName(r.eventTypePath, r.leadDeptName);

export default function CataloguePage() {
  const canUpdate = usePermission(['sys:catalogue:update']);
  const canDelete = usePermission(['sys:catalogue:delete']);
  const options = useResource('sys:catalogue:options', (signal) => fetchCatalogueOptions(signal));
  const list = useAdminList({
    resource: 'sys:catalogue:admin', stateKey: 'catalogue', emptySearch: EMPTY_SEARCH, deleteIds: deleteCatalogueEntries,
    fetchPage: fetchCataloguePage, firstPageAfterAdd: true, toFilters,
  });
  const [importing, setImporting] = useState(false);
  const { exporting, runExport } = useExport(() => exportCatalogue(list.filters));

  const fields = useMemo((): SearchField<typeof EMPTY_SEARCH>[] => [
    { name: 'eventTypeId', label: t.eventType, kind: 'select', options: [{ value: '', label: t.all }, ...(options.data?.eventTypes ?? []).map((e) => ({ value: String(e.id), label: e.path }))] },
    { name: 'deptId', label: t.dept, kind: 'select', options: [{ value: '', label: t.all }, ...(options.data?.depts ?? []).filter((d) => d.main).map((d) => ({ value: String(d.id), label: d.name }))] },
    { name: 'status', label: t.status, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.statuses[1]! }, { value: '0', label: t.statuses[0]! }] },
    { name: 'review', label: t.review, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.reviewPending }, { value: '0', label: t.reviewDone }] },
  ], [options.data]);

  return (
    <AdminListPage
      title={t.title} marker="catalogue-page" list={list} fields={fields} columns={COLUMNS} selectable={canDelete} settingsKey="catalogue"
      alerts={options.error ? <LoadErrorBar message={t.optionsFailed} onRetry={options.reload} /> : null}
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:catalogue:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:catalogue:delete', onClick: () => list.askDelete() },
        { label: t.import, icon: <DocumentArrowUpRegular />, permission: 'sys:catalogue:import', onClick: () => setImporting(true) },
        { label: exporting ? t.exporting : t.export, icon: <ArrowDownloadRegular />, permission: 'sys:catalogue:export', busy: exporting, onClick: () => void runExport() },
      ]}
      rowActions={{
        title: t.operations, width: 140, actions: [
          { label: t.edit, ariaLabel: (r) => t.editRow(rowName(r)), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          { label: t.delete, ariaLabel: (r) => t.deleteRow(rowName(r)), visible: () => canDelete, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map(rowName).join('、')) }}
    >
      <CatalogueFormDialog open={list.editing !== null} entry={list.editing?.row ?? null} options={options.data ?? null}
        onClose={() => list.setEditing(null)} onSaved={list.saved} />
      <CatalogueImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void list.reload()} />
    </AdminListPage>
  );
}
