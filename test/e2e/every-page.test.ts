// Journey of issue 26: at a first start (the seed with its month of history), every menu page of every demo account shows
// data — rows, figures other than zero, or its form — never 暂无数据; and a seeded reminder's 去处理 opens its order.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { MenuItem } from '../../src/shared/api/contracts/menu.ts';
import { closeBrowser, e2eUrl, openPage, PASSWORD, signIn } from './support.ts';

const ACCOUNTS = ['admin', 'agent01', 'agent02', 'dispatcher', 'dept01', 'dept02', 'approver', 'supervisor', 'manager'];
/** Reached from another page's row with its parameters (下钻明细, 分配角色, 分配用户), not from the menu. */
const NOT_FROM_MENU = new Set(['/performance-report/chakan', '/system/user-auth/role', '/system/role-auth/user']);
/** The quality-inspection system's stand-in (issue 26 keeps it as such): no data of ours to show. */
const STAND_INS = /^qualitySys\//;
/** A department's queues list what is at the user's own department: the administrator belongs to none. */
const ADMIN_HAS_NO_DEPARTMENT = new Set(['/gong-dan/untodo', '/gong-dan/todo2']);

const CST_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

async function call<T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const res = await fetch(new URL(path, e2eUrl()), {
    method, headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  assert.ok(json.code === 0 || json.code === 200, `${path}: ${json.msg}`);
  return json.data;
}
const tokenOf = async (username: string) => (await call<{ token: string }>('/api/login', { username, password: PASSWORD })).token;

/**
 * Today's own figures, whatever the hour: the seeded month ends now, which just after midnight (or early on a Monday,
 * for 本周) is next to nothing. Simulated calls over the minutes since midnight, and an order dispatched to 住建局 and
 * down to 物业监管科 today.
 */
async function ownToday(): Promise<void> {
  const sinceMidnight = () => ((Date.now() + CST_MS) % DAY_MS) / 60_000;
  if (sinceMidnight() < 0.5) await new Promise((resolve) => setTimeout(resolve, (0.5 - sinceMidnight()) * 60_000 + 1000));
  const minutes = Math.min(10, sinceMidnight());
  await call('/aip/callcenter/sim/traffic/simulate',
    { rate: 5, seed: 20261128, seats: 4, minutes, patienceSeconds: 25, talkSeconds: 60 }, await tokenOf('admin'));
  type Step = { workflowId: string; version: number };
  let order = await call<Step>('/aop/workflow/commit', {
    citizenName: '页面巡检市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101,
    address: '北门社区1号', content: '小区电梯停运三天，物业不修（页面巡检工单）',
  }, await tokenOf('agent01'));
  const dispatcher = await tokenOf('dispatcher');
  order = await call<Step>('/aop/workflow/commitTask', { workflowId: order.workflowId, version: order.version, action: 'accept' }, dispatcher, 'PATCH');
  order = await call<Step>('/aop/workflow/commitTask',
    { workflowId: order.workflowId, version: order.version, action: 'dispatch', mainDeptId: 101, opinion: '请核实处理' }, dispatcher, 'PATCH');
  await call('/aop/workflow/commitTask', { workflowId: order.workflowId, version: order.version, action: 'assignDown', subDeptId: 10101 }, await tokenOf('dept01'), 'PATCH');
}

before(async () => {
  const response = await fetch(new URL('/__test/reset?history=1', e2eUrl()), { method: 'POST' });
  assert.ok(response.ok, `reset: HTTP ${response.status}`);
  await ownToday();
});
after(async () => {
  await fetch(new URL('/__test/reset', e2eUrl()), { method: 'POST' });
  await closeBrowser();
});

async function menuPages(username: string): Promise<Array<{ name: string; url: string }>> {
  const skipped = (m: MenuItem) => NOT_FROM_MENU.has(m.url) || STAND_INS.test(m.component) || (username === 'admin' && ADMIN_HAS_NO_DEPARTMENT.has(m.url));
  const api = (path: string, token?: string, body?: unknown) => fetch(new URL(path, e2eUrl()), {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body ?? {}),
  }).then((r) => r.json() as Promise<{ data: unknown }>);
  const token = ((await api('/api/login', undefined, { username, password: PASSWORD })).data as { token: string }).token;
  const tree = (await api('/api/sys/menu/nav', token)).data as MenuItem[];
  const pages: Array<{ name: string; url: string }> = [];
  const walk = (items: MenuItem[]) => items.forEach((m) => {
    // routingType 3 is a routed page; the others are frames of outside pages.
    if (m.component !== 'Layout' && m.routingType === 3 && m.url && !skipped(m)) pages.push({ name: m.name, url: m.url });
    walk(m.children);
  });
  walk(tree);
  return pages;
}

/** Dates and times are digits that say nothing about data: only a figure counts. */
const hasFigure = (text: string) => /[1-9]/.test(text.replace(/\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(:\d{2})?/g, ''));

/** What the page on screen shows: empty (暂无数据), zeros (rows of zeros only), data (rows, a form, or a figure other than zero), or nothing yet. */
async function contentOf(page: Page, path: string): Promise<'data' | 'empty' | 'zeros' | 'none'> {
  const page0 = page.locator(`hotline-app [data-page="${path}"]`);
  if (!(await page0.count())) return 'none';
  // The knowledge pages are <hotline-knowledge> in the console's frame: its content is what the page shows.
  const view = path.startsWith('/knowledge/') ? page0.locator('iframe').contentFrame().locator('hotline-knowledge [data-knowledge-view]') : page0;
  if (!(await view.count())) return 'none';
  const text = await view.innerText();
  if (text.includes('加载中')) return 'none';
  if (text.includes('暂无数据')) return 'empty';
  // The first row is the header; a table whose rows hold only zeros (a 合计 of 0) shows nothing.
  const rows = (await view.locator('[role="row"], tr').allInnerTexts()).slice(1);
  if (rows.some(hasFigure)) return 'data';
  if (rows.length) return 'zeros';
  const inputs = await view.locator('input, textarea, [role="combobox"]').count();
  if (hasFigure(text) || (inputs >= 4 && /dengji|perCenter/.test(path))) return 'data';
  return 'none';
}

test('每个演示账号的每个菜单页面在首次启动时都有数据', async () => {
  const empty: string[] = [];
  for (const username of ACCOUNTS) {
    const pages = await menuPages(username);
    const page = await openPage('/console/login', { viewport: { width: 1440, height: 900 } });
    await signIn(page, username);
    for (const { name, url } of pages) {
      const path = url;
      // In-app navigation (wouter follows pushState + popstate): no reload of the console per page.
      await page.evaluate((to) => { history.pushState(null, '', `/console${to}`); dispatchEvent(new PopStateEvent('popstate')); }, path);
      let shown: Awaited<ReturnType<typeof contentOf>> = 'none';
      for (const deadline = Date.now() + 10_000; shown !== 'data' && Date.now() < deadline;) {
        // The register page opens at /gong-dan/dengji/{timestamp}.
        const key = path === '/gong-dan/dengji' ? new URL(page.url()).pathname.replace(/^\/console/, '') : path;
        shown = await contentOf(page, key);
        if (shown !== 'data') await page.waitForTimeout(300);
      }
      if (shown !== 'data') empty.push(`${username} ${name} ${url}: ${shown === 'empty' ? '暂无数据' : shown === 'zeros' ? '数字全为 0' : '没有数据'}`);
    }
    await page.context().close();
  }
  assert.deepEqual(empty, []);
});

test('dept02 点击工单提醒的 去处理 打开对应工单', async () => {
  const page = await openPage('/console/login', { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'dept02');
  await page.evaluate(() => { history.pushState(null, '', '/console/gong-dan/WorkOrderReminder'); dispatchEvent(new PopStateEvent('popstate')); });
  const row = page.locator('hotline-app [data-reminder-row]').filter({ hasText: '已下派至物业监管科' });
  const workflowId = /YL\d+/.exec(await row.innerText())![0];
  await row.getByRole('button', { name: '去处理' }).click();
  await page.waitForURL(new RegExp(`/gong-dan/detail/${workflowId}`), { timeout: 15_000 });
  const detail = page.locator('hotline-app [data-page]:not([hidden])');
  await detail.getByText(workflowId).first().waitFor({ timeout: 15_000 });
  assert.ok(!(await detail.innerText()).includes('工单不存在或无权查看'));
  await page.context().close();
});
