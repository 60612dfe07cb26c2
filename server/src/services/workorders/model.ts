// The work-order vocabulary: statuses, roles, appeal types and their time limits, the lock's lifetime.
import { ReminderType, RoleId } from '../../../../src/shared/protocol/index.ts';

export const Status = {
  unaccepted: 1,
  unassigned: 2,
  level1Todo: 3,
  level2Todo: 4,
  unchecked: 5,
  uncallback: 6,
  unassessed: 7,
  finished: 8,
  archived: 9,
} as const;

export const statusNames: Record<number, string> = {
  1: '待受理',
  2: '待派遣',
  3: '一级待办',
  4: '二级待办',
  5: '待核查',
  6: '待回访',
  7: '待考核',
  8: '已办结',
  9: '已归档',
};

/** Statuses while a department holds the order: side requests and supervision apply here. */
export const AT_DEPARTMENT = [Status.level1Todo, Status.level2Todo];
/** Statuses whose clock runs (overdue is meaningful). */
export const CLOCK_RUNNING = [Status.unaccepted, Status.unassigned, Status.level1Todo, Status.level2Todo, Status.unchecked];

/** Role ids (seed/users.ts); 3, 56, 50, 20, 25 are the spec's. Shared with the browser through src/shared/protocol. */
export const Role = RoleId;

/** Centre staff see every order and full phone numbers. */
export const CENTRE_ROLES: number[] = [Role.admin, Role.agent, Role.dispatcher, Role.supervisor, Role.manager];
export const DEPT_ROLES: number[] = [Role.level1, Role.level2];

// Working days allowed per 诉求类型 value (the labels are the appeal_type dictionary's); other types get the default.
const TIME_LIMIT_DAYS: Readonly<Record<string, number>> = { 1: 3, 2: 3, 3: 13, 4: 13, 5: 13, 6: 3 };
const DEFAULT_TIME_LIMIT_DAYS = 3;
export const timeLimitOf = (appealType: string) => TIME_LIMIT_DAYS[appealType] ?? DEFAULT_TIME_LIMIT_DAYS;
export const callbackResults = [{ value: 1, label: '满意' }, { value: 2, label: '基本满意' }, { value: 3, label: '不满意' }];
/** A call-back result's label by its value. */
export const callbackResultNames: Readonly<Record<number, string>> = Object.fromEntries(callbackResults.map((r) => [r.value, r.label]));

/** Kinds of relation between two orders (/aop/workflowRel/getType2); 1 is the general one and the column's default. */
export const relationTypes: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1, label: '关联件' }, { value: 2, label: '重复件' }, { value: 3, label: '同一诉求人' }, { value: 4, label: '同一事件' },
];
export const DEFAULT_RELATION_TYPE = 1;
export const relationTypeName = (v: number) => relationTypes.find((t) => t.value === v)?.label ?? String(v);

/** Reminder type of a new registration waiting in 待受理 (the bell opens the unaccept queue). */
export const UNACCEPT_REMINDER_TYPE = ReminderType.unaccepted;

/** A work lock older than this is stale: anyone may take the order. */
export const LOCK_TTL_MS = 30 * 60 * 1000;

/** Someone holds the order's work lock and it has not gone stale. */
export const lockIsFresh = (row: { lock_user_id: number | null; locked_at: Date | null }, now = Date.now()) =>
  row.lock_user_id !== null && row.locked_at !== null && now - row.locked_at.getTime() < LOCK_TTL_MS;

/** Past its deadline while its clock runs (a hung order counts up to the moment it was hung). */
export const isOverdue = (row: { status: number; hang_started_at: Date | null; deadline: Date }, now = Date.now()) =>
  (CLOCK_RUNNING as readonly number[]).includes(row.status) && (row.hang_started_at?.getTime() ?? now) > row.deadline.getTime();
/** Longest delay one request may ask for, in working days. */
export const MAX_DELAY_DAYS = 30;

export const applyKindNames: Record<string, string> = { delay: '延期', hang: '挂账', return: '退回' };

/** 138****0001: what roles outside the centre see of a caller's number. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  if (phone.length > 4) return `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
  return '****';
}

export const isCentre = (roleIds: readonly number[]) => roleIds.some((r) => CENTRE_ROLES.includes(r));
