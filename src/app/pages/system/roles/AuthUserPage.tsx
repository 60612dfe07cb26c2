// 分配用户 (RuoYi's role/authUser): the role's holders with search, 添加用户 from a picker of those without it, 取消授权 of one or several.
import { AddRegular, ArrowLeftRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fetchRoleUsers, grantRole, revokeRole } from '../../../../shared/api/sysRoles.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { AdminListPage, useAdminList, type Paging } from '../../../../shared/ui/AdminList/index.ts';
import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';
import { ROLE_USER_COLUMNS } from './roleUserColumns.ts';
import { SelectUsersDialog } from './SelectUsersDialog.tsx';


export default function AuthUserPage() {
  const roleId = Number(new URLSearchParams(useSearch()).get('roleId'));
  return Number.isInteger(roleId) && roleId > 0 ? <RoleHolders roleId={roleId} /> : <EmptyState message={t.chooseRole} />;
}

function RoleHolders({ roleId }: { roleId: number }) {
  const [, navigate] = useLocation();
  const [picking, setPicking] = useState(false);
  const list = useAdminList({
    resource: `sys:roles:users:${roleId}`, stateKey: `role-users:${roleId}`, emptySearch: { username: '', mobile: '' },
    fetchPage: (q: { username?: string; mobile?: string } & Paging, signal) => fetchRoleUsers({ ...q, roleId }, true, signal),
    deleteIds: (ids: number[]) => revokeRole(roleId, ids),
  });

  return (
    <AdminListPage
      title={t.authUser} marker="role-users-page" list={list} columns={ROLE_USER_COLUMNS} selectable settingsKey="role-users"
      fields={[{ name: 'username', label: t.username, maxLength: 50 }, { name: 'mobile', label: t.mobile, maxLength: 20 }]}
      actions={[
        { label: t.addUsers, icon: <AddRegular />, permission: 'sys:role:update', primary: true, onClick: () => setPicking(true) },
        { label: t.cancelAuth, icon: <DismissCircleRegular />, permission: 'sys:role:update', onClick: () => list.askDelete() },
        { label: t.back, icon: <ArrowLeftRegular />, permission: 'sys:role:list', onClick: () => navigate('/system/role') },
      ]}
      rowActions={{ title: t.operations, width: 100, actions: [
        { label: t.cancelAuth, ariaLabel: (u) => t.cancelAuthRow(u.realName), onClick: (u) => list.askDelete(u) },
      ] }}
      deleteConfirm={{ title: t.cancelAuthTitle, message: (rows) => t.cancelAuthConfirm(rows.map((u) => u.realName).join('、')) }}
    >
      <SelectUsersDialog
        open={picking} roleId={roleId} onClose={() => setPicking(false)}
        onPicked={async (ids) => { await grantRole(roleId, ids); setPicking(false); void list.reload(); }}
      />
    </AdminListPage>
  );
}
