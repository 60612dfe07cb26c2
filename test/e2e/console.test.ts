// Journey of issue 4: an agent works in the standalone console.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closeBrowser, openPage, resetServer, signIn } from './support.ts';

before(resetServer);
after(closeBrowser);

test('agent01: sign in, open pages as tabs, close others, reload, 404, password mismatch, log out', async () => {
  const page = await openPage('/console/dashboard');
  const app = page.locator('hotline-app');

  // Without a session the guard sends the console to its login page.
  await page.waitForURL(/\/console\/login/);
  assert.equal(await page.title(), '云澜市12345政务服务便民热线');
  await signIn(page, 'agent01');
  await page.waitForURL(/\/console\/dashboard$/);

  // Three pages from the sidebar menu.
  const menu = app.locator('nav[aria-label="导航菜单"]');
  // The console's own tab bar (pages inside it have tabs of their own).
  const openTabs = app.locator('[role="tablist"][aria-label="已打开的页面"] [role="tab"]');
  await menu.getByText('工单管理', { exact: true }).click();
  for (const title of ['待受理', '工单查询', '漏单管理']) {
    await menu.getByText(title, { exact: true }).click();
    await openTabs.and(app.locator('[aria-selected="true"]')).filter({ hasText: title }).waitFor();
  }
  const tabs = openTabs;
  assert.deepEqual(await tabs.allTextContents(), ['首页', '待受理', '工单查询', '漏单管理']);

  // Right-click the second page's tab: close the others.
  await app.locator('[data-tab="/gong-dan/list/index"]').click({ button: 'right' });
  await app.getByRole('menuitem', { name: '关闭其他' }).click();
  await page.waitForURL(/\/console\/gong-dan\/list\/index$/);
  assert.deepEqual(await tabs.allTextContents(), ['首页', '工单查询']);

  // A reload keeps the session and the open tabs.
  await page.reload();
  await openTabs.and(app.locator('[aria-selected="true"]')).filter({ hasText: '工单查询' }).waitFor();
  assert.deepEqual(await tabs.allTextContents(), ['首页', '工单查询']);

  // An unknown path lands on the not-found page.
  await page.goto(new URL('/console/no/such/page', page.url()).toString());
  await page.waitForURL(/\/console\/404$/);
  await app.getByText('抱歉！您访问的页面失联啦...').waitFor();

  // Password change with a confirmation that does not match.
  await app.getByRole('button', { name: '用户菜单' }).click();
  await app.getByRole('menuitem', { name: '修改密码' }).click();
  const form = app.locator('form[aria-label="修改密码"]');
  await form.locator('input[name="password"]').fill('Hotline@2026');
  await form.locator('input[name="newPassword"]').fill('Newpass@2026');
  await form.locator('input[name="confirmPassword"]').fill('Newpass@2027');
  await form.locator('button[type="submit"]').click();
  await form.getByText('确认密码与新密码输入不一致').waitFor();

  // Log out: back to the login page, session gone.
  await app.getByRole('button', { name: '用户菜单' }).click();
  await app.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL(/\/console\/login/);
  await app.locator('form[aria-label="登录"]').waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
  await page.context().close();
});
