// 角色管理 (system/role/index): search by name, the role list, add / edit with the menu tree and data scope, delete.
import { Switch } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Role } from '../../../../shared/api/types.ts';
import { changeRoleStatus, deleteRoles, exportRoles, fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { useExport } from '../../../../shared/ui/useExport.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { RoleId } from '../../../../shared/protocol/index.ts';
import { AdminListPage, useAdminList, useStatusChange, type Paging } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { RoleDataScopeDialog } from './RoleDataScopeDialog.tsx';
import { RoleFormDialog } from './RoleFormDialog.tsx';

/** 分配用户 opens on a page of its own (a tab), as RuoYi's role-auth/user. */
export const authUserPath = (roleId: number) => `/system/role-auth/user?roleId=${roleId}`;

const BASE_COLUMNS: ListColumn<Role>[] = [
  { key: 'roleName', title: t.roleName, value: (r) => r.roleName, width: 160 },
  { key: 'roleCode', title: t.roleCode, value: (r) => r.roleCode, width: 130 },
  { key: 'dataScope', title: t.dataScope, value: (r) => t.dataScopes[r.dataScope] ?? '', width: 120 },
  { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
  { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 170 },
];

/** The server answers every role of a name: the page is cut here. */
async function fetchRolePage({ roleName, page, size }: { roleName?: string } & Paging, signal: AbortSignal) {
  const roles = await fetchRoles(roleName, signal);
  return { records: roles.slice((page - 1) * size, page * size), total: roles.length };
}

export default function RolesPage() {
  const canUpdate = usePermission(['sys:role:update']);
  const canDelete = usePermission(['sys:role:delete']);
  const list = useAdminList({ resource: 'sys:roles:admin', stateKey: 'roles', emptySearch: { roleName: '' }, fetchPage: fetchRolePage, deleteIds: deleteRoles });
  const notify = useNotify();
  const [, navigate] = useLocation();
  const statusChange = useStatusChange((role: Role, status) => changeRoleStatus(role.id, status), () => void list.reload());
  const [scoping, setScoping] = useState<Role | null>(null);
  const { exporting, runExport } = useExport(() => exportRoles(list.filters.roleName), { done: t.exportDone });

  const columns: ListColumn<Role>[] = [
    ...BASE_COLUMNS.slice(0, 3),
    {
      key: 'status', title: t.status, width: 80,
      // The administrator role stays enabled.
      render: (r) => <Switch checked={r.status === 1} disabled={!canUpdate || r.id === RoleId.admin} aria-label={t.statusRow(r.roleName)}
        onChange={(_, d) => statusChange.ask(r, d.checked)} />,
    },
    ...BASE_COLUMNS.slice(3),
  ];

  return (
    <AdminListPage
      title={t.title} marker="roles-page" list={list} columns={columns} selectable={canDelete} settingsKey="roles"
      fields={[{ name: 'roleName', label: t.roleName, maxLength: 30 }]}
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:role:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:role:delete', onClick: () => list.askDelete() },
        { label: t.export, icon: <ArrowDownloadRegular />, permission: 'sys:role:export', busy: exporting, onClick: () => void runExport() },
      ]}
      rowActions={{
        title: t.operations, width: 280, actions: [
          { label: t.edit, ariaLabel: (r) => t.editRow(r.roleName), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          { label: t.dataScopeAction, ariaLabel: (r) => t.dataScopeRow(r.roleName), visible: (r) => canUpdate && r.id !== RoleId.admin, onClick: (r) => setScoping(r) },
          { label: t.authUser, ariaLabel: (r) => t.authUserRow(r.roleName), visible: () => canUpdate, onClick: (r) => navigate(authUserPath(r.id)) },
          // The administrator role stays.
          { label: t.delete, ariaLabel: (r) => t.deleteRow(r.roleName), visible: (r) => canDelete && r.id !== RoleId.admin, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.roleName).join('、')) }}
    >
      <RoleDataScopeDialog role={scoping} onClose={() => setScoping(null)} onSaved={() => { setScoping(null); notify.success(zhCN.common.operationSuccess); void list.reload(); }} />
      <ConfirmDialog
        open={statusChange.pending !== null} title={t.statusTitle} busy={statusChange.changing} busySpinner onConfirm={statusChange.confirm} onCancel={statusChange.cancel}
        message={statusChange.pending ? t.statusConfirm(statusChange.pending.row.roleName, statusChange.pending.status === 1) : ''}
      />
      <RoleFormDialog open={list.editing !== null} roleId={list.editing?.row?.id ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
    </AdminListPage>
  );
}
