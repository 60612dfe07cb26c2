// 工作台 in the signed-in console against the real server: the agent's and the centre's figures equal what the server
// counts, a number opens the list behind it (its rows' total is the number; 待回拨漏单 opens 漏单管理), the charts draw
// after the figures, each figure's definition is its tooltip; axe on both dashboards.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import type { Dashboard } from '../../../src/shared/api/contracts/dashboard.ts';
import { DASHBOARD_FIGURES } from '../../../src/shared/protocol/dashboardFigures.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { settled, testApiBase, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${path}: ${json.msg}`).to.be.oneOf([0, 200]);
  return json.data;
}
const tokenOf = async (username: string) => (await post<{ token: string }>('/api/login', { username, password: 'Hotline@2026' })).token;
const figure = (root: ParentNode, key: string) => root.querySelector<HTMLElement>(`[data-figure="${key}"]`);
const valueOf = (root: ParentNode, key: string) => figure(root, key)?.querySelector('[data-value]')?.textContent;
const rate = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(2)}%`);

async function dashboardPage(root: ShadowRoot): Promise<HTMLElement> {
  return waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-dashboard] [data-part]')?.closest<HTMLElement>('[data-dashboard]'), 15000, 'dashboard figures');
}

describe('工作台 (dashboard)', function () {
  this.timeout(120_000);
  before(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    // Ten minutes of simulated calls today: answered calls, abandoned ones (漏单) and the centre's 15-second rate.
    await post('/aip/callcenter/sim/traffic/simulate', { rate: 4, seed: 17, seats: 2, minutes: 10, patienceSeconds: 30, talkSeconds: 60 }, await tokenOf('admin'));
    // Two orders registered today by agent01 (a 咨询 by phone, a 求助 by another channel).
    const agent = await tokenOf('agent01');
    for (const [appealType, channel] of [['1', '1'], ['2', '2']]) {
      await post('/aop/workflow/commit', {
        citizenName: '工作台测试', phone: '13912345678', channel, appealType, eventTypeId: 101, regionId: 110101, address: '北门社区1号', content: '工作台登记测试',
      }, agent);
    }
  });
  beforeEach(() => freshConsolePage());
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('agent: today\'s calls, talk time, orders, drafts and 漏单 equal the server\'s; a number opens its list; 漏单 opens 漏单管理; axe', async () => {
    const expected = await post<Dashboard>('/api/dashboard', {}, await tokenOf('agent01'));
    expect(expected.agent).to.not.equal(null);
    expect(expected.agent!.callsAnswered, 'the simulated traffic rang agent01').to.be.greaterThan(0);
    expect(expected.agent!.registeredToday).to.be.greaterThan(1);
    const root = await signedInConsole('agent01');
    const page = await dashboardPage(root);
    await waitFor(() => valueOf(page, 'callsAnswered') === String(expected.agent!.callsAnswered) || null, 5000, 'calls answered');
    expect(page.querySelector('[data-part="centre"]')).to.equal(null);
    expect(page.querySelector('[data-part="department"]')).to.equal(null);
    expect(valueOf(page, 'registeredToday')).to.equal(String(expected.agent!.registeredToday));
    expect(valueOf(page, 'missToCallBack')).to.equal(String(expected.agent!.missToCallBack));
    expect(valueOf(page, 'drafts')).to.equal('0');
    expect(figure(page, 'talkSeconds')!.textContent).to.contain('秒');
    expect(figure(page, 'callsAnswered')!.querySelector('[data-words]')!.getAttribute('data-words')).to.equal(DASHBOARD_FIGURES.callsAnswered.words);

    // The calls behind 今日接听: as many rows as the number says.
    figure(page, 'callsAnswered')!.querySelector<HTMLButtonElement>('[data-value]')!.click();
    const list = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"] [data-figure-list="calls"][data-total]:not([data-total=""])'), 8000, 'calls list');
    await waitFor(() => list.isConnected && list.getAttribute('data-total') === String(expected.agent!.callsAnswered) || null, 5000, 'calls total');
    expect(list.querySelectorAll('[data-call-row]').length).to.equal(Math.min(10, expected.agent!.callsAnswered));
    await settled();
    expect(await accessibilityViolations(root.querySelector<HTMLElement>('[role="dialog"]')!)).to.deep.equal([]);
    [...root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === '关闭')!.click();
    await waitFor(() => !root.querySelector('[role="dialog"]'), 3000, 'closed');

    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    figure(page, 'missToCallBack')!.querySelector<HTMLButtonElement>('[data-value]')!.click();
    await waitFor(() => location.hash.startsWith('#/gong-dan/missOrder') || null, 5000, '漏单管理 opened');
    const total = await waitFor(() => root.querySelector('[data-page]:not([hidden]) [data-page-of]')?.closest('[data-pager]'), 10000, '漏单 list');
    expect(total).to.not.equal(null);

    // Shown again, the dashboard counts again: an order registered meanwhile shows at once.
    await post('/aop/workflow/commit', {
      citizenName: '工作台测试', phone: '13912345679', channel: '1', appealType: '1', eventTypeId: 101, regionId: 110101, address: '北门社区2号', content: '再登记一件',
    }, await tokenOf('agent01'));
    location.hash = '#/dashboard';
    await waitFor(() => valueOf(page, 'registeredToday') === String(expected.agent!.registeredToday + 1) || null, 8000, 'registered today counted again');
  });

  it('centre: today\'s orders, the 15-second rate, overdue and the trend equal the server\'s; charts draw; a type opens its orders; axe', async () => {
    const expected = await post<Dashboard>('/api/dashboard', {}, await tokenOf('supervisor'));
    const c = expected.centre!;
    expect(c.offered).to.be.greaterThan(0);
    expect(c.byType.length).to.be.greaterThan(1);
    const root = await signedInConsole('supervisor');
    const page = await dashboardPage(root);
    await waitFor(() => valueOf(page, 'ordersToday') === String(c.ordersToday) || null, 5000, 'orders today');
    expect(page.querySelector('[data-part="agent"]')).to.equal(null);
    expect(valueOf(page, 'inTimeRate')).to.equal(rate(c.inTimeRate));
    expect(figure(page, 'inTimeRate')!.textContent).to.contain(`${c.answeredInTime} / ${c.offered}`);
    expect(valueOf(page, 'overdueByDept')).to.equal(String(c.overdueTotal));
    for (const g of c.overdueByDept) {
      const chip = page.querySelector(`[data-chart-card="overdueByDept"] [data-group="${g.deptId}"]`)!;
      expect(chip.textContent).to.equal(`${g.deptName} ${g.count}`);
    }

    // The charts come after the figures, lazily: each card gets its canvas.
    for (const card of ['byType', 'byChannel', 'overdueByDept', 'satisfactionTrend']) {
      const wanted = card === 'byType' ? c.byType.length : card === 'byChannel' ? c.byChannel.length : card === 'overdueByDept' ? c.overdueByDept.length : 1;
      if (wanted === 0) continue;
      await waitFor(() => page.querySelector(`[data-chart-card="${card}"] [data-dashboard-chart] canvas`), 10000, `${card} chart`);
    }
    // The page is taller than the window: it scrolls inside, the top bar keeps its height.
    expect(root.querySelector('header')!.getBoundingClientRect().height, 'top bar height').to.equal(50);

    // A type's number opens the orders of that type registered today.
    {
      const first = c.byType[0]!;
      page.querySelector<HTMLButtonElement>(`[data-chart-card="byType"] [data-group="${first.value}"] [data-value]`)!.click();
      const list = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"] [data-figure-list="ordersToday"][data-total]:not([data-total=""])'), 8000, 'orders list');
      await waitFor(() => list.getAttribute('data-total') === String(first.count) || null, 5000, 'list total');
      expect(list.querySelectorAll('[data-order-row]').length).to.equal(Math.min(10, first.count));
      [...root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === '关闭')!.click();
      await waitFor(() => !root.querySelector('[role="dialog"]'), 3000, 'closed');
    }

    // An overdue number opens the orders; one of them opens its detail.
    if (c.overdueTotal > 0) {
      figure(page, 'overdueByDept')!.querySelector<HTMLButtonElement>('[data-value]')!.click();
      const list = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"] [data-figure-list="overdueByDept"][data-total]:not([data-total=""])'), 8000, 'overdue list');
      await waitFor(() => list.getAttribute('data-total') === String(c.overdueTotal) || null, 5000, 'overdue total');
      const row = list.querySelector<HTMLElement>('[data-order-row]')!;
      row.querySelector<HTMLButtonElement>('button')!.click();
      await waitFor(() => location.hash.includes(`/gong-dan/detail/${row.dataset.orderRow}`) || null, 5000, 'order detail opened');
    }

    location.hash = '#/dashboard';
    await waitFor(() => root.querySelector('[data-page]:not([hidden]) [data-dashboard] [data-part="centre"]'), 8000, 'back on the dashboard');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });
});
