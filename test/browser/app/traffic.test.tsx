// 话务指标 and 今日话务 in the signed-in console against the real server, after the traffic generator simulated 10 minutes:
// the cards, tables and hourly rows show the server's figures, each figure's header carries its formula, the chart draws,
// 限呼号码 adds a number with a required-field refusal first and deletes it after confirming; axe on both pages.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import type { AgentTraffic, TodayTraffic, TrafficIndex } from '../../../src/shared/api/contracts/traffic.ts';
import { TRAFFIC_FIGURES } from '../../../src/shared/protocol/trafficFormulas.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${path}: ${json.msg}`).to.be.oneOf([0, 200]);
  return json.data;
}
const tokenOf = async (username: string) => (await post<{ token: string }>('/api/login', { username, password: 'Hotline@2026' })).token;
const figureValue = (root: ParentNode, key: string) => root.querySelector(`[data-figure="${key}"] [data-value]`)?.textContent;
const rate = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(2)}%`);

describe('话务指标与今日话务 pages', function () {
  this.timeout(120_000);
  let admin: string;
  before(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    admin = await tokenOf('admin');
    await post('/aip/callcenter/sim/traffic/simulate', { rate: 4, seed: 16, seats: 3, minutes: 10, patienceSeconds: 30, talkSeconds: 60 }, admin);
  });
  beforeEach(() => freshConsolePage());
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('话务指标: centre cards, skill groups and agents equal the server figures; formulas on the headers; axe', async () => {
    const expected = await post<TrafficIndex>('/aip/callcenter/extensionMonitor/getTrafficIndex', {}, admin);
    const agents = await post<{ records: AgentTraffic[] }>('/aip/callcenter/extensionMonitor/personTrafficList2', { size: 10 }, admin);
    expect(expected.centre.offered).to.be.greaterThan(10);
    const root = await signedInConsole('supervisor');
    location.hash = '#/callcenter/trafficIndex';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-traffic-index-page] [data-centre]')?.closest<HTMLElement>('[data-traffic-index-page]'), 15000, 'traffic page');
    expect(figureValue(page, 'offered')).to.equal(String(expected.centre.offered));
    expect(figureValue(page, 'answered')).to.equal(String(expected.centre.answered));
    expect(figureValue(page, 'abandoned')).to.equal(String(expected.centre.abandoned));
    expect(figureValue(page, 'inTimeRate')).to.equal(rate(expected.centre.inTimeRate));
    const formula = page.querySelector('[data-figure="inTimeRate"] [data-formula]')!.getAttribute('data-formula');
    expect(formula).to.equal(TRAFFIC_FIGURES.inTimeRate.formula);

    const groups = await waitFor(() => page.querySelector('[role="grid"][aria-label="技能组指标"]'), 5000, 'groups');
    await waitFor(() => groups.querySelectorAll('[role="row"][data-row-key]').length === expected.groups.length || null, 5000, 'group rows');
    expect(groups.textContent).to.contain('15秒接通率');
    const agentGrid = page.querySelector('[role="grid"][aria-label="坐席指标"]')!;
    await waitFor(() => agentGrid.querySelectorAll('[role="row"][data-row-key]').length === agents.records.length || null, 5000, 'agent rows');
    const first = agents.records[0]!;
    const firstRow = agentGrid.querySelector(`[role="row"][data-row-key="${first.agentId}"]`)!;
    expect(firstRow.textContent).to.contain(first.agentName!).and.to.contain(rate(first.answerRate));

    // The formula is the header's tooltip, for the pointer and the keyboard.
    const header = groups.querySelector<HTMLElement>('[data-formula]')!;
    header.focus();
    // The formula is the header's description (what a screen reader reads on focus) and shows when pointed at.
    const described = root.getElementById(header.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).to.equal(header.getAttribute('data-formula'));
    header.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    header.dispatchEvent(new PointerEvent('pointerenter', { composed: true }));
    await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="tooltip"]')]
      .some((t) => t.checkVisibility() && t.textContent === header.getAttribute('data-formula')) || null, 3000, 'tooltip');

    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });

  it('限呼号码: required fields refused, a number added shows today\'s calls, deleted after confirming', async () => {
    const root = await signedInConsole('manager');
    location.hash = '#/callcenter/trafficIndex';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-traffic-index-page]'), 15000, 'traffic page');
    const tab = await waitFor(() => [...page.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent!.includes('限呼号码')), 5000, 'tab');
    tab.click();
    const list = await waitFor(() => page.querySelector('[role="grid"][aria-label="限呼号码列表"]'), 5000, 'limits');
    buttonByText(page, '新增')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增限呼号码"]'), 5000, 'form');
    typeInto(form.querySelector<HTMLInputElement>('[name="dayLimit"]')!, '');
    buttonByText(form, '确认')!.click();
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required');
    typeInto(form.querySelector<HTMLInputElement>('[name="number"]')!, '12a');
    typeInto(form.querySelector<HTMLInputElement>('[name="dayLimit"]')!, '3');
    buttonByText(form, '确认')!.click();
    await waitFor(() => form.textContent!.includes('请输入正确的号码'), 3000, 'bad number');
    expect(form.querySelector<HTMLInputElement>('[name="number"]')!.value).to.equal('12a');
    typeInto(form.querySelector<HTMLInputElement>('[name="number"]')!, '13912345678');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);
    buttonByText(form, '确认')!.click();
    const row = await waitFor(() => [...list.querySelectorAll('[role="row"][data-row-key]')].find((r) => r.textContent!.includes('13912345678')), 5000, 'row');
    expect(row.textContent).to.contain('正常');

    [...row.querySelectorAll('button')].find((b) => b.textContent === '删除')!.click();
    const dialog = await waitFor(() => [...root.querySelectorAll('[role="alertdialog"], [role="dialog"]')].find((d) => d.textContent!.includes('确定删除限呼号码 13912345678')), 3000, 'confirm');
    buttonByText(dialog, '确认')!.click();
    await waitFor(() => ![...list.querySelectorAll('[role="row"][data-row-key]')].some((r) => r.textContent!.includes('13912345678')) || null, 5000, 'deleted');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });

  it('今日话务: hourly table and totals equal the server figures, the chart draws, the current hour is marked; axe', async () => {
    const expected = await post<TodayTraffic>('/apo/telDataController/getTelMonitorByToday', {}, admin);
    const root = await signedInConsole('agent01');
    location.hash = '#/callcenter/telMonitor';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-today-traffic-page] [data-hours]')?.closest<HTMLElement>('[data-today-traffic-page]'), 15000, 'today page');
    for (const h of expected.hours) {
      const row = page.querySelector(`[data-hour="${h.hour}"]`)!;
      const cells = ['offered', 'answered', 'abandoned'].map((k) => row.querySelector(`[data-column="${k}"]`)!.textContent);
      expect(cells, `hour ${h.hour}`).to.deep.equal([String(h.offered), String(h.answered), String(h.abandoned)]);
    }
    expect(page.querySelector(`[data-hour="${expected.currentHour}"]`)!.getAttribute('aria-current')).to.equal('time');
    expect(figureValue(page, 'offered')).to.equal(String(expected.total.offered));
    expect(figureValue(page, 'inTimeRate')).to.equal(rate(expected.total.inTimeRate));
    await waitFor(() => page.querySelector('[data-hourly-chart="ready"] canvas'), 10000, 'chart');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });
});
