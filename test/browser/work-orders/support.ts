// Set-up of the work-order page tests: the notices helpers (fresh server, real sign-in) plus orders read through the real API.
import type { WorkflowDetail, WorkflowPage } from '../../../src/shared/api/workorder.types.ts';
import { testApiBase, waitFor } from '../support/dom.ts';
import { tokenOf } from '../notices/support.ts';

export { api, freshStart, signInAs, tokenOf } from '../notices/support.ts';

async function call<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${testApiBase()}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'x-auth-token': token, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * A new order of the test's own, registered by agent01 through the real API and moved on to the queue asked for:
 * 待受理 (unaccept), 待派遣 (unassign, accepted by the dispatcher) or 住建局's 一级待办 (untodo, dispatched to it).
 * Seeded orders' ids, deadlines and side requests follow the hour the seed ran, so a test never picks one.
 */
export async function newOrderIn(queue: 'unaccept' | 'unassign' | 'untodo'): Promise<string> {
  type Step = { workflowId: string; version: number };
  let order = await call<Step>('/aop/workflow/commit', await tokenOf('agent01'), {
    body: { citizenName: '测试市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101, address: '北门社区1号', content: '小区电梯停运三天，物业不修（测试工单）' },
  });
  const step = async (action: string, extra: object = {}) => {
    order = await call<Step>('/aop/workflow/commitTask', await tokenOf('dispatcher'), { method: 'PATCH', body: { workflowId: order.workflowId, version: order.version, action, ...extra } });
  };
  if (queue !== 'unaccept') await step('accept');
  if (queue === 'untodo') await step('dispatch', { mainDeptId: 101, opinion: '请核实处理' });
  return order.workflowId;
}

/** Reads an order as `username`, optionally taking its work lock. */
export async function orderAs(username: string, workflowId: string, forWork = false): Promise<WorkflowDetail> {
  return call<WorkflowDetail>(`/aop/workflow/detail?workflowId=${encodeURIComponent(workflowId)}&forWork=${forWork}`, await tokenOf(username), { method: 'GET' });
}

/** Takes a step of the loop on the order as `username` (PATCH /aop/workflow/commitTask at the order's current version). */
export async function actAs(username: string, workflowId: string, action: string, extra: object = {}): Promise<void> {
  const { version } = await orderAs(username, workflowId);
  await call('/aop/workflow/commitTask', await tokenOf(username), { method: 'PATCH', body: { workflowId, version, action, ...extra } });
}

export async function disposeAs(username: string, workflowId: string, version: number, text: string): Promise<void> {
  await call('/aop/workflow/updateDisposeInstruction', await tokenOf(username), { body: { workflowId, version, disposeInstruction: text } });
}

/** Edits an order the way the modify dialog does (PATCH /aop/workflow/modify). */
export async function modifyAs(username: string, workflowId: string, version: number, changes: Record<string, unknown>): Promise<void> {
  await call('/aop/workflow/modify', await tokenOf(username), { method: 'PATCH', body: { workflowId, version, ...changes } });
}

/** Text inside an element's shadow root, including its portals (dialogs render inside). */
export const shadowText = (host: Element) => host.shadowRoot?.textContent ?? '';

export function says(host: Element, text: string, timeout = 6000): Promise<unknown> {
  return waitFor(() => shadowText(host).includes(text), timeout, `text ${text}`);
}

export function dialogOf(host: Element): Promise<HTMLElement> {
  return waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 4000, 'dialog');
}
