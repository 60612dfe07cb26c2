// The bell's popover loads on first use: the badge paints with the bell, the popover opens once its chunk is in, Esc
// gives focus back to the bell, a second click closes it, and a chunk that cannot load says so with 重试.
import { expect } from 'chai';
import '../../../src/elements/notice-bell/notice-bell.element.tsx';
import { noticeBellWith } from '../../../src/elements/notice-bell/NoticeBell.tsx';
import { defineElement } from '../../../src/shared/element/index.ts';
import { retryableLazy } from '../../../src/shared/ui/retryableLazy.ts';
import { buttonByText, inShadow, mount, uniqueTag, waitFor } from '../support/dom.ts';
import { freshStart, signInAs } from './support.ts';

const bellOf = (host: Element) => inShadow<HTMLButtonElement>(host, 'button[data-notice-bell]');
const dialogOf = (host: Element) => inShadow<HTMLElement>(host, '[role="dialog"]');
const focusedIn = (host: Element) => host.shadowRoot!.activeElement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<hotline-notice-bell>: the popover loads on first use', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('paints the badge before any popover; opens with focus inside, Esc closes it and focuses the bell', async () => {
    await signInAs('dept01'); // 4 seeded unread reminders
    const host = mount('<hotline-notice-bell></hotline-notice-bell>');
    await waitFor(() => inShadow(host, '[data-badge]')?.textContent === '4', 5000, 'badge');
    expect(dialogOf(host), 'no popover before the first use').to.equal(null);

    const bell = bellOf(host)!;
    bell.focus();
    bell.click(); // what Enter or Space does on a button
    const dialog = await waitFor(() => dialogOf(host), 5000, 'popover');
    await waitFor(() => dialog.contains(focusedIn(host)), 3000, 'focus inside the popover');
    expect(bell.getAttribute('aria-expanded')).to.equal('true');

    focusedIn(host)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !dialogOf(host), 3000, 'closed by Esc');
    await waitFor(() => focusedIn(host) === bell, 3000, 'focus back on the bell');
    expect(bell.getAttribute('aria-expanded')).to.equal('false');
  });

  it('a second click on the bell closes the popover, a third opens it again', async () => {
    const host = mount('<hotline-notice-bell></hotline-notice-bell>');
    const bell = await waitFor(() => bellOf(host), 5000, 'bell');
    bell.click();
    await waitFor(() => dialogOf(host), 5000, 'open');
    bell.click();
    await waitFor(() => !dialogOf(host), 3000, 'closed');
    await sleep(100);
    expect(dialogOf(host), 'stays closed').to.equal(null);
    bell.click();
    await waitFor(() => dialogOf(host), 3000, 'open again');
  });

  it('a popover chunk that cannot load shows 工单提醒加载失败 with 重试 beside the bell; 重试 loads and opens it', async () => {
    let serverUp = false;
    const Bell = noticeBellWith(retryableLazy(() => serverUp
      ? import('../../../src/elements/notice-bell/NoticePopover.tsx')
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /dist/chunks/NoticePopover.js'))));
    const tag = uniqueTag();
    defineElement(tag, Bell);
    const host = mount(`<${tag}></${tag}>`);
    const bell = await waitFor(() => bellOf(host), 5000, 'bell');
    bell.click();
    const alert = await waitFor(() => inShadow(host, '[role="alert"][data-error-boundary]'), 5000, 'load failure');
    expect(alert.textContent).to.contain('工单提醒加载失败');
    expect(bellOf(host), 'the bell stays').to.not.equal(null);

    serverUp = true;
    buttonByText(host.shadowRoot!, '重试')!.click();
    await waitFor(() => dialogOf(host), 5000, 'popover after 重试');
  });
});
