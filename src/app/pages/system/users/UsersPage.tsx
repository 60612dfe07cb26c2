// 用户管理 (system/user/index): department tree beside the list, search, configurable columns, add / edit, status
// switch with confirmation, password reset, delete with confirmation, import and export.
import { Button, Field, Input, Select, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DocumentArrowUpRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useMemo } from 'react';
import type { UserDetail } from '../../../../shared/api/contracts/sysUser.ts';
import { fetchDeptTree } from '../../../../shared/api/org.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { USER_DEPT_TREE_RESOURCE } from './resources.ts';
import { UserFormDialog } from './UserFormDialog.tsx';
import { USER_PAGE_SIZES, useUsersPage, type UserSearch } from './useUsersPage.ts';

// The import dialog (ExcelJS behind it) loads only when opened.
const UserImportDialog = lazy(() => import('./UserImportDialog.tsx'));

const useStyles = makeStyles({
  page: {
    display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalM, alignItems: 'start',
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
});

export default function UsersPage() {
  const styles = useStyles();
  const p = useUsersPage();
  const depts = useResource(USER_DEPT_TREE_RESOURCE, () => fetchDeptTree());
  const setField = (field: keyof UserSearch, value: string) => p.setDraft({ ...p.draft, [field]: value });

  const columns = useMemo<ListColumn<UserDetail>[]>(() => [
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
        <Switch
          checked={u.status === 1}
          disabled={!p.canUpdate}
          aria-label={t.statusRow(u.realName)}
          onChange={(_, d) => p.askStatus(u, d.checked)}
        />
      ),
    },
    // Shown on demand: the creation date is searched by range, and the status and actions must fit at 1440 px.
    { key: 'createTime', title: t.createTime, value: (u) => u.createTime, width: 170, defaultHidden: true },
    {
      key: 'operations', title: t.operations, width: 200,
      render: (u) => (
        <span className={styles.actions}>
          {p.canUpdate && <Button size="small" appearance="subtle" aria-label={t.editRow(u.realName)} onClick={() => p.setEditing({ userId: u.id })}>{t.edit}</Button>}
          {p.canDelete && <Button size="small" appearance="subtle" aria-label={t.deleteRow(u.realName)} onClick={() => p.askDelete(u)}>{t.delete}</Button>}
          {p.canReset && <Button size="small" appearance="subtle" aria-label={t.resetRow(u.realName)} onClick={() => p.setResetting(u)}>{t.resetPassword}</Button>}
        </span>
      ),
    },
  ], [p.canUpdate, p.canDelete, p.canReset, styles.actions]);

  const confirm = p.confirm;
  return (
    <section className={styles.page} aria-label={t.title} data-users-page>
      <DeptTreePanel nodes={depts.data ?? []} loading={depts.loading} value={p.deptId} onChange={p.chooseDept} />
      <div className={styles.main}>
        <SearchPanel onSearch={p.runSearch} onReset={p.resetSearch} busy={p.loading} visibleFields={3}>
          <Field label={t.username}>
            <Input name="username" value={p.draft.username} maxLength={50} onChange={(_, d) => setField('username', d.value)} />
          </Field>
          <Field label={t.realName}>
            <Input name="realName" value={p.draft.realName} maxLength={50} onChange={(_, d) => setField('realName', d.value)} />
          </Field>
          <Field label={t.mobile}>
            <Input name="mobile" value={p.draft.mobile} maxLength={20} onChange={(_, d) => setField('mobile', d.value)} />
          </Field>
          <Field label={t.status}>
            <Select name="status" value={p.draft.status} onChange={(_, d) => setField('status', d.value)}>
              <option value="">{t.all}</option>
              <option value="1">{t.statuses[1]}</option>
              <option value="0">{t.statuses[0]}</option>
            </Select>
          </Field>
          <Field label={t.createFrom}>
            <Input name="startTime" type="date" value={p.draft.startTime} onChange={(_, d) => setField('startTime', d.value)} />
          </Field>
          <Field label={t.createTo}>
            <Input name="endTime" type="date" value={p.draft.endTime} onChange={(_, d) => setField('endTime', d.value)} />
          </Field>
        </SearchPanel>

        <div className={styles.toolbar}>
          <Permission value={['sys:user:save']}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ userId: null })}>{t.add}</Button>
          </Permission>
          <Permission value={['sys:user:update']}>
            <Button icon={<EditRegular />} onClick={p.askEdit}>{t.edit}</Button>
          </Permission>
          <Permission value={['sys:user:delete']}>
            <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{t.delete}</Button>
          </Permission>
          <Permission value={['sys:user:import']}>
            <Button icon={<DocumentArrowUpRegular />} onClick={() => p.setImporting(true)}>{t.import}</Button>
          </Permission>
          <Permission value={['sys:user:export']}>
            <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting} onClick={() => void p.runExport()}>{t.export}</Button>
          </Permission>
        </div>

        {p.error && <LoadErrorBar message={`${t.loadFailed}：${p.error}`} onRetry={p.reload} />}
        <ListTable
          label={t.title}
          rows={p.users}
          columns={columns}
          rowKey={(u) => String(u.id)}
          selectable
          selected={p.selected}
          onSelectionChange={p.setSelected}
          indexOffset={(p.paging.page - 1) * p.paging.size}
          loading={p.loading && p.users.length === 0}
          emptyKind={p.filtered ? 'noMatch' : 'noData'}
          settingsKey="users"
        />
        <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={USER_PAGE_SIZES} onChange={p.showPage} />
      </div>

      <UserFormDialog open={p.editing !== null} userId={p.editing?.userId ?? null} onClose={() => p.setEditing(null)} onSaved={p.saved} />
      <ResetPasswordDialog user={p.resetting} onClose={() => p.setResetting(null)} onDone={p.passwordReset} />
      {p.importing && (
        <Suspense fallback={<Spinner label={zhCN.common.loading} />}>
          <UserImportDialog open onClose={() => p.setImporting(false)} onImported={p.imported} />
        </Suspense>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'delete' ? t.deleteTitle : t.statusTitle}
        message={confirm?.kind === 'delete'
          ? confirm.users.length === 1 ? t.deleteOneConfirm(confirm.users[0]!.realName) : t.deleteConfirm(confirm.users.length)
          : confirm ? t.statusConfirm(confirm.user.realName, confirm.status === 1) : ''}
        busy={p.busy}
        busySpinner
        onConfirm={p.confirmed}
        onCancel={() => p.setConfirm(null)}
      />
    </section>
  );
}
