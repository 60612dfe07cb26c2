// 登录日志 tab: search by username, IP, status and dates; the paged list (total capped) showing whose sign-ins are paused and until when;
// 解锁 of a row's account or of a typed username, with confirmation; export.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { LoginLog, LoginLogFilters } from '../../../../shared/api/contracts/sysLog.ts';
import { exportLoginLog, fetchLoginLogPage, LOGIN_LOG_RESOURCE, unlockAccount } from '../../../../shared/api/sysLogs.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission, usePermission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { filtersOf, LOG_PAGE_SIZES, useLogList } from './useLogList.ts';

const EMPTY = { username: '', ip: '', status: '', startTime: '', endTime: '' };
const STATUS_COLOURS = { 0: 'danger', 1: 'success', 2: 'warning' } as const;

export function LoginLogTab() {
  const styles = useListPageStyles();
  const notify = useNotify();
  const canUnlock = usePermission(['sys:log:unlock']);
  // The account to unlock: asked about (a row's), or typed ('' while the name is still being typed).
  const [toUnlock, setToUnlock] = useState<{ username: string; typed: boolean } | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const [nameError, setNameError] = useState('');
  const p = useLogList({
    resource: LOGIN_LOG_RESOURCE,
    empty: EMPTY,
    toFilters: (search) => filtersOf(search) as LoginLogFilters,
    fetchPage: fetchLoginLogPage,
    runExport: exportLoginLog,
  });

  const columns = useMemo<ListColumn<LoginLog>[]>(() => [
    { key: 'username', title: t.username, value: (r) => r.username, width: 120 },
    { key: 'ip', title: t.ip, value: (r) => r.ip, width: 130 },
    { key: 'userAgent', title: t.userAgent, value: (r) => r.userAgent, width: 260 },
    {
      key: 'status', title: t.status, width: 100,
      render: (r) => <Badge appearance="tint" color={STATUS_COLOURS[r.status as 0 | 1 | 2] ?? 'subtle'}>{t.loginStatuses[r.status] ?? ''}</Badge>,
    },
    { key: 'msg', title: t.msg, value: (r) => r.msg, width: 200 },
    { key: 'createTime', title: t.loginTime, value: (r) => r.createTime, width: 170 },
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
  ], [canUnlock, styles.actions]);

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
    <div className={styles.page} data-login-log>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.username}>
          <Input name="username" value={p.draft.username} maxLength={50} onChange={(_, d) => p.setField('username', d.value)} />
        </Field>
        <Field label={t.ip}>
          <Input name="ip" value={p.draft.ip} maxLength={64} onChange={(_, d) => p.setField('ip', d.value)} />
        </Field>
        <Field label={t.status}>
          <Select name="status" value={p.draft.status} onChange={(_, d) => p.setField('status', d.value)}>
            <option value="">{t.all}</option>
            <option value="1">{t.loginStatuses[1]}</option>
            <option value="0">{t.loginStatuses[0]}</option>
            <option value="2">{t.loginStatuses[2]}</option>
          </Select>
        </Field>
        <Field label={t.from}>
          <Input name="startTime" type="date" value={p.draft.startTime} onChange={(_, d) => p.setField('startTime', d.value)} />
        </Field>
        <Field label={t.to}>
          <Input name="endTime" type="date" value={p.draft.endTime} onChange={(_, d) => p.setField('endTime', d.value)} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['sys:log:unlock']}>
          <Button icon={<LockOpenRegular />} onClick={() => { setNameError(''); setToUnlock({ username: '', typed: true }); }}>{t.unlockByName}</Button>
        </Permission>
        <Permission value={['sys:log:export']}>
          <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting} title={t.exportHint}
            onClick={() => void p.runExport()}>{t.export}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      {p.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
      <ListTable
        rows={p.records}
        columns={columns}
        rowKey={(r) => String(r.id)}
        label={t.loginTab}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 380px)"
        settingsKey="login-log"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={LOG_PAGE_SIZES} onChange={p.showPage} />
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
    </div>
  );
}
