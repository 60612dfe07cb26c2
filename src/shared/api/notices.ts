// Workflow reminders, announcements and attachments: the calls of the bell, the reminders page, the widget and the admin page.
import { call } from '../http/client.ts';
import type { AnnouncementAddRequest, AnnouncementPageRequest, AnnouncementUpdateRequest, ReminderListRequest } from './notice.types.ts';

export const fetchReminders = (query: ReminderListRequest, signal?: AbortSignal) =>
  call('/aop/workflowRemindMsg/selectList', { body: query, signal });

/** Marks one reminder read, or (without an id) every unread one. */
export const markRemindersRead = (id?: number) =>
  call('/aop/workflowRemindMsg/markRead', { body: id === undefined ? { all: true } : { id } });

export const queryAnnouncements = (query: AnnouncementPageRequest, signal?: AbortSignal) =>
  call('/api/announcementManage/pageQuery', { body: query, signal });

export const fetchAnnouncement = (id: number, signal?: AbortSignal) => call('/api/announcementManage/queryById', { body: { id }, signal });

export const publishAnnouncement = (id: number) => call('/api/announcementManage/publishById', { body: { id } });

export const deleteAnnouncements = (ids: number[]) => call('/api/announcementManage/deleteById', { body: { ids } });

export const addAnnouncement = (input: AnnouncementAddRequest) => call('/api/announcementManage/add', { body: input });

/** A draft's new title, level, content and attachments. */
export const updateAnnouncement = (input: AnnouncementUpdateRequest) => call('/api/announcementManage/update', { body: input });

/** 撤回 a published announcement: it returns to draft. */
export const withdrawAnnouncement = (id: number) => call('/api/announcementManage/withdrawById', { body: { id } });
