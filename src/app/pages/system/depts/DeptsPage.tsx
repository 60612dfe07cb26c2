// 部门管理 (system/dept/index): the department tree table with search by name, 展开全部 / 折叠全部, and per row 新增下级,
// 修改, 删除 (confirmed; the server's refusal is shown as it says).
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowMaximizeVerticalRegular, ArrowMinimizeVerticalRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Dept } from '../../../../shared/api/types.ts';
import { deptsText } from '../../../../shared/i18n/system-depts.zh-CN.ts';
import { treeTableText } from '../../../../shared/i18n/tree-table.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { TreeTable, type TreeTableColumn } from '../common/TreeTable.tsx';
import { DeptFormDialog } from './DeptFormDialog.tsx';
import { useDeptsAdmin, type DeptNode } from './useDeptsAdmin.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** Units and sections take no departments below them (the server's two-level rule). */
const takesChildren = (d: Dept) => d.kind === 'root' || d.kind === 'main' || d.kind === 'centre';
const deletable = (d: Dept) => d.kind !== 'root' && d.kind !== 'centre';

export default function DeptsPage() {
  const styles = useStyles();
  const s = useDeptsAdmin();

  const columns: TreeTableColumn<DeptNode>[] = [
    { key: 'leader', header: deptsText.leader, width: 110, render: (d) => d.leader ?? '' },
    { key: 'phone', header: deptsText.phone, width: 150, render: (d) => d.phone ?? '' },
    { key: 'sort', header: deptsText.sort, width: 70, render: (d) => d.sort },
    { key: 'level', header: deptsText.level, width: 110, render: (d) => (
      <Badge appearance="tint" color={d.level === 1 ? 'brand' : 'informative'}>{deptsText.kinds[d.kind] ?? deptsText.levels[d.level]}</Badge>
    ) },
  ];
  if (s.canSave || s.canUpdate || s.canDelete) {
    columns.push({ key: 'actions', header: deptsText.actions, width: 250, render: (d) => (
      <div className={styles.actions}>
        {s.canSave && takesChildren(d) && (
          <Button size="small" appearance="subtle" icon={<AddRegular />} aria-label={deptsText.addChildOf(d.name)} onClick={() => s.setForm({ kind: 'add', parentId: d.id })}>
            {deptsText.addChild}
          </Button>
        )}
        {s.canUpdate && (
          <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={deptsText.editRow(d.name)} onClick={() => s.setForm({ kind: 'edit', id: d.id })}>
            {deptsText.edit}
          </Button>
        )}
        {s.canDelete && deletable(d) && (
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={deptsText.deleteRow(d.name)} onClick={() => s.setToDelete(d)}>
            {deptsText.delete}
          </Button>
        )}
      </div>
    ) });
  }

  return (
    <section className={styles.page} aria-label={deptsText.title}>
      <SearchPanel onSearch={s.search} onReset={s.resetSearch}>
        <Field label={deptsText.searchLabel}>
          <Input name="name" value={s.keyword} maxLength={50} onChange={(_, d) => s.setKeyword(d.value)} />
        </Field>
      </SearchPanel>

      <div className={styles.toolbar}>
        {s.canSave && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => s.setForm({ kind: 'add', parentId: s.tree[0]?.id ?? null })}>
            {deptsText.add}
          </Button>
        )}
        <Button icon={<ArrowMaximizeVerticalRegular />} onClick={s.expandAll}>{treeTableText.expandAll}</Button>
        <Button icon={<ArrowMinimizeVerticalRegular />} onClick={s.collapseAll}>{treeTableText.collapseAll}</Button>
        {s.loading && <Spinner size="tiny" label={zhCN.common.loading} />}
      </div>

      {s.nodes.length === 0 ? (
        !s.loading && <EmptyState kind={s.searching ? 'noMatch' : 'noData'} />
      ) : (
        <TreeTable
          nodes={s.nodes}
          nameHeader={deptsText.name}
          columns={columns}
          expanded={s.expanded}
          onToggle={s.toggle}
          label={deptsText.title}
          rowProps={(d) => ({ 'data-dept-row': d.id })}
        />
      )}

      {s.form && <DeptFormDialog mode={s.form} tree={s.tree} byId={s.byId} onSaved={s.saved} onCancel={() => s.setForm(null)} />}

      <Dialog open={s.toDelete !== null} onOpenChange={(_, data) => !data.open && s.setToDelete(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{deptsText.deleteTitle}</DialogTitle>
            <DialogContent>{s.toDelete ? deptsText.deleteConfirm(s.toDelete.name) : ''}</DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={s.busy} onClick={() => void s.remove()}>{zhCN.common.confirm}</Button>
              <Button onClick={() => s.setToDelete(null)}>{zhCN.common.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
