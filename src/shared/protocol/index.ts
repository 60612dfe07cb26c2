// Protocol constants the server and the browser share: CTI reply codes and descs, role ids, reminder types and role
// types, announcement limits. Plain values only (no imports), so both sides may import this module (DESIGN §2).

// ---- CTI socket (spec §7 "WebSocket", §8) ----

/** Reply codes: 200 ok, 401 bad token, 402 unknown extension, 403 not your extension, 400 bad message, 500 refused. */
export const CtiCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  unknownExtension: 402,
  forbidden: 403,
  failed: 500,
} as const;

/** desc values the softphone reacts to (spec §8). */
export const CtiDesc = {
  notRegistered: '分机未注册',
  muteFailed: '静音失败',
  transferOk: '转接成功',
  transferFailed: '转接失败',
  hangUpOk: '挂断成功',
  callOk: '呼叫成功',
} as const;

/** finishTime sent with setAgentInfo (after-call wrap-up, in seconds); the simulator's default when it is left out. */
export const FINISH_TIME = 15;
/** Call form calledType values. */
export const CALLED_TYPE_SKILL_GROUP = 1;
export const CALLED_TYPE_PHONE = 2;
/** transfer calledType when the target number is not an extension. */
export const CALLED_TYPE_EXTERNAL = 3;

// ---- roles ----

/** Role ids of the seed (seed/users.ts); 3, 56, 50, 20, 25 are the spec's. */
export const RoleId = {
  admin: 1,
  /** Main (level-1) department. */
  level1: 3,
  agent: 10,
  dispatcher: 15,
  supervisor: 20,
  manager: 25,
  approver: 50,
  /** Sub (level-2) department. */
  level2: 56,
} as const;

// ---- workflow reminders (spec §4 "Reminder routing") ----

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

// ---- announcements ----

/** Longest title the server accepts. */
export const ANNOUNCEMENT_TITLE_MAX = 100;

/** 1 特别重要, 2 一般重要, 3 一般 */
export const IMP_LEVEL_NAMES: Readonly<Record<1 | 2 | 3, string>> = Object.freeze({ 1: '特别重要', 2: '一般重要', 3: '一般' });

export const ANNOUNCEMENT_PERMISSIONS = {
  add: 'announcement:add',
  publish: 'announcement:publish',
  delete: 'announcement:delete',
} as const;
