import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { resetTabs } from '../../../src/app/stores/tabs.store.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/index.ts';
import { signedInConsole } from '../support/console.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

describe('<hotline-app>: pages, frames, title, sidebar and shared dialogs', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    endSession('logout');
    sessionStorage.clear();
    resetTabs();
    location.hash = '';
    document.cookie = 'sidebarStatus=; path=/; max-age=0';
    setEndpoints({ apiBase: testApiBase() });
  });
  afterEach(() => {
    document.body.replaceChildren();
    // The runner's browser keeps cookies across files: a collapsed sidebar must not leak into the next one.
    document.cookie = 'sidebarStatus=; path=/; max-age=0';
  });

  it('keeps a frame page mounted across tab switches (no reload) and unmounts a noCache page', async () => {
    const root = await signedInConsole('agent01');
    location.hash = '#/knowledge/search';
    const frame = await waitFor(() => root.querySelector<HTMLIFrameElement>('[data-page="/knowledge/search"] iframe'), 5000, 'knowledge frame');
    expect(frame.src).to.match(/\/knowledge\/search\?frameName=/);
    location.hash = '#/gong-dan/WorkOrderReminder'; // a noCache page
    await waitFor(() => root.querySelector('[data-page="/gong-dan/WorkOrderReminder"]:not([hidden])'), 5000);
    location.hash = '#/dashboard';
    await waitFor(() => !root.querySelector('[data-page="/gong-dan/WorkOrderReminder"]'), 5000, 'noCache page unmounted');
    location.hash = '#/knowledge/search';
    await waitFor(() => root.querySelector('[data-page="/knowledge/search"]:not([hidden])'), 5000);
    expect(root.querySelector('[data-page="/knowledge/search"] iframe'), 'the very same frame').to.equal(frame);
  });

  it('loads the hidden zero-size client frames listed by the server', async () => {
    const root = await signedInConsole('agent01');
    const frames = await waitFor(() => {
      const list = [...root.querySelectorAll<HTMLIFrameElement>('iframe[data-client-frame]')];
      return list.length ? list : null;
    }, 5000, 'client frames');
    expect(frames.map((f) => new URL(f.src).pathname + new URL(f.src).search)).to.deep.equal([
      '/client-frame.html?client=knowledge',
      '/client-frame.html?client=quality',
    ]);
    for (const frame of frames) {
      expect(frame.getBoundingClientRect().width).to.equal(0);
      expect(frame.getAttribute('src')).to.not.contain('token');
    }
  });

  it('sets the browser title, and the registration title on /gong-dan/dengji pages', async () => {
    await signedInConsole('agent01');
    await waitFor(() => document.title === '云澜市12345政务服务便民热线', 3000, 'title');
    location.hash = '#/gong-dan/dengji';
    await waitFor(() => /^#\/gong-dan\/dengji\/\d{17}$/.test(location.hash), 5000, 'timestamped registration');
    await waitFor(() => document.title === '云澜市12345热线 · 受理登记', 3000, 'registration title');
  });

  it('collapses the sidebar to icons and remembers it in a cookie', async () => {
    const root = await signedInConsole('agent01');
    const nav = () => root.querySelector<HTMLElement>('nav[aria-label="导航菜单"]')!;
    await waitFor(() => nav().getBoundingClientRect().width === 210, 3000, '210 px sidebar');
    expect(getComputedStyle(nav()).backgroundColor).to.equal('rgb(22, 119, 255)');
    root.querySelector<HTMLButtonElement>('button[aria-label="展开/收起菜单"]')!.click();
    await waitFor(() => nav().getBoundingClientRect().width === 64, 3000, 'collapsed');
    expect(document.cookie).to.contain('sidebarStatus=0');
    expect(nav().querySelectorAll('svg[data-icon]').length, 'one icon per top menu').to.be.greaterThan(3);
  });

});
