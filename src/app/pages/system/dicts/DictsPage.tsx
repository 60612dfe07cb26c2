// 字典管理 (system/dict/index): the type list (search by code and name, paged) beside the chosen type's entries (search
// by label, paged; style drawn as a badge colour); add / edit / delete both, deletes confirmed; a type's 数据 opens its
// entries on a page of their own; 刷新缓存 (for changes made outside the console) and export of the types.
import { Badge, Button, Field, Input, Subtitle2, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { DictData, DictType } from '../../../../shared/api/contracts/dict.ts';
import { dictsText as t } from '../../../../shared/i18n/system-dicts.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { exportDictTypes, refreshDictCache } from '../../../../shared/api/dict.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { useExport } from '../../../../shared/ui/useExport.ts';
import { dictDataPath } from '../../../routing/staticRoutes.ts';
import { DictDataFormDialog, DictTypeFormDialog } from './DictFormDialogs.tsx';
import { DICT_PAGE_SIZES, useDictsAdmin } from './useDictsAdmin.ts';

const useStyles = makeStyles({
  // Side by side only where both lists fit with their 操作 column; narrower, the entries follow below their types.
  panes: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: tokens.spacingHorizontalL, alignItems: 'start',
    '@media (max-width: 1599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** An entry's list style as a Fluent badge colour. */
const BADGE: Record<string, BadgeProps['color']> = {
  default: 'informative', primary: 'brand', success: 'success', info: 'subtle', warning: 'warning', danger: 'danger',
};

const statusBadge = (status: number) => <Badge appearance="tint" color={status === 1 ? 'success' : 'subtle'}>{t.statuses[status] ?? ''}</Badge>;

export default function DictsPage() {
  const styles = useListPageStyles();
  const own = useStyles();
  const p = useDictsAdmin();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const [refreshing, setRefreshing] = useState(false);
  const { exporting, runExport } = useExport(() => exportDictTypes(p.typeFilters), { done: t.exportDone });
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshDictCache();
      notify.success(t.refreshed);
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setRefreshing(false);
    }
  };

  const actions = <R extends { id: number }>(row: R, name: string, edit: () => void, remove: () => void, open?: () => void) => (
    <span className={styles.actions}>
      {open && <Button size="small" appearance="subtle" aria-label={t.openData(name)} onClick={(e) => { e.stopPropagation(); open(); }}>{t.openDataShort}</Button>}
      {p.canUpdate && <Button size="small" appearance="subtle" aria-label={t.editRow(name)} onClick={(e) => { e.stopPropagation(); edit(); }}>{t.edit}</Button>}
      {p.canDelete && <Button size="small" appearance="subtle" aria-label={t.deleteRow(name)} onClick={(e) => { e.stopPropagation(); remove(); }}>{t.delete}</Button>}
    </span>
  );

  const typeColumns = useMemo<ListColumn<DictType>[]>(() => [
    { key: 'dictName', title: t.dictName, value: (r) => r.dictName, width: 130 },
    { key: 'dictType', title: t.dictType, value: (r) => r.dictType, width: 140 },
    { key: 'status', title: t.status, render: (r) => statusBadge(r.status), width: 70 },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 120 },
    { key: 'operations', title: t.operations, width: 200,
      render: (r) => actions(r, r.dictName, () => p.setTypeEditing({ type: r }), () => p.setToDelete({ kind: 'type', rows: [r] }), () => navigate(dictDataPath(r.id))) },
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [p.canUpdate, p.canDelete, navigate]);

  const entryColumns = useMemo<ListColumn<DictData>[]>(() => [
    { key: 'dictLabel', title: t.dictLabel, width: 140,
      render: (r) => <Badge appearance="tint" color={BADGE[r.listClass] ?? 'informative'}>{r.dictLabel}</Badge> },
    { key: 'dictValue', title: t.dictValue, value: (r) => r.dictValue, width: 90 },
    { key: 'sort', title: t.sort, value: (r) => r.sort, width: 60 },
    { key: 'status', title: t.status, render: (r) => statusBadge(r.status), width: 70 },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 120 },
    { key: 'operations', title: t.operations, width: 120,
      render: (r) => actions(r, r.dictLabel, () => p.setEntryEditing({ entry: r }), () => p.setToDelete({ kind: 'entry', rows: [r] })) },
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [p.canUpdate, p.canDelete]);

  const deleteNames = (p.toDelete?.rows ?? []).map((r) => ('dictLabel' in r ? r.dictLabel : r.dictName)).join('、');

  return (
    <section className={styles.page} aria-label={t.title} data-dicts-page>
      <div className={own.panes}>
        <div className={own.pane} data-dict-types>
          <Subtitle2 as="h2">{t.types}</Subtitle2>
          <SearchPanel onSearch={p.searchTypes} onReset={p.resetTypes} busy={p.typesLoading}>
            <Field label={t.dictName}>
              <Input name="dictName" value={p.typeDraft.dictName} maxLength={64} onChange={(_, d) => p.setTypeDraft({ ...p.typeDraft, dictName: d.value })} />
            </Field>
            <Field label={t.dictType}>
              <Input name="dictType" value={p.typeDraft.dictType} maxLength={64} onChange={(_, d) => p.setTypeDraft({ ...p.typeDraft, dictType: d.value })} />
            </Field>
          </SearchPanel>
          <div className={styles.toolbar}>
            {p.canSave && <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setTypeEditing({ type: null })}>{t.addType}</Button>}
            <Permission value={['sys:dict:export']}>
              <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void runExport()}>{t.export}</Button>
            </Permission>
            <Permission value={['sys:dict:refresh']}>
              <Button icon={<ArrowClockwiseRegular />} disabled={refreshing} onClick={() => void refresh()}>{t.refresh}</Button>
            </Permission>
          </div>
          {p.typesError && <LoadErrorBar message={p.typesError} onRetry={p.reloadTypes} />}
          <ListTable
            rows={p.typeRows}
            columns={typeColumns}
            rowKey={(r) => String(r.id)}
            label={t.types}
            onRowClick={p.choose}
            selected={p.chosen ? new Set([String(p.chosen.id)]) : undefined}
            indexOffset={(p.typePaging.page - 1) * p.typePaging.size}
            loading={p.typesLoading && p.typeRows.length === 0}
            emptyKind={p.typesFiltered ? 'noMatch' : 'noData'}
            height="calc(100vh - 390px)"
            settingsKey="dict-types"
          />
          <Pager page={p.typePaging.page} size={p.typePaging.size} total={p.typeTotal} sizes={DICT_PAGE_SIZES} onChange={(page, size) => p.setTypePaging({ page, size })} />
        </div>

        <div className={own.pane} data-dict-entries>
          <Subtitle2 as="h2">{p.chosen ? t.entriesOf(p.chosen.dictName) : t.entries}</Subtitle2>
          {!p.chosen ? <EmptyState kind="noData" /> : (
            <>
              {/* One search landmark per page (the type list's); the entries' filter is a plain inline form. */}
              <form className={styles.toolbar} onSubmit={(e) => { e.preventDefault(); p.searchEntries(); }}>
                <Field label={t.dictLabel} orientation="horizontal">
                  <Input name="dictLabel" value={p.labelDraft} maxLength={64} onChange={(_, d) => p.setLabelDraft(d.value)} />
                </Field>
                <Button type="submit">{zhCN.search.submit}</Button>
                <Button onClick={p.resetEntries}>{zhCN.search.reset}</Button>
              </form>
              {p.canSave && (
                <div className={styles.toolbar}>
                  <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEntryEditing({ entry: null })}>{t.addEntry}</Button>
                </div>
              )}
              {p.entriesError && <LoadErrorBar message={p.entriesError} onRetry={p.reloadEntries} />}
              <ListTable
                rows={p.entryRows}
                columns={entryColumns}
                rowKey={(r) => String(r.id)}
                label={t.entries}
                indexOffset={(p.entryPaging.page - 1) * p.entryPaging.size}
                loading={p.entriesLoading && p.entryRows.length === 0}
                emptyKind="noData"
                height="calc(100vh - 390px)"
                settingsKey="dict-entries"
              />
              <Pager page={p.entryPaging.page} size={p.entryPaging.size} total={p.entryTotal} sizes={DICT_PAGE_SIZES} onChange={(page, size) => p.setEntryPaging({ page, size })} />
            </>
          )}
        </div>
      </div>

      <DictTypeFormDialog open={p.typeEditing !== null} type={p.typeEditing?.type ?? null} onClose={() => p.setTypeEditing(null)} onSaved={p.typeSaved} />
      {p.chosen && (
        <DictDataFormDialog open={p.entryEditing !== null} dictType={p.chosen} entry={p.entryEditing?.entry ?? null} onClose={() => p.setEntryEditing(null)} onSaved={p.entrySaved} />
      )}
      <ConfirmDialog
        open={p.toDelete !== null}
        title={p.toDelete?.kind === 'type' ? t.deleteTypeTitle : t.deleteEntryTitle}
        message={p.toDelete?.kind === 'type' ? t.deleteTypeConfirm(deleteNames) : t.deleteEntryConfirm(deleteNames)}
        busy={p.deleting}
        onConfirm={p.remove}
        onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
