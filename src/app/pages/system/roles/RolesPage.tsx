// 角色管理 (system/role/index): search by name, the role list, add / edit with the menu tree and data scope, delete.
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Role } from '../../../../shared/api/types.ts';
import { deleteRoles, fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { RoleId } from '../../../../shared/protocol/index.ts';
import { AdminListPage, useAdminList, type Paging } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { RoleFormDialog } from './RoleFormDialog.tsx';

const COLUMNS: ListColumn<Role>[] = [
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

  return (
    <AdminListPage
      title={t.title} marker="roles-page" list={list} columns={COLUMNS} selectable={canDelete} settingsKey="roles"
      fields={[{ name: 'roleName', label: t.roleName, maxLength: 30 }]}
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:role:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:role:delete', onClick: () => list.askDelete() },
      ]}
      rowActions={{
        title: t.operations, width: 140, actions: [
          { label: t.edit, ariaLabel: (r) => t.editRow(r.roleName), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          // The administrator role stays.
          { label: t.delete, ariaLabel: (r) => t.deleteRow(r.roleName), visible: (r) => canDelete && r.id !== RoleId.admin, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.roleName).join('、')) }}
    >
      <RoleFormDialog open={list.editing !== null} roleId={list.editing?.row?.id ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
    </AdminListPage>
  );
}
