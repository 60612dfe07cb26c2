// 智能推荐 on <hotline-order-register> against the real server: with the classification chosen, the 派单目录's entry
// for it (here the seeded 物业管理 entry narrowed by 电梯) comes first, naming the assisting department and its 依据;
// 采用 fills the department.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { buttonByText, mount, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, signInAs } from './support.ts';

const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const chips = (host: Element) => [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-suggestion-id]')];

describe('department suggestion from the 派单目录 on <hotline-order-register>', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('names the catalogue entry with its 依据 first, and 采用 takes its department', async () => {
    await signInAs('agent01');
    const host = mount<HTMLElement>('<hotline-order-register tel-no="13800005556"></hotline-order-register>');
    await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '小区电梯坏了一周，物业公司一直不派人修');
    await waitFor(() => chips(host).some((c) => c.textContent!.includes('城乡建设 / 物业管理')), 8000, 'classification chip');
    chips(host).find((c) => c.textContent!.includes('城乡建设 / 物业管理'))!.click();
    await waitFor(() => field(host, 'eventTypeName').value === '物业管理', 4000, 'classification filled');

    buttonByText(host.shadowRoot!, '智能推荐')!.click();
    const bar = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[data-suggestion]'), 8000, 'suggestion');
    expect(bar.textContent).to.contain('推荐承办单位：云澜市市场监督管理局')
      .and.to.contain('派单目录：城乡建设 / 物业管理（关键词「电梯」） → 云澜市市场监督管理局，协办：云澜市住房和城乡建设局')
      .and.to.contain('依据：《云澜市市场监督管理局职能配置、内设机构和人员编制规定》');
    buttonByText(bar, '采用')!.click();
    await waitFor(() => field(host, 'mainDeptName').value === '云澜市市场监督管理局', 4000, 'department taken');
  });
});
