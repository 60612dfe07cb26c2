// 区域管理 (system/area/index): the area tree table, loaded level by level as rows open (a city has thousands of areas);
// search by name opens the tree down to each match; add (top level or child), edit and move, delete after confirmation
// (the server refuses an area with children or named by work orders, and its reason is shown).
import { Badge, Button, Field, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { dictLabel, useDict } from '../../../../shared/dict/index.ts';
import { areasText as t } from '../../../../shared/i18n/system-areas.zh-CN.ts';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useTreePageStyles } from '../common/pageStyles.ts';
import type { TreeTableColumn } from '../common/TreeTable.tsx';
import { TREE_ACTIONS_WIDTH, TreeExpandButtons, TreeOrEmpty, TreeRowActions } from '../common/TreePageParts.tsx';
import { AreaFormDialog } from './AreaFormDialog.tsx';
import { useAreasAdmin, type AreaRow } from './useAreasAdmin.ts';

export default function AreasPage() {
  const styles = useTreePageStyles();
  const s = useAreasAdmin();
  const areaTypes = useDict('area_type');
  const shows = useDict('is_show');

  const columns: TreeTableColumn<AreaRow>[] = [
    { key: 'code', header: t.code, width: 130, render: (a) => (a.placeholder ? '' : a.code) },
    { key: 'areaType', header: t.areaType, width: 110, render: (a) => (a.placeholder ? '' : dictLabel(areaTypes, a.areaType)) },
    { key: 'isShow', header: t.isShow, width: 90, render: (a) => (a.placeholder ? '' : (
      <Badge appearance="tint" color={a.isShow === '0' ? 'success' : 'subtle'}>{dictLabel(shows, a.isShow)}</Badge>
    )) },
    { key: 'sort', header: t.sort, width: 70, render: (a) => (a.placeholder ? '' : a.sort) },
  ];
  if (s.canSave || s.canUpdate || s.canDelete) {
    columns.push({ key: 'actions', header: t.actions, width: TREE_ACTIONS_WIDTH, render: (a) => !a.placeholder && (
      <TreeRowActions
        className={styles.actions}
        add={{ text: t.addChild, label: t.addChildOf(a.name), onClick: s.canSave ? () => s.setForm({ kind: 'add', parentId: a.id }) : undefined }}
        edit={{ text: t.edit, label: t.editRow(a.name), onClick: s.canUpdate ? () => s.setForm({ kind: 'edit', area: a }) : undefined }}
        remove={{ text: t.delete, label: t.deleteRow(a.name), onClick: s.canDelete ? () => s.setToDelete(a) : undefined }}
      />
    ) });
  }

  return (
    <section className={styles.page} aria-label={t.title} data-areas-page>
      <SearchPanel onSearch={() => void s.search()} onReset={s.resetSearch} busy={s.loading}>
        <Field label={t.searchLabel}>
          <Input name="name" value={s.keyword} maxLength={50} onChange={(_, d) => s.setKeyword(d.value)} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        {s.canSave && <Button appearance="primary" icon={<AddRegular />} onClick={() => s.setForm({ kind: 'add', parentId: 0 })}>{t.add}</Button>}
        <TreeExpandButtons loading={s.loading} onExpandAll={() => void s.expandAll()} onCollapseAll={s.collapseAll} />
      </div>
      {s.error && <LoadErrorBar message={s.error} onRetry={s.retry} />}
      <TreeOrEmpty
        loading={s.loading}
        searching={s.searching}
        nodes={s.nodes}
        nameHeader={t.name}
        columns={columns}
        expanded={s.expanded}
        onToggle={s.toggle}
        label={t.title}
        rowProps={(a) => ({ 'data-area-row': a.id })}
        selectedId={s.selectedId === null ? undefined : String(s.selectedId)}
      />
      {s.form && <AreaFormDialog mode={s.form} onSaved={s.saved} onCancel={() => s.setForm(null)} />}
      <ConfirmDialog
        open={s.toDelete !== null}
        title={t.deleteTitle}
        message={s.toDelete ? t.deleteConfirm(s.toDelete.name) : ''}
        busy={s.busy}
        cancelWhileBusy
        onConfirm={s.remove}
        onCancel={() => s.setToDelete(null)}
      />
    </section>
  );
}
