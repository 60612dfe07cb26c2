// 分机监控: the seat counters and the grid of every extension, pushed as seats change; one agent's day.
import { Type, type Static } from '@sinclair/typebox';
import { MONITOR_STATES, type MonitorCounters as MonitorCountersShape, type MonitorRow as MonitorRowShape } from '../../protocol/monitor.ts';
import { Body, Int, NoBody, Nullable, NullableInt, NullableText, Optional, OptionalBody, Str, StringEnum, type EndpointMap } from './schema.ts';

export const MonitorRow = Type.Object({
  extension: Type.String(),
  userId: Type.Integer(),
  realName: Type.String(),
  jobNumber: Type.String(),
  state: StringEnum(MONITOR_STATES),
  busyReason: NullableText(),
  since: Nullable(Type.Number()),
  callerNumber: NullableText(),
  callStart: Nullable(Type.Number()),
  callType: NullableInt(),
  wrapUpUntil: Nullable(Type.Number()),
  classId: NullableInt(),
  className: NullableText(),
  skillName: NullableText(),
  answeredToday: Type.Integer(),
  talkSecondsToday: Type.Integer(),
});
export type MonitorRow = Static<typeof MonitorRow>;

export const MonitorCounters = Type.Object({
  total: Type.Integer(),
  signedIn: Type.Integer(),
  idle: Type.Integer(),
  busy: Type.Integer(),
  busyByReason: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  ringing: Type.Integer(),
  talking: Type.Integer(),
  wrapUp: Type.Integer(),
  loggedOut: Type.Integer(),
  lineUp: Type.Integer(),
  white: Type.Integer(),
  oldestWaitSince: Nullable(Type.Number()),
  longestWaitSeconds: Type.Integer(),
  now: Type.Number(),
});
export type MonitorCounters = Static<typeof MonitorCounters>;

// The schemas and the push channel's plain types (protocol/monitor.ts) describe one shape.
const sameRow: [MonitorRow, MonitorRowShape] extends [MonitorRowShape, MonitorRow] ? true : never = true;
const sameCounters: [MonitorCounters, MonitorCountersShape] extends [MonitorCountersShape, MonitorCounters] ? true : never = true;
void sameRow; void sameCounters;

export const MonitorFilters = OptionalBody({
  classId: Optional(Int(1)),
  skillName: Optional(Str(30)),
  state: Optional(StringEnum(MONITOR_STATES)),
  /** Extension, name or job number. */
  keyword: Optional(Str(30)),
});

export const MonitorList = Type.Object({ records: Type.Array(MonitorRow), total: Type.Integer(), now: Type.Number() });
export type MonitorList = Static<typeof MonitorList>;

/** One seat_log entry of the agent's day: sign-in/out, idle/busy (with its reason), call events. */
export const AgentDayEvent = Type.Object({ time: Type.String(), action: Type.String(), detail: NullableText() });
export const AgentDayCall = Type.Object({
  id: Type.String(),
  time: Type.String(),
  direction: Type.String(),
  caller: Type.String(),
  called: Type.String(),
  waitSeconds: Type.Integer(),
  talkSeconds: Type.Integer(),
  result: Type.String(),
});
export const AgentDay = Type.Object({
  extension: Type.String(),
  realName: Type.String(),
  jobNumber: Type.String(),
  date: Type.String(),
  events: Type.Array(AgentDayEvent),
  calls: Type.Array(AgentDayCall),
});
export type AgentDay = Static<typeof AgentDay>;
export type AgentDayEvent = Static<typeof AgentDayEvent>;
export type AgentDayCall = Static<typeof AgentDayCall>;

export const monitorEndpoints = {
  /** The centre's counters now (every seat; the filters narrow the grid only). */
  '/aip/callcenter/extensionMonitor/getMonitorNum': { body: NoBody, reply: MonitorCounters },
  /** Every extension of an enabled user, by extension; not paged (the grid is virtualised). */
  '/aip/callcenter/extensionMonitor/monitorList': { body: MonitorFilters, reply: MonitorList },
  /** One agent's day (Asia/Shanghai date, today when omitted): seat log and calls. */
  '/aip/callcenter/extensionMonitor/agentDay': {
    body: Body({ extension: Str(20, 1), date: Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })) }),
    reply: AgentDay,
  },
} as const satisfies EndpointMap;
