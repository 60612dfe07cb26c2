// Workflow reminders, announcements and attachments: the calls of the bell, the reminders page, the widget and the admin page.
import { download, request } from '../http/client.ts';
import type {
  Announcement, AnnouncementAddRequest, AnnouncementPage, AnnouncementPageRequest, ReminderListRequest, ReminderListResult,
  ReminderMarkReadResult, UploadedFile,
} from './notice.types.ts';

export const fetchReminders = (query: ReminderListRequest, signal?: AbortSignal) =>
  request<ReminderListResult>('/aop/workflowRemindMsg/selectList', { body: query, signal });

/** Marks one reminder read, or (without an id) every unread one. */
export const markRemindersRead = (id?: number) =>
  request<ReminderMarkReadResult>('/aop/workflowRemindMsg/markRead', { body: id === undefined ? { all: true } : { id } });

export const queryAnnouncements = (query: AnnouncementPageRequest, signal?: AbortSignal) =>
  request<AnnouncementPage>('/api/announcementManage/pageQuery', { body: query, signal });

export const fetchAnnouncement = (id: number, signal?: AbortSignal) =>
  request<Announcement>('/api/announcementManage/queryById', { body: { id }, signal });

export const publishAnnouncement = (id: number) => request<null>('/api/announcementManage/publishById', { body: { id } });

export const deleteAnnouncements = (ids: number[]) => request<null>('/api/announcementManage/deleteById', { body: { ids } });

export const addAnnouncement = (input: AnnouncementAddRequest) => request<Announcement>('/api/announcementManage/add', { body: input });

