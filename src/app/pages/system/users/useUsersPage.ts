// 用户管理's logic: the department filter, the search form and the searched page, selection, the form, status switch,
// password reset and delete with confirmation, export.
import { useEffect, useState } from 'react';
import type { UserDetail, UserFilters, UserPageRequest } from '../../../../shared/api/contracts/sysUser.ts';
import { changeUserStatus, deleteUsers, fetchUserPage, USERS_RESOURCE } from '../../../../shared/api/sysUsers.ts';
import { exportUsers } from '../../../../shared/api/sysUserImport.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../../shared/utils/paging.ts';
import { useExport } from '../../../../shared/ui/useExport.ts';

export const USER_PAGE_SIZES = [10, 20, 50, 100];
const NO_USERS: UserDetail[] = [];

export interface UserSearch {
  username: string;
  realName: string;
  mobile: string;
  /** '' = all */
  status: '' | '0' | '1';
  /** 'YYYY-MM-DD' or '' */
  startTime: string;
  endTime: string;
}

const EMPTY_SEARCH: UserSearch = { username: '', realName: '', mobile: '', status: '', startTime: '', endTime: '' };

/** The list's filters as the server takes them: blank fields left out. */
export function filtersOf(search: UserSearch, deptId: number | null): UserFilters {
  return {
    ...(search.username.trim() ? { username: search.username.trim() } : {}),
    ...(search.realName.trim() ? { realName: search.realName.trim() } : {}),
    ...(search.mobile.trim() ? { mobile: search.mobile.trim() } : {}),
    ...(search.status ? { status: Number(search.status) as 0 | 1 } : {}),
    ...(search.startTime ? { startTime: search.startTime } : {}),
    ...(search.endTime ? { endTime: search.endTime } : {}),
    ...(deptId !== null ? { deptId } : {}),
  };
}

/** The form: closed, adding, or editing one user. */
export type UserEditing = { userId: number | null } | null;

/** A question waiting for the admin's confirmation. */
export type UserConfirm =
  | { kind: 'delete'; users: UserDetail[] }
  | { kind: 'status'; user: UserDetail; status: 0 | 1 }
  | null;

export function useUsersPage() {
  const notify = useNotify();
  const canUpdate = usePermission(['sys:user:update']);
  const canDelete = usePermission(['sys:user:delete']);
  const canReset = usePermission(['sys:user:resetPassword']);
  const [deptId, setDeptId] = usePageState<number | null>('users:deptId', null);
  const [search, setSearch] = usePageState<UserSearch>('users:search', EMPTY_SEARCH);
  const [draft, setDraft] = useState<UserSearch>(search);
  const [paging, setPaging] = usePageState('users:paging', { page: 1, size: 10 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<UserEditing>(null);
  const [resetting, setResetting] = useState<UserDetail | null>(null);
  const [importing, setImporting] = useState(false);
  const [confirm, setConfirm] = useState<UserConfirm>(null);
  const [busy, setBusy] = useState(false);

  const filters = filtersOf(search, deptId);
  const query: UserPageRequest = { ...filters, page: paging.page, size: paging.size };
  const list = useResource(`${USERS_RESOURCE}:page`, (signal) => fetchUserPage(query, signal), { args: query });
  const users = list.data?.records ?? NO_USERS;
  const total = list.data?.total ?? 0;
  useEffect(() => setSelected(new Set()), [list.data]);

  const runSearch = () => {
    setSearch({ ...draft });
    setPaging({ ...paging, page: 1 });
    if (JSON.stringify(draft) === JSON.stringify(search) && paging.page === 1) void list.reload();
  };
  const resetSearch = () => {
    setDraft(EMPTY_SEARCH);
    setSearch(EMPTY_SEARCH);
    setDeptId(null);
    setPaging({ ...paging, page: 1 });
  };
  const chooseDept = (id: number | null) => {
    setDeptId(id);
    setPaging({ ...paging, page: 1 });
  };

  const askDelete = (user?: UserDetail) => {
    const picked = user ? [user] : users.filter((u) => selected.has(String(u.id)));
    if (picked.length === 0) notify.warning(zhCN.common.chooseDeleteItem);
    else setConfirm({ kind: 'delete', users: picked });
  };
  const askEdit = () => {
    const picked = users.filter((u) => selected.has(String(u.id)));
    if (picked.length !== 1) notify.warning(t.chooseOneToEdit);
    else setEditing({ userId: picked[0]!.id });
  };

  const confirmed = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.kind === 'delete') {
        await deleteUsers(confirm.users.map((u) => u.id));
        setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount: confirm.users.length }) });
      } else {
        await changeUserStatus(confirm.user.id, confirm.status);
      }
      notify.success(zhCN.common.operationSuccess);
      setConfirm(null);
      void list.reload();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  const { exporting, runExport } = useExport(() => exportUsers(filters), { done: t.exportDone });

  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    const adding = editing?.userId === null;
    setEditing(null);
    if (adding) setPaging({ ...paging, page: 1 });
    void list.reload();
  };

  // The dialog shows the counts itself; the list shows the users it wrote.
  const imported = () => void list.reload();

  const passwordReset = () => {
    notify.success(t.resetDone);
    setResetting(null);
  };

  const filtered = Object.keys(filters).length > 0;

  return {
    canUpdate, canDelete, canReset, deptId, chooseDept, draft, setDraft, runSearch, resetSearch, filtered,
    users, total, loading: list.loading, error: list.error, reload: list.reload, paging,
    showPage: (page: number, size: number) => setPaging({ page, size }),
    selected, setSelected, editing, setEditing, askEdit, saved, resetting, setResetting, passwordReset,
    importing, setImporting, imported, confirm, setConfirm, confirmed, busy, askDelete, runExport, exporting,
    askStatus: (user: UserDetail, on: boolean) => setConfirm({ kind: 'status', user, status: on ? 1 : 0 }),
  };
}
