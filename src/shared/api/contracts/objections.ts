// 派单异议: a lead department disputes an order's dispatch within the window after it (参数设置), with its reason, the
// 依据 it relies on and the department it holds responsible; the centre rules 成立 (redispatch, the original deadline
// kept) or 不成立 (the order stays), within the ruling time.
import { Type, type Static } from '@sinclair/typebox';
import { WorkflowActionResult } from './workorders.ts';
import { Body, Int, IntEnum, Nullable, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, Page, Paging, Str, type EndpointMap } from './schema.ts';

/** 1 待裁定, 2 成立, 3 不成立 */
export const ObjectionState = IntEnum([1, 2, 3] as const);
export const OBJECTION_STATE_NAMES: Readonly<Record<number, string>> = { 1: '待裁定', 2: '异议成立', 3: '异议不成立' };
export const OBJECTION_TEXT_MAX = 1000;

export const ObjectionFileRequest = Body({
  workflowId: Str(40, 1),
  version: Int(1),
  reason: Str(OBJECTION_TEXT_MAX),
  /** 依据: the duty text (三定 clause) the department relies on. */
  basis: Str(OBJECTION_TEXT_MAX),
  /** The level-1 department the objecting one holds responsible. */
  proposedDeptId: Int(1),
});
export type ObjectionFileRequest = Static<typeof ObjectionFileRequest>;

export const ObjectionRuleRequest = Body({
  id: Int(1),
  upheld: Type.Boolean(),
  reason: Str(OBJECTION_TEXT_MAX),
  /** 成立: where to redispatch; the proposed department when absent. */
  newDeptId: Optional(Int(1)),
});
export type ObjectionRuleRequest = Static<typeof ObjectionRuleRequest>;

export const ObjectionPageRequest = OptionalBody({
  ...Paging,
  /** '待裁定' queue (1) or the decided ones (2, 3); all when absent. */
  state: Optional(ObjectionState),
  /** Decided ones (成立 or 不成立) together. */
  decided: Optional(Type.Boolean()),
  workflowId: Optional(Str(40)),
});
export type ObjectionPageRequest = Static<typeof ObjectionPageRequest>;

export const Objection = Type.Object({
  id: Type.Integer(),
  workflowId: Type.String(),
  state: Type.Integer(),
  stateName: Type.String(),
  deptId: Type.Integer(),
  deptName: Type.String(),
  proposedDeptId: Type.Integer(),
  proposedDeptName: Type.String(),
  reason: Type.String(),
  basis: Type.String(),
  applicantName: Type.String(),
  createTime: Type.String(),
  rulingDueAt: Type.String(),
  /** Working minutes left to rule (negative: overdue); null once ruled. */
  rulingMinutesLeft: NullableInt(),
  overdue: Type.Boolean(),
  rulerName: NullableText(),
  rulingReason: NullableText(),
  decidedTime: NullableDateTime(),
  newDeptName: NullableText(),
  /** The order: its content, event type, current status and deadline (never moved by the objection). */
  content: Type.String(),
  eventTypeName: NullableText(),
  address: NullableText(),
  statusName: Type.String(),
  deadline: Type.String(),
  dispatchTime: NullableDateTime(),
  /** The 派单目录 entry that applied when it was filed. */
  catalogueEntryId: NullableInt(),
  catalogueLeadDeptName: NullableText(),
  catalogueBasis: NullableText(),
  catalogueReviewPending: Nullable(Type.Boolean()),
  /** Whether the reader may open the order now: after 成立 the objecting department no longer may. */
  canOpen: Type.Boolean(),
});
export type Objection = Static<typeof Objection>;

/** What the order's detail shows: its objections, and whether the viewer's department may object now. */
export const OrderObjections = Type.Object({
  objections: Type.Array(Objection),
  /** The viewer's department may file now (at it, window open, none pending, none of its own ruled). */
  canFile: Type.Boolean(),
  /** When the window closes (or closed); null before dispatch. */
  windowClosesAt: NullableDateTime(),
  /** Working minutes of the window left, 0 once closed. */
  windowMinutesLeft: Type.Integer(),
  windowHours: Type.Number(),
  /** Level-1 departments to name (every enabled one but the order's). */
  depts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type OrderObjections = Static<typeof OrderObjections>;

export const objectionEndpoints = {
  /** The lead department files a 派单异议 (the order stays with it, its deadline running). */
  '/aop/workflowObjection/file': { body: ObjectionFileRequest, reply: WorkflowActionResult },
  /** The centre rules: 成立 redispatches (original deadline), 不成立 keeps it where it is. */
  '/aop/workflowObjection/rule': { body: ObjectionRuleRequest, reply: WorkflowActionResult },
  /** The centre sees every objection; a department its own. */
  '/aop/workflowObjection/page': { body: ObjectionPageRequest, reply: Page(Objection) },
  '/aop/workflowObjection/info': { body: Body({ id: Int(1) }), reply: Objection },
  '/aop/workflowObjection/forOrder': { body: Body({ workflowId: Str(40, 1) }), reply: OrderObjections },
} as const satisfies EndpointMap;
