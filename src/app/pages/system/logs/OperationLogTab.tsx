// 操作日志 tab: search by operator, module, status and dates; the paged list (total capped); detail; export.
import { Badge, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { OperationLog, OperationLogFilters } from '../../../../shared/api/contracts/sysLog.ts';
import { exportOperationLog, fetchOperationLogModules, fetchOperationLogPage } from '../../../../shared/api/sysLogs.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { AdminListPage, searchFilters } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { OperationLogDetailDialog } from './OperationLogDetailDialog.tsx';
import { useLogList } from './useLogList.ts';

const EMPTY = { username: '', module: '', status: '', startTime: '', endTime: '' };
const NO_MODULES: string[] = [];
const STATUS_OPTIONS = [{ value: '', label: t.all }, { value: '1', label: t.operationStatuses[1]! }, { value: '0', label: t.operationStatuses[0]! }];

const COLUMNS: ListColumn<OperationLog>[] = [
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
];

export function OperationLogTab() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const modules = useResource('sys:log:modules', (signal) => fetchOperationLogModules(signal));
  const list = useLogList({
    resource: 'sys:log:operation', empty: EMPTY, toFilters: (search) => searchFilters(search) as OperationLogFilters,
    fetchPage: fetchOperationLogPage, runExport: exportOperationLog,
  });

  return (
    <AdminListPage
      title={t.operationTab} region={false} marker="operation-log" list={list} columns={COLUMNS} settingsKey="operation-log" tableHeight="calc(100vh - 380px)"
      fields={[
        { name: 'username', label: t.operator, maxLength: 50 },
        { name: 'module', label: t.module, kind: 'select', options: [{ value: '', label: t.all }, ...(modules.data ?? NO_MODULES).map((m) => ({ value: m, label: m }))] },
        { name: 'status', label: t.status, kind: 'select', options: STATUS_OPTIONS },
        { name: 'startTime', label: t.from, kind: 'date' },
        { name: 'endTime', label: t.to, kind: 'date' },
      ]}
      actions={[
        { label: t.export, icon: <ArrowDownloadRegular />, permission: 'sys:log:export', busy: list.exporting, title: t.exportHint, onClick: () => void list.runExport() },
      ]}
      rowActions={{ title: t.operations, width: 80, actions: [{ label: t.detail, ariaLabel: (r) => t.detailRow(r.id), onClick: (r) => setDetailId(r.id) }] }}
      notes={list.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
    >
      <OperationLogDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </AdminListPage>
  );
}
