// 角色管理's logic: the searched role list paged here, selection, the add / edit form, delete with confirmation.
import { useEffect, useState } from 'react';
import type { Role } from '../../../../shared/api/types.ts';
import { deleteRoles, fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { RoleId } from '../../../../shared/protocol/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../../shared/utils/paging.ts';
import { useBatchDelete } from '../../../../shared/ui/AdminList/index.ts';

export const ROLE_PAGE_SIZES = [10, 20, 50, 100];
const NO_ROLES: Role[] = [];

/** The role form: closed, adding, or editing one role. */
export type RoleEditing = { roleId: number | null } | null;

export function useRolesPage() {
  const notify = useNotify();
  const canUpdate = usePermission(['sys:role:update']);
  const canDelete = usePermission(['sys:role:delete']);
  const [roleName, setRoleName] = usePageState('roles:roleName', '');
  const [draft, setDraft] = useState(roleName);
  const [paging, setPaging] = usePageState('roles:paging', { page: 1, size: 10 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<RoleEditing>(null);

  const list = useResource('sys:roles:admin', (signal) => fetchRoles(roleName || undefined, signal), { args: { roleName } });
  const roles = list.data ?? NO_ROLES;
  const rows = roles.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  useEffect(() => setSelected(new Set()), [list.data]);

  const search = () => {
    setRoleName(draft.trim());
    setPaging({ ...paging, page: 1 });
    if (draft.trim() === roleName) void list.reload();
  };
  const reset = () => {
    setDraft('');
    setRoleName('');
    setPaging({ ...paging, page: 1 });
  };

  const { toDelete, setToDelete, askDelete, remove, deleting } = useBatchDelete(roles, selected, deleteRoles, (deletedCount) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total: roles.length, deletedCount }) });
    void list.reload();
  });

  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    setEditing(null);
    void list.reload();
  };

  return {
    canUpdate, canDelete, draft, setDraft, search, reset, filtered: roleName !== '', rows, total: roles.length, loading: list.loading,
    error: list.error, reload: list.reload, paging, showPage: (page: number, size: number) => setPaging({ page, size }),
    selected, setSelected, editing, setEditing, saved, toDelete, setToDelete, askDelete, remove, deleting,
    isAdminRole: (role: Role) => role.id === RoleId.admin,
  };
}
