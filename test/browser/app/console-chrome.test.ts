// The console's chrome as users see it all day: the 通知公告 widget rests where it covers no content (and still drags),
// the bell's badge is whole, the page title is not cut with room to spare, a 390 px header fits, /404 opens no tab,
// the pages have an icon, and 工作台's 常用功能 tiles show their menus' icons.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage } from '../support/console.ts';
import { mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { setViewport } from '../support/viewport.ts';
import { dockWidget, setWidgetOpen } from '../../../src/elements/announcements/widget.store.ts';
import { stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import { createReminder } from '../notices/support.ts';

/** The console at `width` x `height`, signed in as `username` through its login form. */
async function consoleAt(username: string, width: number, height = 800): Promise<ShadowRoot> {
  await setViewport(width, height);
  const host = mount<HTMLElement>(`<hotline-app routing="hash" style="display:block;width:${width}px;height:${height}px"></hotline-app>`);
  const root = host.shadowRoot!;
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
  typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, username);
  typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'Hotline@2026');
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitFor(() => root.querySelector('[role="tablist"]'), 15000, 'console layout');
  return root;
}

const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** Every shown part of the announcement widget (its dock icon, its floating box). */
const widgetParts = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('[data-announcement-dock], [data-announcement-widget]')].filter((el) => el.getClientRects().length > 0);

function pointer(type: string, target: EventTarget, x: number, y: number): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerId: 1, isPrimary: true }));
}

beforeEach(() => {
  freshConsolePage();
  setWidgetOpen(false);
  dockWidget();
});
afterEach(() => stopSoftphone());
after(() => setViewport(800, 600));

describe('console chrome', () => {
  for (const width of [1280, 390]) {
    it(`the 通知公告 widget rests where it covers no content at ${width} px, and drags out and docks back`, async () => {
      const root = await consoleAt('admin', width);
      location.hash = '#/system/post';
      await waitFor(() => root.querySelector('[data-page="/system/post"]:not([hidden]) table, [data-page="/system/post"]:not([hidden]) [role="grid"]'), 15000, '岗位管理');
      const main = root.querySelector('main')!.getBoundingClientRect();
      const parts = widgetParts(root);
      expect(parts.length, 'the widget is shown').to.be.greaterThan(0);
      for (const part of parts) expect(overlap(part.getBoundingClientRect(), main), `${part.outerHTML.slice(0, 80)} over the page`).to.equal(false);

      // Dragged out of the dock: it floats where it was let go, and remembers the place.
      const dock = root.querySelector<HTMLElement>('[data-announcement-dock]')!;
      const from = dock.getBoundingClientRect();
      pointer('pointerdown', dock, from.left + 5, from.top + 5);
      pointer('pointermove', window, from.left - 100, from.top + 300);
      pointer('pointermove', window, 60, 300);
      pointer('pointerup', window, 60, 300);
      const floating = await waitFor(() => root.querySelector<HTMLElement>('[data-announcement-widget="closed"]'), 3000, 'the floating widget');
      expect(Math.round(floating.getBoundingClientRect().top)).to.equal(284);
      expect(JSON.parse(sessionStorage.getItem('noticeLocation')!)).to.deep.equal({ x: 44, y: 284 });

      // 停靠到顶栏 puts it back.
      floating.querySelector<HTMLButtonElement>('[data-widget-dock]')!.click();
      await waitFor(() => root.querySelector('[data-announcement-dock]') && !root.querySelector('[data-announcement-widget]'), 3000, 'docked again');
      expect(sessionStorage.getItem('noticeLocation')).to.equal(null);

      // A click opens the panel below the bar, and the dock's icon closes it again.
      root.querySelector<HTMLElement>('[data-announcement-dock]')!.click();
      const panel = await waitFor(() => root.querySelector<HTMLElement>('[data-announcement-widget="open"]'), 3000, 'the panel');
      expect(panel.getBoundingClientRect().top).to.be.at.least(root.querySelector('header')!.getBoundingClientRect().bottom);
      expect(panel.getBoundingClientRect().right).to.be.at.most(width);
    });
  }

  it("the bell's badge is not clipped by the button it sits on", async () => {
    await createReminder('admin', 1, 0, 'YL-CHROME-BADGE', '测试提醒：徽标');
    const root = await consoleAt('admin', 1280);
    const badge = await waitFor(() => root.querySelector<HTMLElement>('[data-notice-bell] [data-badge]'), 15000, 'the badge');
    const box = badge.getBoundingClientRect();
    for (let el = badge.parentElement; el && el.tagName !== 'HEADER'; el = el.parentElement) {
      if (getComputedStyle(el).overflow === 'visible') continue;
      const clip = el.getBoundingClientRect();
      expect(box.top >= clip.top && box.right <= clip.right && box.left >= clip.left && box.bottom <= clip.bottom, `cut by ${el.tagName}.${el.className}`).to.equal(true);
    }
  });

  it("shows 受理登记's whole title beside the softphone when the bar has room (1280, 1440, 1920)", async () => {
    const root = await consoleAt('agent01', 1280);
    await waitFor(() => root.querySelector('[data-place="softphone"] [data-connection="connected"]'), 15000, 'softphone connected');
    location.hash = '#/gong-dan/dengji';
    const title = await waitFor(() => root.querySelector<HTMLElement>('header [title="云澜市12345热线 · 受理登记"]'), 15000, 'title');
    for (const width of [1280, 1440, 1920]) {
      await setViewport(width, 800);
      (root.host as HTMLElement).style.width = `${width}px`;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(title.scrollWidth, `cut at ${width}`).to.be.at.most(title.clientWidth);
    }
  });

  it('fits the header into a 390 px phone', async () => {
    const root = await consoleAt('agent01', 390, 844);
    await waitFor(() => root.querySelector('[data-place="softphone"] [data-connection="connected"]'), 15000, 'softphone connected');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const header = root.querySelector('header')!;
    expect(header.scrollWidth, 'header overflows').to.be.at.most(header.clientWidth);
    const right = header.getBoundingClientRect().right;
    for (const child of header.children) expect(child.getBoundingClientRect().right, child.outerHTML.slice(0, 60)).to.be.at.most(right + 0.5);
  });

  it('shows /404 without opening a tab for it', async () => {
    const root = await consoleAt('admin', 1280);
    location.hash = '#/no/such/page';
    await waitFor(() => root.textContent!.includes('返回首页'), 15000, 'the 404 page');
    expect(root.querySelector('[data-tab="/404"]')).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem('hotlineTabs') ?? '[]').map((t: { path: string }) => t.path)).not.to.include('/404');
  });

  it('gives every page the 12345热线 icon, served by the server', async () => {
    const base = testApiBase();
    for (const page of ['/console/login', '/', '/portal.html']) {
      const html = await (await fetch(`${base}${page}`)).text();
      expect(html, page).to.match(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
    }
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.status).to.equal(200);
    expect(icon.headers.get('content-type')).to.contain('image/svg+xml');
    expect(await icon.text()).to.contain('12345');
    expect((await fetch(`${base}/favicon.ico`)).url).to.equal(`${base}/favicon.svg`);
  });

  it("gives each 常用功能 tile on 工作台 its menu's icon", async () => {
    const root = await consoleAt('admin', 1280);
    const tiles = await waitFor(() => {
      const found = [...root.querySelectorAll<HTMLElement>('nav[aria-label="常用功能"] > *')];
      return found.length >= 6 && found;
    }, 15000, 'tiles');
    const icons = tiles.map((tile) => [tile.textContent, tile.querySelector('[data-icon]')?.getAttribute('data-icon')]);
    expect(icons.filter(([, icon]) => !icon || icon === 'default'), 'tiles with the generic icon').to.deep.equal([]);
    expect(icons.find(([name]) => name === '工作台')?.[1]).to.equal('home');
    expect(icons.find(([name]) => name === '待受理')?.[1]).to.equal('business');
  });
});
