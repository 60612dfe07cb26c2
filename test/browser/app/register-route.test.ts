// 受理登记 in the console: each caller's registration opens with that caller's number, whatever was typed for the last.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { closeTab, tabs } from '../../../src/app/stores/tabs.store.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { typeInto, waitFor } from '../support/dom.ts';

describe('受理登记 opened for one caller after another', () => {
  beforeEach(() => {
    freshConsolePage();
  });
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', location.pathname);
  });

  it('shows the second caller’s number after the first caller’s tab was closed with a draft in it', async () => {
    const root = await signedInConsole('agent01');
    const phoneField = () => root.querySelector<HTMLInputElement>('[data-page^="/gong-dan/dengji"]:not([hidden]) input[name="phone"]');
    const registerFor = async (telNo: string, callId: string) => {
      // Hash routing keeps the query in location.search, as the console's own navigation does.
      history.pushState(null, '', `${location.pathname}?${new URLSearchParams({ telNo, callId, numberFlag: '' })}#/gong-dan/dengji`);
      dispatchEvent(new HashChangeEvent('hashchange'));
      await waitFor(() => phoneField()?.value === telNo, 8000, `registration for ${telNo}`);
    };

    await registerFor('13800001212', 'first-call');
    typeInto(root.querySelector<HTMLInputElement>('[data-page^="/gong-dan/dengji"] input[name="citizenName"]')!, '第一位');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const first = tabs.list.find((t) => t.path.startsWith('/gong-dan/dengji'))!;
    closeTab(first.path, first.path);

    await registerFor('13900003434', 'second-call');
    expect(root.querySelector<HTMLInputElement>('[data-page^="/gong-dan/dengji"] input[name="citizenName"]')!.value).to.equal('');
    expect(root.querySelector('[data-draft-offer]')?.textContent).to.contain('13800001212');
  });
});
