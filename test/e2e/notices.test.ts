// Journeys of issue 6: an announcement travels from the console's admin page to the portal's widget, with its attachment;
// a reminder made on the server shows in the bell and opens the right page.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, e2eUrl, openPage, resetServer, signIn, PASSWORD } from './support.ts';

before(resetServer);
after(closeBrowser);

const TITLE = '端到端：冬季供暖专项受理通知';
const ATTACHMENT = '供暖受理口径.txt';
const ATTACHMENT_TEXT = '供暖投诉按紧急工单处理。';

/** Signs in on the portal through the reminders page's own form (every element on the page shares the session). */
async function signInOnPortal(page: Page, username: string): Promise<void> {
  const form = page.locator('hotline-reminders form[aria-label="登录"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.locator('hotline-reminders [aria-label="全部通知"]').first().waitFor({ timeout: 15_000 });
}

test('admin adds and publishes an announcement with an attachment; agent01 reads it on the portal and downloads the file', async () => {
  const desk = await openPage('/console/login');
  await signIn(desk, 'admin');
  await desk.goto(new URL('/console/announcement/manage', e2eUrl()).toString());
  const app = desk.locator('hotline-app');
  await app.locator('[data-announcement-row]').first().waitFor();

  await app.getByRole('button', { name: '新增', exact: true }).click();
  const form = app.locator('form[aria-label="新增公告"]');
  await form.locator('input[name="title"]').fill(TITLE);
  await form.locator('select[name="impLevel"]').selectOption('1');
  const editor = form.locator('[data-rich-text]');
  await editor.click();
  await desk.keyboard.type('请各承办单位');
  await form.getByRole('button', { name: '加粗' }).click();
  await desk.keyboard.type('当日回复');
  await form.locator('input[data-attachment-input]').setInputFiles({ name: ATTACHMENT, mimeType: 'text/plain', buffer: Buffer.from(ATTACHMENT_TEXT) });
  await form.locator('ul[aria-label="附件"]', { hasText: ATTACHMENT }).waitFor();
  await form.getByRole('button', { name: '保存' }).click();

  const row = app.locator('[data-announcement-row]', { hasText: TITLE });
  await row.waitFor();
  assert.match(await row.textContent() ?? '', /未发布/);
  await row.getByRole('button', { name: '发布' }).click();
  await app.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await app.locator('[data-announcement-row]', { hasText: TITLE }).filter({ hasText: '已发布' }).waitFor();
  await desk.context().close();

  const portal = await openPage('/portal.html');
  await signInOnPortal(portal, 'agent01');
  const widget = portal.locator('hotline-announcements');
  await widget.locator('[data-widget-open]').click();
  const item = widget.locator('[data-announcement-item]', { hasText: TITLE });
  await item.waitFor();
  assert.match(await item.textContent() ?? '', /特别重要/);
  await item.click();
  const content = widget.locator('[data-announcement-content]');
  await content.waitFor();
  assert.match(await content.innerHTML(), /<b>当日回复<\/b>|<strong>当日回复<\/strong>/);

  const [download] = await Promise.all([
    portal.waitForEvent('download'),
    widget.getByRole('button', { name: `下载 ${ATTACHMENT}` }).click(),
  ]);
  assert.equal(download.suggestedFilename(), ATTACHMENT);
  assert.equal(await readFile((await download.path())!, 'utf8'), ATTACHMENT_TEXT);
  // The token travelled in headers: the download is a blob URL, never a URL with the token.
  assert.match(download.url(), /^blob:/);
  await portal.context().close();
});

test('the portal keeps its hostile styles away from the elements', async () => {
  const portal = await openPage('/portal.html');
  await portal.locator('hotline-notice-bell button[data-notice-bell]').waitFor();
  const portalButton = await portal.locator('#portal-search').evaluate((b) => getComputedStyle(b).backgroundColor);
  const bellButton = await portal.locator('hotline-notice-bell button[data-notice-bell]').evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.equal(portalButton, 'rgb(183, 28, 28)');
  assert.notEqual(bellButton, portalButton);
  const widgetBorder = await portal.locator('hotline-announcements [data-announcement-widget]').evaluate((d) => getComputedStyle(d).borderStyle);
  assert.notEqual(widgetBorder, 'dashed');
  await portal.context().close();
});

test('a reminder made on the server shows in the portal bell and opens the work page on its queue and order', async () => {
  const portal = await openPage('/portal.html');
  await signInOnPortal(portal, 'dept01');
  const bell = portal.locator('hotline-notice-bell');
  await bell.locator('[data-badge]', { hasText: '4' }).waitFor();

  const created = await fetch(new URL('/__test/reminder', e2eUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dept01', type: 2, roleType: 1, workflowId: 'GD-E2E-0001', content: '二级单位已回复工单 GD-E2E-0001' }),
  });
  assert.equal(created.status, 200);
  // The page shows again: the bell asks at once instead of waiting for the 60 s poll.
  // (Scripts as text: tsx would name the functions with a helper the page does not have.)
  await portal.evaluate(`
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  `);
  await bell.locator('[data-badge]', { hasText: '5' }).waitFor();

  await bell.locator('button[data-notice-bell]').click();
  await bell.locator('[data-reminder]', { hasText: 'GD-E2E-0001' }).click();
  // The portal's home page has no work page: it opens the work page on the reminder's queue, tab and order.
  await portal.waitForURL((url) => url.pathname === '/portal-work.html');
  assert.equal(new URL(portal.url()).searchParams.get('open'), '/gong-dan/untodo?tab=level2Done&workflowId=GD-E2E-0001');
  // Read once opened: the work page's bell counts one less.
  await portal.locator('hotline-notice-bell [data-badge]', { hasText: '4' }).waitFor();
  await portal.context().close();
});

test('inside the console the bell navigates to the reminder\'s page', async () => {
  const page = await openPage('/console/login');
  await signIn(page, 'dept01');
  await fetch(new URL('/__test/reminder', e2eUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dept01', type: 1, roleType: 2, workflowId: 'GD-E2E-0002', content: '工单 GD-E2E-0002 已办结' }),
  });
  const bell = page.locator('hotline-app [data-place="notice-bell"]');
  await page.reload();
  await bell.locator('button[data-notice-bell]').click();
  // The popover is portalled to the console's shadow root, outside the bell's place.
  await page.locator('hotline-app [data-reminder]', { hasText: 'GD-E2E-0002' }).click();
  await page.waitForURL(/\/console\/gong-dan\/untodo\?tab=level2Done&workflowId=GD-E2E-0002$/);
  await page.context().close();
});
