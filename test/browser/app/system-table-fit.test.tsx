// The shared tables at 1280 and 1440 px, measured in the real console as admin: 用户管理's pinned 操作 column never
// hides 状态 or 手机号码 without a way to scroll them out, its actions stay on one line and fold into a ⋯ menu that
// works; 刷新 and 隐藏搜索 beside the column gear; 菜单管理's 修改 is on screen and opens its form.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage } from '../support/console.ts';
import { mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { setViewport } from '../support/viewport.ts';

const HEIGHT = 900;
/** The console as admin, `width` px wide in a window of that width, at `hash`. */
async function adminConsole(width: number, hash: string): Promise<ShadowRoot> {
  await setViewport(width, HEIGHT);
  const host = mount<HTMLElement>(`<hotline-app routing="hash" style="display:block;width:${width}px;height:${HEIGHT}px"></hotline-app>`);
  const root = host.shadowRoot!;
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
  typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, 'admin');
  typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'Hotline@2026');
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitFor(() => root.querySelector('[role="tablist"]'), 10000, 'console layout');
  location.hash = hash;
  return root;
}

const rect = (el: Element) => el.getBoundingClientRect();
const page = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-users-page]')!;

async function usersGrid(root: ShadowRoot): Promise<HTMLElement> {
  const grid = await waitFor(() => root.querySelector<HTMLElement>('[data-users-page] [role="grid"]'), 10000, 'users grid');
  await waitFor(() => grid.querySelectorAll('[data-row-key]').length > 0, 10000, 'user rows');
  return grid;
}

describe('shared tables at 1280 and 1440 px', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(async () => {
    await setViewport(1280, 800);
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  afterEach(() => document.body.replaceChildren());

  for (const width of [1280, 1440]) {
    it(`用户管理 at ${width}: 操作 covers no column that cannot be scrolled out, actions on one line, the rest behind ⋯`, async () => {
      const root = await adminConsole(width, '#/system/user');
      const grid = await usersGrid(root);
      const gridBox = rect(grid);
      // The box, and so its horizontal scrollbar, is inside the window.
      expect(gridBox.right).to.be.at.most(width + 0.5);
      expect(gridBox.bottom).to.be.at.most(HEIGHT + 0.5);
      const row = grid.querySelector<HTMLElement>('[data-row-key]')!;
      const cell = (key: string) => row.querySelector<HTMLElement>(`[data-column="${key}"]`)!;
      const covers = rect(cell('operations')).left < rect(cell('status')).right - 0.5;
      if (covers) expect(grid.scrollWidth, 'a pinned column over 状态 only while the table scrolls').to.be.greaterThan(grid.clientWidth);
      // Scrolled to its end, no column lies under the pinned one and the phone number is whole.
      grid.scrollLeft = grid.scrollWidth;
      await waitFor(() => rect(cell('operations')).left >= rect(cell('status')).right - 0.5, 3000, '状态 beside 操作');
      const mobile = cell('mobile');
      expect(mobile.textContent).to.match(/^1\d{10}$/);
      expect(mobile.scrollWidth, '手机号码 not cut').to.be.at.most(mobile.clientWidth);
      expect(rect(mobile).right).to.be.at.most(rect(cell('operations')).left + 0.5);

      for (const ops of grid.querySelectorAll<HTMLElement>('[data-row-key] [data-column="operations"]')) {
        const box = rect(ops);
        const buttons = [...ops.querySelectorAll<HTMLElement>('button')];
        expect(buttons.length).to.be.greaterThan(0);
        for (const button of buttons) {
          const b = rect(button);
          expect(b.left, `${button.textContent} inside its cell`).to.be.at.least(box.left - 0.5);
          expect(b.right, `${button.textContent} inside its cell`).to.be.at.most(box.right + 0.5);
          expect(b.top, `${button.textContent} on the first line`).to.be.closeTo(rect(buttons[0]!).top, 1);
          expect(button.scrollHeight, `${button.textContent} on one line`).to.be.at.most(32);
        }
      }

      // admin may do all three: 重置密码 does not fit beside 修改 and 删除 in 200 px, so it is in the ⋯ menu.
      const adminRow = await waitFor(() => [...grid.querySelectorAll<HTMLElement>('[data-row-key]')]
        .find((r) => r.querySelector('[data-column="username"]')?.textContent === 'agent01'), 5000, 'agent01 row');
      const more = adminRow.querySelector<HTMLButtonElement>('button[aria-label="更多操作"]');
      expect(more, '⋯ in the 操作 cell').to.not.equal(null);
      more!.click();
      const item = await waitFor(() => root.querySelector<HTMLElement>('[role="menuitem"][aria-label="重置密码：王晓敏"]'), 5000, '重置密码 in the menu');
      item.click();
      await waitFor(() => [...root.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes('重置密码：王晓敏')), 5000, 'reset dialog');
    });
  }

  it('用户管理: 隐藏搜索 hides the search form and shows it again; 刷新 asks the server again', async () => {
    const root = await adminConsole(1440, '#/system/user');
    await usersGrid(root);
    const form = () => page(root)?.querySelector('form[role="search"]') ?? null;
    expect(form()).to.not.equal(null);
    const toolbarButton = (label: string) => page(root).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    // Both sit beside the column gear.
    const gear = page(root).querySelector<HTMLElement>('button[aria-label="列设置"]')!;
    expect(toolbarButton('隐藏搜索')!.parentElement).to.equal(gear.parentElement);
    expect(toolbarButton('刷新')!.parentElement).to.equal(gear.parentElement);
    expect(Math.abs(rect(toolbarButton('隐藏搜索')!).top - rect(gear).top)).to.be.lessThan(2);
    toolbarButton('隐藏搜索')!.click();
    await waitFor(() => form() === null, 3000, 'search form hidden');
    toolbarButton('显示搜索')!.click();
    await waitFor(() => form() !== null, 3000, 'search form shown');

    const asked = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/sys/user/page')).length;
    const before = asked();
    toolbarButton('刷新')!.click();
    await waitFor(() => asked() > before, 5000, 'the list asked again');
  });

  for (const width of [1280, 1440]) {
    it(`菜单管理 at ${width}: 修改 of a row is on screen and opens its form`, async () => {
      const root = await adminConsole(width, '#/system/menu');
      const edit = await waitFor(() => root.querySelector<HTMLButtonElement>('[data-page]:not([hidden]) button[aria-label="修改 系统管理"]'), 10000, '修改 系统管理');
      const box = rect(edit);
      const scroller = edit.closest('table')!.parentElement!;
      expect(box.right, '修改 inside the window').to.be.at.most(width + 0.5);
      expect(box.right, '修改 inside the table box').to.be.at.most(rect(scroller).right + 0.5);
      expect(box.left).to.be.at.least(rect(scroller).left);
      // The table box keeps the page's width.
      expect(rect(scroller).right).to.be.at.most(width + 0.5);
      edit.click();
      await waitFor(() => [...root.querySelectorAll('[role="dialog"]')].some((d) => d.querySelector('h2')?.textContent?.includes('修改')), 5000, 'edit form');
    });
  }
});
