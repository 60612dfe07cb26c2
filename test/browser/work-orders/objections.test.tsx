// 派单异议 in the browser against the reference server, on orders the tests make: 住建局 objects from the order's detail
// inside the window (reason, 依据, the department it names; the dialog asks for what is missing and says the deadline
// does not move); the centre rules from the same detail — 成立 sends the order to 城管执法局 with its original deadline,
// 不成立 keeps it at 住建局 with the ruling's reason shown to both sides.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, chooseOption, mount, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, newOrderIn, orderAs, says, signInAs, tokenOf } from './support.ts';

const CITY = '106';
const MARKET = 102;

async function mountDetail(workflowId: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${workflowId}"></hotline-order-detail>`);
  await waitFor(() => host.shadowRoot?.querySelector('[data-workflow-id]'), 8000, 'detail');
  return host;
}

const formOf = (host: HTMLElement, label: string) =>
  waitFor(() => host.shadowRoot!.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`), 6000, label);
const textarea = (form: HTMLElement, name: string) => form.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`)!;

/** 住建局 files through the real API (the second test is about the ruling). */
async function fileAsDept(workflowId: string, proposedDeptId: number): Promise<void> {
  const { version } = await orderAs('dept01', workflowId);
  const res = await fetch(`${testApiBase()}/aop/workflowObjection/file`, {
    method: 'POST', headers: { 'x-auth-token': await tokenOf('dept01'), 'content-type': 'application/json' },
    body: JSON.stringify({ workflowId, version, reason: '诉求涉及物业费收费标准，属价格监管', basis: '市场监管局“三定”规定第三条第（八）项', proposedDeptId }),
  });
  expect(((await res.json()) as { code: number }).code).to.equal(0);
}

/** Opens 裁定 on the detail and rules. */
async function rule(host: HTMLElement, workflowId: string, decision: 'upheld' | 'refused', reason: string): Promise<void> {
  const button = await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-rule-objection]'), 8000, '裁定 button');
  button.click();
  const form = await formOf(host, `裁定工单 ${workflowId} 的派单异议`);
  expect(form.textContent).to.contain('办理时限不因异议暂停或顺延');
  buttonByText(form, '确定')!.click();
  await says(host, '请选择裁定结果');
  await says(host, '请填写裁定理由');
  form.querySelector<HTMLInputElement>(`input[type="radio"][value="${decision}"]`)!.click();
  typeInto(textarea(form, 'reason'), reason);
  await settled();
  buttonByText(form, '确定')!.click();
  await waitFor(() => !host.shadowRoot!.querySelector(`form[aria-label="裁定工单 ${workflowId} 的派单异议"]`), 8000, 'ruling dialog closed');
}

describe('派单异议', function () {
  this.timeout(90_000);
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('住建局 objects inside the window; the dispatcher rules 成立 and the order goes to 城管执法局 with its original deadline', async () => {
    const id = await newOrderIn('untodo');
    const original = await orderAs('dispatcher', id);
    await signInAs('dept01');
    let host = await mountDetail(id);
    const file = await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="objectDispatch"]'), 8000, '派单异议 button');
    expect(file.textContent).to.match(/^派单异议（剩余 .+）$/);
    expect(host.shadowRoot!.textContent).to.contain('个工作小时内可提出派单异议');
    file.click();
    const form = await formOf(host, '提出派单异议');
    expect(form.textContent).to.contain(`原时限 ${original.deadline}`);
    buttonByText(form, '确定')!.click();
    await says(host, '请填写异议理由');
    await says(host, '请填写异议依据（职责或“三定”规定条款）');
    await says(host, '请选择认为应当承办的单位');
    typeInto(textarea(form, 'reason'), '事发地点在小区红线外的市政人行道，不属于物业管理区域');
    typeInto(textarea(form, 'basis'), '城管执法局“三定”规定第三条第（三）项：负责市政设施、城市道路的管理执法');
    await chooseOption(form.querySelector<HTMLSelectElement>('select[name="proposedDeptId"]')!, CITY);
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);
    buttonByText(form, '确定')!.click();
    await says(host, '待裁定', 8000);
    expect(host.shadowRoot!.querySelector('[data-action="objectDispatch"]')).to.equal(null);
    expect(host.shadowRoot!.textContent).to.contain('云澜市城市管理综合执法局');
    host.remove();

    await signInAs('dispatcher');
    host = await mountDetail(id);
    await rule(host, id, 'upheld', '经核实事发地点在市政道路，属城管执法职责');
    await says(host, '异议成立', 8000);
    await says(host, '经核实事发地点在市政道路，属城管执法职责');
    const after = await orderAs('dispatcher', id);
    expect(after.mainDeptName).to.equal('云澜市城市管理综合执法局');
    expect(after.deadline).to.equal(original.deadline);
    expect(host.shadowRoot!.textContent).to.contain('派单异议成立');
  });

  it('the supervisor rules 不成立: the order stays at 住建局, which reads the ruling and its reason', async () => {
    const id = await newOrderIn('untodo');
    await fileAsDept(id, MARKET);
    await signInAs('supervisor');
    let host = await mountDetail(id);
    await says(host, '待裁定', 8000);
    await rule(host, id, 'refused', '诉求核心是物业服务质量，属住建局物业监管职责');
    await says(host, '异议不成立', 8000);
    expect((await orderAs('supervisor', id)).mainDeptName).to.equal('云澜市住房和城乡建设局');
    host.remove();

    await signInAs('dept01');
    host = await mountDetail(id);
    await says(host, '诉求核心是物业服务质量，属住建局物业监管职责', 8000);
    expect(host.shadowRoot!.textContent).to.contain('异议不成立');
    // Ruled once: no second objection, and the department handles the order again.
    expect(host.shadowRoot!.querySelector('[data-action="objectDispatch"]')).to.equal(null);
    expect(host.shadowRoot!.querySelector('[data-action="reply"]')).not.to.equal(null);
  });
});
