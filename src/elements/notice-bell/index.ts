// The notice-bell part: the bell, the all-notifications page, their shared store and the routing table.
export { NoticeBell, REMINDERS_PAGE_PATH } from './NoticeBell.tsx';
export type { NoticeBellProps } from './NoticeBell.tsx';
export { RemindersPage } from './RemindersPage.tsx';
export type { RemindersPageProps } from './RemindersPage.tsx';
export { useReminders, refreshReminders, watchReminders, markReminderRead, markAllRemindersRead } from './reminders.store.ts';
export { reminderList, reminderPath, DONE_LIST_ROLE_IDS, UNCHECK_PATH, UNTODO_PATH } from './reminderRoute.ts';
export type { ReminderList } from './reminderRoute.ts';
