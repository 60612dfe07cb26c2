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

/** The first order waiting in a queue tab, as `username` sees it. */
export async function firstOrderIn(username: string, queue: string, queryType: number | string = 0): Promise<string> {
  const token = await tokenOf(username);
  const page = await call<WorkflowPage>(`/aop/workflow/list/${queue}`, token, { body: { queryType, size: 50 } });
  const row = page.records.find((r) => !r.lockUserName) ?? page.records[0];
  if (!row) throw new Error(`no order in ${queue}/${queryType}`);
  return row.workflowId;
}

/** Reads an order as `username`, optionally taking its work lock. */
export async function orderAs(username: string, workflowId: string, forWork = false): Promise<WorkflowDetail> {
  return call<WorkflowDetail>(`/aop/workflow/detail?workflowId=${encodeURIComponent(workflowId)}&forWork=${forWork}`, await tokenOf(username), { method: 'GET' });
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
