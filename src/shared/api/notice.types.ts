// Request and response bodies of workflow reminders, announcements and attachments: the contracts are the source
// (contracts/notices.ts); the shared constants live in src/shared/protocol.

export type {
  Announcement, AnnouncementAddRequest, AnnouncementAttachment, AnnouncementDeleteRequest, AnnouncementIdRequest, AnnouncementPage,
  AnnouncementPageRequest, AnnouncementUpdateRequest, ImpLevel, ReminderListRequest, ReminderListResult, ReminderMarkReadRequest, ReminderMarkReadResult,
  UploadedFile, WorkflowReminder,
} from './contracts/notices.ts';

export { ANNOUNCEMENT_PERMISSIONS, ANNOUNCEMENT_TITLE_MAX, IMP_LEVEL_NAMES } from '../protocol/announcements.ts';
