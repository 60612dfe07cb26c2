// The order detail's relate action with a relation type (/aop/workflowRel/getType2), against the reference server.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import type { WorkflowRelation } from '../../../src/shared/api/workorder.types.ts';
import { buttonByText, mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { newOrderIn, freshStart, signInAs, tokenOf } from './support.ts';

describe('relating orders from <hotline-order-detail>', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('offers the relation types, relates with the chosen one and shows its label', async () => {
    const [a, b] = [await newOrderIn('unassign'), await newOrderIn('unaccept')];
    await signInAs('dispatcher');
    const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${a}"></hotline-order-detail>`);
    const select = await waitFor(() => host.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="关联类型"]:not([disabled])'), 8000, 'type select');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['关联件', '重复件', '同一诉求人', '同一事件']);
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(host.shadowRoot!.querySelector<HTMLInputElement>('input[aria-label^="关联工单编号"]')!, b);
    await new Promise((resolve) => setTimeout(resolve, 50));
    buttonByText(host.shadowRoot!, '关联工单')!.click();
    const row = await waitFor(() => host.shadowRoot!.querySelector(`[data-relation="${b}"]`), 6000, 'relation row');
    expect(row.querySelector('[data-relation-type]')!.textContent).to.equal('重复件');

    const res = await fetch(`${testApiBase()}/aop/workflowRel/${b}`, { headers: { 'x-auth-token': await tokenOf('dispatcher') } });
    const rels = ((await res.json()) as { data: WorkflowRelation[] }).data;
    expect(rels.map((r) => [r.workflowId, r.relTypeName])).to.deep.equal([[a, '重复件']]);
  });
});
