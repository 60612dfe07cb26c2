// <hotline-notice-bell> and <hotline-reminders> against the reference server: badge cap, routing table, polling, shared store.
import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import '../../../src/elements/notice-bell/notice-bell.element.tsx';
import '../../../src/elements/notice-bell/reminders.element.tsx';
import { DONE_LIST_ROLE_IDS, reminderList, reminderPath } from '../../../src/elements/notice-bell/reminderRoute.ts';
import type { HotlineEventMap } from '../../../src/shared/element/events.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, waitFor } from '../support/dom.ts';
import { createReminder, freshStart, signInAs } from './support.ts';

type OpenDetail = HotlineEventMap['hotline-reminder-open'];

function bellButton(host: Element): HTMLButtonElement | null {
  return host.shadowRoot!.querySelector<HTMLButtonElement>('button[data-notice-bell]');
}

function badge(host: Element): string {
  return host.shadowRoot!.querySelector('[data-badge]')?.textContent?.trim() ?? '';
}

async function mountBell(): Promise<HTMLElement> {
  const host = mount<HTMLElement>('<hotline-notice-bell></hotline-notice-bell>');
  await waitFor(() => bellButton(host), 5000, 'bell button');
  return host;
}

async function openPopover(host: Element): Promise<void> {
  bellButton(host)!.click();
  await waitFor(() => host.shadowRoot!.querySelector('[role="dialog"], [data-reminder]'), 5000, 'popover');
}

describe('reminder routing table (spec §4 Reminder routing)', () => {
  const rows: Array<[types: number[], roleType: number, list: string, path: string]> = [
    [[0, 5, 6, 7, 8], 0, 'untodo', '/gong-dan/untodo?workflowId=W'],
    [[0, 5, 6, 7, 8], 1, 'untodo', '/gong-dan/untodo?workflowId=W'],
    [[0, 5, 6, 7, 8], 2, 'untodo', '/gong-dan/untodo?workflowId=W'],
    [[1, 3], 0, 'level1Done', '/gong-dan/untodo?tab=level1Done&workflowId=W'],
    [[1, 3], 1, 'level1Done', '/gong-dan/untodo?tab=level1Done&workflowId=W'],
    [[1, 3], 2, 'level2Done', '/gong-dan/untodo?tab=level2Done&workflowId=W'],
    [[2], 0, 'uncheckList', '/gong-dan/uncheckList?workflowId=W'],
    [[2], 1, 'level2Done', '/gong-dan/untodo?tab=level2Done&workflowId=W'],
    [[12], 2, 'untodo', '/gong-dan/unaccept?workflowId=W'], // a new registration: the dispatcher's 待受理 queue
  ];
  for (const [types, roleType, list, path] of rows) {
    it(`types ${types.join(',')} with roleType ${roleType} -> ${list}`, () => {
      for (const type of types) {
        expect(reminderList({ type, roleType }), `type ${type}`).to.equal(list);
        expect(reminderPath({ type, roleType, workflowId: 'W' }), `type ${type}`).to.equal(path);
      }
    });
  }

  it('the done lists are the tabs of role ids [3] and [3,56]', () => {
    expect(DONE_LIST_ROLE_IDS.level1Done).to.deep.equal([3]);
    expect(DONE_LIST_ROLE_IDS.level2Done).to.deep.equal([3, 56]);
  });

  it('encodes the work-order id', () => {
    expect(reminderPath({ type: 0, roleType: 1, workflowId: 'A&B C' })).to.equal('/gong-dan/untodo?workflowId=A%26B+C');
  });

  it('协办: an order to assist (type 21) opens 协办工单 at it; an assistant\'s answer (type 22, to the lead) opens the order', () => {
    expect(reminderPath({ type: 21, roleType: 0, workflowId: 'W 1' })).to.equal('/gong-dan/assist?workflowId=W%201');
    expect(reminderPath({ type: 22, roleType: 0, workflowId: 'W' })).to.equal('/gong-dan/detail/W');
  });

  it('a missing holiday arrangement (type 13, to administrators) opens 工作日历', () => {
    expect(reminderPath({ type: 13, roleType: 2, workflowId: '' })).to.equal('/system/calendar');
  });

  it("an order's third repeat appeal (type 14, to supervisors) opens its detail", () => {
    expect(reminderPath({ type: 14, roleType: 2, workflowId: 'YL1' })).to.equal('/gong-dan/detail/YL1');
  });

  it('a 派单异议 (type 15: filed, overdue, ruled) opens the objection queue at that order', () => {
    expect(reminderPath({ type: 15, roleType: 2, workflowId: 'YL1' })).to.equal('/gong-dan/objection?workflowId=YL1');
    expect(reminderPath({ type: 15, roleType: 0, workflowId: 'YL2' })).to.equal('/gong-dan/objection?workflowId=YL2');
  });

  it('knowledge reminders (23 复审, 24 纠错, 25 审核) open 知识维护; a 纠错 answered to its reporter opens 知识检索', () => {
    for (const type of [23, 24, 25]) expect(reminderPath({ type, roleType: 0, workflowId: 'KB1' }), `type ${type}`).to.equal('/knowledge/manage');
    expect(reminderPath({ type: 25, roleType: 2, workflowId: 'KB1' })).to.equal('/knowledge/manage');
    expect(reminderPath({ type: 24, roleType: 2, workflowId: 'KB1' })).to.equal('/knowledge/search');
  });
});

describe('<hotline-notice-bell> against the reference server', () => {
  let clock: ReturnType<typeof FakeTimers.install> | null = null;

  beforeEach(freshStart);
  afterEach(() => {
    document.body.replaceChildren();
    clock?.uninstall();
    clock = null;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('shows the unread count, and 10+ above 10', async () => {
    await signInAs('dept01'); // 4 seeded unread reminders
    for (let i = 0; i < 6; i += 1) await createReminder('dept01', 0, 1, `GD-CAP-${i}`);
    const host = await mountBell();
    await waitFor(() => badge(host) === '10', 5000, 'badge 10');
    expect(bellButton(host)!.getAttribute('aria-label')).to.contain('10 条未读');
    await createReminder('dept01', 0, 1, 'GD-CAP-X');
    host.remove();
    const again = await mountBell();
    await waitFor(() => badge(again) === '10+', 5000, 'badge 10+');
    expect(bellButton(again)!.getAttribute('aria-label')).to.contain('11 条未读');
  });

  it('without a session: no badge, and the popover asks to sign in', async () => {
    const host = await mountBell();
    expect(badge(host)).to.equal('');
    await openPopover(host);
    await waitFor(() => host.shadowRoot!.textContent?.includes('登录后可查看工单提醒'), 3000, 'sign-in hint');
  });

  it('clicking each reminder applies the routing table and emits hotline-reminder-open; the reminder turns read', async () => {
    await signInAs('dept01');
    const cases: Array<[number, number]> = [];
    for (const type of [0, 1, 2, 3, 5, 6, 7, 8]) for (const roleType of [0, 1, 2]) cases.push([type, roleType]);
    for (const [type, roleType] of cases) await createReminder('dept01', type, roleType, `GD-R-${type}-${roleType}`);
    const host = await mountBell();
    const events: OpenDetail[] = [];
    document.addEventListener('hotline-reminder-open', (e) => events.push((e as CustomEvent<OpenDetail>).detail));

    for (const [type, roleType] of cases) {
      const workflowId = `GD-R-${type}-${roleType}`;
      await openPopover(host);
      const item = await waitFor(
        () => [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-reminder]')].find((b) => b.textContent?.includes(`测试提醒 ${workflowId}`)),
        5000,
        `reminder ${workflowId}`,
      );
      item.click();
      const detail = await waitFor(() => events.find((e) => e.workflowId === workflowId), 3000, `event for ${workflowId}`);
      expect(detail).to.deep.equal({ type, workflowId, roleType, path: reminderPath({ type, roleType, workflowId }) });
      await waitFor(() => !host.shadowRoot!.querySelector(`[data-reminder]`), 3000, 'popover closed');
    }
    // All 24 were marked read; the 4 seeded ones remain.
    await waitFor(() => badge(host) === '4', 5000, 'badge back to 4');
  });

  it('polls every 60 s, pauses while the page is hidden and refreshes at once when it shows again', async () => {
    await signInAs('dept02'); // 2 seeded unread
    // Only the poll's interval is faked; waitFor keeps its real timeouts.
    clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] });
    const host = await mountBell();
    await waitFor(() => badge(host) === '2', 5000, 'initial badge');

    await createReminder('dept02', 0, 2, 'GD-POLL-1');
    await new Promise((r) => setTimeout(r, 200));
    expect(badge(host), 'no poll before 60 s').to.equal('2');
    clock.tick(60_000);
    await waitFor(() => badge(host) === '3', 5000, 'polled after 60 s');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await createReminder('dept02', 0, 2, 'GD-POLL-2');
    clock.tick(180_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(badge(host), 'hidden page does not poll').to.equal('3');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => badge(host) === '4', 5000, 'refreshed when shown');

    await createReminder('dept02', 0, 2, 'GD-POLL-3');
    clock.tick(59_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(badge(host)).to.equal('4');
    clock.tick(1_000);
    await waitFor(() => badge(host) === '5', 5000, 'polling resumed every 60 s');
  });

  it('two bells on a page share one poll and show the same count', async () => {
    await signInAs('dept02');
    clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] });
    const first = await mountBell();
    const second = await mountBell();
    await waitFor(() => badge(first) === '2' && badge(second) === '2', 5000);
    expect(clock.countTimers(), 'one interval for both bells').to.equal(1);
  });

  it('has no accessibility violations with the popover open', async () => {
    await signInAs('dept01');
    const host = await mountBell();
    await waitFor(() => badge(host) === '4', 5000);
    await openPopover(host);
    await waitFor(() => host.shadowRoot!.querySelector('[data-reminder]'), 5000);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });
});

describe('<hotline-reminders> against the reference server', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('lists the unread reminders, marks one read (the bell follows), lists all, and opens a reminder', async () => {
    await signInAs('dept01');
    const bell = await mountBell();
    const page = mount<HTMLElement>('<hotline-reminders></hotline-reminders>');
    const rows = () => page.shadowRoot!.querySelectorAll('[data-reminder-row]');
    await waitFor(() => rows().length === 4, 5000, '4 unread rows');
    await waitFor(() => badge(bell) === '4', 5000);

    const markRead = await waitFor(() => buttonByText(page.shadowRoot!, '标为已读'), 3000);
    markRead.click();
    await waitFor(() => rows().length === 3, 5000, 'row gone from the unread list');
    await waitFor(() => badge(bell) === '3', 5000, 'bell follows');

    const allTab = [...page.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.startsWith('全部'))!;
    allTab.click();
    // The 4 seeded unread, and the knowledge seed's 4 纠错 reminders dept01 has already read.
    await waitFor(() => rows().length === 8, 5000, 'all reminders');
    expect(page.shadowRoot!.textContent).to.contain('已读');

    const events: OpenDetail[] = [];
    page.addEventListener('hotline-reminder-open', (e) => events.push((e as CustomEvent<OpenDetail>).detail));
    const row = [...rows()].find((r) => r.textContent?.includes('二级单位已回复工单'))!;
    const workflowId = /YL\d+/.exec(row.textContent ?? '')![0];
    buttonByText(row, '去处理')!.click();
    await waitFor(() => events.length === 1, 3000);
    expect(events[0]!.path).to.equal(`/gong-dan/untodo?tab=level2Done&workflowId=${workflowId}`);
    await waitFor(() => badge(bell) === '2', 5000, 'opened reminder is read');
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });

  it('without a session shows the sign-in form, and after signing in the list', async () => {
    const page = mount<HTMLElement>('<hotline-reminders></hotline-reminders>');
    const form = await waitFor(() => page.shadowRoot!.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 5000);
    expect(form).to.exist;
    await signInAs('dept02');
    await waitFor(() => page.shadowRoot!.querySelectorAll('[data-reminder-row]').length === 2, 5000);
  });
});
