// 操作日志 tab: search by operator, module, status and dates; the paged list (total capped); detail; export.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { OperationLog, OperationLogFilters } from '../../../../shared/api/contracts/sysLog.ts';
import { exportOperationLog, fetchOperationLogModules, fetchOperationLogPage } from '../../../../shared/api/sysLogs.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { OperationLogDetailDialog } from './OperationLogDetailDialog.tsx';
import { filtersOf, LOG_PAGE_SIZES, useLogList } from './useLogList.ts';

const EMPTY = { username: '', module: '', status: '', startTime: '', endTime: '' };
const NO_MODULES: string[] = [];

export function OperationLogTab() {
  const styles = useListPageStyles();
  const [detailId, setDetailId] = useState<number | null>(null);
  const modules = useResource('sys:log:modules', (signal) => fetchOperationLogModules(signal));
  const p = useLogList({
    resource: 'sys:log:operation',
    empty: EMPTY,
    toFilters: (search) => filtersOf(search) as OperationLogFilters,
    fetchPage: fetchOperationLogPage,
    runExport: exportOperationLog,
  });

  const columns = useMemo<ListColumn<OperationLog>[]>(() => [
    { key: 'username', title: t.operator, value: (r) => r.username, width: 110 },
    { key: 'module', title: t.module, value: (r) => r.module, width: 110 },
    { key: 'operation', title: t.operation, value: (r) => r.operation, width: 130 },
    { key: 'requestMethod', title: t.requestMethod, value: (r) => r.requestMethod, width: 90 },
    { key: 'requestUri', title: t.requestUri, value: (r) => r.requestUri, width: 220 },
    { key: 'ip', title: t.ip, value: (r) => r.ip, width: 130 },
    { key: 'duration', title: t.duration, value: (r) => t.durationMs(r.durationMs), width: 90 },
    {
      key: 'status', title: t.status, width: 80,
      render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'danger'}>{t.operationStatuses[r.status] ?? ''}</Badge>,
    },
    { key: 'createTime', title: t.operateTime, value: (r) => r.createTime, width: 170 },
    {
      key: 'operations', title: t.operations, width: 80,
      render: (r) => <Button size="small" appearance="subtle" aria-label={t.detailRow(r.id)} onClick={() => setDetailId(r.id)}>{t.detail}</Button>,
    },
  ], []);

  return (
    <div className={styles.page} data-operation-log>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.operator}>
          <Input name="username" value={p.draft.username} maxLength={50} onChange={(_, d) => p.setField('username', d.value)} />
        </Field>
        <Field label={t.module}>
          <Select name="module" value={p.draft.module} onChange={(_, d) => p.setField('module', d.value)}>
            <option value="">{t.all}</option>
            {(modules.data ?? NO_MODULES).map((m) => <option key={m} value={m}>{m}</option>)}
          </Select>
        </Field>
        <Field label={t.status}>
          <Select name="status" value={p.draft.status} onChange={(_, d) => p.setField('status', d.value)}>
            <option value="">{t.all}</option>
            <option value="1">{t.operationStatuses[1]}</option>
            <option value="0">{t.operationStatuses[0]}</option>
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
        label={t.operationTab}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 380px)"
        settingsKey="operation-log"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={LOG_PAGE_SIZES} onChange={p.showPage} />
      <OperationLogDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </div>
  );
}
