// 综合查询 (spec §7 "Reports and history"): orders and the calls they were registered from, searched by any combination
// of conditions; the user's saved query sets; the streamed export.
import { Type, type Static } from '@sinclair/typebox';
import { Body, CappedPage, Int, IntEnum, NullableDateTime, NullableInt, NullableText, NoBody, Optional, OptionalBody, Str, type EndpointMap } from './schema.ts';
import { DeptNode } from './org.ts';

/** A search counts at most this many orders (a million are never counted whole); pages beyond it are refused. */
export const INTEGRATED_TOTAL_CAP = 10_000;
/** An export writes at most this many rows (newest first); the page says so. */
export const INTEGRATED_EXPORT_MAX = 100_000;
/** Content words are searched within a registered-time range of at most this many days (no index serves words). */
export const INTEGRATED_WORDS_MAX_DAYS = 93;
/** Saved query sets per user. */
export const INTEGRATED_SETS_MAX = 50;

const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$', maxLength: 19 });

/** The conditions; every one is optional and they combine with "and". Dates: 'YYYY-MM-DD' = the whole day. */
export const integratedFilterFields = {
  /** Order number, or its beginning. */
  workflowId: Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z-]*$' })),
  /** The caller's phone, exact. */
  phone: Optional(Str(21)),
  /** Words of the content (or address), separated by spaces; all must occur. */
  words: Optional(Str(50)),
  /** 诉求类型 (appeal_type dictionary value). */
  appealType: Optional(Str(10)),
  /** Event type (a top-level type takes its children too). */
  eventTypeId: Optional(Int(1)),
  /** Region (its sub-regions too). */
  regionId: Optional(Int(1)),
  /** A main department (orders it leads) or a sub department (orders sent down to it). */
  deptId: Optional(Int(1)),
  status: Optional(IntEnum([1, 2, 3, 4, 5, 6, 7, 8, 9])),
  createdFrom: Optional(DateOrDateTime()),
  createdTo: Optional(DateOrDateTime()),
  finishedFrom: Optional(DateOrDateTime()),
  finishedTo: Optional(DateOrDateTime()),
  deadlineFrom: Optional(DateOrDateTime()),
  deadlineTo: Optional(DateOrDateTime()),
  /** 1 only overdue orders, 0 only orders not overdue. */
  overdue: Optional(IntEnum([0, 1])),
  /** 回访结果: 1 满意, 2 基本满意, 3 不满意, 0 not called back yet. */
  callbackResult: Optional(IntEnum([0, 1, 2, 3])),
  /** 1 registered from a call, 0 registered otherwise. */
  fromCall: Optional(IntEnum([0, 1])),
  /** The call's agent: name or extension, exact. */
  callAgent: Optional(Str(30)),
  callFrom: Optional(DateOrDateTime()),
  callTo: Optional(DateOrDateTime()),
};
export const IntegratedFilters = Body(integratedFilterFields);
export type IntegratedFilters = Static<typeof IntegratedFilters>;
export const IntegratedQueryRequest = OptionalBody({
  page: Optional(Int(1, 100_000)),
  current: Optional(Int(1, 100_000)),
  size: Optional(Int(1, 200)),
  ...integratedFilterFields,
});
export type IntegratedQueryRequest = NonNullable<Static<typeof IntegratedQueryRequest>>;

export const IntegratedRow = Type.Object({
  workflowId: Type.String(),
  citizenName: Type.String(),
  /** Masked (138****0001) for users outside the centre. */
  phone: Type.String(),
  appealTypeName: Type.String(),
  eventTypeName: NullableText(),
  regionName: NullableText(),
  content: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  mainDeptName: NullableText(),
  subDeptName: NullableText(),
  creatorName: Type.String(),
  createTime: Type.String(),
  deadline: Type.String(),
  finishTime: NullableDateTime(),
  overdue: Type.Boolean(),
  /** 重办次数 (核查不通过 and 回访不满意), never reset. */
  reworkCount: Type.Integer(),
  callbackResult: NullableInt(),
  callbackResultName: NullableText(),
  callId: NullableText(),
  callTime: NullableDateTime(),
  callAgent: NullableText(),
});
export type IntegratedRow = Static<typeof IntegratedRow>;

const Choice = Type.Object({ value: Type.String(), label: Type.String() });
export const EventTypeChoice = Type.Object({ id: Type.Integer(), pid: Type.Integer(), name: Type.String() });
export const RegionChoice = Type.Object({ id: Type.Integer(), pid: Type.Integer(), name: Type.String() });

/** What the page needs to start: the choices of its conditions and the limits it states. */
export const IntegratedIndex = Type.Object({
  statuses: Type.Array(Choice),
  appealTypes: Type.Array(Choice),
  callbackResults: Type.Array(Choice),
  eventTypes: Type.Array(EventTypeChoice),
  regions: Type.Array(RegionChoice),
  totalCap: Type.Integer(),
  exportMax: Type.Integer(),
  wordsMaxDays: Type.Integer(),
});
export type IntegratedIndex = Static<typeof IntegratedIndex>;

/** One saved query set of the signed-in user. */
export const IntegratedQuerySet = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  conditions: IntegratedFilters,
  updateTime: Type.String(),
});
export type IntegratedQuerySet = Static<typeof IntegratedQuerySet>;

const SetName = () => Type.String({ minLength: 1, maxLength: 30 });
const SetId = Body({ id: Int(1) });

export const integratedEndpoints = {
  'GET /apo/integratedController/index': { reply: IntegratedIndex },
  /** The departments the user may pick: main departments with their sub departments (a department user: its own). */
  '/apo/integratedController/queryDeptList': { body: NoBody, reply: Type.Array(DeptNode) },
  '/apo/integratedController/integratedQuery': { body: IntegratedQueryRequest, reply: CappedPage(IntegratedRow) },
  '/apo/integratedController/integratedQueryExcel': { body: IntegratedFilters, file: true, reply: Type.Null() },
  '/apo/integratedController/querySet/list': { body: NoBody, reply: Type.Array(IntegratedQuerySet) },
  /** Saves the conditions under a new name. */
  '/apo/integratedController/querySet/save': { body: Body({ name: SetName(), conditions: IntegratedFilters }), reply: IntegratedQuerySet },
  '/apo/integratedController/querySet/rename': { body: Body({ id: Int(1), name: SetName() }), reply: IntegratedQuerySet },
  '/apo/integratedController/querySet/delete': { body: SetId, reply: Type.Null() },
} as const satisfies EndpointMap;
