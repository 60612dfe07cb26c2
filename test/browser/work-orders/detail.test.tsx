// <hotline-order-detail> against the reference server: the lock message, dialog validation, a version conflict kept typed text.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import { validateAction, ACTIONS } from '../../../src/elements/work-orders/detail/actions.ts';
import { buttonByText, mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { actAs, api, dialogOf, disposeAs, newOrderIn, freshStart, orderAs, says, signInAs, tokenOf } from './support.ts';

async function mountDetail(workflowId: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${workflowId}"></hotline-order-detail>`);
  await waitFor(() => host.shadowRoot?.querySelector('[data-workflow-id]'), 8000, 'detail');
  return host;
}

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<hotline-order-detail>', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('shows 重办次数: each 核查不通过 and 回访不满意 sends the order back and counts one more', async () => {
    const id = await newOrderIn('untodo');
    await actAs('dept01', id, 'reply', { opinion: '已处理' });
    await actAs('dispatcher', id, 'checkFail', { opinion: '回复内容不完整' });
    await signInAs('dispatcher');
    const host = await mountDetail(id);
    const count = await waitFor(() => host.shadowRoot!.querySelector('[data-part="rework-count"]'), 5000, '重办次数');
    expect(count.textContent).to.equal('1');
    expect(count.closest('div')!.textContent).to.contain('重办次数');
  });

  it('says who holds the lock and since when, and stays read-only', async () => {
    const id = await newOrderIn('unassign');
    const held = await orderAs('dispatcher', id, true);
    expect(held.lock.mine).to.equal(true);
    await signInAs('admin');
    const host = await mountDetail(id);
    const banner = await waitFor(() => host.shadowRoot!.querySelector('[data-locked]'), 5000, 'lock banner');
    expect(banner.textContent).to.contain('该工单正在由 赵子涵 处理');
    expect(banner.textContent).to.contain(held.lock.lockTime!);
    expect(host.shadowRoot!.querySelector('[data-action]')).to.equal(null);
  });

  it('validates the dispatch dialog before sending: 请选择主办单位, and the picker needs a node (请选择部门)', async () => {
    const id = await newOrderIn('unassign');
    await signInAs('dispatcher');
    const host = await mountDetail(id);
    (await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="dispatch"]'), 5000, 'dispatch button')).click();
    const dialog = await dialogOf(host);
    buttonByText(dialog, '确定')!.click();
    await says(host, '请选择主办单位');
    buttonByText(dialog, '选择')!.click();
    await waitFor(() => host.shadowRoot!.querySelectorAll('[role="dialog"]').length === 2, 4000, 'picker');
    const picker = host.shadowRoot!.querySelectorAll<HTMLElement>('[role="dialog"]')[1]!;
    expect(picker.textContent).to.contain('选择部门');
    buttonByText(picker, '确定')!.click();
    await says(host, '请选择部门');
    expect((await orderAs('dispatcher', id)).status).to.equal(2);
  });

  it('keeps what was typed through a version conflict and sends it after 重新加载', async () => {
    const id = await newOrderIn('unassign');
    await signInAs('dispatcher');
    const host = await mountDetail(id);
    (await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="dispose"]'), 5000, 'dispose button')).click();
    const dialog = await dialogOf(host);
    const box = dialog.querySelector<HTMLTextAreaElement>('textarea[name="disposeInstruction"]')!;
    typeInto(box, '请住建局当日联系市民');
    await pause();
    // Someone changes the order meanwhile (same user in another window).
    const before = await orderAs('dispatcher', id);
    await disposeAs('dispatcher', id, before.version, '另一窗口的处置意见');
    buttonByText(dialog, '确定')!.click();
    await waitFor(() => host.shadowRoot!.querySelector('[data-conflict]'), 5000, 'conflict message');
    await says(host, '工单已被他人修改');
    expect(dialog.querySelector<HTMLTextAreaElement>('textarea[name="disposeInstruction"]')!.value).to.equal('请住建局当日联系市民');
    buttonByText(dialog, '重新加载')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[data-conflict]'), 5000, 'conflict cleared');
    await pause(1100); // the submit throttle (1 s)
    buttonByText(host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')!, '确定')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 5000, 'dialog closed');
    expect((await orderAs('dispatcher', id)).disposeInstruction).to.equal('请住建局当日联系市民');
  });

  it('plays the recording of the call the order was registered from (录音, 700 px)', async function () {
    this.timeout(60_000);
    const admin = await tokenOf('admin');
    const sim = await fetch(`${testApiBase()}/aip/callcenter/sim/traffic/simulate`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify({ rate: 4, seed: 7, seats: 2, minutes: 2 }),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
    expect(sim.code).to.equal(200, sim.msg);
    const answered = await api<{ records: Array<{ id: string; callId: string; agentName: string | null }> }>(
      '/apo/payroll/history', admin, { result: 'answered', size: 1 });
    const call = answered.records[0]!;
    const order = await api<{ workflowId: string }>('/aop/workflow/commit', await tokenOf('agent01'), {
      citizenName: '来电市民', phone: '13912345678', channel: '1', appealType: '1', content: '来电登记：楼道灯不亮', callId: call.callId,
    });
    await signInAs('agent01');
    const host = await mountDetail(order.workflowId);
    const section = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[data-order-recordings]'), 5000, 'recordings');
    section.querySelector<HTMLButtonElement>('button')!.click();
    const audio = await waitFor(() => host.shadowRoot!.querySelector<HTMLAudioElement>('[data-recording-audio]'), 8000, 'audio');
    expect(audio.src).to.match(/^blob:/);
    const surface = audio.closest('[role="dialog"]') as HTMLElement;
    expect(surface.textContent).to.contain('录音');
    expect(surface.offsetWidth).to.be.closeTo(Math.min(700, window.innerWidth - 32), 2);
    buttonByText(surface, '关闭')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[data-recording-audio]'), 5000, 'closed');
  });

  it('dialog rules: reply needs text, assessment a score 0-100, verification its result and reasons, delay 1-30 days', () => {
    expect(validateAction(ACTIONS.reply!, {})).to.deep.equal({ opinion: '必填项不能为空' });
    expect(validateAction(ACTIONS.assess!, { assessScore: '101' })).to.deep.equal({ assessScore: '考核分数须为 0-100 的整数' });
    expect(validateAction(ACTIONS.assess!, { assessScore: '90' })).to.deep.equal({});
    expect(validateAction(ACTIONS.checkPass!, {})).to.deep.equal({ result: '必填项不能为空' });
    expect(validateAction(ACTIONS.checkPass!, { result: 'pass' })).to.deep.equal({ claimReasonable: '必填项不能为空' });
    expect(validateAction(ACTIONS.checkPass!, { result: 'fail' })).to.deep.equal({ opinion: '必填项不能为空' });
    expect(validateAction(ACTIONS.applyDelay!, { days: '31', opinion: '材料未齐' })).to.deep.equal({ days: '延期天数须为 1-30 的整数' });
    expect(validateAction(ACTIONS.callbackSatisfied!, { callbackResult: '3' })).to.deep.equal({ opinion: '必填项不能为空' });
    expect(validateAction(ACTIONS.assignDown!, {})).to.deep.equal({ subDeptId: '请选择二级承办单位' });
  });
});
