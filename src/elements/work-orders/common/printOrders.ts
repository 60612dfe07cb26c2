// Print layouts of one order and of a list, as escaped HTML for printHtml.
import type { WorkflowDetail, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const c = workOrdersText.columns;
const r = workOrdersText.register;

export function orderHtml(order: WorkflowDetail): string {
  const rows: Array<[string, unknown]> = [
    [c.workflowId, order.workflowId], [c.status, order.statusName], [r.citizenName, order.citizenName], [r.phone, order.phone],
    [r.appealType, order.appealTypeName], [r.eventType, order.eventTypeName], [r.region, order.regionName], [r.address, order.address],
    [c.mainDept, order.mainDeptName], [c.deadline, order.deadline], [c.createTime, order.createTime], [r.content, order.content],
    [workOrdersText.detail.replyContent, order.replyContent],
  ];
  const steps = order.steps.map((s) => `<tr><td>${escape(s.createTime)}</td><td>${escape(s.actionName)}</td><td>${escape(s.userName)}</td><td>${escape(s.opinion)}</td></tr>`).join('');
  return `<h1>${escape(workOrdersText.detail.title)} ${escape(order.workflowId)}</h1><table>${rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('')}</table>`
    + `<h2>${escape(workOrdersText.detail.timeline)}</h2><table>${steps}</table>`;
}

export function listHtml(title: string, rows: readonly WorkflowListItem[]): string {
  const head = [c.workflowId, c.status, c.citizenName, c.phone, c.appealType, c.content, c.mainDept, c.deadline, c.createTime];
  const body = rows.map((o) => [o.workflowId, o.statusName, o.citizenName, o.phone, o.appealTypeName, o.content, o.mainDeptName, o.deadline, o.createTime]);
  return `<h1>${escape(title)}</h1><table><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr>${body.map((cells) => `<tr>${cells.map((v) => `<td>${escape(v)}</td>`).join('')}</tr>`).join('')}</table>`;
}
