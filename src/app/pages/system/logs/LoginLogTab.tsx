// 登录日志 tab: search by username, IP, status and dates; the paged list (total capped) showing whose sign-ins are paused and until when;
// 解锁 of a row's account or of a typed username, with confirmation; export; sorting by a column (on the server); 清空.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { LoginLog, LoginLogFilters, LoginLogPageRequest } from '../../../../shared/api/contracts/sysLog.ts';
import { cleanLoginLog, exportLoginLog, fetchLoginLogPage, LOGIN_LOG_RESOURCE, unlockAccount } from '../../../../shared/api/sysLogs.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { AdminListPage, searchFilters, useListPageStyles, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { useLogList } from './useLogList.ts';

const EMPTY = { username: '', ip: '', status: '', startTime: '', endTime: '' };
const STATUS_COLOURS = { 0: 'danger', 1: 'success', 2: 'warning' } as const;

const FIELDS: SearchField<typeof EMPTY>[] = [
  { name: 'username', label: t.username, maxLength: 50 },
  { name: 'ip', label: t.ip, maxLength: 64 },
  {
    name: 'status', label: t.status, kind: 'select',
    options: [{ value: '', label: t.all }, ...([1, 0, 2] as const).map((s) => ({ value: String(s), label: t.loginStatuses[s]! }))],
  },
  { name: 'startTime', label: t.from, kind: 'date' },
  { name: 'endTime', label: t.to, kind: 'date' },
];

export function LoginLogTab() {
  const styles = useListPageStyles();
  const notify = useNotify();
  const canUnlock = usePermission(['sys:log:unlock']);
  // The account to unlock: asked about (a row's), or typed ('' while the name is still being typed).
  const [toUnlock, setToUnlock] = useState<{ username: string; typed: boolean } | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const [nameError, setNameError] = useState('');
  const p = useLogList({
    resource: LOGIN_LOG_RESOURCE, empty: EMPTY, toFilters: (search) => searchFilters(search) as LoginLogFilters,
    fetchPage: (query, signal) => fetchLoginLogPage(query as LoginLogPageRequest, signal), runExport: exportLoginLog, clear: cleanLoginLog,
  });

  const columns: ListColumn<LoginLog>[] = [
    // Sortable keys are the server's (contracts/sysLog.ts LOGIN_LOG_SORT_KEYS).
    { key: 'username', title: t.username, value: (r) => r.username, width: 120, sortable: true },
    { key: 'ip', title: t.ip, value: (r) => r.ip, width: 130, sortable: true },
    { key: 'location', title: t.location, value: (r) => r.location, width: 90, sortable: true },
    { key: 'browser', title: t.browser, value: (r) => r.browser, width: 130, sortable: true },
    { key: 'os', title: t.os, value: (r) => r.os, width: 110, sortable: true },
    { key: 'userAgent', title: t.userAgent, value: (r) => r.userAgent, width: 260, defaultHidden: true },
    {
      key: 'status', title: t.status, width: 100, sortable: true,
      render: (r) => <Badge appearance="tint" color={STATUS_COLOURS[r.status as 0 | 1 | 2] ?? 'subtle'}>{t.loginStatuses[r.status] ?? ''}</Badge>,
    },
    { key: 'msg', title: t.msg, value: (r) => r.msg, width: 200 },
    { key: 'createTime', title: t.loginTime, value: (r) => r.createTime, width: 170, sortable: true },
    {
      key: 'operations', title: t.operations, width: 200,
      render: (r) => r.locked && (
        <span className={styles.actions}>
          {/* A pause lasts minutes at most: the time of day says it. */}
          <Badge appearance="outline" color="warning" title={t.pausedHint}>{t.pausedUntil(r.lockedUntil?.slice(11) ?? '')}</Badge>
          {canUnlock && (
            <Button size="small" appearance="subtle" aria-label={t.unlockRow(r.username)} onClick={() => setToUnlock({ username: r.username, typed: false })}>
              {t.unlock}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const unlock = async () => {
    const username = toUnlock?.username.trim() ?? '';
    if (!username) {
      setNameError(t.required);
      return;
    }
    setUnlocking(true);
    try {
      const { wasLocked } = await unlockAccount(username);
      if (wasLocked) notify.success(t.unlocked(username));
      else notify.info(t.notLocked(username));
      setToUnlock(null);
      void p.reload();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setUnlocking(false);
    }
  };

  return (
    <AdminListPage
      title={t.loginTab} region={false} marker="login-log" list={p} fields={FIELDS} columns={columns} settingsKey="login-log" tableHeight="calc(100vh - 380px)"
      sort={p.sort} onSortChange={p.changeSort}
      actions={[
        { label: t.unlockByName, icon: <LockOpenRegular />, permission: 'sys:log:unlock', onClick: () => { setNameError(''); setToUnlock({ username: '', typed: true }); } },
        { label: t.clean, icon: <DeleteRegular />, permission: 'sys:log:clean', busy: p.clearing === 'busy', onClick: p.askClear },
        { label: t.export, icon: <ArrowDownloadRegular />, permission: 'sys:log:export', busy: p.exporting, title: t.exportHint, onClick: () => void p.runExport() },
      ]}
      notes={p.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
    >
      <ConfirmDialog
        open={toUnlock !== null}
        title={t.unlockTitle}
        message={toUnlock?.typed ? (
          <Field label={t.unlockNamePrompt} required validationMessage={nameError || undefined}>
            <Input name="unlockUsername" value={toUnlock.username} maxLength={50} autoFocus
              onChange={(_, d) => { setNameError(''); setToUnlock({ username: d.value, typed: true }); }}
              onKeyDown={(e) => { if (e.key === 'Enter') void unlock(); }} />
          </Field>
        ) : t.unlockConfirm(toUnlock?.username ?? '')}
        busy={unlocking}
        busySpinner
        onConfirm={unlock}
        onCancel={() => setToUnlock(null)}
      />
      <ConfirmDialog open={p.clearing !== null} title={t.cleanTitle} message={t.cleanLoginConfirm} busy={p.clearing === 'busy'} busySpinner
        onConfirm={p.clear} onCancel={p.cancelClear} />
    </AdminListPage>
  );
}
