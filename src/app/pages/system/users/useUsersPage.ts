// 用户管理's own logic beside the admin list: the department filter, 修改 of the one selected user, the status switch
// with confirmation, password reset, import and export.
import { useState } from 'react';
import type { UserDetail, UserFilters } from '../../../../shared/api/contracts/sysUser.ts';
import { changeUserStatus, deleteUsers, fetchUserPage, USERS_RESOURCE } from '../../../../shared/api/sysUsers.ts';
import { exportUsers } from '../../../../shared/api/sysUserImport.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { searchFilters, useAdminList, useStatusChange } from '../../../../shared/ui/AdminList/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { useExport } from '../../../../shared/ui/useExport.ts';

/** status: '' all, '0' 停用, '1' 正常; times 'YYYY-MM-DD' or '' */
const EMPTY_SEARCH = { username: '', realName: '', mobile: '', status: '', startTime: '', endTime: '' };
export type UserSearch = typeof EMPTY_SEARCH;

export function useUsersPage() {
  const notify = useNotify();
  const can = { update: usePermission(['sys:user:update']), delete: usePermission(['sys:user:delete']), reset: usePermission(['sys:user:resetPassword']) };
  const [deptId, setDeptId] = usePageState<number | null>('users:deptId', null);
  const list = useAdminList({
    resource: `${USERS_RESOURCE}:page`, stateKey: 'users', emptySearch: EMPTY_SEARCH, fetchPage: fetchUserPage, deleteIds: deleteUsers,
    toFilters: (search): UserFilters => ({ ...searchFilters(search), ...(deptId !== null ? { deptId } : {}) }),
    firstPageAfterAdd: true, onReset: () => setDeptId(null),
  });
  const [resetting, setResetting] = useState<UserDetail | null>(null);
  const [importing, setImporting] = useState(false);
  const statusChange = useStatusChange((user: UserDetail, status) => changeUserStatus(user.id, status), () => void list.reload());

  const chooseDept = (id: number | null) => {
    setDeptId(id);
    list.showPage(1, list.paging.size);
  };

  const askEdit = () => {
    const picked = list.records.filter((u) => list.selected.has(String(u.id)));
    if (picked.length !== 1) notify.warning(t.chooseOneToEdit);
    else list.setEditing({ row: picked[0]! });
  };

  const { exporting, runExport } = useExport(() => exportUsers(list.filters), { done: t.exportDone });

  const passwordReset = () => {
    notify.success(t.resetDone);
    setResetting(null);
  };

  return {
    list, can, deptId, chooseDept, askEdit, resetting, setResetting, passwordReset, importing, setImporting, runExport, exporting,
    statusChange,
  };
}
