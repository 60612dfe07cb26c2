// 用户管理 (system/user/index): department tree beside the list, search, configurable columns, add / edit, status
// switch with confirmation, password reset, delete with confirmation, import and export.
import { Spinner, Switch } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DocumentArrowUpRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { session } from '../../../../shared/session/session.store.ts';
import type { UserDetail } from '../../../../shared/api/contracts/sysUser.ts';
import { fetchDeptTree } from '../../../../shared/api/org.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { AdminListPage, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { USER_DEPT_TREE_RESOURCE } from './resources.ts';
import { UserDetailDialog } from './UserDetailDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { useUsersPage, type UserSearch } from './useUsersPage.ts';

// The import dialog (ExcelJS behind it) loads only when opened.
const UserImportDialog = lazy(() => import('./UserImportDialog.tsx'));

const FIELDS: SearchField<UserSearch>[] = [
  { name: 'username', label: t.username, maxLength: 50 },
  { name: 'realName', label: t.realName, maxLength: 50 },
  { name: 'mobile', label: t.mobile, maxLength: 20 },
  { name: 'status', label: t.status, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.statuses[1]! }, { value: '0', label: t.statuses[0]! }] },
  { name: 'startTime', label: t.createFrom, kind: 'date' },
  { name: 'endTime', label: t.createTo, kind: 'date' },
];

export default function UsersPage() {
  const { list, can, ...p } = useUsersPage();
  const depts = useResource(USER_DEPT_TREE_RESOURCE, () => fetchDeptTree());
  const [, navigate] = useLocation();
  const [viewing, setViewing] = useState<number | null>(null);
  // The signed-in user's own row: the server refuses to disable or delete it, so its switch and 删除 are off.
  const selfId = Number(useSnapshot(session).userId);
  const isSelf = (u: UserDetail) => u.id === selfId;

  const columns: ListColumn<UserDetail>[] = [
    { key: 'username', title: t.username, value: (u) => u.username, width: 120 },
    { key: 'realName', title: t.realName, value: (u) => u.realName, width: 100 },
    { key: 'jobNumber', title: t.jobNumber, value: (u) => u.jobNumber, width: 90 },
    { key: 'deptName', title: t.dept, value: (u) => u.deptName, width: 150 },
    { key: 'mobile', title: t.mobile, value: (u) => u.mobile, width: 120 },
    { key: 'landlineNumber', title: t.landlineNumber, value: (u) => u.landlineNumber, width: 90 },
    { key: 'gender', title: t.gender, value: (u) => t.genders[u.gender] ?? '', width: 80, defaultHidden: true },
    { key: 'email', title: t.email, value: (u) => u.email, width: 180, defaultHidden: true },
    {
      key: 'status', title: t.status, width: 90,
      render: (u) => (
        <Switch checked={u.status === 1} disabled={!can.update || isSelf(u)} title={isSelf(u) ? t.selfHint : undefined}
          aria-label={t.statusRow(u.realName)} onChange={(_, d) => p.statusChange.ask(u, d.checked)} />
      ),
    },
    // Shown on demand: the creation date is searched by range, and the status and actions must fit at 1440 px.
    { key: 'createTime', title: t.createTime, value: (u) => u.createTime, width: 170, defaultHidden: true },
  ];

  return (
    <AdminListPage
      title={t.title} marker="users-page" list={list} fields={FIELDS} columns={columns} selectable settingsKey="users" tableHeight={480}
      aside={<DeptTreePanel nodes={depts.data ?? []} loading={depts.loading} value={p.deptId} onChange={p.chooseDept} />}
      errorMessage={(error) => `${t.loadFailed}：${error}`}
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:user:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.edit, icon: <EditRegular />, permission: 'sys:user:update', onClick: p.askEdit },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:user:delete', onClick: () => list.askDelete() },
        { label: t.import, icon: <DocumentArrowUpRegular />, permission: 'sys:user:import', onClick: () => p.setImporting(true) },
        { label: t.export, icon: <ArrowDownloadRegular />, permission: 'sys:user:export', busy: p.exporting, onClick: () => void p.runExport() },
      ]}
      rowActions={{
        title: t.operations, width: 320, actions: [
          { label: t.detail, ariaLabel: (u) => t.detailRow(u.realName), onClick: (u) => setViewing(u.id) },
          { label: t.edit, ariaLabel: (u) => t.editRow(u.realName), visible: () => can.update, onClick: (u) => list.setEditing({ row: u }) },
          { label: t.delete, ariaLabel: (u) => t.deleteRow(u.realName), visible: () => can.delete, disabled: isSelf, onClick: (u) => list.askDelete(u) },
          { label: t.authRole, ariaLabel: (u) => t.authRoleRow(u.realName), visible: () => can.update, onClick: (u) => navigate(`/system/user-auth/role?userId=${u.id}`) },
          { label: t.resetPassword, ariaLabel: (u) => t.resetRow(u.realName), visible: () => can.reset, onClick: (u) => p.setResetting(u) },
        ],
      }}
      deleteConfirm={{
        title: t.deleteTitle, busySpinner: true,
        message: (users) => (users.length === 1 ? t.deleteOneConfirm(users[0]!.realName) : t.deleteConfirm(users.length)),
      }}
    >
      <UserFormDialog open={list.editing !== null} userId={list.editing?.row?.id ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
      <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />
      <ResetPasswordDialog user={p.resetting} onClose={() => p.setResetting(null)} onDone={p.passwordReset} />
      {p.importing && (
        <Suspense fallback={<Spinner label={zhCN.common.loading} />}>
          <UserImportDialog open onClose={() => p.setImporting(false)} onImported={() => void list.reload()} />
        </Suspense>
      )}
      <ConfirmDialog
        open={p.statusChange.pending !== null}
        title={t.statusTitle}
        message={p.statusChange.pending ? t.statusConfirm(p.statusChange.pending.row.realName, p.statusChange.pending.status === 1) : ''}
        busy={p.statusChange.changing}
        busySpinner
        onConfirm={p.statusChange.confirm}
        onCancel={p.statusChange.cancel}
      />
    </AdminListPage>
  );
}
