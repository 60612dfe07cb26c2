// The spec's reminder routing table: by roleType (0 centre, 1 level-1 department, 2 level-2 department) and type.
import type { WorkflowReminder } from '../../shared/api/notice.types.ts';
import { DONE_LIST_ROLE_IDS, DONE_REMINDER_TYPES, ReminderRoleType, ReminderType, TODO_REMINDER_TYPES } from '../../shared/protocol/reminders.ts';

export { DONE_LIST_ROLE_IDS };

export const UNTODO_PATH = '/gong-dan/untodo';
export const UNCHECK_PATH = '/gong-dan/uncheckList';
/** The all-notifications page (the bell's 查看全部). */
export const REMINDERS_PAGE_PATH = '/gong-dan/WorkOrderReminder';
/** 工作日历, where a missing holiday arrangement is entered. */
export const CALENDAR_PATH = '/system/calendar';
export const DETAIL_PATH = '/gong-dan/detail';
/** 协办工单, where an assisting department finds what it must answer. */
export const ASSIST_PATH = '/gong-dan/assist';
/** 派单异议's queue. */
export const OBJECTION_PATH = '/gong-dan/objection';
/** 知识维护 (the console shows it in a frame): review dates, 纠错 and 审核 of the knowledge base are handled there. */
export const KNOWLEDGE_MANAGE_PATH = '/knowledge/manage';
/** 知识检索, where the reporter of a 纠错 reads the article again once it is answered. */
export const KNOWLEDGE_SEARCH_PATH = '/knowledge/search';

const KNOWLEDGE_TYPES: ReadonlySet<number> = new Set([ReminderType.knowledgeReview, ReminderType.knowledgeCorrection, ReminderType.knowledgeArticle]);

/** Which list of a work-order page a reminder opens. */
export type ReminderList = 'untodo' | 'level1Done' | 'level2Done' | 'uncheckList';

const TODO_TYPES = new Set(TODO_REMINDER_TYPES);
const DONE_TYPES = new Set(DONE_REMINDER_TYPES);

/**
 * types 0, 5, 6, 7, 8 -> untodo; types 1, 3 -> the first-level done list (roleType 0, 1) or the second-level one
 * (roleType 2); type 2 -> uncheckList for roleType 0, the untodo second-level done list for roleType 1 and 2.
 * Any other type opens untodo, where every order waiting for the user is listed.
 */
export function reminderList({ type, roleType }: Pick<WorkflowReminder, 'type' | 'roleType'>): ReminderList {
  if (TODO_TYPES.has(type)) return 'untodo';
  if (DONE_TYPES.has(type)) return roleType === 2 ? 'level2Done' : 'level1Done';
  if (type === ReminderType.replied) return roleType === 0 ? 'uncheckList' : 'level2Done';
  return 'untodo';
}

/** The console path a reminder opens: the list page, its tab, and the order to show. */
export function reminderPath(reminder: Pick<WorkflowReminder, 'type' | 'roleType' | 'workflowId'>): string {
  if (reminder.type === ReminderType.calendarMissing) return CALENDAR_PATH;
  // A 纠错 answered goes to its reporter (roleType centre), who may not maintain the base; the rest to 知识维护.
  if (reminder.type === ReminderType.knowledgeCorrection && reminder.roleType === ReminderRoleType.centre) return KNOWLEDGE_SEARCH_PATH;
  if (KNOWLEDGE_TYPES.has(reminder.type)) return KNOWLEDGE_MANAGE_PATH;
  // A candidate for 督办 is looked at whole: its detail, with its repeats.
  if (reminder.type === ReminderType.repeatAppeals || reminder.type === ReminderType.assistAnswered) return `${DETAIL_PATH}/${encodeURIComponent(reminder.workflowId)}`;
  if (reminder.type === ReminderType.assistTodo) return `${ASSIST_PATH}?workflowId=${encodeURIComponent(reminder.workflowId)}`;
  // 派单异议 (filed, overdue, ruled): the objection queue, showing that order's.
  if (reminder.type === ReminderType.objection) return `${OBJECTION_PATH}?${new URLSearchParams({ workflowId: reminder.workflowId })}`;
  const list = reminderList(reminder);
  const query = new URLSearchParams();
  if (list === 'level1Done' || list === 'level2Done') query.set('tab', list);
  query.set('workflowId', reminder.workflowId);
  return `${reminder.type === ReminderType.unaccepted ? '/gong-dan/unaccept' : list === 'uncheckList' ? UNCHECK_PATH : UNTODO_PATH}?${query.toString()}`;
}
