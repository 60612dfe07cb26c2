// <hotline-announcements> against the reference server: drag and position memory, viewport clamp, page sizes, XSS.
import { expect } from 'chai';
import '../../../src/elements/announcements/announcements.element.tsx';
import { sanitizeAnnouncementHtml } from '../../../src/elements/announcements/sanitize.ts';
import { announcementWidget, setWidgetOpen, showAnnouncementPage } from '../../../src/elements/announcements/widget.store.ts';
import type { Announcement } from '../../../src/shared/api/notice.types.ts';
import { ANNOUNCEMENT_DEFAULT_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { mount, waitFor } from '../support/dom.ts';
import { api, freshStart, signInAs, tokenOf } from './support.ts';

declare global {
  interface Window {
    __xss?: number[];
  }
}

function widgetBox(host: Element): HTMLElement {
  return host.shadowRoot!.querySelector<HTMLElement>('[data-announcement-widget]')!;
}

function handle(host: Element): HTMLButtonElement {
  return host.shadowRoot!.querySelector<HTMLButtonElement>('[data-drag-handle]')!;
}

function place(host: Element): { x: number; y: number } {
  const box = widgetBox(host);
  return { x: parseFloat(box.style.left), y: parseFloat(box.style.top) };
}

async function mountWidget(): Promise<HTMLElement> {
  const host = mount<HTMLElement>('<hotline-announcements></hotline-announcements>');
  await waitFor(() => host.shadowRoot?.querySelector('[data-drag-handle]'), 5000, 'widget');
  return host;
}

function pointer(target: Element, type: string, x: number, y: number): void {
  target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerId: 7, bubbles: true, composed: true }));
}

/** Drags the widget by its handle so its top-left corner lands on (x, y). */
function dragTo(host: Element, x: number, y: number): void {
  const grip = handle(host);
  const start = place(host);
  pointer(grip, 'pointerdown', start.x + 4, start.y + 4);
  pointer(grip, 'pointermove', x + 4, y + 4);
  pointer(grip, 'pointerup', x + 4, y + 4);
}

function resetWidget(): void {
  setWidgetOpen(false);
  announcementWidget.position = null;
  showAnnouncementPage(1, ANNOUNCEMENT_DEFAULT_PAGE_SIZE);
}

async function addAndPublish(token: string, title: string, content: string, impLevel = 3): Promise<Announcement> {
  const created = await api<Announcement>('/api/announcementManage/add', token, { title, impLevel, content });
  await api('/api/announcementManage/publishById', token, { id: created.id });
  return created;
}

describe('<hotline-announcements>: placing the widget', () => {
  beforeEach(async () => {
    await freshStart();
    resetWidget();
  });
  afterEach(() => document.body.replaceChildren());

  it('starts at the bottom-right corner, inside the viewport', async () => {
    const host = await mountWidget();
    const rect = widgetBox(host).getBoundingClientRect();
    expect(rect.right).to.be.at.most(innerWidth);
    expect(rect.bottom).to.be.at.most(innerHeight);
    expect(rect.left).to.be.greaterThan(innerWidth / 2);
  });

  it('is dragged by its handle, remembers the place under noticeLocation, and a new widget comes back there', async () => {
    const host = await mountWidget();
    const start = place(host);
    const grip = handle(host);
    pointer(grip, 'pointerdown', start.x + 5, start.y + 5);
    pointer(grip, 'pointermove', 105, 85);
    pointer(grip, 'pointermove', 125, 105);
    pointer(grip, 'pointerup', 125, 105);
    await waitFor(() => place(host).x === 120 && place(host).y === 100, 3000, 'dragged place');
    expect(JSON.parse(sessionStorage.getItem('noticeLocation')!)).to.deep.equal({ x: 120, y: 100 });

    host.remove();
    const again = await mountWidget();
    expect(place(again)).to.deep.equal({ x: 120, y: 100 });
  });

  it('moves with the arrow keys on the handle (Shift: five steps)', async () => {
    const host = await mountWidget();
    const grip = handle(host);
    dragTo(host, 200, 200);
    await waitFor(() => place(host).x === 200 && place(host).y === 200, 3000, 'placed at 200,200');
    const key = (k: string, shiftKey = false) => grip.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, composed: true }));
    key('ArrowLeft');
    key('ArrowUp');
    await waitFor(() => place(host).x === 190 && place(host).y === 190, 3000);
    key('ArrowRight', true);
    key('ArrowDown', true);
    await waitFor(() => place(host).x === 240 && place(host).y === 240, 3000);
    expect(JSON.parse(sessionStorage.getItem('noticeLocation')!)).to.deep.equal({ x: 240, y: 240 });
  });

  it('cannot be dragged out of the viewport, and a window resize pulls it back inside', async () => {
    const host = await mountWidget();
    dragTo(host, -500, 99_999);
    const box = widgetBox(host);
    await waitFor(() => place(host).x === 0 && place(host).y === innerHeight - box.offsetHeight, 3000, 'clamped');

    // A place remembered in a larger window:
    announcementWidget.position = { x: innerWidth + 400, y: innerHeight + 300 };
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => {
      const rect = box.getBoundingClientRect();
      return rect.right <= innerWidth && rect.bottom <= innerHeight && rect.left >= 0;
    }, 3000, 'inside after resize');
    const stored = JSON.parse(sessionStorage.getItem('noticeLocation')!) as { x: number; y: number };
    expect(stored.x).to.equal(innerWidth - box.offsetWidth);
  });

  it('opens 320 px wide, still inside the viewport', async () => {
    await signInAs('agent01');
    const host = await mountWidget();
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-widget-open]')!.click();
    await waitFor(() => widgetBox(host).dataset.announcementWidget === 'open');
    await waitFor(() => host.shadowRoot!.querySelector('[data-announcement-item]'), 5000, 'list');
    // The list made the panel taller; the widget moves up to stay inside.
    const rect = await waitFor(() => {
      const r = widgetBox(host).getBoundingClientRect();
      return r.bottom <= innerHeight && r.right <= innerWidth && r.top >= 0 ? r : null;
    }, 3000, 'open panel inside the viewport');
    expect(rect.width).to.equal(320);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });
});

describe('<hotline-announcements>: the list', () => {
  beforeEach(async () => {
    await freshStart();
    resetWidget();
  });
  afterEach(() => document.body.replaceChildren());

  it('lists published valid announcements with importance, 10 a page by default, and 50/100/200 a page on request', async () => {
    const admin = await tokenOf('admin');
    // 6 are seeded as published; 52 more make 58.
    for (let i = 0; i < 52; i += 1) await addAndPublish(admin, `分页测试公告 ${i + 1}`, `<p>第 ${i + 1} 条</p>`, (i % 3) + 1);
    await api('/api/announcementManage/add', admin, { title: '未发布的草稿', impLevel: 1, content: '<p>草稿</p>' });

    await signInAs('agent01');
    const host = await mountWidget();
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-widget-open]')!.click();
    const items = () => host.shadowRoot!.querySelectorAll('[data-announcement-item]');
    const pageOf = () => host.shadowRoot!.querySelector('[data-page-of]')?.textContent;
    await waitFor(() => items().length === 10, 5000, '10 items');
    expect(pageOf()).to.equal('第 1 / 6 页');
    expect(host.shadowRoot!.textContent).to.contain('共 58 条');
    expect(host.shadowRoot!.textContent).to.not.contain('未发布的草稿');
    expect(host.shadowRoot!.querySelectorAll('[data-imp-level]').length).to.equal(10);

    const select = host.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="每页条数"]')!;
    expect([...select.options].map((o) => o.value)).to.deep.equal(['10', '50', '100', '200']);
    for (const [size, count, pages] of [[50, 50, 2], [100, 58, 1], [200, 58, 1]] as const) {
      select.value = String(size);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => items().length === count, 5000, `${size} a page`);
      expect(pageOf()).to.equal(`第 1 / ${pages} 页`);
    }
    select.value = '10';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => items().length === 10, 5000);
    host.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')!.click();
    await waitFor(() => pageOf() === '第 2 / 6 页', 5000);
  });

  it('shows an announcement with its content and attachment names, and goes back to the list', async () => {
    await signInAs('agent01');
    const host = await mountWidget();
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-widget-open]')!.click();
    const first = await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-announcement-item]'), 5000);
    first.click();
    const content = await waitFor(() => host.shadowRoot!.querySelector('[data-announcement-content]'), 5000, 'detail');
    expect(content.innerHTML).to.contain('<strong>30%</strong>');
    expect(host.shadowRoot!.textContent).to.contain('特别重要');
    host.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="返回列表"]')!.click();
    await waitFor(() => host.shadowRoot!.querySelector('[data-announcement-item]'), 5000, 'back to list');
  });

  it('without a session the opened widget offers the sign-in form', async () => {
    const host = await mountWidget();
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-widget-open]')!.click();
    await waitFor(() => host.shadowRoot!.querySelector('form[aria-label="登录"]'), 5000);
  });
});

// Payloads that would set window.__xss if any of them ran.
const XSS_PAYLOADS = [
  '<img src="x" onerror="(window.__xss=window.__xss||[]).push(1)">',
  '<script>(window.__xss=window.__xss||[]).push(2)</script>',
  '<a id="js-link" href="javascript:(window.__xss=window.__xss||[]).push(3)">点我</a>',
  '<svg onload="(window.__xss=window.__xss||[]).push(4)"><script>(window.__xss=window.__xss||[]).push(5)</script></svg>',
  '<iframe src="javascript:parent.__xss=[6]"></iframe>',
  '<p onmouseover="(window.__xss=window.__xss||[]).push(7)" id="hover-me">悬停</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="(window.__xss=window.__xss||[]).push(8)"></style></mglyph></table></mtext></math>',
  '<a href="&#106;avascript:(window.__xss=window.__xss||[]).push(9)">编码链接</a>',
  '<details open ontoggle="(window.__xss=window.__xss||[]).push(10)">x</details>',
  '<svg><animate onbegin="(window.__xss=window.__xss||[]).push(11)" attributeName="x" dur="1s"/></svg>',
  '<form><button formaction="javascript:(window.__xss=window.__xss||[]).push(12)">提交</button></form>',
].join('');

function assertInert(root: Element): void {
  expect(root.querySelectorAll('script, img, svg, iframe, math, style, form, details, object, embed').length, 'dangerous elements').to.equal(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).to.equal(false);
      expect(/^\s*javascript:/i.test(attribute.value), `${element.tagName} ${attribute.name}=${attribute.value}`).to.equal(false);
    }
  }
}

describe('announcement content is never executed (XSS)', () => {
  beforeEach(async () => {
    await freshStart();
    resetWidget();
    delete window.__xss;
  });
  afterEach(() => document.body.replaceChildren());

  it('payloads added through the real server are inert in the widget', async () => {
    const admin = await tokenOf('admin');
    const created = await addAndPublish(admin, 'XSS 测试公告', `<p>正文</p>${XSS_PAYLOADS}<p>结尾</p>`, 1);
    await signInAs('agent01');
    const host = await mountWidget();
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-widget-open]')!.click();
    const item = await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>(`[data-announcement-item="${created.id}"]`), 5000);
    item.click();
    const content = await waitFor(() => host.shadowRoot!.querySelector('[data-announcement-content]'), 5000, 'detail');
    expect(content.textContent).to.contain('正文');
    expect(content.textContent).to.contain('结尾');
    // Give event handlers, image errors and animations a moment, and try the links and the hover.
    for (const link of content.querySelectorAll('a')) link.click();
    content.querySelector('p')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(window.__xss, 'no payload ran').to.equal(undefined);
    assertInert(content);
  });

  it('the client sanitizer alone (server bypassed) also neutralises every payload', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeAnnouncementHtml(XSS_PAYLOADS);
    document.body.appendChild(holder);
    for (const link of holder.querySelectorAll('a')) link.click();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(window.__xss).to.equal(undefined);
    assertInert(holder);
    expect(holder.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(sanitizeAnnouncementHtml('<a href="https://www.gov.cn/">政府网</a>')).to.equal('<a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer">政府网</a>');
  });
});
