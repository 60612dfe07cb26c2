// 话务指标 and 今日话务: call-centre figures from the call records (GB/T 33358-2016 rates), by range, group and agent; today by hour; the repeat-call limit.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, Nullable, NullableDateTime, NullableText, NoBody, Optional, OptionalBody, Page, Paging, Str, type EndpointMap } from './schema.ts';

/** Session resource the number-limit table reads; a write pushes 'changed' naming it. */
export const NUMBER_LIMIT_RESOURCE = 'traffic:number-limits';
/** A range longer than this is refused (the figures scan the range's records). */
export const TRAFFIC_RANGE_MAX_DAYS = 92;
/** A number the hotline may hear from: digits, optionally a leading area-code hyphen. */
export const LIMIT_NUMBER_PATTERN = '^[0-9]{3,8}-?[0-9]{0,12}$';

const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$', maxLength: 19 });

/** From startTime to endTime, CST ('YYYY-MM-DD' = the whole day); either missing = today. */
export const TrafficRangeRequest = OptionalBody({ startTime: Optional(DateOrDateTime()), endTime: Optional(DateOrDateTime()) });
export type TrafficRangeRequest = NonNullable<Static<typeof TrafficRangeRequest>>;

/** The figures of trafficFormulas.ts TRAFFIC_FIGURES; rates are 0..1 or null when nothing was offered, seconds rounded to 0.1. */
export const TrafficFigures = Type.Object({
  offered: Type.Integer(),
  answered: Type.Integer(),
  abandoned: Type.Integer(),
  missed: Type.Integer(),
  answeredInTime: Type.Integer(),
  inTimeRate: Nullable(Type.Number()),
  answerRate: Nullable(Type.Number()),
  avgWait: Nullable(Type.Number()),
  avgTalk: Nullable(Type.Number()),
  avgHandle: Nullable(Type.Number()),
  longestWait: Nullable(Type.Integer()),
});
export type TrafficFigures = Static<typeof TrafficFigures>;

export const SkillGroupFigures = Type.Object({
  /** null: legs that reached no group (a citizen who hung up in the queue before any seat rang). */
  skillName: NullableText(),
  description: NullableText(),
  ...TrafficFigures.properties,
});
export type SkillGroupFigures = Static<typeof SkillGroupFigures>;

export const TrafficIndex = Type.Object({
  startTime: Type.String(),
  endTime: Type.String(),
  centre: TrafficFigures,
  groups: Type.Array(SkillGroupFigures),
});
export type TrafficIndex = Static<typeof TrafficIndex>;

export const AgentTrafficRequest = OptionalBody({
  ...Paging,
  startTime: Optional(DateOrDateTime()),
  endTime: Optional(DateOrDateTime()),
  /** The agent's name or extension, part of it. */
  keyword: Optional(Str(30)),
});
export type AgentTrafficRequest = NonNullable<Static<typeof AgentTrafficRequest>>;

export const AgentTraffic = Type.Object({
  agentId: Type.Integer(),
  agentName: NullableText(),
  extension: NullableText(),
  rung: Type.Integer(),
  answered: Type.Integer(),
  missed: Type.Integer(),
  answerRate: Nullable(Type.Number()),
  avgTalk: Nullable(Type.Number()),
  avgHandle: Nullable(Type.Number()),
  talkTotal: Type.Integer(),
  firstSignIn: NullableDateTime(),
});
export type AgentTraffic = Static<typeof AgentTraffic>;

export const HourTraffic = Type.Object({ hour: Type.Integer(), offered: Type.Integer(), answered: Type.Integer(), abandoned: Type.Integer() });
export type HourTraffic = Static<typeof HourTraffic>;

export const TodayTraffic = Type.Object({
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  date: Type.String(),
  /** The server's current hour (0-23, Asia/Shanghai). */
  currentHour: Type.Integer(),
  hours: Type.Array(HourTraffic),
  total: TrafficFigures,
});
export type TodayTraffic = Static<typeof TodayTraffic>;

export const NumberLimit = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  /** Calls a day allowed; more are flagged 超限. */
  dayLimit: Type.Integer(),
  remark: NullableText(),
  /** Incoming calls from this number today (Asia/Shanghai). */
  todayCalls: Type.Integer(),
  overLimit: Type.Boolean(),
  createBy: NullableText(),
  updateTime: NullableDateTime(),
});
export type NumberLimit = Static<typeof NumberLimit>;

export const NumberLimitPageRequest = OptionalBody({ ...Paging, number: Optional(Str(21)) });
export type NumberLimitPageRequest = NonNullable<Static<typeof NumberLimitPageRequest>>;
const limitFields = {
  number: Type.String({ pattern: LIMIT_NUMBER_PATTERN, minLength: 3, maxLength: 21 }),
  dayLimit: Int(1, 999),
  remark: Optional(Str(200)),
};
export const NumberLimitSaveRequest = Body(limitFields);
export type NumberLimitSaveRequest = Static<typeof NumberLimitSaveRequest>;
export const NumberLimitUpdateRequest = Body({ id: Int(1), ...limitFields });
export type NumberLimitUpdateRequest = Static<typeof NumberLimitUpdateRequest>;
export const NumberLimitDeleteRequest = Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 500 }) });

export const trafficEndpoints = {
  '/aip/callcenter/extensionMonitor/getTrafficIndex': { body: TrafficRangeRequest, reply: TrafficIndex },
  '/aip/callcenter/extensionMonitor/personTrafficList2': { body: AgentTrafficRequest, reply: Page(AgentTraffic) },
  '/aip/callcenter/extensionMonitor/numberLimit': { body: NumberLimitPageRequest, reply: Page(NumberLimit) },
  '/aip/callcenter/extensionMonitor/numberLimit/save': { body: NumberLimitSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/aip/callcenter/extensionMonitor/numberLimit/update': { body: NumberLimitUpdateRequest, reply: Type.Null() },
  '/aip/callcenter/extensionMonitor/numberLimit/delete': { body: NumberLimitDeleteRequest, reply: Type.Null() },
  '/apo/telDataController/getTelMonitorByToday': { body: NoBody, reply: TodayTraffic },
} as const satisfies EndpointMap;
