// Issue 30: the page the console's /knowledge/… frames load hosts <hotline-knowledge> with the view of its path and the
// frame-name parameter; alone it signs in with the element's own form, inside the console it shares the console's session.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closeBrowser, openPage, PASSWORD, resetServer, signIn } from './support.ts';

before(resetServer);
after(closeBrowser);

test('/knowledge/search?frameName=Menu801 alone: the element with frame-name, its sign-in form, then search results', async () => {
  const page = await openPage('/knowledge/search?frameName=Menu801');
  const element = page.locator('hotline-knowledge[frame-name="Menu801"][view="search"]');
  const form = element.locator('form[aria-label="登录"]');
  await form.waitFor({ timeout: 15_000 });
  await form.locator('input[name="username"]').fill('agent01');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await element.locator('[data-knowledge-view="search"][data-frame-name="Menu801"]').waitFor({ timeout: 15_000 });
  await element.locator('[data-knowledge-query]').fill('公积金');
  await element.locator('[data-knowledge-query]').press('Enter');
  await element.locator('[data-hit] mark').first().waitFor({ timeout: 15_000 });
  await page.context().close();
});

test('inside the console: the knowledge frame is signed in with the console session and names its frame', async () => {
  const page = await openPage('/console/login', { viewport: { width: 1440, height: 900 } });
  await signIn(page, 'dept01');
  await page.evaluate(() => { history.pushState(null, '', '/console/knowledge/manage'); dispatchEvent(new PopStateEvent('popstate')); });
  const frame = page.locator('hotline-app [data-page="/knowledge/manage"] iframe');
  await frame.waitFor({ timeout: 15_000 });
  const element = frame.contentFrame().locator('hotline-knowledge[view="manage"]');
  await element.locator('[data-knowledge-manage] [role="row"][data-row-key]').first().waitFor({ timeout: 15_000 });
  assert.match(await element.getAttribute('frame-name') ?? '', /^Menu\d+$/);
  assert.equal(await element.locator('form[aria-label="登录"]').count(), 0);
  await page.context().close();
});
