// 推荐承办单位 against the real server, on registration and in the dispatch dialog: up to three departments appear by
// themselves once the typing settles, the 派单目录's entry (here the seeded 物业管理 entry narrowed by 电梯) first with its
// 依据, each with one why line; 采用 fills the department, and the dispatch goes to it.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { buttonByText, mount, typeInto, waitFor, waitForAsync } from '../support/dom.ts';
import { dialogOf, freshStart, newOrderIn, orderAs, signInAs } from './support.ts';

const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const chips = (host: Element) => [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-suggestion-id]')];
const candidates = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-dept-candidate]')];
const MARKET = '云澜市市场监督管理局';

describe('推荐承办单位 (top three, with why)', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('on registration: the catalogue entry with its 依据 comes first without a click, and 采用 takes its department', async () => {
    await signInAs('agent01');
    const host = mount<HTMLElement>('<hotline-order-register tel-no="13800005556"></hotline-order-register>');
    await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '小区电梯坏了一周，物业公司一直不派人修');
    await waitFor(() => chips(host).some((c) => c.textContent!.includes('城乡建设 / 物业管理')), 8000, 'classification chip');
    chips(host).find((c) => c.textContent!.includes('城乡建设 / 物业管理'))!.click();
    await waitFor(() => field(host, 'eventTypeName').value === '物业管理', 4000, 'classification filled');

    // With the classification chosen the question changes, and the catalogue's entry answers it.
    const first = await waitFor(() => {
      const row = candidates(host.shadowRoot!)[0];
      return row?.textContent!.includes('派单目录：') ? row : null;
    }, 8000, 'the catalogue entry first');
    expect(candidates(host.shadowRoot!).length).to.be.within(1, 3);
    expect(first.textContent).to.contain(MARKET).and.to.contain('派单目录').and.to.contain('依据：《云澜市市场监督管理局职能配置、内设机构和人员编制规定》');
    expect(first.querySelector('[data-why]')!.textContent).to.contain('协办：云澜市住房和城乡建设局');
    buttonByText(first, '采用')!.click();
    await waitFor(() => field(host, 'mainDeptName').value === MARKET, 4000, 'department taken');
    await waitFor(() => buttonByText(candidates(host.shadowRoot!)[0]!, '已采用'), 4000, 'shown as taken');
  });

  it('in the dispatch dialog: the same evidence beside the picker, and 采用 then 确定 dispatches to it', async () => {
    const id = await newOrderIn('unassign');
    await signInAs('dispatcher');
    const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${id}"></hotline-order-detail>`);
    (await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="dispatch"]'), 8000, 'dispatch button')).click();
    const dialog = await dialogOf(host);
    const first = await waitFor(() => candidates(dialog)[0], 8000, 'suggestions in the dialog');
    expect(dialog.querySelector('[data-dept-suggestions]')!.textContent).to.contain('推荐承办单位');
    expect(candidates(dialog).length).to.be.within(1, 3);
    // The order is the helper's 物业管理 appeal about a lift: the catalogue's 电梯 entry applies.
    expect(first.textContent).to.contain(MARKET);
    expect(first.querySelector('[data-why]')!.textContent).to.match(/^派单目录：.*依据：/);
    buttonByText(first, '采用')!.click();
    await waitFor(() => dialog.querySelector<HTMLInputElement>('[name="mainDeptId"]')!.value === MARKET, 4000, 'department filled');
    buttonByText(dialog, '确定')!.click();
    await waitForAsync(async () => (await orderAs('dispatcher', id)).mainDeptId === Number(first.dataset.deptCandidate), 8000, 'dispatched to the suggestion');
  });
});
