import { proxy } from 'valtio';

export type NoticeIntent = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  id: number;
  toasterId: string;
  intent: NoticeIntent;
  message: string;
}

/** Messages waiting for their element's toaster to show them (it loads on first use). */
export const notices = proxy({
  pending: [] as Notice[],
  /** How many messages were ever queued: a new one lets a toaster that failed to load try again. */
  enqueued: 0,
  /** Toasters already loaded; they stay mounted for the element's life. */
  mounted: new Set<string>(),
});

let nextId = 0;

export function enqueueNotice(notice: Omit<Notice, 'id'>): void {
  notices.pending.push({ ...notice, id: ++nextId });
  notices.enqueued += 1;
}

/** Hands a toaster its waiting messages and removes them from the queue. */
export function takeNotices(toasterId: string): Notice[] {
  const mine = notices.pending.filter((n) => n.toasterId === toasterId);
  if (mine.length) notices.pending = notices.pending.filter((n) => n.toasterId !== toasterId);
  return mine;
}
