// One reminder poll per page, shared by every bell and the reminders page: every 60 s, paused while the page is hidden.
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { fetchReminders, markRemindersRead } from '../../shared/api/notices.ts';
import type { WorkflowReminder } from '../../shared/api/notice.types.ts';
import { REMINDER_PAGE_SIZE, REMINDER_POLL_MS } from '../../shared/constants.ts';
import { ApiError } from '../../shared/http/errors.ts';
import { noticesText } from '../../shared/i18n/zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';

export const reminders = proxy({
  /** The newest unread reminders (page 1, size 50), as the bell lists them. */
  unread: [] as WorkflowReminder[],
  /** Unread reminders in all. */
  unreadCount: 0,
  loading: false,
  error: '',
  /** Bumped after anything is marked read, so open lists reload. */
  version: 0,
});

let watchers = 0;
let timer: ReturnType<typeof setInterval> | undefined;
let inFlight: AbortController | null = null;
let stopWatchingSession: (() => void) | null = null;

function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** Loads the unread reminders now (a newer call cancels an older one). */
export async function refreshReminders(): Promise<void> {
  inFlight?.abort();
  if (!session.token) {
    reminders.unread = [];
    reminders.unreadCount = 0;
    reminders.error = '';
    return;
  }
  const controller = new AbortController();
  inFlight = controller;
  reminders.loading = true;
  try {
    const result = await fetchReminders({ page: 1, size: REMINDER_PAGE_SIZE, isRead: 0 }, controller.signal);
    if (controller.signal.aborted) return;
    reminders.unread = result.list;
    reminders.unreadCount = result.unread;
    reminders.error = '';
  } catch (error) {
    if (controller.signal.aborted) return;
    reminders.error = error instanceof ApiError ? error.message : noticesText.loadFailed;
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      reminders.loading = false;
    }
  }
}

function startTimer(): void {
  stopTimer();
  timer = setInterval(() => void refreshReminders(), REMINDER_POLL_MS);
}

function stopTimer(): void {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
}

// A hidden page stops asking; when it shows again it asks at once, then every 60 s.
function onVisibilityChange(): void {
  if (pageHidden()) stopTimer();
  else {
    void refreshReminders();
    startTimer();
  }
}

/** Starts the shared poll for one more watcher (a bell or a reminders page); call the answer to stop watching. */
export function watchReminders(): () => void {
  watchers += 1;
  if (watchers === 1) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    stopWatchingSession = subscribeKey(session, 'token', () => void refreshReminders());
    void refreshReminders();
    if (!pageHidden()) startTimer();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0) {
      stopTimer();
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stopWatchingSession?.();
      stopWatchingSession = null;
    }
  };
}

/** Marks one reminder read (the bell and the page drop it at once), then reloads. */
export async function markReminderRead(id: number): Promise<void> {
  await markRemindersRead(id);
  reminders.unread = reminders.unread.filter((r) => r.id !== id);
  reminders.unreadCount = Math.max(0, reminders.unreadCount - 1);
  reminders.version += 1;
  void refreshReminders();
}

export async function markAllRemindersRead(): Promise<void> {
  await markRemindersRead();
  reminders.unread = [];
  reminders.unreadCount = 0;
  reminders.version += 1;
  void refreshReminders();
}
