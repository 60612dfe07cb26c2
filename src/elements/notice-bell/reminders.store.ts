// One reminder poll per page, shared by every bell and the reminders page: every 60 s, paused while the page is hidden.
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { fetchReminders, markRemindersRead } from '../../shared/api/notices.ts';
import { loadResource, resourceOf, setResource } from '../../shared/data/index.ts';
import type { WorkflowReminder } from '../../shared/api/notice.types.ts';
import { REMINDER_POLL_MS } from '../../shared/constants.ts';
import { ApiError } from '../../shared/http/errors.ts';
import { noticesText } from '../../shared/i18n/zh-CN.ts';
import { REMINDER_PAGE_SIZE } from '../../shared/protocol/reminders.ts';
import { session } from '../../shared/session/session.store.ts';

interface UnreadReminders {
  /** The newest unread reminders (page 1, size 50), as the bell lists them. */
  unread: WorkflowReminder[];
  /** Unread reminders in all. */
  unreadCount: number;
}

const KEY = 'reminders:unread';
const NONE: UnreadReminders = { unread: [], unreadCount: 0 };

/** Bumped after anything is marked read, so open lists reload. */
const marks = proxy({ version: 0 });

let watchers = 0;
let timer: ReturnType<typeof setInterval> | undefined;
let stopWatchingSession: (() => void) | null = null;

function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** The unread reminders as the bell and the reminders page read them. */
export function useReminders(): UnreadReminders & { loading: boolean; error: string; version: number } {
  const snap = useSnapshot(resourceOf<UnreadReminders>(KEY));
  const { version } = useSnapshot(marks);
  return { ...((snap.data as UnreadReminders | undefined) ?? NONE), loading: snap.loading, error: snap.error, version };
}

/** Loads the unread reminders now (a newer call cancels an older one; the data layer forgets them with the session). */
export async function refreshReminders(): Promise<void> {
  if (!session.token) return;
  await loadResource<UnreadReminders>(KEY, async (signal) => {
    try {
      const result = await fetchReminders({ page: 1, size: REMINDER_PAGE_SIZE, isRead: 0 }, signal);
      return { unread: result.list, unreadCount: result.unread };
    } catch (error) {
      throw error instanceof ApiError ? error : new Error(noticesText.loadFailed);
    }
  });
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
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stopWatchingSession?.();
      stopWatchingSession = null;
    }
  };
}

/** Marks one reminder read (the bell and the page drop it at once), then reloads. */
export async function markReminderRead(id: number): Promise<void> {
  await markRemindersRead(id);
  const current = resourceOf<UnreadReminders>(KEY).data ?? NONE;
  setResource<UnreadReminders>(KEY, { unread: current.unread.filter((r) => r.id !== id), unreadCount: Math.max(0, current.unreadCount - 1) });
  marks.version += 1;
  void refreshReminders();
}

export async function markAllRemindersRead(): Promise<void> {
  await markRemindersRead();
  setResource<UnreadReminders>(KEY, NONE);
  marks.version += 1;
  void refreshReminders();
}
