// Request and response bodies of workflow reminders, announcements and attachments; shared by the server and the elements.
import type { Page, PageQuery } from './types.ts';

// ---- workflow reminders ----

/** One workflow reminder of the signed-in user (the spec's type, workflowId, roleType, content). */
export interface WorkflowReminder {
  id: number;
  /** 0, 5, 6, 7, 8 todo; 1, 3 done lists; 2 verification / level-2 replies. */
  type: number;
  workflowId: string;
  /** 0 hotline centre, 1 level-1 department, 2 level-2 department. */
  roleType: number;
  content: string;
  /** 0 unread, 1 read */
  isRead: number;
  /** 'YYYY-MM-DD HH:mm:ss' (CST) */
  createTime: string | null;
}

/** POST /aop/workflowRemindMsg/selectList; the bell asks page 1, size 50, isRead 0. Omitting isRead lists all. */
export interface ReminderListRequest {
  page?: number;
  size?: number;
  isRead?: 0 | 1;
}

/** POST /aop/workflowRemindMsg/selectList -> data */
export interface ReminderListResult {
  list: WorkflowReminder[];
  /** Rows matching the filter (all pages). */
  total: number;
  /** Unread reminders of the user, whatever the filter. */
  unread: number;
  page: number;
  size: number;
}

/** POST /aop/workflowRemindMsg/markRead: one reminder by id, or every unread one with all: true. */
export interface ReminderMarkReadRequest {
  id?: number;
  all?: boolean;
}

/** POST /aop/workflowRemindMsg/markRead -> data: how many reminders turned read. */
export interface ReminderMarkReadResult {
  updated: number;
}

// ---- announcements ----

/** 1 特别重要, 2 一般重要, 3 一般 */
export type ImpLevel = 1 | 2 | 3;

export interface AnnouncementAttachment {
  id: number;
  name: string;
  /** Bytes. */
  size: number;
}

/** The spec's announcement fields; attachmentIds / attachmentNames are comma-joined, attachments lists the same files. */
export interface Announcement {
  id: number;
  title: string;
  impLevel: ImpLevel;
  impLevelName: string;
  /** Sanitized HTML; present on queryById, empty in page lists. */
  content: string;
  attachmentIds: string;
  attachmentNames: string;
  attachments: AnnouncementAttachment[];
  publisherName: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' (CST); null until published. */
  publishDate: string | null;
  /** 0 unpublished, 1 published */
  publishState: number;
  /** 1 valid, 0 deleted */
  isValid: number;
  creatorName: string;
  createTime: string | null;
}

/** POST /api/announcementManage/pageQuery -> data: Page<Announcement>. The widget asks publishState 1, isValid 1. */
export interface AnnouncementPageRequest extends PageQuery {
  publishState?: 0 | 1;
  isValid?: 0 | 1;
  /** Part of the title. */
  title?: string;
  impLevel?: ImpLevel;
}

export type AnnouncementPage = Page<Announcement>;

/** POST /api/announcementManage/queryById, publishById: {id}. */
export interface AnnouncementIdRequest {
  id: number;
}

/** POST /api/announcementManage/deleteById: {id} or several {ids}. */
export interface AnnouncementDeleteRequest {
  id?: number;
  ids?: number[];
}

/** POST /api/announcementManage/add (announcement:add) -> data: the new announcement, unpublished. */
export interface AnnouncementAddRequest {
  title: string;
  impLevel: ImpLevel;
  /** HTML from the rich-text editor; the server sanitizes it again. */
  content: string;
  /** Ids answered by /api/uploadFile2, comma-joined ('' for none). */
  attachmentIds?: string;
}

/** POST /api/uploadFile2 (multipart, one field "file") -> data */
export interface UploadedFile {
  id: number;
  name: string;
  size: number;
}

/** Longest title the server accepts. */
export const ANNOUNCEMENT_TITLE_MAX = 100;

export const IMP_LEVEL_NAMES: Readonly<Record<ImpLevel, string>> = Object.freeze({ 1: '特别重要', 2: '一般重要', 3: '一般' });

export const ANNOUNCEMENT_PERMISSIONS = {
  add: 'announcement:add',
  publish: 'announcement:publish',
  delete: 'announcement:delete',
} as const;
