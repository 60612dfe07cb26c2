// Journey of the outage issue: the server really stops for 20 s while an agent types a registration. The softphone gives
// up after five reconnects, the console stays whole (a page that cannot load says so, with 重试), and once the server is
// back one click on 重新连接 brings the softphone back; nothing typed is lost.
// This journey runs its own server (on-disk PGlite, so sessions survive the restart) because it must stop it.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Locator } from 'playwright-core';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import { closeBrowser, launchBrowser, signIn } from './support.ts';

const OUTAGE_MS = 20_000;
const CITIZEN = '停电期间的市民';
const CONTENT = '断网测试：服务器停机期间录入的诉求内容，一个字也不能丢';

let server: StartedServer | null = null;
let dataDir = '';

after(async () => {
  await closeBrowser();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const start = (port: number) => startServer({ port, dataDir, testRoutes: true, logger: false });

test('a 20 s outage: the console stays, pages say what failed and retry, 重新连接 reconnects, the draft survives', { timeout: 90_000 }, async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hotline-outage-'));
  server = await start(0);
  const base = server.url;
  const port = Number(new URL(base).port);

  const context = await (await launchBrowser()).newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(new URL('/console/login', base).toString());
  const app = page.locator('hotline-app');
  await signIn(page, 'agent01');

  const phone = app.locator('[data-place="softphone"] [role="toolbar"]');
  const menu = app.locator('nav[aria-label="导航菜单"]');
  const topBar = app.locator('header');
  const openTabs = app.locator('[role="tablist"][aria-label="已打开的页面"] [role="tab"]');
  // 受理登记 is opened by a call or by its address (the menu hides it).
  await page.goto(new URL('/console/gong-dan/dengji', base).toString());
  await menu.getByText('工单管理', { exact: true }).click();
  const register = app.locator('form[aria-label="受理登记"]');
  await register.waitFor({ timeout: 15_000 });
  await phone.and(app.locator('[data-connection="connected"]')).waitFor({ timeout: 15_000 });

  // The agent types while the citizen talks.
  const citizen = register.locator('input[name="citizenName"]');
  const content = register.locator('textarea[name="content"]');
  await citizen.fill(CITIZEN);
  await content.fill(CONTENT);

  // The server goes away for real: no socket, no API, no static files.
  await server.close();
  server = null;
  const stoppedAt = Date.now();

  // Five reconnects 3 s apart, then the softphone gives up and says so; the console is still all there.
  await phone.and(app.locator('[data-connection="reconnecting"]')).waitFor({ timeout: 10_000 });
  await phone.and(app.locator('[data-connection="gave-up"]')).waitFor({ timeout: OUTAGE_MS });
  await app.locator('[data-place="softphone"] [role="alert"][data-notice="gave-up"]', { hasText: '超过五次不再重连' }).waitFor({ timeout: 5000 });
  await app.locator('[data-control="reconnect"]').waitFor();
  const stillThere = async (what: string, locator: Locator) => assert.ok(await locator.first().isVisible(), `${what} is still shown`);
  await stillThere('sidebar', menu);
  await stillThere('top bar', topBar);
  await stillThere('registration form', register);
  assert.equal(await citizen.inputValue(), CITIZEN);
  assert.equal(await content.inputValue(), CONTENT);

  // A page that was never opened cannot load while the server is down: it says what failed and offers 重试.
  await menu.getByText('工单查询', { exact: true }).click();
  await openTabs.and(app.locator('[aria-selected="true"]')).filter({ hasText: '工单查询' }).waitFor();
  const failed = app.locator('[data-error-boundary]').filter({ hasText: '页面加载失败' });
  await failed.waitFor({ timeout: 10_000 });
  await stillThere('sidebar', menu);
  await stillThere('top bar', topBar);

  // Back after 20 s, on the same port.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));
  server = await start(port);
  assert.equal(server.url, base);

  // One click reconnects.
  await app.locator('[data-control="reconnect"]').click();
  await phone.and(app.locator('[data-connection="connected"]')).waitFor({ timeout: 10_000 });
  assert.equal(await app.locator('[data-control="reconnect"]').count(), 0);

  // 重试 loads the page that failed, and it fetches its rows.
  await failed.getByRole('button', { name: '重试' }).click();
  await app.locator('[data-page="/gong-dan/list/index"] [data-row-key]').first().waitFor({ timeout: 15_000 });
  assert.equal(await app.locator('[data-error-boundary]').count(), 0);

  // The registration still holds what was typed.
  await openTabs.filter({ hasText: '受理登记' }).click();
  await register.waitFor({ timeout: 10_000 });
  assert.equal(await citizen.inputValue(), CITIZEN);
  assert.equal(await content.inputValue(), CONTENT);

  // And the rest works: another page fetches its rows from the server.
  await menu.getByText('待受理', { exact: true }).click();
  await app.locator('[data-page="/gong-dan/unaccept"] [data-row-key]').first().waitFor({ timeout: 15_000 });
  assert.deepEqual(pageErrors.filter((message) => !/Failed to fetch/.test(message)), []);
  await context.close();
});
