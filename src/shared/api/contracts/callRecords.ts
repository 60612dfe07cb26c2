// 话单记录 and 来电受理导出: the call detail records the CTI simulator writes, their recordings and exports.
import { Type, type Static } from '@sinclair/typebox';
import { Body, CappedPage, Int, Nullable, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, ReqStr, Str, StringEnum, type EndpointMap } from './schema.ts';

/** Lists count at most this many records (3,000,000 are never counted whole); pages beyond it are refused. */
export const CALL_TOTAL_CAP = 10_000;
/** An export writes at most this many rows (newest first). */
export const CALL_EXPORT_MAX = 100_000;

export const CallDirection = StringEnum(['in', 'out']);
export type CallDirection = Static<typeof CallDirection>;
export const CallResult = StringEnum(['answered', 'abandoned', 'missed', 'transferred']);
export type CallResult = Static<typeof CallResult>;

/** The labels the screens and the exported sheets share. */
export const CALL_DIRECTION_LABELS: Record<CallDirection, string> = { in: '呼入', out: '呼出' };
export const CALL_RESULT_LABELS: Record<CallResult, string> = { answered: '已接听', abandoned: '放弃', missed: '未接', transferred: '已转接' };
export const CALL_QUEUE_LABELS: Record<string, string> = { lineUp: '排队', white: '白名单' };
/** Order status (工单状态), as in contracts/workorders.ts. */
export const ORDER_STATUS_LABELS: Record<number, string> = {
  1: '待受理', 2: '待派遣', 3: '一级待办', 4: '二级待办', 5: '待核查', 6: '待回访', 7: '待考核', 8: '已办结', 9: '已归档',
};

const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$', maxLength: 19 });

const CallPaging = {
  page: Optional(Int(1, 100_000)),
  current: Optional(Int(1, 100_000)),
  size: Optional(Int(1, 100)),
};

const timeRange = {
  /** Offered at or after ('YYYY-MM-DD' = from the start of that day). */
  startTime: Optional(DateOrDateTime()),
  /** Offered at or before ('YYYY-MM-DD' = to the end of that day). */
  endTime: Optional(DateOrDateTime()),
};

export const callRecordFilterFields = {
  /** Either party's number, exact. */
  number: Optional(Str(21)),
  /** The agent's name or extension, exact. */
  agent: Optional(Str(30)),
  direction: Optional(CallDirection),
  result: Optional(CallResult),
  ...timeRange,
};
export const CallRecordFilters = OptionalBody(callRecordFilterFields);
export type CallRecordFilters = NonNullable<Static<typeof CallRecordFilters>>;
export const CallRecordPageRequest = OptionalBody({ ...CallPaging, ...callRecordFilterFields });
export type CallRecordPageRequest = NonNullable<Static<typeof CallRecordPageRequest>>;

export const CallRecord = Type.Object({
  id: Type.String(),
  callId: Type.String(),
  leg: Type.Integer(),
  caller: Type.String(),
  called: Type.String(),
  extension: NullableText(),
  agentId: NullableInt(),
  agentName: NullableText(),
  skillName: NullableText(),
  queue: NullableText(),
  direction: CallDirection,
  offeredTime: Type.String(),
  queuedTime: NullableDateTime(),
  rangTime: NullableDateTime(),
  answeredTime: NullableDateTime(),
  endedTime: Type.String(),
  waitSeconds: Type.Integer(),
  talkSeconds: Type.Integer(),
  result: CallResult,
  transferredTo: NullableText(),
  thirdNumber: NullableText(),
  hasRecording: Type.Boolean(),
  simulated: Type.Boolean(),
});
export type CallRecord = Static<typeof CallRecord>;

export const LinkedOrder = Type.Object({
  workflowId: Type.String(),
  appealType: Type.String(),
  eventTypeName: NullableText(),
  content: Type.String(),
  status: Type.Integer(),
  creatorName: Type.String(),
  createTime: NullableDateTime(),
});
export type LinkedOrder = Static<typeof LinkedOrder>;

/** The detail: the record, its recording's file and the orders registered from the call. */
export const CallRecordDetail = Type.Object({
  record: CallRecord,
  recording: Nullable(Type.Object({ name: Type.String(), size: Type.Integer() })),
  orders: Type.Array(LinkedOrder),
});
export type CallRecordDetail = Static<typeof CallRecordDetail>;

const RecordId = Body({ id: Type.String({ pattern: '^[1-9]\\d{0,17}$' }) });

export const CallAcceptFilters = Body({ ...timeRange, number: Optional(Str(21)) });
export type CallAcceptFilters = Static<typeof CallAcceptFilters>;

/** 来电受理: one incoming call with the order registered from it (or none). */
export const CallAcceptRow = Type.Object({
  recordId: Type.String(),
  callId: Type.String(),
  caller: Type.String(),
  offeredTime: Type.String(),
  agentName: NullableText(),
  extension: NullableText(),
  result: CallResult,
  talkSeconds: Type.Integer(),
  workflowId: NullableText(),
  appealType: NullableText(),
  eventTypeName: NullableText(),
  content: NullableText(),
  status: NullableInt(),
});
export type CallAcceptRow = Static<typeof CallAcceptRow>;

export const callRecordEndpoints = {
  '/apo/payroll/history': { body: CallRecordPageRequest, reply: CappedPage(CallRecord) },
  '/apo/payroll/history/detail': { body: RecordId, reply: CallRecordDetail },
  /** The recording's audio (WAV) for the 录音 dialog. */
  '/apo/payroll/history/recording': { body: RecordId, file: true, reply: Type.Null() },
  '/aip/payroll/export': { body: CallRecordFilters, file: true, reply: Type.Null() },
  /** 来电历史: the records of one number (either party), newest first. */
  '/aip/payrollRecord/list': { body: Body({ number: ReqStr(21), ...CallPaging }), reply: CappedPage(CallRecord) },
  /** Every leg of one call, by its call id (a transferred call has several). */
  '/aip/payrollRecord/getById': { body: Body({ callId: ReqStr(64) }), reply: Type.Array(CallRecord) },
  '/api/caCallAccept/page': { body: Body({ ...CallPaging, ...CallAcceptFilters.properties }), reply: CappedPage(CallAcceptRow) },
  '/api/caCallAccept/export': { body: CallAcceptFilters, file: true, reply: Type.Null() },
} as const satisfies EndpointMap;

