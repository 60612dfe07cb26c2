// 操作日志 tab: search by operator, module, status and dates; the paged list (total capped, sorted by a column on the
// server); detail; export; 清空 after a question.
import { Badge, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { OperationLog, OperationLogFilters, OperationLogPageRequest } from '../../../../shared/api/contracts/sysLog.ts';
import { cleanOperationLog, exportOperationLog, fetchOperationLogModules, fetchOperationLogPage } from '../../../../shared/api/sysLogs.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { AdminListPage, searchFilters } from '../../../../shared/ui/AdminList/index.ts';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { OperationLogDetailDialog } from './OperationLogDetailDialog.tsx';
import { useLogList } from './useLogList.ts';

const EMPTY = { username: '', module: '', status: '', startTime: '', endTime: '' };
const NO_MODULES: string[] = [];
const STATUS_OPTIONS = [{ value: '', label: t.all }, { value: '1', label: t.operationStatuses[1]! }, { value: '0', label: t.operationStatuses[0]! }];

// Column keys of sortable columns are the server's sort keys (contracts/sysLog.ts OPERATION_LOG_SORT_KEYS).
const COLUMNS: ListColumn<OperationLog>[] = [
  { key: 'username', title: t.operator, value: (r) => r.username, width: 110, sortable: true },
  { key: 'module', title: t.module, value: (r) => r.module, width: 110, sortable: true },
  { key: 'operation', title: t.operation, value: (r) => r.operation, width: 130, sortable: true },
  { key: 'requestMethod', title: t.requestMethod, value: (r) => r.requestMethod, width: 90, defaultHidden: true },
  { key: 'requestUri', title: t.requestUri, value: (r) => r.requestUri, width: 220 },
  { key: 'ip', title: t.ip, value: (r) => r.ip, width: 130, sortable: true },
  { key: 'location', title: t.location, value: (r) => r.location, width: 90, sortable: true },
  { key: 'browser', title: t.browser, value: (r) => r.browser, width: 120, defaultHidden: true },
  { key: 'os', title: t.os, value: (r) => r.os, width: 110, defaultHidden: true },
  { key: 'durationMs', title: t.duration, value: (r) => t.durationMs(r.durationMs), width: 90, sortable: true },
  {
    key: 'status', title: t.status, width: 80, sortable: true,
    render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'danger'}>{t.operationStatuses[r.status] ?? ''}</Badge>,
  },
  { key: 'createTime', title: t.operateTime, value: (r) => r.createTime, width: 170, sortable: true },
];

export function OperationLogTab() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const modules = useResource('sys:log:modules', (signal) => fetchOperationLogModules(signal));
  const list = useLogList({
    resource: 'sys:log:operation', empty: EMPTY, toFilters: (search) => searchFilters(search) as OperationLogFilters,
    // The sortable columns' keys are the server's sort keys; the server refuses any other.
    fetchPage: (query, signal) => fetchOperationLogPage(query as OperationLogPageRequest, signal), runExport: exportOperationLog, clear: cleanOperationLog,
  });

  return (
    <AdminListPage
      title={t.operationTab} region={false} marker="operation-log" list={list} columns={COLUMNS} settingsKey="operation-log" tableHeight="calc(100vh - 380px)"
      sort={list.sort} onSortChange={list.changeSort}
      fields={[
        { name: 'username', label: t.operator, maxLength: 50 },
        { name: 'module', label: t.module, kind: 'select', options: [{ value: '', label: t.all }, ...(modules.data ?? NO_MODULES).map((m) => ({ value: m, label: m }))] },
        { name: 'status', label: t.status, kind: 'select', options: STATUS_OPTIONS },
        { name: 'startTime', label: t.from, kind: 'date' },
        { name: 'endTime', label: t.to, kind: 'date' },
      ]}
      actions={[
        { label: t.clean, icon: <DeleteRegular />, permission: 'sys:log:clean', busy: list.clearing === 'busy', onClick: list.askClear },
        { label: t.export, icon: <ArrowDownloadRegular />, permission: 'sys:log:export', busy: list.exporting, title: t.exportHint, onClick: () => void list.runExport() },
      ]}
      rowActions={{ title: t.operations, width: 80, actions: [{ label: t.detail, ariaLabel: (r) => t.detailRow(r.id), onClick: (r) => setDetailId(r.id) }] }}
      notes={list.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
    >
      <OperationLogDetailDialog id={detailId} onClose={() => setDetailId(null)} />
      <ConfirmDialog open={list.clearing !== null} title={t.cleanTitle} message={t.cleanOperationConfirm} busy={list.clearing === 'busy'} busySpinner
        onConfirm={list.clear} onCancel={list.cancelClear} />
    </AdminListPage>
  );
}
