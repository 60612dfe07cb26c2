// Journey of issue 14: an administrator gives a new agent a seat, then changes what the agent may do while the
// agent's console is open — the console follows at once, without a reload or a new sign-in.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, e2eUrl, openPage, resetServer, signIn, submitSignIn } from './support.ts';

before(resetServer);
after(closeBrowser);

const AGENT_PASSWORD = 'Agent3@2026x';
/** The password agent03 chooses at the first sign-in (the administrator's must be changed first). */
const OWN_PASSWORD = 'Mine3@2026xy';
const go = (page: Page, path: string) => page.goto(new URL(path, e2eUrl()).toString());

test('admin creates agent03 (8003, 话务员); agent03 has the softphone; a revoked menu and a disabled account reach the open console', async () => {
  // The administrator adds agent03 through 用户管理.
  const admin = await openPage('/console/login');
  await signIn(admin, 'admin');
  await go(admin, '/console/system/user');
  const adminApp = admin.locator('hotline-app');
  const users = adminApp.locator('[data-users-page]');
  await users.getByRole('button', { name: '新增', exact: true }).click();
  const form = adminApp.locator('form[aria-label="新增用户"]');
  await form.locator('input[name="realName"]').fill('郑小雨');
  await form.locator('input[name="username"]').fill('agent03');
  await form.locator('input[name="jobNumber"]').fill('1003');
  await form.locator('input[name="mobile"]').fill('13800000010');
  await form.locator('input[name="landlineNumber"]').fill('8003');
  await form.locator('input[name="password"]').fill(AGENT_PASSWORD);
  await form.getByRole('button', { name: /^所属部门/ }).click();
  const picker = adminApp.getByRole('dialog', { name: '选择部门' });
  await picker.getByPlaceholder('输入关键字过滤').fill('话务受理科');
  await picker.getByText('话务受理科', { exact: true }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await form.getByRole('combobox', { name: '角色' }).click();
  // Fluent's multi-select options are checkbox items.
  await adminApp.getByRole('menuitemcheckbox', { name: '话务员' }).click();
  await form.getByRole('combobox', { name: '角色' }).press('Escape');
  await form.getByRole('button', { name: '保存' }).click();
  await form.waitFor({ state: 'detached', timeout: 10_000 });
  await users.getByRole('switch', { name: '郑小雨 的状态' }).waitFor();

  // agent03 signs in, sets a password of their own first, and the extension brings the softphone with it.
  const agent = await openPage('/console/login');
  await submitSignIn(agent, 'agent03', AGENT_PASSWORD);
  const agentApp = agent.locator('hotline-app');
  const change = agentApp.locator('section[aria-label="请修改初始密码"] form[aria-label="修改密码"]');
  await change.locator('input[name="password"]').fill(AGENT_PASSWORD);
  await change.locator('input[name="newPassword"]').fill(OWN_PASSWORD);
  await change.locator('input[name="confirmPassword"]').fill(OWN_PASSWORD);
  await change.locator('button[type="submit"]').click();
  await agentApp.getByRole('toolbar', { name: '软电话' }).waitFor({ timeout: 10_000 });
  await go(agent, '/console/address-book/phone');
  const phoneBookTab = agentApp.locator('[data-tab="/address-book/phone"]');
  await phoneBookTab.waitFor();
  const agentMenu = agentApp.locator('nav[aria-label="导航菜单"]');
  await agentMenu.getByText('通讯录', { exact: true }).waitFor();

  // The administrator takes 常用号码 away from the 话务员 role (its group has no other page, so it goes too).
  await go(admin, '/console/system/role');
  await adminApp.getByRole('button', { name: '修改角色 话务员' }).click();
  const roleForm = adminApp.locator('form[aria-label="修改角色"]');
  await roleForm.getByRole('switch', { name: '展开/折叠' }).click();
  // The role holds only some of 常用号码's buttons, so its box may show half-checked: a click fills it, the next clears it.
  const phoneBookBox = roleForm.locator('[role="treeitem"][data-menu-id="701"] > .fui-TreeItemLayout input[type="checkbox"]');
  for (let clicks = 0; clicks < 3 && (await phoneBookBox.evaluate((box: HTMLInputElement) => box.checked || box.indeterminate)); clicks++) await phoneBookBox.click();
  assert.equal(await phoneBookBox.evaluate((box: HTMLInputElement) => box.checked || box.indeterminate), false, '常用号码 cleared');
  await roleForm.getByRole('button', { name: '确定' }).click();
  const saved = Date.now();
  await roleForm.waitFor({ state: 'detached', timeout: 10_000 });

  // Within 2 s the agent's open tab closes with a message and the menu loses the group — still signed in.
  await phoneBookTab.waitFor({ state: 'detached', timeout: 2_000 });
  await agentMenu.getByText('通讯录', { exact: true }).waitFor({ state: 'detached', timeout: 2_000 });
  assert.ok(Date.now() - saved < 2_500, `${Date.now() - saved} ms`);
  // first(): the toaster also repeats its text in a live region for screen readers.
  await agentApp.getByText('「常用号码」的访问权限已被收回，页面已关闭').first().waitFor();
  // The path only: the server's random port may itself contain 404.
  assert.doesNotMatch(new URL(agent.url()).pathname, /\/login|\/404/);

  // The administrator disables agent03: the agent's console signs out and says why.
  await go(admin, '/console/system/user');
  await users.getByRole('switch', { name: '郑小雨 的状态' }).click();
  await adminApp.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await agent.waitForURL(/\/console\/login/, { timeout: 3_000 });
  await agentApp.locator('form[aria-label="登录"]').getByText('账号已停用').waitFor();

  // And cannot sign in again.
  const form2 = agentApp.locator('form[aria-label="登录"]');
  await form2.locator('input[name="username"]').fill('agent03');
  await form2.locator('input[name="password"]').fill(OWN_PASSWORD);
  await form2.locator('button[type="submit"]').click();
  await form2.getByRole('alert').filter({ hasNotText: '账号已停用' }).waitFor();
});
