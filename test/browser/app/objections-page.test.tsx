// 派单异议 in the signed-in console against the real server: the supervisor's queue lists the seeded pending objections
// with their ruling clocks (the overdue one in red) and rules one from the list; 住建局 reads its own objections, decided
// ones with their outcome; 派单目录 shows the entry an upheld objection flagged 待复核 and filters by it.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const rowsOf = (page: Element) => [...page.querySelectorAll<HTMLElement>('[role="row"][data-row-key]')];

async function openQueue(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/gong-dan/objection';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-objections]');
    return page && rowsOf(page).length > 0 ? page : null;
  }, 15000, 'objection list');
}

describe('派单异议 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('the supervisor sees the pending objections with their clocks, the overdue one in red, and rules one', async () => {
    const root = await signedInConsole('supervisor');
    const page = await openQueue(root);
    const pending = rowsOf(page);
    expect(pending.length).to.equal(2);
    expect(page.textContent).to.match(/剩余 \d+ (小时 \d+ )?分钟/).and.to.match(/已超时/);
    expect(page.querySelectorAll('[data-overdue]').length).to.equal(1);
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    const rule = page.querySelector<HTMLButtonElement>('[data-rule-objection]')!;
    rule.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label^="裁定工单"]'), 8000, 'ruling dialog');
    expect(form.textContent).to.contain('适用的派单目录条目').and.to.contain('异议依据');
    form.querySelector<HTMLInputElement>('input[type="radio"][value="refused"]')!.click();
    typeInto(form.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!, '属物业服务范围，由住建局办理');
    await settled();
    buttonByText(form, '确定')!.click();
    await waitFor(() => rowsOf(page).length === 1, 8000, 'one pending left');
    const decided = [...page.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent!.startsWith('已裁定'))!;
    decided.click();
    await waitFor(() => rowsOf(page).length === 3 && page.textContent!.includes('属物业服务范围，由住建局办理'), 8000, 'three decided');
    expect(page.textContent).to.contain('异议成立').and.to.contain('异议不成立');
  });

  it('住建局 reads its own objections and their outcomes; 派单目录 flags the entry an upheld one disputed', async () => {
    let root = await signedInConsole('dept01');
    const page = await openQueue(root);
    expect(rowsOf(page).length).to.equal(2);
    expect(page.querySelector('[data-rule-objection]')).to.equal(null);
    [...page.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent!.startsWith('已裁定'))!.click();
    await waitFor(() => page.textContent!.includes('异议成立') && page.textContent!.includes('云澜市市场监督管理局'), 8000, 'decided ones');
    document.body.replaceChildren();

    freshConsolePage();
    root = await signedInConsole('admin');
    location.hash = '#/system/catalogue';
    const catalogue = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-catalogue-page]'), 15000, 'catalogue');
    await waitFor(() => catalogue.querySelector('[data-review-pending]'), 8000, '待复核 flag');
    expect(catalogue.querySelector('[data-review-pending]')!.getAttribute('title')).to.contain('派单异议成立');
  });
});
