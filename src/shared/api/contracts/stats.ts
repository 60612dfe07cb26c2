// 绩效统计 and 下钻明细 (/performance-report/chakan): the statistics table for a date range and grouping, the orders behind
// one cell, and their .xlsx exports. The figures' words and the fixed lists live in protocol/statsFigures.ts (a leaf
// module of plain values), so the server, these schemas and the screens share one copy.
import { Type, type Static, type TInteger, type TOptional } from '@sinclair/typebox';
import { STAT_GROUPINGS, STAT_INDEX_KEYS, STAT_KNOWLEDGE_KEYS, STAT_PRESETS } from '../../protocol/statsFigures.ts';
import { Int, Nullable, NullableDateTime, NullableText, Optional, OptionalBody, Str, StringEnum, type EndpointMap } from './schema.ts';

/** A drill-down lists at most this many orders per page. */
export const STAT_DETAIL_MAX_SIZE = 200;
/** dimensionValues holds at most this many ids. */
export const STAT_DIMENSION_MAX = 500;

const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$', maxLength: 19 });

export const StatGrouping = StringEnum(STAT_GROUPINGS);
export const StatPreset = StringEnum(STAT_PRESETS);
export const StatIndexName = StringEnum(STAT_INDEX_KEYS);

export const statTableFields = {
  /** Rows per main department (default), sub department, event type or registering agent. */
  grouping: Optional(StatGrouping),
  /** thisWeek (default), lastWeek, lastMonth, or custom with startTime and endTime. */
  preset: Optional(StatPreset),
  /** First day of a custom range ('YYYY-MM-DD', or with 00:00:00). */
  startTime: Optional(DateOrDateTime()),
  /** Last day of a custom range ('YYYY-MM-DD', or with 23:59:59). */
  endTime: Optional(DateOrDateTime()),
};
export const StatTableRequest = OptionalBody(statTableFields);
export type StatTableRequest = NonNullable<Static<typeof StatTableRequest>>;

const countFields = Object.fromEntries(STAT_INDEX_KEYS.map((k) => [k, Type.Integer()])) as { [K in (typeof STAT_INDEX_KEYS)[number]]: ReturnType<typeof Type.Integer> };
/** 知识库 upkeep now (department groupings only; absent otherwise). */
const knowledgeFields = Object.fromEntries(STAT_KNOWLEDGE_KEYS.map((k) => [k, Optional(Type.Integer())])) as { [K in (typeof STAT_KNOWLEDGE_KEYS)[number]]: TOptional<TInteger> };

export const StatRow = Type.Object({
  /** Department, event type or agent; 热线中心; 合计 on the total row. */
  name: Type.String(),
  /** The sub department's main department (subDept grouping); the agent's job number (agent grouping). */
  note: NullableText(),
  /** The drill-down's tableName for this row's cells. */
  tableName: Type.String(),
  /** The drill-down's dimensionValues: the row's id; '' on the total row (every row of the table). */
  dimensionValues: Type.String(),
  isTotal: Type.Boolean(),
  ...countFields,
  ...knowledgeFields,
  /** 0..1, null when there is nothing to divide by. */
  responseRate: Nullable(Type.Number()),
  onTimeRate: Nullable(Type.Number()),
  solveRate: Nullable(Type.Number()),
  satisfactionRate: Nullable(Type.Number()),
});
export type StatRow = Static<typeof StatRow>;

export const StatTable = Type.Object({
  grouping: StatGrouping,
  /** 'YYYY-MM-DD 00:00:00' of the first day, and 'YYYY-MM-DD 23:59:59' of the last. */
  startTime: Type.String(),
  endTime: Type.String(),
  /** The rows, then the 合计 row last. */
  rows: Type.Array(StatRow),
  /** Callback results (1 满意, 2 基本满意, 3 不满意) 满意率 counts as satisfied (字典管理 setting). */
  satisfiedResults: Type.Array(Type.String()),
  /** The caller sees only its own departments' rows (department data scope): groupings other than departments are closed. */
  deptScoped: Type.Boolean(),
});
export type StatTable = Static<typeof StatTable>;

export const statDetailFields = {
  tableName: Str(40, 1),
  /** Ids separated by commas; empty = every row of the table the caller may see (a 合计 cell). */
  dimensionValues: Optional(Type.String({ maxLength: 4000, pattern: '^[0-9,]*$' })),
  indexName: StatIndexName,
  startTime: DateOrDateTime(),
  endTime: DateOrDateTime(),
};

export const StatDetailRequest = Type.Object({
  page: Optional(Int(1, 100_000)),
  current: Optional(Int(1, 100_000)),
  size: Optional(Int(1, STAT_DETAIL_MAX_SIZE)),
  ...statDetailFields,
}, { additionalProperties: false });
export type StatDetailRequest = Static<typeof StatDetailRequest>;

export const StatDetailExportRequest = Type.Object(statDetailFields, { additionalProperties: false });
export type StatDetailExportRequest = Static<typeof StatDetailExportRequest>;

export const StatDetailOrder = Type.Object({
  workflowId: Type.String(),
  content: Type.String(),
  appealTypeName: Type.String(),
  eventTypeName: NullableText(),
  mainDeptName: NullableText(),
  subDeptName: NullableText(),
  creatorName: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  createTime: Type.String(),
  dispatchTime: NullableDateTime(),
  deadline: Type.String(),
  replyTime: NullableDateTime(),
  checkTime: NullableDateTime(),
  callbackTime: NullableDateTime(),
  /** 满意, 基本满意, 不满意 or null. */
  callbackResultName: NullableText(),
  /** A row of 重办次数 is one return: its time and 核查不通过 or 回访不满意; null for the other counts. */
  reworkTime: NullableDateTime(),
  reworkName: NullableText(),
});
export type StatDetailOrder = Static<typeof StatDetailOrder>;

export const StatDetailPage = Type.Object({
  records: Type.Array(StatDetailOrder),
  total: Type.Integer(),
  current: Type.Integer(),
  size: Type.Integer(),
  /** The count's name and the row's name, as the server reads the request. */
  indexLabel: Type.String(),
  rowName: Type.String(),
});
export type StatDetailPage = Static<typeof StatDetailPage>;

export const statsEndpoints = {
  '/apo/performanceReport/table': { body: StatTableRequest, reply: StatTable },
  '/apo/performanceReport/tableExcel': { body: StatTableRequest, file: true, reply: Type.Null() },
  '/apo/performanceReport/detail': { body: StatDetailRequest, reply: StatDetailPage },
  '/apo/performanceReport/detailExcel': { body: StatDetailExportRequest, file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
