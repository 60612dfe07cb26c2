// Journey of issue 16: the traffic generator carries 10 simulated minutes at a fixed seed; the test counts offered,
// answered, abandoned and the 15-second rate itself from the raw call records, and 话务指标 and 今日话务 show exactly those;
// 分机监控 shows each extension's calls connected today as the records count them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PASSWORD, closeBrowser, e2eUrl, openPage, resetServer, signIn } from './support.ts';

before(resetServer);
after(async () => {
  await resetServer();
  await closeBrowser();
});

const CST = 8 * 3600_000;
const DAY = 24 * 3600_000;
const go = (page: Page, path: string) => page.goto(new URL(path, e2eUrl()).toString());

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(path, e2eUrl()), {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  assert.ok(json.code === 0 || json.code === 200, `${path}: ${json.msg}`);
  return json.data;
}

interface RawCall {
  callId: string; leg: number; direction: 'in' | 'out'; extension: string | null; result: string; offeredAt: number; answeredAt: number | null; talkSeconds: number;
}

const cstToday = () => Math.floor((Date.now() + CST) / DAY) * DAY - CST;

/** Each extension's connected calls today (both directions, every leg), counted here from the records. */
function answeredByExtension(rows: RawCall[]) {
  const out = new Map<string, number>();
  for (const r of rows) {
    if (r.extension && r.answeredAt !== null && r.offeredAt >= cstToday()) out.set(r.extension, (out.get(r.extension) ?? 0) + 1);
  }
  return out;
}

/** The figures counted here from the records, independently of the server's queries: today's first legs of incoming calls. */
function countToday(rows: RawCall[]) {
  const from = cstToday();
  const calls = rows.filter((r) => r.direction === 'in' && r.leg === 1 && r.offeredAt >= from && r.offeredAt < from + DAY);
  const answered = calls.filter((r) => r.answeredAt !== null);
  const inTime = answered.filter((r) => r.answeredAt! - r.offeredAt <= 15_000);
  const hours = Array.from({ length: 24 }, () => ({ offered: 0, answered: 0, abandoned: 0 }));
  for (const c of calls) {
    const h = hours[new Date(c.offeredAt + CST).getUTCHours()]!;
    h.offered++;
    if (c.answeredAt !== null) h.answered++;
    if (c.result === 'abandoned') h.abandoned++;
  }
  return {
    offered: calls.length, answered: answered.length, abandoned: calls.filter((r) => r.result === 'abandoned').length,
    inTimeRate: calls.length ? `${((inTime.length / calls.length) * 100).toFixed(2)}%` : '—', hours,
  };
}

test('10 simulated minutes at a fixed seed: 话务指标, 今日话务 and 分机监控 show the counts computed from the call records', async () => {
  // The simulator's control is the administrator's; the supervisor reads the screens.
  const { token } = await post<{ token: string }>('/api/login', { username: 'admin', password: PASSWORD });
  const run = await post<{ offered: number }>('/aip/callcenter/sim/traffic/simulate',
    { rate: 5, seed: 20260316, seats: 4, minutes: 10, patienceSeconds: 25, talkSeconds: 60 }, token);
  assert.ok(run.offered > 20, `the generator offered ${run.offered} calls`);
  const raw = await post<RawCall[]>('/__test/call-records', {});
  const expected = countToday(raw);
  const perExtension = answeredByExtension(raw);
  assert.ok(perExtension.size >= 2, 'several seats answered');
  assert.ok(expected.abandoned > 0 && expected.answered > 0, 'the seed gives both answered and abandoned calls');

  const page = await openPage('/console/login');
  await signIn(page, 'supervisor');
  const app = page.locator('hotline-app');

  await go(page, '/console/callcenter/trafficIndex');
  const centre = app.locator('[data-traffic-index-page] [data-centre]');
  await centre.waitFor({ timeout: 15_000 });
  const card = (key: string) => centre.locator(`[data-figure="${key}"] [data-value]`).textContent();
  assert.equal(await card('offered'), String(expected.offered));
  assert.equal(await card('answered'), String(expected.answered));
  assert.equal(await card('abandoned'), String(expected.abandoned));
  assert.equal(await card('inTimeRate'), expected.inTimeRate);

  await go(page, '/console/callcenter/telMonitor');
  const table = app.locator('[data-today-traffic-page] [data-hours]');
  await table.waitFor({ timeout: 15_000 });
  for (const [hour, h] of expected.hours.entries()) {
    const cells = await Promise.all(['offered', 'answered', 'abandoned'].map((k) => table.locator(`[data-hour="${hour}"] [data-column="${k}"]`).textContent()));
    assert.deepEqual(cells, [String(h.offered), String(h.answered), String(h.abandoned)], `hour ${hour}`);
  }
  const totals = app.locator('[data-today-traffic-page] [data-totals]');
  assert.equal(await totals.locator('[data-figure="offered"] [data-value]').textContent(), String(expected.offered));
  assert.equal(await totals.locator('[data-figure="inTimeRate"] [data-value]').textContent(), expected.inTimeRate);

  await go(page, '/console/callcenter/extensionMonitor');
  const monitor = app.locator('[data-extension-monitor-page]');
  await monitor.locator('[role="row"][data-row-key]').first().waitFor({ timeout: 15_000 });
  for (const [extension, answered] of perExtension) {
    const cell = monitor.locator(`[role="row"][data-row-key="${extension}"] [data-answered-today]`);
    assert.equal(await cell.textContent(), String(answered), `分机 ${extension} 今日接通`);
  }
});
