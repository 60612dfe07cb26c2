// 字典管理 in the signed-in console against the real server: types beside the chosen type's entries, a value taken in the
// type refused with what was typed kept, a new entry listed; axe on page and form.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

describe('字典管理 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('lists types and the chosen type’s entries, refuses a taken value keeping the form, adds an entry', async () => {
    const root = await signedInConsole('admin');
    location.hash = '#/system/dict';
    const page = await waitFor(() => {
      const p = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-dicts-page]');
      return p && p.querySelector('[data-dict-entries] [role="row"][data-row-key]') ? p : null;
    }, 15000, 'dictionary page');
    expect(page.querySelector('[data-dict-types]')!.textContent).to.contain('示忙原因').and.to.contain('来源渠道');
    expect(page.querySelector('[data-dict-entries]')!.textContent).to.contain('小休');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // Choose 来源渠道: its entries replace 示忙原因's.
    const channelRow = [...page.querySelectorAll<HTMLElement>('[data-dict-types] [role="row"][data-row-key]')].find((r) => r.textContent!.includes('来源渠道'))!;
    channelRow.click();
    await waitFor(() => page.querySelector('[data-dict-entries]')!.textContent!.includes('微信公众号'), 5000, 'channel entries');

    buttonByText(page.querySelector('[data-dict-entries]')!, '新增字典数据')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增字典数据"]'), 5000, 'form');
    typeInto(form.querySelector<HTMLInputElement>('[name="dictLabel"]')!, '政务小程序');
    typeInto(form.querySelector<HTMLInputElement>('[name="dictValue"]')!, '1');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('字典“来源渠道”中已存在键值“1”'), 5000, 'refusal');
    expect(form.querySelector<HTMLInputElement>('[name="dictLabel"]')!.value).to.equal('政务小程序');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);
    typeInto(form.querySelector<HTMLInputElement>('[name="dictValue"]')!, '9');
    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="新增字典数据"]'), 5000, 'form closed');
    await waitFor(() => page.querySelector('[data-dict-entries]')!.textContent!.includes('政务小程序'), 5000, 'new entry listed');
  });
});
