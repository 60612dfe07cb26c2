// 菜单管理 (system/menu/index): the tree of menus and buttons with icon, type, sort, permission strings, component, url,
// shown and cached; search by name, 展开全部 / 折叠全部; per row 新增下级, 修改, 删除 (confirmed; refusals shown).
import { Badge, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { menusText } from '../../../../shared/i18n/system-menus.zh-CN.ts';
import { MenuType } from '../../../../shared/protocol/views.ts';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { MenuIcon } from '../../../layout/menuIcons.tsx';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { useTreePageStyles } from '../common/pageStyles.ts';
import type { TreeTableColumn } from '../common/TreeTable.tsx';
import { TREE_ACTIONS_WIDTH, TreeExpandButtons, TreeOrEmpty, TreeRowActions } from '../common/TreePageParts.tsx';
import { MenuFormDialog } from './MenuFormDialog.tsx';
import { isGroup, useMenusAdmin, type MenuNode } from './useMenusAdmin.ts';

// This page's cells beyond the tree page layout.
const useStyles = makeStyles({
  icon: { fontSize: '18px', verticalAlign: 'middle' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export default function MenusPage() {
  const styles = { ...useTreePageStyles(), ...useStyles() };
  const s = useMenusAdmin();
  const byId = useMemo(() => new Map(s.rows.map((r) => [r.id, r])), [s.rows]);

  const typeBadge = (m: MenuNode) => {
    if (m.type === MenuType.button) return <Badge appearance="tint" color="warning">{menusText.types[1]}</Badge>;
    return isGroup(m) ? <Badge appearance="tint" color="brand">{menusText.group}</Badge> : <Badge appearance="tint" color="success">{menusText.types[0]}</Badge>;
  };

  const columns: TreeTableColumn<MenuNode>[] = [
    { key: 'icon', header: menusText.icon, width: 56, render: (m) => (m.icon ? <span title={m.icon}><MenuIcon name={m.icon} className={styles.icon} /></span> : null) },
    { key: 'type', header: menusText.type, width: 70, render: typeBadge },
    { key: 'sort', header: menusText.sort, width: 56, render: (m) => m.sort },
    { key: 'perms', header: menusText.perms, width: 200, render: (m) => <span title={m.perms}>{m.perms}</span> },
    { key: 'component', header: menusText.component, width: 190, render: (m) => <span title={m.component}>{m.component}</span> },
    { key: 'url', header: menusText.url, width: 190, render: (m) => <span title={m.url}>{m.url}</span> },
    { key: 'visible', header: menusText.visible, width: 64, render: (m) => (m.type === MenuType.button ? null : m.isShow === 1
      ? <span className={styles.muted}>{menusText.hidden}</span> : menusText.shown) },
    { key: 'status', header: menusText.statusColumn, width: 64, render: (m) => (
      <Badge appearance="tint" color={m.status === 1 ? 'danger' : 'success'}>{menusText.statuses[m.status] ?? ''}</Badge>) },
    { key: 'cache', header: menusText.cache, width: 72, render: (m) => (m.type === MenuType.button || isGroup(m) ? null : m.noCache === 1
      ? <span className={styles.muted}>{menusText.notCached}</span> : menusText.cached) },
  ];
  if (s.canSave || s.canUpdate || s.canDelete) {
    columns.push({ key: 'actions', header: menusText.actions, width: TREE_ACTIONS_WIDTH, render: (m) => (
      <TreeRowActions
        className={styles.actions}
        add={{ text: menusText.addChild, label: menusText.addChildOf(m.name), onClick: s.canSave && m.type === MenuType.menu ? () => s.addUnder(m) : undefined }}
        edit={{ text: menusText.edit, label: menusText.editRow(m.name), onClick: s.canUpdate ? () => s.setForm({ kind: 'edit', id: m.id }) : undefined }}
        remove={{ text: menusText.delete, label: menusText.deleteRow(m.name), onClick: s.canDelete ? () => s.setToDelete(m) : undefined }}
      />
    ) });
  }

  return (
    <section className={styles.page} aria-label={menusText.title}>
      <SearchPanel onSearch={s.search} onReset={s.resetSearch}>
        <Field label={menusText.name}>
          <Input name="name" value={s.keyword} maxLength={50} onChange={(_, d) => s.setKeyword(d.value)} />
        </Field>
      </SearchPanel>

      <div className={styles.toolbar}>
        {s.canSave && <Button appearance="primary" icon={<AddRegular />} onClick={() => s.addUnder(null)}>{menusText.add}</Button>}
        <TreeExpandButtons loading={s.loading} onExpandAll={s.expandAll} onCollapseAll={s.collapseAll} />
      </div>

      <TreeOrEmpty
        loading={s.loading}
        searching={s.searching}
        nodes={s.nodes}
        nameHeader={menusText.name}
        columns={columns}
        expanded={s.expanded}
        onToggle={s.toggle}
        label={menusText.title}
        rowProps={(m) => ({ 'data-menu-row': m.id })}
      />

      {s.form && <MenuFormDialog mode={s.form} tree={s.tree} byId={byId} onSaved={s.saved} onCancel={() => s.setForm(null)} />}

      <ConfirmDialog
        open={s.toDelete !== null}
        title={menusText.deleteTitle}
        message={s.toDelete ? menusText.deleteConfirm(s.toDelete.name) : ''}
        busy={s.busy}
        cancelWhileBusy
        onConfirm={s.remove}
        onCancel={() => s.setToDelete(null)}
      />
    </section>
  );
}
