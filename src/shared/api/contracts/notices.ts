// Workflow reminders, announcements and attachments (spec §7 "Announcements", the bell and the reminders page).
import { Type, type Static } from '@sinclair/typebox';
import { ANNOUNCEMENT_TITLE_MAX } from '../../protocol/announcements.ts';
import { FILE_REF_LENGTH, FILE_REF_PATTERN } from '../../protocol/files.ts';
import {
  Body, Int, IntEnum, NullableDateTime, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, type EndpointMap,
} from './schema.ts';

// ---- workflow reminders ----

/** One workflow reminder of the signed-in user (the spec's type, workflowId, roleType, content). */
export const WorkflowReminder = Type.Object({
  id: Type.Integer(),
  /** 0, 5, 6, 7, 8 todo; 1, 3 done lists; 2 verification / level-2 replies (protocol ReminderType). */
  type: Type.Integer(),
  workflowId: Type.String(),
  /** 0, 1 or 2 (protocol ReminderRoleType). */
  roleType: Type.Integer(),
  content: Type.String(),
  /** 0 unread, 1 read */
  isRead: Type.Integer(),
  createTime: NullableDateTime(),
});
export type WorkflowReminder = Static<typeof WorkflowReminder>;

/** The bell asks page 1, size 50, isRead 0. Omitting isRead lists all. */
export const ReminderListRequest = OptionalBody({ page: Optional(Int(1, 100_000)), size: Optional(Int(1, 200)), isRead: Optional(IntEnum([0, 1])) });
export type ReminderListRequest = NonNullable<Static<typeof ReminderListRequest>>;

export const ReminderListResult = Type.Object({
  list: Type.Array(WorkflowReminder),
  /** Rows matching the filter (all pages). */
  total: Type.Integer(),
  /** Unread reminders of the user, whatever the filter. */
  unread: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ReminderListResult = Static<typeof ReminderListResult>;

/** One reminder by id, or every unread one with all: true. */
export const ReminderMarkReadRequest = Body({ id: Optional(Int(1)), all: Optional(Type.Literal(true)) });
export type ReminderMarkReadRequest = Static<typeof ReminderMarkReadRequest>;

/** How many reminders turned read. */
export const ReminderMarkReadResult = Type.Object({ updated: Type.Integer() });
export type ReminderMarkReadResult = Static<typeof ReminderMarkReadResult>;

// ---- announcements ----

/** 1 特别重要, 2 一般重要, 3 一般 */
export const ImpLevel = IntEnum([1, 2, 3]);
export type ImpLevel = Static<typeof ImpLevel>;

// ---- file references ----

/** A stored file as the browser names it: its random reference (a UUID), never the sequential row id. */
export const FileRef = () => Type.String({ pattern: `^${FILE_REF_PATTERN}$`, maxLength: FILE_REF_LENGTH });
/** What a download or preview takes: any short text, so a sequential id or a wrong reference gets the same 404 as an unknown one. */
export const FileRefQuery = Body({ id: ReqStr(64) });

export const AnnouncementAttachment = Type.Object({
  /** The file's reference, for GET /api/download?id=. */
  id: Type.String(),
  name: Type.String(),
  /** Bytes. */
  size: Type.Integer(),
});
export type AnnouncementAttachment = Static<typeof AnnouncementAttachment>;

/** The spec's announcement fields; attachmentIds / attachmentNames are comma-joined, attachments lists the same files. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  impLevel: ImpLevel,
  impLevelName: Type.String(),
  /** Sanitized HTML; present on queryById, empty in page lists. */
  content: Type.String(),
  attachmentIds: Type.String(),
  attachmentNames: Type.String(),
  attachments: Type.Array(AnnouncementAttachment),
  publisherName: NullableText(),
  /** Null until published. */
  publishDate: NullableDateTime(),
  /** 0 unpublished, 1 published */
  publishState: Type.Integer(),
  /** 1 valid, 0 deleted */
  isValid: Type.Integer(),
  creatorName: Type.String(),
  createTime: NullableDateTime(),
});
export type Announcement = Static<typeof Announcement>;

/** The widget asks publishState 1, isValid 1. */
export const AnnouncementPageRequest = OptionalBody({
  ...Paging,
  size: Optional(Int(1, 200)),
  publishState: Optional(IntEnum([0, 1])),
  isValid: Optional(IntEnum([0, 1])),
  /** Part of the title. */
  title: Optional(Type.String({ maxLength: ANNOUNCEMENT_TITLE_MAX })),
  impLevel: Optional(ImpLevel),
});
export type AnnouncementPageRequest = NonNullable<Static<typeof AnnouncementPageRequest>>;

export const AnnouncementPage = Page(Announcement);
export type AnnouncementPage = Static<typeof AnnouncementPage>;

export const AnnouncementIdRequest = Body({ id: Int(1) });
export type AnnouncementIdRequest = Static<typeof AnnouncementIdRequest>;

/** {id} or several {ids}. */
export const AnnouncementDeleteRequest = Body({ id: Optional(Int(1)), ids: Optional(Type.Array(Int(1), { minItems: 1, maxItems: 1000 })) });
export type AnnouncementDeleteRequest = Static<typeof AnnouncementDeleteRequest>;

/** A new announcement, unpublished (announcement:add). */
export const AnnouncementAddRequest = Body({
  title: ReqStr(ANNOUNCEMENT_TITLE_MAX),
  impLevel: ImpLevel,
  /** HTML from the rich-text editor; the server sanitizes it again. */
  content: ReqStr(200_000),
  /** References answered by /api/uploadFile2, comma-joined ('' for none). */
  attachmentIds: Optional(Type.String({ maxLength: 1000, pattern: `^(${FILE_REF_PATTERN}(,${FILE_REF_PATTERN})*)?$` })),
});
export type AnnouncementAddRequest = Static<typeof AnnouncementAddRequest>;

/** A draft's new title, level, content and attachments (announcement:add); a published one must be withdrawn first. */
export const AnnouncementUpdateRequest = Body({ id: Int(1), ...AnnouncementAddRequest.properties });
export type AnnouncementUpdateRequest = Static<typeof AnnouncementUpdateRequest>;

// ---- files ----

/** An uploaded file; id is its reference (what attachments and downloads name it by). */
export const UploadedFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() });
export type UploadedFile = Static<typeof UploadedFile>;

export const noticeEndpoints = {
  '/aop/workflowRemindMsg/selectList': { body: ReminderListRequest, reply: ReminderListResult },
  '/aop/workflowRemindMsg/markRead': { body: ReminderMarkReadRequest, reply: ReminderMarkReadResult },
  '/api/announcementManage/pageQuery': { body: AnnouncementPageRequest, reply: AnnouncementPage },
  '/api/announcementManage/queryById': { body: AnnouncementIdRequest, reply: Announcement },
  '/api/announcementManage/publishById': { body: AnnouncementIdRequest, reply: Type.Null() },
  '/api/announcementManage/deleteById': { body: AnnouncementDeleteRequest, reply: Type.Null() },
  '/api/announcementManage/add': { body: AnnouncementAddRequest, reply: Announcement },
  '/api/announcementManage/update': { body: AnnouncementUpdateRequest, reply: Announcement },
  /** 撤回: a published announcement returns to draft and leaves every reader's widget and list at once. */
  '/api/announcementManage/withdrawById': { body: AnnouncementIdRequest, reply: Type.Null() },
  /** One file, multipart field "file"; the server checks size and type. */
  '/api/uploadFile2': { query: Body({}), multipart: true, reply: UploadedFile },
  /** The file itself, to whoever may see what it belongs to; a refusal answers the envelope (403/404). */
  'GET /api/download': { query: FileRefQuery, file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
