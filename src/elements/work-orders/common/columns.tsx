// The columns of queue and search lists: one definition, so every list reads the same.
import { Badge } from '@fluentui/react-components';
import type { QueueGroup, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import type { ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { APPLY_QUEUES } from './queues.ts';

const t = workOrdersText;
const c = t.columns;

function StatusCell({ row }: { row: WorkflowListItem }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', minWidth: 0 }}>
      <span>{row.statusName}</span>
      {row.overdue && <Badge color="danger" size="small" data-overdue>{t.overdue}</Badge>}
      {row.hung && <Badge color="warning" size="small">{t.hung}</Badge>}
    </span>
  );
}

/** The base columns, plus the request or supervision columns for those queues. */
export function orderColumns(queue: QueueGroup | 'index'): ListColumn<WorkflowListItem>[] {
  const columns: ListColumn<WorkflowListItem>[] = [
    { key: 'workflowId', title: c.workflowId, value: (r) => r.workflowId, width: 170 },
    { key: 'status', title: c.status, render: (r) => <StatusCell row={r} />, width: 140 },
    { key: 'citizenName', title: c.citizenName, value: (r) => r.citizenName },
    { key: 'phone', title: c.phone, value: (r) => r.phone, width: 120 },
    { key: 'appealType', title: c.appealType, value: (r) => r.appealTypeName },
    { key: 'content', title: c.content, value: (r) => r.content, width: 220 },
    { key: 'eventType', title: c.eventType, value: (r) => r.eventTypeName, defaultHidden: true },
    { key: 'region', title: c.region, value: (r) => r.regionName, defaultHidden: true },
    { key: 'mainDept', title: c.mainDept, value: (r) => r.mainDeptName },
    { key: 'subDept', title: c.subDept, value: (r) => r.subDeptName, defaultHidden: true },
    { key: 'deadline', title: c.deadline, value: (r) => r.deadline, width: 160 },
    { key: 'createTime', title: c.createTime, value: (r) => r.createTime, width: 160 },
    { key: 'lock', title: c.lock, value: (r) => r.lockUserName ?? '', defaultHidden: true },
  ];
  if ((APPLY_QUEUES as readonly string[]).includes(queue)) {
    columns.splice(2, 0,
      { key: 'apply', title: c.apply, value: (r) => `${r.applyDays ? `${r.applyDays}天 ` : ''}${r.applyReason ?? ''}`, width: 200 },
      { key: 'applicant', title: c.applicant, value: (r) => r.applicantName },
      { key: 'applyState', title: c.applyState, value: (r) => (r.applyState ? t.applyStates[r.applyState] : '') },
    );
  }
  if (queue === 'supervise') {
    columns.splice(2, 0,
      { key: 'supervise', title: c.supervise, value: (r) => r.superviseContent ?? '', width: 200 },
      { key: 'superviseState', title: c.superviseState, value: (r) => (r.superviseState ? t.superviseStates[r.superviseState] : '') },
    );
  }
  return columns;
}

/** Overdue orders are tinted. */
export const overdueTone = (row: WorkflowListItem) => (row.overdue ? ('danger' as const) : undefined);

/** A row's key: an order may appear twice in a request list (two requests), so the request id counts too. */
export const orderRowKey = (row: WorkflowListItem) => `${row.workflowId}${row.applyId ? `:a${row.applyId}` : ''}${row.superviseId ? `:s${row.superviseId}` : ''}`;
