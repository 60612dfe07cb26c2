// The registration page's suggested event classifications, from the reference server's two classifier services.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { mount, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, orderAs, says, signInAs } from './support.ts';

async function mountRegister(): Promise<HTMLElement> {
  const host = mount<HTMLElement>('<hotline-order-register tel-no="13800005555"></hotline-order-register>');
  await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
  return host;
}

const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const chips = (host: Element) => [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-suggestion-id]')];
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('suggested event classifications on <hotline-order-register>', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('suggests classifications with their reasons once the content says enough; a click fills the classification', async () => {
    await signInAs('agent01');
    const host = await mountRegister();
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '电梯坏了');
    await pause(1200);
    expect(host.shadowRoot!.querySelector('[data-classifier-suggestions]'), 'under 10 characters: no suggestions').to.equal(null);

    typeInto(field<HTMLTextAreaElement>(host, 'content'), '小区电梯坏了一周，物业公司一直不派人修');
    await waitFor(() => chips(host).length > 0, 8000, 'suggestion chips');
    const best = chips(host)[0]!;
    // Both services agree: the learned one names the words it rests on, the similar-case one the earlier orders.
    expect(best.textContent).to.contain('城乡建设 / 物业管理');
    expect(best.textContent).to.match(/用词：[^；]*电梯/);
    expect(best.textContent).to.match(/相似工单：YL\d+/);
    expect(host.shadowRoot!.querySelector('[role="group"][aria-label="建议分类"]')!.textContent).to.contain('建议分类：');
    expect(field(host, 'eventTypeName').value).to.equal('');

    best.click();
    await waitFor(() => field(host, 'eventTypeName').value === '物业管理', 4000, 'classification filled');
    await waitFor(() => chips(host)[0]!.getAttribute('aria-pressed') === 'true', 4000, 'chosen chip pressed');

    typeInto(field(host, 'citizenName'), '分类市民');
    await pause();
    const saved = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-saved', (e) => resolve(e as CustomEvent), { once: true }));
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commitToAssign"]')!.click();
    const order = await orderAs('agent01', (await saved).detail.workflowId);
    expect([order.eventTypeId, order.eventTypeName]).to.deep.equal([101, '物业管理']);
  });

  it('a refused classification request leaves one quiet line, and the form keeps what was typed', async () => {
    await signInAs('agent01');
    const host = await mountRegister();
    const long = '噪音'.repeat(1001); // over the services' 2000 characters
    typeInto(field<HTMLTextAreaElement>(host, 'content'), long);
    await says(host, '智能分类、相似工单分类暂不可用，请手动选择事件分类', 8000);
    expect(host.shadowRoot!.querySelector('[data-classifier-failed]')!.getAttribute('role')).to.equal('status');
    expect(chips(host)).to.have.length(0);
    expect(field<HTMLTextAreaElement>(host, 'content').value).to.equal(long);
  });
});
