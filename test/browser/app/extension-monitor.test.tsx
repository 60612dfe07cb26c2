// 分机监控 in the signed-in console against the real server: counters and the grid, a seat going busy over its own
// softphone socket arrives by push (the same grid, no reload), the agent's day dialog, axe on the page and the dialog.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { settled, testApiBase, waitFor } from '../support/dom.ts';

const rowOf = (panel: Element, ext: string) => panel.querySelector<HTMLElement>(`[role="row"][data-row-key="${ext}"]`);
const counter = (panel: Element, key: string) => panel.querySelector(`[data-counter="${key}"] p`)?.textContent;

async function login(username: string): Promise<string> {
  const r = await fetch(`${testApiBase()}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Hotline@2026' }) });
  return ((await r.json()) as { data: { token: string } }).data.token;
}

/** agent01's softphone socket: connects, signs in and answers each request in order. */
async function softphone(ext: string, token: string) {
  const ws = new WebSocket(`${testApiBase().replace(/^http/, 'ws')}/websocket/${ext}`);
  const replies: Array<(m: { type: string; code: number }) => void> = [];
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data)) as { type: string; code: number };
    if (m.type !== 'queue' && m.type !== 'status') replies.shift()?.(m);
  };
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  const send = (body: Record<string, unknown>) => new Promise<{ code: number }>((resolve) => { replies.push(resolve); ws.send(JSON.stringify(body)); });
  expect((await send({ type: 'connect', agentnum: ext, token })).code).to.equal(200);
  return { send, close: () => ws.close() };
}

describe('分机监控 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('shows counters and every extension, applies a pushed seat change without reloading, opens the agent day', async () => {
    const root = await signedInConsole('supervisor');
    location.hash = '#/callcenter/extensionMonitor';
    const panel = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-extension-monitor-page]');
      return found && rowOf(found, '8001') && found.dataset.live === 'true' ? found : null;
    }, 15000, 'monitor grid, live');
    expect(rowOf(panel, '8001')!.textContent).to.contain('王晓敏').and.to.contain('签出');
    expect(rowOf(panel, '8002')!.textContent).to.contain('陈思远');
    expect(counter(panel, 'signedIn')).to.match(/^0\/\d+$/);
    expect(panel.querySelector('[data-monitor-paused]')).to.equal(null);
    await settled();
    expect(await accessibilityViolations(panel)).to.deep.equal([]);

    // agent01 signs in and goes busy (就餐) on the softphone socket: the row and counters follow by push.
    const grid = panel.querySelector('[role="grid"], [role="table"]');
    const phone = await softphone('8001', await login('agent01'));
    expect((await phone.send({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'skill1' })).code).to.equal(200);
    expect((await phone.send({ type: 'setAgentInfo', status: 'showBusy', busyReason: '2' })).code).to.equal(200);
    const changed = performance.now();
    await waitFor(() => rowOf(panel, '8001')!.querySelector('[data-state="busy"]'), 3000, 'busy by push');
    expect(performance.now() - changed).to.be.below(2000);
    expect(rowOf(panel, '8001')!.textContent).to.contain('就餐').and.to.contain('skill1');
    expect(counter(panel, 'signedIn')).to.match(/^1\/\d+$/);
    expect(counter(panel, 'busy')).to.equal('1');
    expect(panel.querySelector('[data-counter="busy"]')!.textContent).to.contain('就餐 1');
    expect(panel.querySelector('[role="grid"], [role="table"]')).to.equal(grid);
    // The duration ticks on the client.
    const since = () => rowOf(panel, '8001')!.textContent!.match(/\d\d:\d\d/)?.[0];
    const first = since();
    await waitFor(() => since() !== first, 3000, 'duration ticking');

    // The state filter keeps to busy seats.
    const form = panel.querySelector<HTMLFormElement>('form[role="search"]')!;
    const state = form.querySelector<HTMLSelectElement>('select[name="state"]')!;
    state.value = 'busy';
    state.dispatchEvent(new Event('change', { bubbles: true }));
    form.requestSubmit();
    await waitFor(() => !rowOf(panel, '8002') && rowOf(panel, '8001'), 5000, 'busy only');

    // The agent's day: sign-in and the busy period with its reason.
    rowOf(panel, '8001')!.querySelector<HTMLButtonElement>('button[aria-label^="查看王晓敏"]')!.click();
    const events = await waitFor(() => root.querySelector<HTMLElement>('[data-agent-day-events]'), 5000, 'agent day');
    const dialog = events.closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).to.contain('王晓敏（8001）当天记录').and.to.contain('当天暂无通话');
    expect(events.textContent).to.contain('签入').and.to.contain('示忙').and.to.contain('就餐');
    await settled();
    expect(await accessibilityViolations(dialog)).to.deep.equal([]);
    phone.close();
  });
});
