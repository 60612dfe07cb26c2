// The columns of queue and search lists: one definition, so every list reads the same.
import { Badge } from '@fluentui/react-components';
import type { QueueGroup, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import {
  LIST_FIELDS, LIST_HIDDEN_FIELDS, ORDER_FIELDS, fieldValue, type OrderFieldId,
} from '../../../shared/protocol/orderFields.ts';
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

/** A list column of one of the order's fields (orderFields.ts): its label, width and value. */
function fieldColumn(id: OrderFieldId): ListColumn<WorkflowListItem> {
  const field = ORDER_FIELDS[id];
  const column: ListColumn<WorkflowListItem> = { key: id, title: field.label, width: field.listWidth, defaultHidden: LIST_HIDDEN_FIELDS.includes(id) };
  // The status cell adds the overdue and 挂账 badges.
  if (id === 'status') return { ...column, render: (r) => <StatusCell row={r} /> };
  return { ...column, value: (r) => fieldValue(id, r) ?? '' };
}

/** The base columns, plus the request or supervision columns for those queues. */
export function orderColumns(queue: QueueGroup | 'index'): ListColumn<WorkflowListItem>[] {
  const columns = LIST_FIELDS.map(fieldColumn);
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
  if (queue === 'assist') {
    columns.splice(2, 0,
      { key: 'assistDept', title: c.assistDept, value: (r) => r.assistDeptName ?? '' },
      { key: 'assistDeadline', title: c.assistDeadline, value: (r) => r.assistDeadline ?? '', width: 150 },
      { key: 'assistState', title: c.assistState, render: (r) => <AssistStateCell row={r} /> },
    );
  }
  return columns;
}

/** 协办工单's own clock: the assist's state and its overdue mark (the order's own is in 状态). */
function AssistStateCell({ row }: { row: WorkflowListItem }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <span>{row.assistStateName}</span>
      {row.assistOverdue && row.assistStateName !== t.overdue && <Badge color="danger" size="small" data-assist-overdue>{t.overdue}</Badge>}
    </span>
  );
}

/** Overdue orders are tinted. */
export const overdueTone = (row: WorkflowListItem) => (row.overdue ? ('danger' as const) : undefined);

/** A row's key: an order may appear twice in a request list (two requests), so the request id counts too. */
export const orderRowKey = (row: WorkflowListItem) => `${row.workflowId}${row.applyId ? `:a${row.applyId}` : ''}${row.superviseId ? `:s${row.superviseId}` : ''}${row.assistId ? `:x${row.assistId}` : ''}`;
