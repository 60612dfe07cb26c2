// 角色管理 (system/role/index): search by name, the role list, add / edit with the menu tree and data scope, delete.
import { Button, Field, Input } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { Role } from '../../../../shared/api/types.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { RoleFormDialog } from './RoleFormDialog.tsx';
import { ROLE_PAGE_SIZES, useRolesPage } from './useRolesPage.ts';

export default function RolesPage() {
  const styles = useListPageStyles();
  const p = useRolesPage();

  const columns = useMemo<ListColumn<Role>[]>(() => [
    { key: 'roleName', title: t.roleName, value: (r) => r.roleName, width: 160 },
    { key: 'roleCode', title: t.roleCode, value: (r) => r.roleCode, width: 130 },
    { key: 'dataScope', title: t.dataScope, value: (r) => t.dataScopes[r.dataScope] ?? '', width: 120 },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
    { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 170 },
    {
      key: 'operations', title: t.operations, width: 140,
      render: (r) => (
        <span className={styles.actions}>
          {p.canUpdate && <Button size="small" appearance="subtle" aria-label={t.editRow(r.roleName)} onClick={() => p.setEditing({ roleId: r.id })}>{t.edit}</Button>}
          {p.canDelete && !p.isAdminRole(r) && <Button size="small" appearance="subtle" aria-label={t.deleteRow(r.roleName)} onClick={() => p.askDelete(r)}>{t.delete}</Button>}
        </span>
      ),
    },
  ], [p.canUpdate, p.canDelete, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-roles-page>
      <SearchPanel onSearch={p.search} onReset={p.reset} busy={p.loading}>
        <Field label={t.roleName}>
          <Input name="roleName" value={p.draft} maxLength={30} onChange={(_, d) => p.setDraft(d.value)} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['sys:role:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ roleId: null })}>{t.add}</Button>
        </Permission>
        <Permission value={['sys:role:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{t.delete}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable
        rows={p.rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        label={t.title}
        selectable={p.canDelete}
        selected={p.selected}
        onSelectionChange={p.setSelected}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.rows.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 330px)"
        settingsKey="roles"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={ROLE_PAGE_SIZES} onChange={p.showPage} />

      <RoleFormDialog open={p.editing !== null} roleId={p.editing?.roleId ?? null} onClose={() => p.setEditing(null)} onSaved={p.saved} />

      <ConfirmDialog
        open={p.toDelete !== null}
        title={t.deleteConfirmTitle}
        message={t.deleteConfirm((p.toDelete ?? []).map((r) => r.roleName).join('、'))}
        busy={p.deleting}
        onConfirm={p.remove}
        onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
