// Print layouts of one order and of a list, as escaped HTML for printHtml; their fields are orderFields.ts's.
import type { WorkflowDetail, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { orderDetailText } from '../../../shared/i18n/zh-CN.ts';
import { ORDER_FIELDS, PRINT_LIST_FIELDS, PRINT_ORDER_FIELDS, fieldValue } from '../../../shared/protocol/orderFields.ts';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function orderHtml(order: WorkflowDetail): string {
  const rows = PRINT_ORDER_FIELDS.map((id) => `<tr><th>${escape(ORDER_FIELDS[id].label)}</th><td>${escape(fieldValue(id, order))}</td></tr>`).join('');
  const steps = order.steps.map((s) => `<tr><td>${escape(s.createTime)}</td><td>${escape(s.actionName)}</td><td>${escape(s.userName)}</td><td>${escape(s.opinion)}</td></tr>`).join('');
  return `<h1>${escape(orderDetailText.title)} ${escape(order.workflowId)}</h1><table>${rows}</table>`
    + `<h2>${escape(orderDetailText.timeline)}</h2><table>${steps}</table>`;
}

export function listHtml(title: string, rows: readonly WorkflowListItem[]): string {
  const head = PRINT_LIST_FIELDS.map((id) => `<th>${escape(ORDER_FIELDS[id].label)}</th>`).join('');
  const body = rows.map((o) => `<tr>${PRINT_LIST_FIELDS.map((id) => `<td>${escape(fieldValue(id, o))}</td>`).join('')}</tr>`).join('');
  return `<h1>${escape(title)}</h1><table><tr>${head}</tr>${body}</table>`;
}
