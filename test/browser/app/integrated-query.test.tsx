// 综合查询 in the signed-in console against the real server: the seeded orders are listed and searched (the count equals
// the server's), a bad range is explained with the input kept, a query set is saved and applied, the export hands over
// a real .xlsx, a row opens the order's detail; axe on the page and the save dialog.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { orderDetailPath } from '../../../src/app/routing/staticRoutes.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { recentDays } from '../../../src/shared/utils/dayText.ts';
import { buttonByText, chooseOption, nextFrame, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const rowsOf = (panel: Element) => panel.querySelectorAll('[role="row"][data-row-key]');

async function post<T>(path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const r = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return r.json() as Promise<{ code: number; msg: string; data: T }>;
}

async function setField(panel: HTMLElement, name: string, value: string): Promise<void> {
  const field = panel.querySelector<HTMLInputElement | HTMLSelectElement>(`form[role="search"] [name="${name}"]`)!;
  expect(field, name).to.exist;
  if (field instanceof HTMLSelectElement) await chooseOption(field, value);
  else typeInto(field, value);
}

/** Types a day into a date field and leaves it, as a person does (the picker reads typed text when the field loses focus). */
async function typeDay(panel: HTMLElement, name: string, text: string): Promise<void> {
  const input = panel.querySelector<HTMLInputElement>(`form[role="search"] input[name="${name}"]`)!;
  input.focus();
  typeInto(input, text);
  await nextFrame();
  await nextFrame();
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
  input.blur();
  await nextFrame();
}

/** 'YYYY-MM-DD' as the field shows it. */
const shown = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日');

const submit = (panel: HTMLElement) => panel.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();

describe('综合查询 page', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('searches, explains a bad range, saves and applies a query set, exports and opens a detail', async () => {
    const token = (await post<{ token: string }>('/api/login', { username: 'supervisor', password: 'Hotline@2026' })).data.token;
    // The form opens on the last 30 days registered.
    const { from, to } = recentDays(30);
    const count = async (body: object) => (await post<{ total: number }>('/apo/integratedController/integratedQuery', { createdFrom: from, createdTo: to, ...body, size: 1 }, token)).data.total;
    const all = await count({});
    let status = 0;
    let narrowed = 0;
    for (let st = 1; st <= 9 && !status; st++) {
      const n = await count({ status: st });
      if (n > 0 && n < all) [status, narrowed] = [st, n];
    }
    expect(status, 'a status some seeded orders have').to.be.greaterThan(0);

    const root = await signedInConsole('supervisor');
    location.hash = '#/report/integrated';
    const panel = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-integrated-query-page]');
      return found && rowsOf(found).length > 0 ? found : null;
    }, 15000, 'integrated query');
    expect(panel.textContent).to.contain(`共 ${all} 条`);
    await settled();
    expect(await accessibilityViolations(panel)).to.deep.equal([]);

    // One status: the server's count.
    await setField(panel, 'status', String(status));
    submit(panel);
    await waitFor(() => panel.textContent!.includes(`共 ${narrowed} 条`), 5000, 'by status');

    // Words without a registered range: explained at the field, what was typed stays, nothing searched, no old rows.
    await typeDay(panel, 'createdFrom', '');
    await setField(panel, 'words', '路灯');
    submit(panel);
    await waitFor(() => panel.textContent!.includes('按内容查询需选择不超过 93 天的登记时间'), 5000, 'words rule');
    expect(panel.querySelector<HTMLInputElement>('[name="words"]')!.value).to.equal('路灯');
    await waitFor(() => rowsOf(panel).length === 0, 5000, 'the old rows gone');
    expect(panel.querySelector('[data-search-refused]'), 'said why').to.exist;
    expect(panel.textContent).not.to.contain(`共 ${narrowed} 条`);
    await setField(panel, 'words', '');
    await typeDay(panel, 'createdFrom', from);

    // Save the conditions as a set, reset, apply the set.
    buttonByText(panel, '查询方案')!.click();
    const saveItem = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((m) => m.textContent === '保存为方案'), 5000, 'menu');
    saveItem.click();
    const dialog = await waitFor(() => root.querySelector('input[name="setName"]')?.closest<HTMLElement>('[role="dialog"]'), 5000, 'save dialog');
    await settled();
    expect(await accessibilityViolations(dialog)).to.deep.equal([]);
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="setName"]')!, '按状态');
    dialog.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await waitFor(() => !root.querySelector('[role="dialog"]'), 5000, 'dialog closed');
    buttonByText(panel, '重置')!.click();
    await waitFor(() => panel.textContent!.includes(`共 ${all} 条`), 5000, 'all again');
    expect(panel.querySelector<HTMLSelectElement>('[name="status"]')!.value).to.equal('');
    buttonByText(panel, '查询方案')!.click();
    const setItem = await waitFor(() => root.querySelector<HTMLElement>('[role="menuitem"][aria-label="应用方案“按状态”"]'), 5000, 'saved set');
    setItem.click();
    await waitFor(() => panel.textContent!.includes(`共 ${narrowed} 条`), 5000, 'set applied');
    expect(panel.querySelector<HTMLSelectElement>('[name="status"]')!.value).to.equal(String(status));

    // The export hands over a real workbook (a zip: PK).
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => { created.push(blob); return createObjectURL.call(URL, blob); };
    try {
      buttonByText(panel, '导出')!.click();
      await waitFor(() => created.length === 1, 10000, 'export file');
      expect(created[0]!.type).to.contain('spreadsheetml');
      const head = new Uint8Array(await created[0]!.slice(0, 2).arrayBuffer());
      expect(String.fromCharCode(...head)).to.equal('PK');
    } finally {
      URL.createObjectURL = createObjectURL;
    }

    // A row's 详情 opens the order's detail.
    const first = rowsOf(panel)[0]!;
    const id = first.getAttribute('data-row-key')!;
    first.querySelector<HTMLButtonElement>(`button[aria-label="查看工单 ${id} 详情"]`)!.click();
    await waitFor(() => decodeURIComponent(location.hash).includes(decodeURIComponent(orderDetailPath(id))), 5000, 'detail route');
  });
  it('opens on the last 30 days (and says so), and searches a typed and a picked day', async () => {
    const token = (await post<{ token: string }>('/api/login', { username: 'supervisor', password: 'Hotline@2026' })).data.token;
    const count = async (body: object) => (await post<{ total: number }>('/apo/integratedController/integratedQuery', { ...body, size: 1 }, token)).data.total;
    const { from, to } = recentDays(30);
    const root = await signedInConsole('supervisor');
    location.hash = '#/report/integrated';
    const panel = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-integrated-query-page]');
      return found && rowsOf(found).length > 0 ? found : null;
    }, 15000, 'integrated query');
    const input = (name: string) => panel.querySelector<HTMLInputElement>(`form[role="search"] input[name="${name}"]`)!;
    expect(input('createdFrom').value).to.equal(shown(from));
    expect(input('createdTo').value).to.equal(shown(to));
    expect(panel.textContent).to.contain('默认近30天');
    const byDefault = await count({ createdFrom: from, createdTo: to });
    await waitFor(() => panel.textContent!.includes(`共 ${byDefault} 条`), 5000, 'the default range searched');

    // Typed by hand (another spelling than the field shows): the query takes that day.
    const { from: typed } = recentDays(8);
    await typeDay(panel, 'createdFrom', typed.replaceAll('-', '/'));
    expect(input('createdFrom').value).to.equal(shown(typed));
    submit(panel);
    const byTyped = await count({ createdFrom: typed, createdTo: to });
    await waitFor(() => panel.textContent!.includes(`共 ${byTyped} 条`), 8000, 'typed day searched');

    // Picked from the calendar: the day before today (a button labelled "day, month, year" in Chinese).
    const { from: picked } = recentDays(2);
    const [y, m, d] = picked.split('-').map(Number) as [number, number, number];
    input('createdTo').click();
    const popup = await waitFor(() => {
      const id = input('createdTo').getAttribute('aria-controls');
      return id ? root.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
    }, 5000, 'calendar');
    const months = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
    const dayButton = () => popup.querySelector<HTMLButtonElement>(`[role="grid"] tr:not([aria-hidden="true"]) button[aria-label="${d}, ${months[m - 1]}, ${y}"]`);
    if (!dayButton()) popup.querySelector<HTMLButtonElement>('button[aria-label="上个月"]')!.click();
    const day = await waitFor(dayButton, 5000, 'the day in the calendar');
    day.click();
    await waitFor(() => input('createdTo').value === shown(picked), 5000, 'picked day shown');
    submit(panel);
    const byPicked = await count({ createdFrom: typed, createdTo: picked });
    await waitFor(() => panel.textContent!.includes(`共 ${byPicked} 条`), 8000, 'picked day searched');
  });
});
