// Issue 26: the pages of the quality system a centre embeds are, until configured, stand-ins that look like the product:
// the page's name, the system that belongs there, and no debug rows (frameName, 打开时间). Issue 30: the knowledge frames
// show <hotline-knowledge>, signed in with the console's session.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closeBrowser, openPage, resetServer, signIn } from './support.ts';

before(resetServer);
after(closeBrowser);

const KNOWLEDGE = [
  { menu: '知识检索', view: 'search' },
  { menu: '知识维护', view: 'manage' },
  { menu: '政策文件', view: 'policy' },
];
const PAGES = [
  { menu: '录音质检', system: '质检系统' },
  { menu: '质检报表', system: '质检系统' },
];

test('manager: each embedded page names itself and its system, and shows no debug text', async () => {
  const page = await openPage('/console/dashboard');
  await page.waitForURL(/\/console\/login/);
  await signIn(page, 'manager');
  const app = page.locator('hotline-app');
  const menu = app.locator('nav[aria-label="导航菜单"]');
  for (const group of ['知识库', '质检管理']) await menu.getByText(group, { exact: true }).click();
  for (const { menu: name, view } of KNOWLEDGE) {
    await menu.getByText(name, { exact: true }).click();
    const frame = app.locator('[data-page]:not([hidden]) iframe');
    await frame.waitFor();
    const element = frame.contentFrame().locator(`hotline-knowledge[view="${view}"]`);
    await element.locator(`[data-knowledge-view="${view}"] h2`).filter({ hasText: name }).waitFor();
    assert.equal(await element.locator('form input[type="password"]').count(), 0, `${name}: signed in with the console's session`);
  }
  for (const { menu: name, system } of PAGES) {
    await menu.getByText(name, { exact: true }).click();
    const frame = app.locator('[data-page]:not([hidden]) iframe');
    await frame.waitFor();
    const body = frame.contentFrame().locator('body');
    await body.locator('h1').filter({ hasText: name }).waitFor();
    const text = await body.innerText();
    assert.match(text, new RegExp(`此处为${system}的页面`), name);
    assert.match(text, /按本中心的配置/, name);
    assert.doesNotMatch(text, /frameName|打开时间|页面路径|演示/, name);
    const font = await body.evaluate((b) => getComputedStyle(b).fontFamily);
    assert.match(font, /Segoe UI/, `${name}: Fluent's font`);
  }
});
