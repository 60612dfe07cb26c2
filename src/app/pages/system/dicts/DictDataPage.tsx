// /system/dict-data/{dictId} (RuoYi's dict data page): one dictionary type's entries in a tab of their own, opened from
// the type's row in 字典管理: search by label, add / edit / delete (confirmed), export.
import { Badge, Button, MessageBar, MessageBarBody, Subtitle2, type BadgeProps } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { useContext } from 'react';
import { useLocation } from 'wouter';
import type { DictData, DictType } from '../../../../shared/api/contracts/dict.ts';
import { deleteDictData, exportDictData, fetchDictDataPage, fetchDictTypeInfo } from '../../../../shared/api/dict.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { dictsText as t } from '../../../../shared/i18n/system-dicts.zh-CN.ts';
import { AdminListPage, useAdminList, useListPageStyles } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { PageKeyContext } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { useExport } from '../../../../shared/ui/useExport.ts';
import { DICT_DATA_PATH } from '../../../routing/staticRoutes.ts';
import { DictDataFormDialog } from './DictFormDialogs.tsx';

const EMPTY = { dictLabel: '' };
const BADGE: Record<string, BadgeProps['color']> = {
  default: 'informative', primary: 'brand', success: 'success', info: 'subtle', warning: 'warning', danger: 'danger',
};

export default function DictDataPage() {
  const styles = useListPageStyles();
  const pageKey = useContext(PageKeyContext);
  const [, navigate] = useLocation();
  const dictId = Number(pageKey.slice(DICT_DATA_PATH.length + 1));
  const type = useResource(`sys:dicts:type:${dictId}`, (signal) => fetchDictTypeInfo(dictId, signal));
  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate('/system/dict')}>{t.back}</Button>
        <Subtitle2 as="h2">{type.data ? t.entriesOf(`${type.data.dictName}（${type.data.dictType}）`) : t.dataPageTitle}</Subtitle2>
      </div>
      {type.error && <MessageBar intent="error"><MessageBarBody>{type.error || t.typeMissing}</MessageBarBody></MessageBar>}
      {type.data && <DictEntries type={type.data} />}
    </>
  );
}

/** The entries of one type (drawn once the type is known, so no request ever goes out without its code). */
function DictEntries({ type }: { type: DictType }) {
  const dictType = type.dictType;
  const canSave = usePermission(['sys:dict:save']);
  const canUpdate = usePermission(['sys:dict:update']);
  const canDelete = usePermission(['sys:dict:delete']);
  const list = useAdminList({
    resource: `sys:dicts:entries:${type.id}`, emptySearch: EMPTY,
    fetchPage: (request, signal) => fetchDictDataPage({ ...request, dictType }, signal),
    deleteIds: (ids) => deleteDictData(ids as number[]),
  });
  const { exporting, runExport } = useExport(() => exportDictData({ dictType, ...(list.search.dictLabel.trim() ? { dictLabel: list.search.dictLabel.trim() } : {}) }),
    { done: t.exportDone });

  const columns: ListColumn<DictData>[] = [
    { key: 'dictLabel', title: t.dictLabel, width: 140, render: (r) => <Badge appearance="tint" color={BADGE[r.listClass] ?? 'informative'}>{r.dictLabel}</Badge> },
    { key: 'dictValue', title: t.dictValue, value: (r) => r.dictValue, width: 100 },
    { key: 'sort', title: t.sort, value: (r) => r.sort, width: 80 },
    { key: 'listClass', title: t.listClass, value: (r) => t.listClasses[r.listClass] ?? r.listClass, width: 90 },
    { key: 'status', title: t.status, width: 80, render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'subtle'}>{t.statuses[r.status] ?? ''}</Badge> },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 160 },
  ];

  return (
      <AdminListPage
        title={t.dataPageTitle} marker="dict-data-page" list={list} columns={columns} settingsKey="dict-data"
        fields={[
          { name: 'dictLabel', label: t.dictLabel, maxLength: 64 },
        ]}
        actions={[
          ...(canSave ? [{ label: t.addEntry, icon: <AddRegular />, permission: 'sys:dict:save', primary: true, onClick: () => list.setEditing({ row: null }) }] : []),
          { label: t.export, icon: <ArrowDownloadRegular />, permission: 'sys:dict:export', busy: exporting, onClick: () => void runExport() },
        ]}
        rowActions={canUpdate || canDelete ? { title: t.operations, width: 120, actions: [
          ...(canUpdate ? [{ label: t.edit, ariaLabel: (r: DictData) => t.editRow(r.dictLabel), onClick: (r: DictData) => list.setEditing({ row: r }) }] : []),
          ...(canDelete ? [{ label: t.delete, ariaLabel: (r: DictData) => t.deleteRow(r.dictLabel), onClick: (r: DictData) => list.askDelete(r) }] : []),
        ] } : undefined}
        deleteConfirm={{ title: t.deleteEntryTitle, message: (rows) => t.deleteEntryConfirm(rows.map((r) => r.dictLabel).join('、')) }}
      >
        <DictDataFormDialog open={list.editing !== null} dictType={type} entry={list.editing?.row ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
      </AdminListPage>
  );
}
