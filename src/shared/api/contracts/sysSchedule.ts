// 定时任务: jobs from the server's handler registry, cron preview, pause / resume / run once, job log.
import { Type, type Static } from '@sinclair/typebox';
import { Body, DateOrDateTime, IntEnum, Int, NoBody, NullableDateTime, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, StringEnum, type EndpointMap } from './schema.ts';

/** 0 暂停, 1 正常 */
export const ScheduleStatus = IntEnum([0, 1] as const);
/** 任务组名 (RuoYi's sys_job_group). */
export const JOB_GROUPS = ['DEFAULT', 'SYSTEM'] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];
/** 并发执行: 1 允许, 0 禁止 (a run starting while the previous one of the job runs, on any server, is skipped and logged). */
export const JobConcurrent = IntEnum([0, 1] as const);
/** 错过执行策略 for runs missed while no server was up or the job was paused: 1 立即执行 (every one), 2 执行一次, 3 放弃. */
export const MisfirePolicy = IntEnum([1, 2, 3] as const);
export type MisfirePolicy = Static<typeof MisfirePolicy>;
/** A job log row's status: 0 失败, 1 成功, 2 跳过 (并发执行 禁止 and the previous run still running). */
export const ScheduleLogStatus = IntEnum([0, 1, 2] as const);

export const ScheduleJob = Type.Object({
  id: Type.Integer(),
  /** 任务名称 */
  name: Type.String(),
  jobGroup: Type.String(),
  concurrent: Type.Integer(),
  misfirePolicy: Type.Integer(),
  handler: Type.String(),
  /** The handler's Chinese label (the handler name when the registry no longer knows it). */
  handlerLabel: Type.String(),
  /** JSON text. */
  params: Type.String(),
  cron: Type.String(),
  status: Type.Integer(),
  remark: NullableText(),
  /** The next run while 正常; null while paused. */
  nextRun: NullableDateTime(),
  createTime: NullableDateTime(),
  updateTime: NullableDateTime(),
});
export type ScheduleJob = Static<typeof ScheduleJob>;

export const ScheduleHandler = Type.Object({
  name: Type.String(),
  label: Type.String(),
  description: Type.String(),
  /** The JSON schema of its parameters. */
  paramsSchema: Type.Unknown(),
  /** A filled-in example of the parameters, as JSON text. */
  example: Type.String(),
  defaultCron: Type.String(),
});
export type ScheduleHandler = Static<typeof ScheduleHandler>;

export const ScheduleLog = Type.Object({
  id: Type.String(),
  jobId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  /** 1 when it ran a slot missed while no server was up or the job was paused (错过执行策略). */
  misfire: Type.Integer(),
  handler: Type.String(),
  params: Type.String(),
  /** The cron slot it ran for; null for 执行一次. */
  slot: NullableDateTime(),
  manual: Type.Integer(),
  serverId: Type.String(),
  startTime: Type.String(),
  durationMs: Type.Integer(),
  /** 0 失败, 1 成功, 2 跳过 */
  status: Type.Integer(),
  result: NullableText(),
  error: NullableText(),
});
export type ScheduleLog = Static<typeof ScheduleLog>;

export const SchedulePageRequest = OptionalBody({
  ...Paging,
  /** Part of the name. */
  name: Optional(Str(64)),
  jobGroup: Optional(StringEnum(JOB_GROUPS)),
  handler: Optional(Str(64)),
  status: Optional(ScheduleStatus),
});
export type SchedulePageRequest = Static<typeof SchedulePageRequest>;

const jobFields = {
  /** Defaults to the handler's label. */
  name: Optional(Str(64)),
  jobGroup: Optional(StringEnum(JOB_GROUPS)),
  /** Defaults to 0 禁止. */
  concurrent: Optional(JobConcurrent),
  /** Defaults to 2 执行一次. */
  misfirePolicy: Optional(MisfirePolicy),
  handler: ReqStr(64),
  /** JSON text, checked against the handler's schema; empty means {}. */
  params: Optional(Str(2000)),
  cron: ReqStr(120),
  status: ScheduleStatus,
  remark: Optional(Str(500)),
};
export const ScheduleSaveRequest = Body(jobFields);
export type ScheduleSaveRequest = Static<typeof ScheduleSaveRequest>;
export const ScheduleUpdateRequest = Body({ id: Int(1), ...jobFields });
export type ScheduleUpdateRequest = Static<typeof ScheduleUpdateRequest>;

const Ids = Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) });

export const ScheduleRunOutcome = Type.Object({
  jobId: Type.Integer(),
  status: Type.Integer(),
  result: NullableText(),
  error: NullableText(),
  durationMs: Type.Integer(),
});
export type ScheduleRunOutcome = Static<typeof ScheduleRunOutcome>;

/** 调度日志: every job's runs, or one job's (jobId); start time from / to ('YYYY-MM-DD' to = to the end of that day). */
export const ScheduleLogPageRequest = OptionalBody({
  ...Paging,
  jobId: Optional(Int(1)),
  /** Part of the job's name. */
  jobName: Optional(Str(64)),
  jobGroup: Optional(StringEnum(JOB_GROUPS)),
  status: Optional(ScheduleLogStatus),
  startTime: Optional(DateOrDateTime()),
  endTime: Optional(DateOrDateTime()),
});
export type ScheduleLogPageRequest = NonNullable<Static<typeof ScheduleLogPageRequest>>;

export const sysScheduleEndpoints = {
  '/api/sys/schedule/page': { body: SchedulePageRequest, reply: Page(ScheduleJob) },
  '/api/sys/schedule/info': { body: Body({ id: Int(1) }), reply: ScheduleJob },
  '/api/sys/schedule/save': { body: ScheduleSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/api/sys/schedule/update': { body: ScheduleUpdateRequest, reply: Type.Null() },
  '/api/sys/schedule/delete': { body: Ids, reply: Type.Null() },
  '/api/sys/schedule/pause': { body: Ids, reply: Type.Null() },
  '/api/sys/schedule/resume': { body: Ids, reply: Type.Null() },
  /** 执行一次: runs on the server that answers, now; answers each run's outcome (also in the job log, as manual). */
  '/api/sys/schedule/run': { body: Ids, reply: Type.Array(ScheduleRunOutcome) },
  /** The server's fixed registry of handlers. */
  '/api/sys/schedule/handlers': { body: NoBody, reply: Type.Array(ScheduleHandler) },
  /** The next five run times (China Standard Time) of a cron expression; an invalid one is refused with the reason. */
  '/api/sys/schedule/nextRuns': { body: Body({ cron: ReqStr(120) }), reply: Type.Array(Type.String()) },
  '/api/sys/schedule/log/page': { body: ScheduleLogPageRequest, reply: Page(ScheduleLog) },
  /** 清空 the whole job log; answers how many rows went. */
  '/api/sys/schedule/log/clean': { body: NoBody, reply: Type.Object({ removed: Type.Integer() }) },
} as const satisfies EndpointMap;
