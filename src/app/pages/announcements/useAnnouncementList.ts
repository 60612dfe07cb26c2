// 公告浏览's logic: the title search, the page of published valid announcements, and the one shown in detail.
import { useState, type FormEvent } from 'react';
import { queryAnnouncements } from '../../../shared/api/notices.ts';
import type { Announcement, AnnouncementPageRequest } from '../../../shared/api/notice.types.ts';
import { ANNOUNCEMENT_DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import { useResource } from '../../../shared/data/index.ts';
import { usePageState } from '../../../shared/ui/pageState.ts';
import { usePageInRange } from '../../../shared/utils/usePageInRange.ts';

const NO_RECORDS: Announcement[] = [];

/** Readers see published, valid announcements only (the server enforces it for readers anyway). */
export function listQuery(title: string, page: number, size: number): AnnouncementPageRequest {
  return { page, size, publishState: 1, isValid: 1, ...(title.trim() ? { title: title.trim() } : {}) };
}

export function useAnnouncementList() {
  // What is typed, and what the list was last searched with: kept per console tab.
  const [storedTyped, storeTyped] = usePageState('announcementListTyped', '');
  // React state for the field itself (a store's change renders a tick later, and a controlled field would snap back).
  const [typed, setTypedNow] = useState(storedTyped);
  const setTyped = (words: string) => {
    setTypedNow(words);
    storeTyped(words);
  };
  const [title, setTitle] = usePageState('announcementListTitle', '');
  const [page, setPage] = usePageState('announcementListPage', 1);
  const [size, setSize] = usePageState('announcementListSize', ANNOUNCEMENT_DEFAULT_PAGE_SIZE);
  const [viewing, setViewing] = useState<Announcement | null>(null);

  const list = useResource('announcements:browse', (signal) => queryAnnouncements(listQuery(title, page, size), signal), { args: { title, page, size } });

  usePageInRange(list.data?.total, page, size, setPage);

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setTitle(typed);
    setPage(1);
    if (typed === title && page === 1) void list.reload();
  };
  const reset = () => {
    setTyped('');
    setTitle('');
    setPage(1);
  };
  const showPage = (nextPage: number, nextSize: number) => {
    setPage(nextPage);
    setSize(nextSize);
  };

  return {
    typed, setTyped, search, reset, filtered: title.trim() !== '',
    records: list.data?.records ?? NO_RECORDS, total: list.data?.total ?? 0, loading: list.loading, error: list.error, reload: list.reload,
    page, size, showPage, viewing, setViewing,
  };
}
