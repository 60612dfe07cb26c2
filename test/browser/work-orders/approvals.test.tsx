// The approver's dialogs (agree / refuse a delay, hang or return request) and supervision with its reply, driven through
// <hotline-order-detail> against the reference server; each checks what the server holds afterwards.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import type { WorkflowDetail, WorkflowPage } from '../../../src/shared/api/workorder.types.ts';
import { buttonByText, mount, typeInto, waitFor } from '../support/dom.ts';
import { api, dialogOf, freshStart, orderAs, says, signInAs, tokenOf } from './support.ts';

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
const KIND_QUEUE = { delay: 'applyDelay', hang: 'hangApply', return: 'applyReturn' } as const;
const KIND_NAME = { delay: '延期', hang: '挂账', return: '退回' } as const;
type Kind = keyof typeof KIND_QUEUE;

/** A request waiting for the approver (the 待回复 tab of its approval queue). */
async function pendingRequest(kind: Kind): Promise<{ workflowId: string; applyId: number; days: number | null }> {
  const page = await api<WorkflowPage>(`/aop/workflow/list/${KIND_QUEUE[kind]}`, await tokenOf('approver'), { queryType: 1, size: 50 });
  const row = page.records.find((r) => r.applyState === 1 && !r.lockUserName);
  if (!row) throw new Error(`no pending ${kind} request`);
  return { workflowId: row.workflowId, applyId: row.applyId!, days: row.applyDays ?? null };
}

async function mountDetail(workflowId: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${workflowId}"></hotline-order-detail>`);
  await waitFor(() => host.shadowRoot?.querySelector('[data-workflow-id]'), 8000, 'detail');
  return host;
}

async function send(dialog: HTMLElement): Promise<void> {
  await pause(1100); // the submit throttle (1 s)
  buttonByText(dialog, '确定')!.click();
}

function pick(dialog: HTMLElement, value: string): void {
  dialog.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!.click();
}

/** Closes the page (it releases its lock) and waits until the server agrees. */
async function closeDetail(host: HTMLElement, workflowId: string): Promise<void> {
  host.remove();
  for (let i = 0; i < 100; i++) {
    if (!(await orderAs('supervisor', workflowId)).lock.lockUserName) return;
    await pause(50);
  }
  throw new Error('the lock was not released');
}

async function decide(kind: Kind, decision: 'agree' | 'refuse'): Promise<{ before: WorkflowDetail; after: WorkflowDetail; applyId: number }> {
  const { workflowId, applyId } = await pendingRequest(kind);
  const before = await orderAs('approver', workflowId);
  await signInAs('approver');
  const host = await mountDetail(workflowId);
  const button = await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>(`[data-action="approve:${applyId}"]`), 5000, 'approve button');
  expect(button.textContent).to.equal(`审批申请（${KIND_NAME[kind]}）`);
  button.click();
  const dialog = await dialogOf(host);
  // The decision is required; refusing also needs the reason.
  buttonByText(dialog, '确定')!.click();
  await says(host, '必填项不能为空');
  pick(dialog, decision);
  await pause();
  if (decision === 'refuse') {
    await send(dialog);
    await waitFor(() => dialog.querySelector('textarea[name="opinion"]')?.closest('.fui-Field')?.textContent?.includes('必填项不能为空'), 4000, 'reason required');
    expect((await orderAs('approver', workflowId)).applies.find((a) => a.id === applyId)!.state, 'nothing sent').to.equal(1);
  }
  typeInto(dialog.querySelector<HTMLTextAreaElement>('textarea[name="opinion"]')!, decision === 'agree' ? '同意，请按期办结' : '理由不充分，请继续办理');
  await send(dialog);
  await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'dialog closed');
  await waitFor(() => !host.shadowRoot!.querySelector(`[data-action="approve:${applyId}"]`), 5000, 'request decided');
  const after = await orderAs('approver', workflowId);
  const apply = after.applies.find((a) => a.id === applyId)!;
  expect(apply).to.include({ state: decision === 'agree' ? 2 : 3, approverName: '周明', approveOpinion: decision === 'agree' ? '同意，请按期办结' : '理由不充分，请继续办理' });
  return { before, after, applyId };
}

describe('approval and supervision dialogs', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('agreeing to a delay moves the deadline', async () => {
    const { before, after } = await decide('delay', 'agree');
    expect(after.deadline > before.deadline, `${after.deadline} after ${before.deadline}`).to.equal(true);
  });

  it('refusing a delay needs a reason and keeps the deadline', async () => {
    const { before, after } = await decide('delay', 'refuse');
    expect(after.deadline).to.equal(before.deadline);
  });

  it('agreeing to a hang pauses the clock (挂账中)', async () => {
    const { after } = await decide('hang', 'agree');
    expect(after.hung).to.equal(true);
  });

  it('refusing a hang leaves the order running', async () => {
    const { before, after } = await decide('hang', 'refuse');
    expect(after.hung).to.equal(before.hung);
    expect(after.status).to.equal(before.status);
  });

  it('agreeing to a return sends the order back to dispatch', async () => {
    const { after } = await decide('return', 'agree');
    expect(after.status).to.equal(2);
    expect(after.mainDeptId).to.equal(null);
  });

  it('refusing a return keeps the order at its department', async () => {
    const { before, after } = await decide('return', 'refuse');
    expect(after.status).to.equal(before.status);
    expect(after.mainDeptId).to.equal(before.mainDeptId);
  });

  it('the centre supervises an order and its department replies, each through its dialog', async () => {
    // An order at dept01's 住建局 that nobody supervises yet.
    const page = await api<WorkflowPage>('/aop/workflow/list/untodo', await tokenOf('dept01'), { queryType: 0, size: 50 });
    let workflowId = '';
    for (const row of page.records) {
      if ((await orderAs('supervisor', row.workflowId)).allowedActions.includes('supervise')) {
        workflowId = row.workflowId;
        break;
      }
    }
    expect(workflowId, 'an order to supervise').to.not.equal('');

    await signInAs('supervisor');
    let host = await mountDetail(workflowId);
    (await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="supervise"]'), 5000, 'supervise button')).click();
    let dialog = await dialogOf(host);
    buttonByText(dialog, '确定')!.click();
    await says(host, '必填项不能为空');
    typeInto(dialog.querySelector<HTMLTextAreaElement>('textarea[name="opinion"]')!, '市民多次来电，请三日内办结并回复');
    await send(dialog);
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'dialog closed');
    let order = await orderAs('supervisor', workflowId);
    const supervision = order.supervises.find((s) => s.state === 1)!;
    expect(supervision).to.include({ content: '市民多次来电，请三日内办结并回复', createdByName: '吴海燕' });
    expect(order.allowedActions, 'no second supervision while one waits').to.not.include('supervise');
    await closeDetail(host, workflowId);

    await signInAs('dept01');
    host = await mountDetail(workflowId);
    (await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="superviseReply"]'), 5000, 'reply button')).click();
    dialog = await dialogOf(host);
    buttonByText(dialog, '确定')!.click();
    await says(host, '必填项不能为空');
    typeInto(dialog.querySelector<HTMLTextAreaElement>('textarea[name="opinion"]')!, '已安排专人上门处理，明日回复市民');
    await send(dialog);
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'dialog closed');
    order = await orderAs('supervisor', workflowId);
    expect(order.supervises.find((s) => s.id === supervision.id)).to.include({ state: 2, replyContent: '已安排专人上门处理，明日回复市民', repliedByName: '刘建国' });
    await waitFor(() => !host.shadowRoot!.querySelector('[data-action="superviseReply"]'), 5000, 'nothing left to reply');
  });
});
