// 公告管理's logic: the search form and the searched list, paging, selection, and the add, edit (a draft), publish,
// withdraw (撤回) and delete flows.
import { useEffect, useState, type FormEvent } from 'react';
import { deleteAnnouncements, fetchAnnouncement, publishAnnouncement, queryAnnouncements, withdrawAnnouncement } from '../../shared/api/notices.ts';
import { ANNOUNCEMENT_PERMISSIONS, type Announcement, type AnnouncementPageRequest, type ImpLevel } from '../../shared/api/notice.types.ts';
import { ANNOUNCEMENT_DEFAULT_PAGE_SIZE } from '../../shared/constants.ts';
import { useResource } from '../../shared/data/index.ts';
import { ApiError } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../shared/ui/notify.tsx';
import { usePageState } from '../../shared/ui/pageState.ts';
import { usePermission } from '../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../shared/utils/paging.ts';

export interface AnnouncementSearch {
  title: string;
  /** '' = all */
  impLevel: '' | `${ImpLevel}`;
  publishState: '' | '0' | '1';
}

const NO_RECORDS: Announcement[] = [];
const EMPTY_SEARCH: AnnouncementSearch = { title: '', impLevel: '', publishState: '' };

function toQuery(search: AnnouncementSearch, page: number, size: number): AnnouncementPageRequest {
  return {
    page,
    size,
    isValid: 1,
    ...(search.title.trim() ? { title: search.title.trim() } : {}),
    ...(search.impLevel ? { impLevel: Number(search.impLevel) as ImpLevel } : {}),
    ...(search.publishState ? { publishState: Number(search.publishState) as 0 | 1 } : {}),
  };
}

/** The announcement administration page: state and callbacks for the render. */
export function useAnnouncementAdmin() {
  const notify = useNotify();
  const canPublish = usePermission([ANNOUNCEMENT_PERMISSIONS.publish]);
  const canDelete = usePermission([ANNOUNCEMENT_PERMISSIONS.delete]);
  const canEdit = usePermission([ANNOUNCEMENT_PERMISSIONS.edit]);
  // What is typed in the search form, and what the list was last searched with.
  const [form, setForm] = usePageState<AnnouncementSearch>('announcementSearchForm', EMPTY_SEARCH);
  const [search, setSearch] = usePageState<AnnouncementSearch>('announcementSearch', EMPTY_SEARCH);
  const [page, setPage] = usePageState('announcementPage', 1);
  const [size, setSize] = usePageState('announcementSize', ANNOUNCEMENT_DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [toPublish, setToPublish] = useState<Announcement | null>(null);
  const [toWithdraw, setToWithdraw] = useState<Announcement | null>(null);
  /** The draft being edited, with its content. */
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const list = useResource('announcements:admin', (signal) => queryAnnouncements(toQuery(search, page, size), signal), { args: { search, page, size } });
  const records = list.data?.records ?? NO_RECORDS;
  const total = list.data?.total ?? 0;
  const { loading, reload } = list;
  useEffect(() => setSelected(new Set()), [list.data]);
  useEffect(() => {
    if (list.error) notify.error(list.error);
  }, [list.error, notify]);

  const runSearch = (event?: FormEvent) => {
    event?.preventDefault();
    setSearch({ ...form });
    setPage(1);
    void reload();
  };

  const resetSearch = () => {
    setForm(EMPTY_SEARCH);
    setSearch(EMPTY_SEARCH);
    setPage(1);
  };

  const showPage = (nextPage: number, nextSize: number) => {
    setPage(nextPage);
    setSize(nextSize);
  };

  const askDelete = () => {
    if (selected.size === 0) notify.warning(zhCN.common.chooseDeleteItem);
    else setConfirmDelete(true);
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAnnouncements([...selected]);
      notify.success(zhCN.common.operationSuccess);
      setConfirmDelete(false);
      setPage(pageAfterDelete({ page, pageSize: size, total, deletedCount: selected.size }));
      void reload();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? `${zhCN.common.operationFailed}：${failure.message}` : zhCN.common.operationFailed);
    } finally {
      setBusy(false);
    }
  };

  const failed = (failure: unknown) =>
    notify.error(failure instanceof ApiError ? `${zhCN.common.operationFailed}：${failure.message}` : zhCN.common.operationFailed);

  const withdraw = async (announcement: Announcement) => {
    setBusy(true);
    try {
      await withdrawAnnouncement(announcement.id);
      notify.success(noticesText.withdrawn);
      setToWithdraw(null);
      void reload();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  /** 修改 a draft: its content is not in the list, so it is read first. */
  const edit = async (announcement: Announcement) => {
    try {
      setEditing(await fetchAnnouncement(announcement.id));
    } catch (failure) {
      failed(failure);
    }
  };

  const edited = () => {
    notify.success(zhCN.common.operationSuccess);
    setEditing(null);
    void reload();
  };

  const publish = async (announcement: Announcement) => {
    setBusy(true);
    try {
      await publishAnnouncement(announcement.id);
      notify.success(zhCN.common.operationSuccess);
      setToPublish(null);
      void reload();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? `${zhCN.common.operationFailed}：${failure.message}` : zhCN.common.operationFailed);
    } finally {
      setBusy(false);
    }
  };

  const added = () => {
    notify.success(zhCN.common.operationSuccess);
    setAdding(false);
    setPage(1);
    void reload();
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(on ? new Set(records.map((r) => r.id)) : new Set());
  const allSelected = records.length > 0 && records.every((r) => selected.has(r.id));
  const filtered = Boolean(search.title.trim() || search.impLevel || search.publishState);

  return {
    canPublish, canDelete, form, setForm, runSearch, resetSearch, records, total, loading, filtered, page, size, showPage,
    selected, toggle, selectAll, allSelected, adding, setAdding, added, confirmDelete, setConfirmDelete, askDelete, remove,
    toPublish, setToPublish, publish, viewing, setViewing, busy, canEdit, editing, setEditing, edit, edited, toWithdraw, setToWithdraw, withdraw,
  };
}
