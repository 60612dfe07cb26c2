// 部门管理 (system/dept/index): the department tree table with search by name, 展开全部 / 折叠全部, and per row 新增下级,
// 修改, 删除 (confirmed; the server's refusal is shown as it says).
import { Badge, Button, Field, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { Dept } from '../../../../shared/api/types.ts';
import { deptsText } from '../../../../shared/i18n/system-depts.zh-CN.ts';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { useTreePageStyles } from '../common/pageStyles.ts';
import type { TreeTableColumn } from '../common/TreeTable.tsx';
import { TREE_ACTIONS_WIDTH, TreeExpandButtons, TreeOrEmpty, TreeRowActions } from '../common/TreePageParts.tsx';
import { DeptFormDialog } from './DeptFormDialog.tsx';
import { useDeptsAdmin, type DeptNode } from './useDeptsAdmin.ts';

/** Units and sections take no departments below them (the server's two-level rule). */
const takesChildren = (d: Dept) => d.kind === 'root' || d.kind === 'main' || d.kind === 'centre';
const deletable = (d: Dept) => d.kind !== 'root' && d.kind !== 'centre';

export default function DeptsPage() {
  const styles = useTreePageStyles();
  const s = useDeptsAdmin();

  const columns: TreeTableColumn<DeptNode>[] = [
    { key: 'leader', header: deptsText.leader, width: 110, render: (d) => d.leader ?? '' },
    { key: 'phone', header: deptsText.phone, width: 150, render: (d) => d.phone ?? '' },
    { key: 'sort', header: deptsText.sort, width: 70, render: (d) => d.sort },
    { key: 'status', header: deptsText.status, width: 90, render: (d) => (
      <Badge appearance="tint" color={d.status === 0 ? 'danger' : 'success'}>{deptsText.statuses[d.status ?? 1]}</Badge>
    ) },
    { key: 'level', header: deptsText.level, width: 110, render: (d) => (
      <Badge appearance="tint" color={d.level === 1 ? 'brand' : 'informative'}>{deptsText.kinds[d.kind] ?? deptsText.levels[d.level]}</Badge>
    ) },
  ];
  if (s.canSave || s.canUpdate || s.canDelete) {
    columns.push({ key: 'actions', header: deptsText.actions, width: TREE_ACTIONS_WIDTH, render: (d) => (
      <TreeRowActions
        className={styles.actions}
        add={{ text: deptsText.addChild, label: deptsText.addChildOf(d.name), onClick: s.canSave && takesChildren(d) ? () => s.setForm({ kind: 'add', parentId: d.id }) : undefined }}
        edit={{ text: deptsText.edit, label: deptsText.editRow(d.name), onClick: s.canUpdate ? () => s.setForm({ kind: 'edit', id: d.id }) : undefined }}
        remove={{ text: deptsText.delete, label: deptsText.deleteRow(d.name), onClick: s.canDelete && deletable(d) ? () => s.setToDelete(d) : undefined }}
      />
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
        <TreeExpandButtons loading={s.loading} onExpandAll={s.expandAll} onCollapseAll={s.collapseAll} />
      </div>

      <TreeOrEmpty
        loading={s.loading}
        searching={s.searching}
        nodes={s.nodes}
        nameHeader={deptsText.name}
        columns={columns}
        expanded={s.expanded}
        onToggle={s.toggle}
        label={deptsText.title}
        rowProps={(d) => ({ 'data-dept-row': d.id })}
      />

      {s.form && <DeptFormDialog mode={s.form} tree={s.tree} byId={s.byId} onSaved={s.saved} onCancel={() => s.setForm(null)} />}

      <ConfirmDialog
        open={s.toDelete !== null}
        title={deptsText.deleteTitle}
        message={s.toDelete ? deptsText.deleteConfirm(s.toDelete.name) : ''}
        busy={s.busy}
        cancelWhileBusy
        onConfirm={s.remove}
        onCancel={() => s.setToDelete(null)}
      />
    </section>
  );
}
