// 工作日历 in the signed-in console against the real server: the seeded 2026 arrangement month by month; a year
// without one warns; a day set to 放假 from its cell (a weekday refused as 调休上班 with what was typed kept), then
// returned to the weekday rule; axe on the page and the dialog.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const TITLE = '设置节假日安排';
const cstYear = () => Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4));

async function openCalendar(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/system/calendar';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-calendar-page]');
    return page?.querySelector('[data-day]') ? page : null;
  }, 15000, 'calendar page');
}

/** Steps the page to `year` with 上一年 / 下一年, as a person does. */
async function showYear(page: HTMLElement, year: number): Promise<void> {
  const shown = () => Number(page.querySelector('h2')!.textContent!.replace('年', ''));
  while (shown() !== year) {
    page.querySelector<HTMLButtonElement>(`button[aria-label="${shown() < year ? '下一年' : '上一年'}"]`)!.click();
    await waitFor(() => page.querySelector(`[data-day^="${shown()}-01-01"]`), 5000, `year ${shown()}`);
  }
}

const cell = (page: HTMLElement, day: string) => page.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe('工作日历 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('shows the arrangement, warns for a year without one, sets a day off from its cell and restores it', async () => {
    const root = await signedInConsole('admin');
    const page = await openCalendar(root);

    await showYear(page, 2026);
    await waitFor(() => cell(page, '2026-10-01').textContent === '1休', 5000, '国庆 off');
    expect(cell(page, '2026-10-10').textContent).to.equal('10班');
    expect(cell(page, '2026-10-12').textContent).to.equal('12');
    expect(page.querySelector('aside')!.textContent).to.contain('国庆节').and.to.contain('2026-10-01 至 2026-10-07（7天）');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // Two years ahead nothing is entered: the page says weekends alone count.
    const year = Math.max(cstYear(), 2026) + 2;
    await showYear(page, year);
    await waitFor(() => page.textContent!.includes(`${year}年`) && /尚未录入/.test(page.textContent!), 5000, 'not arranged');
    const monday = [...Array(7).keys()].map((i) => `${year}-01-0${i + 1}`).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)!;

    // A weekday cannot be a swapped working day: the server's reason shows, the typed name stays.
    cell(page, monday).querySelector('button')!.click();
    let form = await waitFor(() => root.querySelector<HTMLFormElement>(`form[aria-label="${TITLE}"]`), 5000, 'dialog');
    expect(form.querySelector<HTMLInputElement>('[name="from"]')!.value).to.equal(monday);
    expect(form.querySelector<HTMLInputElement>('[name="to"]')!.value).to.equal(monday);
    typeInto(form.querySelector<HTMLInputElement>('[name="name"]')!, '测试假日');
    form.querySelector<HTMLInputElement>('input[type="radio"][value="2"]')!.click();
    buttonByText(form, '保存')!.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('本来就是工作日，调休上班只能设在周六或周日'), 5000, 'refusal');
    expect(form.querySelector<HTMLInputElement>('[name="name"]')!.value).to.equal('测试假日');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    form.querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!.click();
    buttonByText(form, '保存')!.click();
    await waitFor(() => !root.querySelector(`form[aria-label="${TITLE}"]`), 5000, 'dialog closed');
    await waitFor(() => root.textContent!.includes('已设置 1 天'), 5000, 'saved notice');
    await waitFor(() => cell(page, monday).textContent!.endsWith('休'), 5000, 'day off shown');
    expect(page.querySelector('aside')!.textContent).to.contain('测试假日');
    expect(page.textContent).not.to.match(new RegExp(`${year}年尚未录入`));

    // Back to the weekday rule from the same cell.
    cell(page, monday).querySelector('button')!.click();
    form = await waitFor(() => root.querySelector<HTMLFormElement>(`form[aria-label="${TITLE}"]`), 5000, 'dialog again');
    expect(form.querySelector<HTMLInputElement>('[name="name"]')!.value).to.equal('测试假日');
    buttonByText(form, '恢复按周末计算')!.click();
    await waitFor(() => !root.querySelector(`form[aria-label="${TITLE}"]`), 5000, 'dialog closed after restore');
    await waitFor(() => !cell(page, monday).textContent!.endsWith('休'), 5000, 'working day again');
  });
});
