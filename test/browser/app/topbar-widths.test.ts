// The agent's console at the common screen widths (1280, 1440, 1920): the top bar with the softphone, idle and during a
// call, keeps every label on one line with nothing overlapping, and what does not fit is in the 更多 menu (never the
// caller's number, the seat state or the timer); 受理登记's fields stay in their grid cells; the department picker
// selects a department when its name is clicked.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { answerCall, hangUpCall, signInSeat, softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import { freshConsolePage } from '../support/console.ts';
import { buttonByText, mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { setViewport } from '../support/viewport.ts';

const WIDTHS = [1280, 1440, 1920];
const HEIGHT = 900;

// Read before any test navigates: an answered call opens the registration with the caller in the page's query.
const pageQuery = location.search;
async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The console signed in as agent01 (extension 8001), `width` px wide in a window of that width. */
async function agentConsole(width: number): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  await setViewport(width, HEIGHT);
  const host = mount<HTMLElement>(`<hotline-app routing="hash" style="display:block;width:${width}px;height:${HEIGHT}px"></hotline-app>`);
  const root = host.shadowRoot!;
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
  typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, 'agent01');
  typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'Hotline@2026');
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitFor(() => root.querySelector('[data-place="softphone"] [data-connection="connected"]'), 10000, 'softphone connected');
  return { host, root };
}

async function resize(host: HTMLElement, width: number): Promise<void> {
  await setViewport(width, HEIGHT);
  host.style.width = `${width}px`;
}

/** The registration page shown, once its form is there. */
function registration(root: ShadowRoot): Promise<HTMLElement> {
  return waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) form[aria-label="受理登记"]')?.closest('section'), 10000, 'registration');
}

const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const rectOf = (el: Element) => el.getBoundingClientRect();
const nameOf = (el: Element) => `${el.tagName.toLowerCase()}${(el as HTMLElement).dataset.control ? `[${(el as HTMLElement).dataset.control}]` : ''}${(el as HTMLElement).dataset.part ? `[${(el as HTMLElement).dataset.part}]` : ''}“${(el.textContent ?? '').trim().slice(0, 16)}”`;

/** Every text in `container` that wraps onto a second line (a Range over a text node gives one box per line). */
function wrappedTexts(container: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text || !node.parentElement || !shown(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) found.push(`“${text}” on ${lines.size} lines`);
  }
  return found;
}

/** Pairs of shown elements whose boxes overlap by more than a pixel each way. */
function overlaps(elements: Element[]): string[] {
  const found: string[] = [];
  const boxes = elements.map((el) => [el, rectOf(el)] as const);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, ra] = boxes[i]!;
      const [b, rb] = boxes[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (x > 1 && y > 1) found.push(`${nameOf(a)} overlaps ${nameOf(b)} by ${Math.round(x)}×${Math.round(y)}`);
    }
  }
  return found;
}

/** What is wrong with the top bar now: wrapped labels, overlaps, controls out of the bar, a key label hidden or cut. */
function topBarProblems(root: ShadowRoot, inCall: boolean): string[] {
  const header = root.querySelector('header')!;
  const bar = header.getBoundingClientRect();
  const problems = wrappedTexts(header);
  // Notices (an incoming call, a lost connection) and the ringing caller's card open below the bar on purpose.
  const parts = [...header.querySelectorAll('button, [data-part], [data-place="softphone"] .fui-Badge, header > .fui-Text')]
    .filter((el) => shown(el) && !el.closest('[data-notice], [data-part="caller-card"]'));
  problems.push(...overlaps(parts));
  for (const el of parts) {
    const r = rectOf(el);
    if (r.left < bar.left - 1 || r.right > bar.right + 1 || r.top < bar.top - 1 || r.bottom > bar.bottom + 1) problems.push(`${nameOf(el)} is outside the top bar`);
  }
  const required = inCall ? ['status', 'caller', 'timer'] : ['status'];
  for (const part of required) {
    const el = header.querySelector<HTMLElement>(`[data-part="${part}"]`);
    if (!el || !shown(el)) problems.push(`${part} is not shown`);
    else if (el.scrollWidth > el.clientWidth + 1) problems.push(`${part} is cut (${el.scrollWidth} > ${el.clientWidth})`);
  }
  // Each of the 12 buttons is either on the bar or in the 更多 menu, never both and never lost.
  const onBar = [...header.querySelectorAll<HTMLElement>('[data-place="softphone"] button[data-control]')].filter(shown).map((b) => b.dataset.control!);
  const hidden = [...header.querySelectorAll<HTMLElement>('[data-place="softphone"] button[data-control]')].filter((b) => !shown(b)).map((b) => b.dataset.control!);
  if (hidden.length && !onBar.includes('overflow')) problems.push(`${hidden.join(',')} hidden with no 更多 menu`);
  if (!hidden.length && onBar.includes('overflow')) problems.push('更多 menu with nothing in it');
  return problems;
}

/** Waits for the bar to settle (the overflow manager measures after a resize), then asserts it has no problem. */
async function expectTidyTopBar(root: ShadowRoot, width: number, inCall: boolean): Promise<void> {
  let last: string[] = [];
  try {
    await waitFor(() => (last = topBarProblems(root, inCall)).length === 0, 3000, 'a tidy top bar');
  } catch {
    expect(last, `top bar at ${width} px${inCall ? ' during a call' : ''}`).to.deep.equal([]);
  }
}

/** The labels in the 更多 menu, opened from the bar. */
async function overflowMenuLabels(root: ShadowRoot): Promise<string[]> {
  const more = root.querySelector<HTMLButtonElement>('[data-place="softphone"] [data-control="overflow"]');
  if (!more || !shown(more)) return [];
  more.click();
  const menu = await waitFor(() => root.querySelector('[role="menu"]'), 3000, '更多 menu');
  const labels = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim() ?? '');
  more.click();
  await waitFor(() => !root.querySelector('[role="menu"]'), 3000, 'menu closed');
  return labels;
}

describe('the agent console at 1280, 1440 and 1920 px', function () {
  this.timeout(90_000);
  let admin = '';
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    admin = (await post<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).token;
  });
  afterEach(async () => {
    document.body.replaceChildren();
    stopSoftphone();
    history.replaceState(null, '', location.pathname + pageQuery);
    await setViewport(800, 600);
  });

  it('top bar: one line per label, nothing overlapping, idle and during a call; the rest is in 更多', async () => {
    const { host, root } = await agentConsole(WIDTHS[0]!);
    for (const width of WIDTHS) {
      await resize(host, width);
      await expectTidyTopBar(root, width, false);
    }
    // At 1280 the twelve buttons cannot all show: the hidden ones are in the menu, the one that can be used now is not.
    await resize(host, 1280);
    await expectTidyTopBar(root, 1280, false);
    const menu = await overflowMenuLabels(root);
    expect(menu.length, 'buttons in 更多 at 1280').to.be.greaterThan(0);
    expect(menu).to.not.include('签入');
    expect(root.querySelector<HTMLElement>('[data-control="sign-in"]')!.getClientRects().length, '签入 on the bar').to.equal(1);

    // A call: signed in, ringing, answered (the registration page opens beside it).
    expect(signInSeat(1, 'skill1', '综合受理')).to.equal(true);
    await waitFor(() => softphone.seatStatus !== 'Logged Out', 5000, 'seat signed in');
    await post('/aip/callcenter/sim/ring', { extension: '8001', callerNumber: '13800000000' }, admin);
    await waitFor(() => softphone.call && !softphone.call.answered, 5000, 'ringing');
    await expectTidyTopBar(root, 1280, false);
    expect(root.querySelector<HTMLElement>('[data-control="answer"]')!.getClientRects().length, '接听 on the bar while ringing').to.equal(1);
    expect(answerCall()).to.equal(true);
    await waitFor(() => root.querySelector('[data-part="timer"]'), 5000, 'call timer');
    await waitFor(() => root.querySelector('[data-place="softphone"] [data-part="place"]'), 5000, 'caller place');
    for (const width of [...WIDTHS].reverse()) {
      await resize(host, width);
      await expectTidyTopBar(root, width, true);
    }
    await resize(host, 1280);
    await expectTidyTopBar(root, 1280, true);
    expect(root.querySelector<HTMLElement>('[data-control="hang-up"]')!.getClientRects().length, '挂断 on the bar during a call').to.equal(1);
    expect(hangUpCall()).to.equal(true);
  });

  it('受理登记: every field, 选择 button and the 历史工单 panel in its own place', async () => {
    const { host, root } = await agentConsole(1280);
    location.hash = '#/gong-dan/dengji';
    const page = await registration(root);
    await waitFor(() => page.querySelector('select[name="channel"] option[value="1"]'), 5000, 'base data');
    const found: string[] = [];
    for (const width of WIDTHS) {
      await resize(host, width);
      let last: string[] = [];
      const problems = () => {
        const form = page.querySelector('form')!;
        const aside = page.querySelector('aside')!;
        const box = rectOf(form);
        const controls = [...form.querySelectorAll('input:not([type="radio"]):not([type="file"]), select, textarea, button')].filter(shown);
        const found = overlaps([...controls, aside]);
        for (const el of controls) {
          const r = rectOf(el);
          if (r.right > box.right + 1 || r.left < box.left - 1) found.push(`${nameOf(el)} sticks out of the form (${Math.round(r.right)} > ${Math.round(box.right)})`);
        }
        return found.concat(wrappedTexts(form).filter((w) => /选择|智能推荐/.test(w)));
      };
      await waitFor(() => (last = problems()).length === 0, 2000, 'fields in place').catch(() => found.push(...last.map((p) => `${width}: ${p}`)));
    }
    expect(found, '受理登记').to.deep.equal([]);
  });

  it('department picker: clicking a department’s name selects it', async () => {
    const { root } = await agentConsole(1440);
    location.hash = '#/gong-dan/dengji';
    const page = await registration(root);
    const field = await waitFor(() => page.querySelector<HTMLInputElement>('input[name="mainDeptName"]'), 5000, '主办单位');
    buttonByText(field.closest('.fui-Field')!, '选择')!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 5000, 'department picker');
    const item = await waitFor(() => dialog.querySelector<HTMLElement>('[role="treeitem"]'), 5000, 'departments');
    const layout = item.querySelector<HTMLElement>('.fui-TreeItemLayout__main')!;
    const name = layout.textContent!.trim();
    layout.click();
    await waitFor(() => item.getAttribute('aria-selected') === 'true' || item.getAttribute('aria-checked') === 'true', 2000, `${name} selected`);
    buttonByText(dialog, '确定')!.click();
    await waitFor(() => field.value === name, 3000, `主办单位 = ${name}`);
  });
});
