// 参数设置 in the console against the real server: the built-in settings at the spec's values, an edit checked by type and
// range with a Chinese message before anything is sent, a saved value shown with its unit, and 刷新缓存.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowActionByLabel, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

describe('参数设置 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    freshConsolePage();
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => freshConsolePage());

  it('shows the built-in settings, checks an edit by range, saves it, and refreshes the cache', async () => {
    const root = await signedInConsole('admin');
    location.hash = '#/system/config';
    const page = await waitFor(() => {
      const p = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-config-page]');
      return p?.textContent?.includes('会话空闲超时') ? p : null;
    }, 15000, 'settings list');
    expect(page.textContent).to.contain('720 分钟').and.to.contain('及时接通时限').and.to.contain('振铃超时').and.to.contain('15 秒');
    expect(page.querySelector('button[aria-label="删除参数 会话空闲超时"]'), 'built-in cannot be deleted').to.equal(null);
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    (await rowActionByLabel(root, page, '修改参数 会话空闲超时')).click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="修改参数"]'), 5000, 'edit form');
    expect(form.querySelector<HTMLInputElement>('[name="configKey"]')!.disabled, 'built-in key fixed').to.equal(true);
    typeInto(form.querySelector<HTMLInputElement>('[name="configValue"]')!, '2');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent!.includes('参数值不能小于 5'), 3000, 'range message');
    typeInto(form.querySelector<HTMLInputElement>('[name="configValue"]')!, '三十');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent!.includes('参数值应为数字'), 3000, 'type message');
    typeInto(form.querySelector<HTMLInputElement>('[name="configValue"]')!, '30');
    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="修改参数"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('30 分钟'), 5000, 'saved value');

    buttonByText(page, '刷新缓存')!.click();
    await waitFor(() => root.textContent!.includes('参数缓存已刷新'), 5000, 'refreshed');
  });
});
