// The work-order state machine: one table of state × action × role -> next state, plus reminders and effects.
// Routes never decide a transition themselves; they call planTransition() and store the plan.
import type { Updateable } from 'kysely';
import type { QueueGroup } from '../../../../src/shared/api/workorder.types.ts';
import type { WorkflowTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { WorkCalendar } from './workdays.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/index.ts';
import { AT_DEPARTMENT, Role, Status, statusNames } from './model.ts';

export type Action =
  | 'register' | 'registerToAssign' | 'registerDone' | 'registerDispatch' | 'hotlineDone'
  | 'accept' | 'dispatch' | 'withdrawDispatch' | 'assignDown' | 'mainDeptWithdraw' | 'reply' | 'withdrawReply'
  | 'checkPass' | 'checkFail' | 'callbackSatisfied' | 'callbackUnsatisfied' | 'assess' | 'caseFile'
  | 'applyDelay' | 'applyHang' | 'applyReturn' | 'agreeDelay' | 'refuseDelay' | 'agreeHang' | 'refuseHang'
  | 'agreeReturn' | 'refuseReturn' | 'resumeHang' | 'supervise' | 'superviseReply'
  | 'modify' | 'dispose' | 'repair' | 'delete' | 'upSupervise'
  | 'objectDispatch' | 'upholdObjection' | 'refuseObjection';

/** Who must act next and gets a reminder (resolved to users by the store). */
export type Audience = 'mainDept' | 'subDept' | 'dispatchers' | 'checkers' | 'callbackers' | 'assessors' | 'approvers' | 'objectionRulers';

/**
 * Reminder type/roleType follow the spec's bell routing (protocol ReminderType, ReminderRoleType): 0,5,6,7,8 -> untodo;
 * 1,3 -> done lists; 2 + roleType 0 -> uncheckList. roleType 2 is ours for centre queues the spec's table lacks:
 * 4 approval queues, 9 uncallback, 10 unAssessmentList, 11 unassign, 12 unaccept.
 */
export interface ReminderSpec {
  to: Audience;
  type: number;
  roleType: number;
  text: string;
}

/** What must be true of the caller beyond the role. */
type Scope = 'mainDept' | 'subDept' | 'holder' | 'none';

export interface PlanContext {
  /** null for a registration (the order does not exist yet). */
  order: {
    status: number;
    main_dept_id: number | null;
    sub_dept_id: number | null;
    dispatched_at: Date | null;
    hang_started_at: Date | null;
    deadline: Date;
    rework_count: number;
  } | null;
  user: { id: number; deptId: number | null; roleIds: readonly number[] };
  /** Side requests awaiting the approver, by kind. */
  pendingKinds: ReadonlySet<string>;
  openSupervise: boolean;
  /** 协办 still awaiting their reply (the lead replies to the centre only when none is). */
  openAssists?: number;
  input: {
    mainDeptId?: number;
    subDeptId?: number;
    claimReasonable?: number;
    assessScore?: number;
    days?: number;
    callbackResult?: number;
    /** The agreed request's days (delay). */
    agreedDays?: number | null;
  };
  now: Date;
  /** The 工作日历 the deadlines are counted with. */
  calendar: WorkCalendar;
}

interface Transition {
  action: Action;
  name: string;
  /** Statuses it starts from; 'new' for registrations. */
  from: ReadonlyArray<number> | 'new';
  roles: readonly number[];
  scope: Scope;
  /** Next status: a number, the same status, or computed. */
  to: number | 'same' | ((ctx: PlanContext) => number);
  remind?: ReminderSpec[] | ((ctx: PlanContext) => ReminderSpec[]);
  /** Extra refusal: a message, or null when allowed. */
  guard?: (ctx: PlanContext) => string | null;
  /** Column changes besides status/processid/version. */
  effect?: (ctx: PlanContext) => Updateable<WorkflowTable>;
}

const { admin: ADMIN, level1: L1, level2: L2, agent: AGENT, dispatcher: DISPATCHER, supervisor: SV, manager: CM, approver: AP } = Role;
const S = Status;

const toDept: ReminderSpec = { to: 'mainDept', type: ReminderType.newTodo, roleType: ReminderRoleType.main, text: '有新的待办工单，请及时办理' };
const holderReminder = (ctx: PlanContext, text: string): ReminderSpec[] =>
  ctx.order?.status === S.level2Todo
    ? [{ to: 'subDept', type: ReminderType.subTodo, roleType: ReminderRoleType.sub, text }]
    : [{ to: 'mainDept', type: ReminderType.newTodo, roleType: ReminderRoleType.main, text }];
const toApprovers = (kind: string): ReminderSpec[] => [{ to: 'approvers', type: ReminderType.applyPending, roleType: ReminderRoleType.centre, text: `有新的${kind}申请待审批` }];
const needsPending = (kind: string) => (ctx: PlanContext) => (ctx.pendingKinds.has(kind) ? null : '没有待审批的申请');
const noPendingReturn = (ctx: PlanContext) => (ctx.pendingKinds.has('return') ? '工单有待审批的退回申请，审批完成前不能办理'
  : ctx.pendingKinds.has('objection') ? '工单有待裁定的派单异议，裁定前不能办理' : null);
const noPendingObjection = (ctx: PlanContext) => (ctx.pendingKinds.has('objection') ? '工单有待裁定的派单异议，请先裁定' : null);
/** Ends a hang: the deadline moves by the working time the pause covered (a weekend inside it adds nothing). */
const resumeClock = (ctx: PlanContext): Updateable<WorkflowTable> => {
  const o = ctx.order!;
  if (!o.hang_started_at) return {};
  const paused = ctx.calendar.workingMsBetween(o.hang_started_at, ctx.now);
  return { hang_started_at: null, deadline: ctx.calendar.addWorkingMs(o.deadline, paused) };
};

/** The returns to the department that make 重办次数: each adds one to rework_count, and 绩效统计 counts their steps. */
export const REWORK_ACTIONS = ['checkFail', 'callbackUnsatisfied'] as const satisfies readonly Action[];

/** The actions that take the order from its lead (改派 by 撤回派遣, 退回, 派单异议成立): the assists still awaited end with them. */
export const LEAVES_LEAD = ['withdrawDispatch', 'agreeReturn', 'upholdObjection'] as const satisfies readonly Action[];

/** 重办次数 after this return to the department (the order row is locked, so two servers never count one return twice). */
const reworkedOnce = (c: PlanContext): number => (c.order?.rework_count ?? 0) + 1;

export const transitions: Transition[] = [
  // ---- registration (受理) ----
  // Dispatchers accept what agents register; agents are left out: each registers their own and would be told of every colleague's.
  { action: 'register', name: '登记工单', from: 'new', roles: [AGENT, ADMIN], scope: 'none', to: S.unaccepted,
    remind: [{ to: 'dispatchers', type: ReminderType.unaccepted, roleType: ReminderRoleType.centre, text: '有新登记的工单待受理' }] },
  { action: 'registerToAssign', name: '登记并转派遣', from: 'new', roles: [AGENT, ADMIN], scope: 'none', to: S.unassigned,
    effect: (c) => ({ is_accepted: 1, accepted_at: c.now }),
    remind: [{ to: 'dispatchers', type: ReminderType.unassigned, roleType: ReminderRoleType.centre, text: '有新的待派遣工单' }] },
  { action: 'registerDone', name: '坐席直接办结', from: 'new', roles: [AGENT, ADMIN], scope: 'none', to: S.uncallback,
    effect: (c) => ({ is_accepted: 1, accepted_at: c.now, claim_reasonable: 1 }),
    remind: [{ to: 'callbackers', type: ReminderType.uncallback, roleType: ReminderRoleType.centre, text: '有新的待回访工单' }] },
  { action: 'registerDispatch', name: '登记并派遣', from: 'new', roles: [AGENT, ADMIN], scope: 'none', to: S.level1Todo,
    guard: (c) => (c.input.mainDeptId ? null : '请选择主办单位'),
    effect: (c) => ({ is_accepted: 1, accepted_at: c.now, dispatched_at: c.now, main_dept_id: c.input.mainDeptId! }),
    remind: [toDept] },
  { action: 'accept', name: '受理', from: [S.unaccepted], roles: [AGENT, DISPATCHER, ADMIN], scope: 'none', to: S.unassigned,
    effect: (c) => ({ is_accepted: 1, accepted_at: c.now }),
    remind: [{ to: 'dispatchers', type: ReminderType.unassigned, roleType: ReminderRoleType.centre, text: '有新的待派遣工单' }] },
  { action: 'hotlineDone', name: '热线直接办结', from: [S.unaccepted, S.unassigned], roles: [AGENT, DISPATCHER, ADMIN], scope: 'none', to: S.uncallback,
    effect: (c) => ({ is_accepted: 1, accepted_at: c.now, claim_reasonable: 1 }),
    remind: [{ to: 'callbackers', type: ReminderType.uncallback, roleType: ReminderRoleType.centre, text: '有新的待回访工单' }] },

  // ---- dispatch (派遣) and handling (办理) ----
  { action: 'dispatch', name: '派遣', from: [S.unassigned], roles: [DISPATCHER, ADMIN], scope: 'none', to: S.level1Todo,
    guard: (c) => (c.input.mainDeptId ? null : '请选择主办单位'),
    effect: (c) => ({ main_dept_id: c.input.mainDeptId!, sub_dept_id: null, dispatched_at: c.now, rework: 0 }),
    remind: [toDept] },
  { action: 'withdrawDispatch', name: '撤回派遣', from: [S.level1Todo], roles: [DISPATCHER, ADMIN], scope: 'none', to: S.unassigned,
    guard: (c) => (c.order?.dispatched_at ? noPendingObjection(c) : '工单尚未派遣，无需撤回'),
    effect: () => ({ main_dept_id: null, sub_dept_id: null, rework: 0 }) },
  { action: 'assignDown', name: '下派二级单位', from: [S.level1Todo], roles: [L1, ADMIN], scope: 'mainDept', to: S.level2Todo,
    guard: (c) => (c.input.subDeptId ? noPendingReturn(c) : '请选择二级承办单位'),
    effect: (c) => ({ sub_dept_id: c.input.subDeptId!, l2_replied_at: null }),
    remind: [{ to: 'subDept', type: ReminderType.subTodo, roleType: ReminderRoleType.sub, text: '一级单位下派了工单，请及时办理' }] },
  { action: 'mainDeptWithdraw', name: '主办单位撤回', from: [S.level2Todo], roles: [L1, ADMIN], scope: 'mainDept', to: S.level1Todo },
  { action: 'reply', name: '二级单位办理回复', from: [S.level2Todo], roles: [L2, ADMIN], scope: 'subDept', to: S.level1Todo,
    guard: noPendingReturn,
    effect: (c) => ({ l2_replied_at: c.now, ...resumeClock(c) }),
    remind: [{ to: 'mainDept', type: ReminderType.newTodo, roleType: ReminderRoleType.main, text: '二级单位已回复，请审核后回复热线中心' }] },
  { action: 'reply', name: '办理回复', from: [S.level1Todo], roles: [L1, ADMIN], scope: 'mainDept', to: S.unchecked,
    guard: (c) => noPendingReturn(c) ?? (c.openAssists ? `还有 ${c.openAssists} 个协办单位未回复，请待协办单位回复或热线中心解除协办后再办理回复` : null),
    effect: (c) => ({ l1_replied_at: c.now, ...resumeClock(c) }),
    remind: (c) => [
      { to: 'checkers', type: ReminderType.replied, roleType: ReminderRoleType.main, text: '有新的待核查工单' },
      ...(c.order?.sub_dept_id ? [{ to: 'subDept' as const, type: ReminderType.mainReplied, roleType: ReminderRoleType.sub, text: '一级单位已回复热线中心' }] : []),
    ] },
  { action: 'withdrawReply', name: '撤回回复', from: [S.unchecked], roles: [L1, ADMIN], scope: 'mainDept', to: S.level1Todo },

  // ---- verification (核查), callback (回访), assessment (考核) ----
  { action: 'checkPass', name: '核查通过', from: [S.unchecked], roles: [DISPATCHER, SV, ADMIN], scope: 'none', to: S.uncallback,
    guard: (c) => (c.input.claimReasonable === 0 || c.input.claimReasonable === 1 ? null : '请选择诉求是否合理'),
    effect: (c) => ({ checked_at: c.now, check_passed: 1, claim_reasonable: c.input.claimReasonable!, rework: 0 }),
    remind: [
      { to: 'callbackers', type: ReminderType.uncallback, roleType: ReminderRoleType.centre, text: '有新的待回访工单' },
      { to: 'mainDept', type: ReminderType.checkPassed, roleType: ReminderRoleType.main, text: '工单核查通过' },
    ] },
  { action: 'checkFail', name: '核查不通过', from: [S.unchecked], roles: [DISPATCHER, SV, ADMIN], scope: 'none', to: S.level1Todo,
    effect: (c) => ({ checked_at: c.now, check_passed: 0, rework: 1, rework_count: reworkedOnce(c), l1_replied_at: null }),
    remind: [{ to: 'mainDept', type: ReminderType.checkFailed, roleType: ReminderRoleType.main, text: '工单核查不通过，请重新办理' }] },
  { action: 'callbackSatisfied', name: '回访满意', from: [S.uncallback], roles: [SV, DISPATCHER, ADMIN], scope: 'none', to: S.unassessed,
    effect: (c) => ({ callback_at: c.now, callback_result: c.input.callbackResult ?? 1, rework: 0 }),
    remind: [{ to: 'assessors', type: ReminderType.unassessed, roleType: ReminderRoleType.centre, text: '有新的待考核工单' }] },
  { action: 'callbackUnsatisfied', name: '回访不满意', from: [S.uncallback], roles: [SV, DISPATCHER, ADMIN], scope: 'none',
    // An order finished at the seat has no department: it goes to dispatch.
    to: (c) => (c.order?.main_dept_id ? S.level1Todo : S.unassigned),
    effect: (c) => ({ callback_at: c.now, callback_result: 3, rework: 2, rework_count: reworkedOnce(c), l1_replied_at: null, sub_dept_id: null }),
    remind: (c) => (c.order?.main_dept_id
      ? [{ to: 'mainDept', type: ReminderType.callbackUnsatisfied, roleType: ReminderRoleType.main, text: '回访不满意，请重新办理' }]
      : [{ to: 'dispatchers', type: ReminderType.unassigned, roleType: ReminderRoleType.centre, text: '回访不满意的工单待派遣' }]) },
  { action: 'assess', name: '考核', from: [S.unassessed], roles: [CM, SV, ADMIN], scope: 'none', to: S.finished,
    guard: (c) => (c.input.assessScore !== undefined ? null : '请填写考核分数'),
    effect: (c) => ({ assessed_at: c.now, assess_score: c.input.assessScore!, finished_at: c.now }) },
  { action: 'caseFile', name: '归档', from: [S.finished], roles: [DISPATCHER, SV, CM, ADMIN], scope: 'none', to: S.archived },

  // ---- side requests: delay (延期), hang (挂账), return (退回), approved by role 50 ----
  { action: 'applyDelay', name: '申请延期', from: AT_DEPARTMENT, roles: [L1, L2, SV, CM, ADMIN], scope: 'holder', to: 'same',
    guard: (c) => (c.pendingKinds.has('delay') ? '该工单已有待审批的延期申请' : c.input.days ? null : '请填写延期天数'),
    remind: toApprovers('延期') },
  { action: 'applyHang', name: '申请挂账', from: AT_DEPARTMENT, roles: [L1, L2, SV, CM, ADMIN], scope: 'holder', to: 'same',
    guard: (c) => (c.pendingKinds.has('hang') ? '该工单已有待审批的挂账申请' : c.order?.hang_started_at ? '工单已挂账' : null),
    remind: toApprovers('挂账') },
  { action: 'applyReturn', name: '申请退回', from: AT_DEPARTMENT, roles: [L1, L2, SV, CM, ADMIN], scope: 'holder', to: 'same',
    guard: (c) => (c.pendingKinds.has('return') ? '该工单已有待审批的退回申请' : c.pendingKinds.has('objection') ? '工单有待裁定的派单异议，裁定前不能申请退回' : null),
    remind: toApprovers('退回') },
  { action: 'agreeDelay', name: '同意延期', from: AT_DEPARTMENT, roles: [AP, ADMIN], scope: 'none', guard: needsPending('delay'), to: 'same',
    effect: (c) => ({ deadline: c.calendar.addWorkingDays(c.order!.deadline, c.input.agreedDays ?? 0) }),
    remind: (c) => holderReminder(c, '延期申请已同意，办理时限已顺延') },
  { action: 'refuseDelay', name: '不同意延期', from: AT_DEPARTMENT, roles: [AP, ADMIN], scope: 'none', guard: needsPending('delay'), to: 'same',
    remind: (c) => holderReminder(c, '延期申请未获同意，请按原时限办理') },
  { action: 'agreeHang', name: '同意挂账', from: AT_DEPARTMENT, roles: [AP, ADMIN], scope: 'none', to: 'same',
    guard: (c) => needsPending('hang')(c) ?? (c.order?.hang_started_at ? '工单已挂账' : null),
    effect: (c) => ({ hang_started_at: c.now }),
    remind: (c) => holderReminder(c, '挂账申请已同意，办理计时暂停') },
  { action: 'refuseHang', name: '不同意挂账', from: AT_DEPARTMENT, roles: [AP, ADMIN], scope: 'none', guard: needsPending('hang'), to: 'same',
    remind: (c) => holderReminder(c, '挂账申请未获同意，请继续办理') },
  { action: 'agreeReturn', name: '同意退回', from: AT_DEPARTMENT, roles: [AP, ADMIN], scope: 'none', guard: needsPending('return'), to: S.unassigned,
    effect: (c) => ({ main_dept_id: null, sub_dept_id: null, rework: 0, ...resumeClock(c) }),
    remind: [{ to: 'dispatchers', type: ReminderType.unassigned, roleType: ReminderRoleType.centre, text: '退回的工单待重新派遣' }] },
  { action: 'refuseReturn', name: '不同意退回', from: AT_DEPARTMENT, roles: [AP, ADMIN], scope: 'none', guard: needsPending('return'), to: 'same',
    remind: (c) => holderReminder(c, '退回申请未获同意，请继续办理') },
  { action: 'resumeHang', name: '恢复计时', from: AT_DEPARTMENT, roles: [L1, L2, SV, CM, ADMIN], scope: 'holder', to: 'same',
    guard: (c) => (c.order?.hang_started_at ? null : '工单未挂账'),
    effect: resumeClock },

  // ---- 派单异议: the lead department disputes the dispatch, the centre rules; the deadline never moves (services/workorders/objections.ts) ----
  // Filing hands the order to the centre's ruling: the filer's work lock goes, since nothing else may be done meanwhile.
  { action: 'objectDispatch', name: '派单异议', from: [S.level1Todo], roles: [L1], scope: 'mainDept', to: 'same',
    guard: (c) => (c.pendingKinds.has('objection') ? '该工单已有待裁定的派单异议'
      : c.pendingKinds.has('return') ? '工单有待审批的退回申请，不能同时提出派单异议' : c.input.mainDeptId ? null : '请选择认为应当承办的单位'),
    effect: () => ({ lock_user_id: null, lock_user_name: null, locked_at: null }),
    remind: [{ to: 'objectionRulers', type: ReminderType.objection, roleType: ReminderRoleType.centre, text: '承办单位提出了派单异议，请及时裁定' }] },
  // 成立 redispatches like 派遣 (a recorded step the classifier learns from) but keeps the original deadline.
  { action: 'upholdObjection', name: '派单异议成立', from: [S.level1Todo], roles: [DISPATCHER, SV, ADMIN], scope: 'none', to: S.level1Todo,
    guard: (c) => needsPending('objection')(c) ?? (c.input.mainDeptId ? null : '请选择改派的主办单位'),
    effect: (c) => ({ main_dept_id: c.input.mainDeptId!, sub_dept_id: null, dispatched_at: c.now, rework: 0 }),
    remind: [{ to: 'mainDept', type: ReminderType.newTodo, roleType: ReminderRoleType.main, text: '派单异议成立，工单改派给您单位，办理时限仍按原派单计算' }] },
  { action: 'refuseObjection', name: '派单异议不成立', from: [S.level1Todo], roles: [DISPATCHER, SV, ADMIN], scope: 'none', to: 'same',
    guard: needsPending('objection'),
    remind: [{ to: 'mainDept', type: ReminderType.objection, roleType: ReminderRoleType.main, text: '派单异议不成立，请按原时限继续办理' }] },

  // ---- supervision (督办) ----
  { action: 'supervise', name: '督办', from: AT_DEPARTMENT, roles: [SV, CM, ADMIN], scope: 'none', to: 'same',
    guard: (c) => (c.openSupervise ? '该工单已在督办中，等待承办单位回复' : null),
    remind: [{ to: 'mainDept', type: ReminderType.supervised, roleType: ReminderRoleType.main, text: '热线中心督办了工单，请尽快办理并回复' }] },
  { action: 'superviseReply', name: '督办回复', from: [S.level1Todo, S.level2Todo, S.unchecked, S.uncallback, S.unassessed, S.finished],
    roles: [L1, ADMIN], scope: 'mainDept', to: 'same',
    guard: (c) => (c.openSupervise ? null : '该工单没有待回复的督办') },
  { action: 'upSupervise', name: '设置上级督办', from: [S.unaccepted, S.unassigned, S.level1Todo, S.level2Todo, S.unchecked, S.uncallback, S.unassessed],
    roles: [SV, CM, ADMIN], scope: 'none', to: 'same' },

  // ---- edits ----
  { action: 'modify', name: '修改工单', from: [S.unaccepted, S.unassigned], roles: [AGENT, DISPATCHER, ADMIN], scope: 'none', to: 'same' },
  { action: 'dispose', name: '更新处置意见', from: [S.unassigned, S.level1Todo, S.level2Todo], roles: [DISPATCHER, SV, CM, ADMIN], scope: 'none', to: 'same' },
  { action: 'repair', name: '补录更正', from: [S.finished, S.archived], roles: [DISPATCHER, SV, CM, ADMIN], scope: 'none', to: 'same' },
  { action: 'delete', name: '删除工单', from: [S.unaccepted, S.unassigned, S.level1Todo, S.level2Todo, S.unchecked, S.uncallback, S.unassessed, S.finished, S.archived],
    roles: [ADMIN], scope: 'none', to: 'same' },
];

export const actionNames: Record<string, string> = Object.fromEntries(transitions.map((t) => [t.action, t.name]));

export interface TransitionPlan {
  action: Action;
  name: string;
  fromStatus: number | null;
  toStatus: number;
  updates: Updateable<WorkflowTable>;
  reminders: ReminderSpec[];
}

function inScope(scope: Scope, ctx: PlanContext): boolean {
  const { user, order } = ctx;
  if (scope === 'none' || user.roleIds.includes(ADMIN)) return true;
  // Centre roles act on any order; department roles only on their own.
  const centre = user.roleIds.some((r) => r === SV || r === CM);
  if (scope === 'holder' && centre) return true;
  const main = user.roleIds.includes(L1) && user.deptId !== null && user.deptId === order?.main_dept_id;
  const sub = user.roleIds.includes(L2) && user.deptId !== null && user.deptId === order?.sub_dept_id;
  if (scope === 'mainDept') return main;
  if (scope === 'subDept') return sub;
  // holder: the department that has the order now.
  return order?.status === S.level2Todo ? sub || main : main;
}

/** The refusal when none of the user's roles may take `action` in any state, or null (a batch refuses such a user whole). */
export function roleRefusal(action: Action, roleIds: readonly number[]): string | null {
  const candidates = transitions.filter((t) => t.action === action);
  return candidates.some((t) => takesRole(t, roleIds)) ? null : `您的角色无权${candidates[0]?.name ?? action}`;
}

/** Whether one of the user's roles may take this transition. */
const takesRole = (t: Transition, roleIds: readonly number[]): boolean => roleIds.some((r) => t.roles.includes(r));

/** The transition for an action, or the reason it is refused. Pure: writes nothing. */
export function planTransition(action: Action, ctx: PlanContext): TransitionPlan {
  const status = ctx.order?.status ?? null;
  const candidates = transitions.filter((t) => t.action === action);
  const t = candidates.find((c) => (c.from === 'new' ? status === null : status !== null && c.from.includes(status)));
  const name = candidates[0]?.name ?? action;
  if (!t) {
    if (status === null) throw new Refusal('工单不存在');
    throw new Refusal(`工单当前状态为「${statusNames[status]}」，不能${name}`);
  }
  if (!takesRole(t, ctx.user.roleIds)) throw new Refusal(`您的角色无权${t.name}`);
  if (!inScope(t.scope, ctx)) throw new Refusal(`该工单不由您所在单位办理，不能${t.name}`);
  const refusal = t.guard?.(ctx);
  if (refusal) throw new Refusal(refusal);
  const toStatus = t.to === 'same' ? status! : typeof t.to === 'function' ? t.to(ctx) : t.to;
  return {
    action,
    name: t.name,
    fromStatus: status,
    toStatus,
    updates: t.effect?.(ctx) ?? {},
    reminders: typeof t.remind === 'function' ? t.remind(ctx) : t.remind ?? [],
  };
}

/** Actions the user could take on the order now (for the detail's buttons); their effects are not kept, so no calendar is read. */
export function allowedActions(ctx: Omit<PlanContext, 'input' | 'calendar'>): Action[] {
  const out = new Set<Action>();
  for (const t of transitions) {
    if (t.from === 'new') continue;
    try {
      planTransition(t.action, { ...ctx, calendar: WorkCalendar.weekendsOnly, input: { mainDeptId: 1, subDeptId: 1, claimReasonable: 1, assessScore: 100, days: 1 } });
      out.add(t.action);
    } catch {
      // not allowed now
    }
  }
  return [...out];
}

/** Which queue group an order in this status waits in. */
export function queueOf(status: number): QueueGroup | null {
  switch (status) {
    case S.unaccepted: return 'unaccept';
    case S.unassigned: return 'unassign';
    case S.level1Todo:
    case S.level2Todo: return 'untodo';
    case S.unchecked: return 'uncheckList';
    case S.uncallback: return 'uncallback';
    case S.unassessed: return 'unAssessmentList';
    default: return null;
  }
}
