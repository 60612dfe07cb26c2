// 话单记录 in the signed-in console against the real server: records the traffic generator wrote are listed and searched,
// a detail opens with the 录音 dialog playing a blob, the export hands over a real .xlsx; axe on the page and dialogs.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, chooseOption, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const rowsOf = (panel: Element) => panel.querySelectorAll('[role="row"][data-row-key]');

async function post<T>(path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const r = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return r.json() as Promise<{ code: number; msg: string; data: T }>;
}

async function search(panel: HTMLElement, values: Record<string, string>): Promise<void> {
  const form = panel.querySelector<HTMLFormElement>('form[role="search"]')!;
  for (const [name, value] of Object.entries(values)) {
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    if (field instanceof HTMLSelectElement) await chooseOption(field, value);
    else typeInto(field, value);
  }
  form.requestSubmit();
}

describe('话单记录 page', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('lists the generated calls, filters by result and number, plays a recording and exports', async () => {
    const admin = (await post<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).data.token;
    const sim = await post<{ offered: number; answered: number; abandoned: number; missed: number }>(
      '/aip/callcenter/sim/traffic/simulate', { rate: 4, seed: 7, seats: 2, minutes: 5 }, admin);
    expect(sim.code).to.equal(200, sim.msg);
    expect(sim.data.answered).to.be.greaterThan(0);
    expect(sim.data.abandoned + sim.data.missed).to.be.greaterThan(0);

    const root = await signedInConsole('supervisor');
    location.hash = '#/data/payroll';
    const panel = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-call-records-page]');
      return found && rowsOf(found).length > 0 ? found : null;
    }, 15000, 'call records');
    expect(panel.textContent).to.contain(`共 ${sim.data.offered} 条`);
    await settled();
    expect(await accessibilityViolations(panel)).to.deep.equal([]);

    // Only the abandoned calls; then one number's calls.
    await search(panel, { result: 'abandoned' });
    await waitFor(() => panel.textContent!.includes(`共 ${sim.data.abandoned} 条`), 5000, 'abandoned only');
    expect([...rowsOf(panel)].every((r) => r.textContent!.includes('放弃'))).to.equal(true);
    const number = rowsOf(panel)[0]!.textContent!.match(/1[3-9]\d{9}/)?.[0];
    expect(number, 'a citizen number in the row').to.be.a('string');
    await search(panel, { result: '', number: number! });
    await waitFor(() => rowsOf(panel).length >= 1 && [...rowsOf(panel)].every((r) => r.textContent!.includes(number!)), 5000, 'by number');
    buttonByText(panel, '重置')!.click();
    await waitFor(() => panel.textContent!.includes(`共 ${sim.data.offered} 条`), 5000, 'all again');

    // The detail of an answered call, then its recording from a blob URL in a 700 px dialog.
    await search(panel, { result: 'answered' });
    await waitFor(() => panel.textContent!.includes(`共 ${sim.data.answered} 条`), 5000, 'answered only');
    rowsOf(panel)[0]!.querySelector<HTMLButtonElement>('button[aria-label^="查看"]')!.click();
    const detail = await waitFor(() => root.querySelector<HTMLElement>('[data-call-detail]'), 5000, 'detail');
    expect(detail.textContent).to.contain('已接听').and.to.contain('12345').and.to.contain('skill1');
    const detailDialog = detail.closest<HTMLElement>('[role="dialog"]')!;
    expect(detailDialog.textContent).to.contain('未登记工单');
    await settled();
    expect(await accessibilityViolations(detailDialog)).to.deep.equal([]);
    buttonByText(detail, '录音')!.click();
    const audio = await waitFor(() => root.querySelector<HTMLAudioElement>('[data-recording-audio]'), 8000, 'recording');
    expect(audio.src).to.match(/^blob:/);
    expect(audio.controls).to.equal(true);
    const surface = audio.closest('[role="dialog"]') as HTMLElement;
    // 700 px, or the window less its margins when narrower.
    expect(surface.offsetWidth).to.be.closeTo(Math.min(700, window.innerWidth - 32), 2);
    await settled();
    expect(await accessibilityViolations(surface)).to.deep.equal([]);
    buttonByText(surface, '关闭')!.click();
    await waitFor(() => !root.querySelector('[data-recording-audio]'), 5000, 'recording closed');
    buttonByText(detailDialog, '关闭')!.click();
    await waitFor(() => !root.querySelector('[data-call-detail]'), 5000, 'detail closed');

    // The export of the search hands over a real workbook.
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => { created.push(blob); return createObjectURL.call(URL, blob); };
    try {
      buttonByText(panel, '导出')!.click();
      await waitFor(() => created.length === 1, 10000, 'export file');
      expect(created[0]!.type).to.contain('spreadsheetml');
      expect(created[0]!.size).to.be.greaterThan(3000);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });
});
