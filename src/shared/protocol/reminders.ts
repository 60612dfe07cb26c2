// Workflow reminders (spec §4 "Reminder routing"): the types and roleTypes the work-order engine writes and the bell
// routes by, the done lists' role ids, the reminder page size.
import { RoleId } from './roles.ts';

/** A reminder's type: which list of which page the bell opens for it. */
export const ReminderType = {
  /** Something for the main department to handle: a new order, or its sub-department's reply. */
  newTodo: 0,
  /** The centre passed the department's reply. */
  checkPassed: 1,
  /** A department's reply waits for verification (uncheckList for roleType 0). */
  replied: 2,
  /** The main department replied to the centre (to the sub-department that worked on it). */
  mainReplied: 3,
  /** A delay, hang or return request waits for the approver. */
  applyPending: 4,
  /** The main department sent the order down to a sub-department. */
  subTodo: 5,
  checkFailed: 6,
  callbackUnsatisfied: 7,
  supervised: 8,
  /** Ours, for centre queues the spec's table lacks: 9 uncallback, 10 unAssessmentList, 11 unassign, 12 unaccept. */
  uncallback: 9,
  unassessed: 10,
  unassigned: 11,
  unaccepted: 12,
  /** Ours: a year's holiday arrangement is missing from the 工作日历 (to administrators; opens the calendar). */
  calendarMissing: 13,
  /** Ours: an open order's third repeat appeal (重复诉求), to the centre's supervisors as a candidate for 督办. */
  repeatAppeals: 14,
  /** Ours: an order for the department to assist (协办); opens 协办工单. */
  assistTodo: 21,
  /** Ours: an assisting department replied, or was released (to the lead); opens the order's detail. */
  assistAnswered: 22,
  /** Ours: 派单异议 — filed or overdue for ruling (to the centre), ruled (to the objecting department); opens the 派单异议 page. */
  objection: 15,
  /** Ours: 知识库 — an article's review date is near or past (to its department); opens 知识维护. */
  knowledgeReview: 23,
  /** Ours: 知识纠错 — filed or overdue (to the owning department), answered (to the reporter); opens 知识维护's 纠错. */
  knowledgeCorrection: 24,
  /** Ours: 知识审核 — an article awaits review (to the knowledge administrators), reviewed (to its department); opens 知识维护. */
  knowledgeArticle: 25,
} as const;

/** Types that open untodo. */
export const TODO_REMINDER_TYPES: readonly number[] = Object.freeze([
  ReminderType.newTodo, ReminderType.subTodo, ReminderType.checkFailed, ReminderType.callbackUnsatisfied, ReminderType.supervised,
]);
/** Types that open a done list: the first-level one, or the second-level one for roleType 2. */
export const DONE_REMINDER_TYPES: readonly number[] = Object.freeze([ReminderType.checkPassed, ReminderType.mainReplied]);

/** A reminder's roleType, the routing table's other key (the spec numbers them 0, 1, 2), as the work-order engine assigns them. */
export const ReminderRoleType = {
  /** To the main (level-1) department, and the centre's verification (type 2 -> uncheckList). */
  main: 0,
  /** To the sub (level-2) department. */
  sub: 1,
  /** Ours: the centre's own queues (types 4, 9-12). */
  centre: 2,
} as const;

/** The done-list tabs of the untodo page and the role ids they are shown to. */
export const DONE_LIST_ROLE_IDS: Readonly<Record<'level1Done' | 'level2Done', readonly number[]>> = Object.freeze({
  level1Done: Object.freeze([RoleId.level1]),
  level2Done: Object.freeze([RoleId.level1, RoleId.level2]),
});

/** The reminder list's page size (the bell asks page 1 of this size, unread). */
export const REMINDER_PAGE_SIZE = 50;
