// 系统日志: operation log and login log pages, detail, export, unlock of a locked account.
import { Type, type Static } from '@sinclair/typebox';
import {
  Body, CappedPage, Int, IntEnum, NoBody, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, ReqStr, Str, StringEnum, type EndpointMap,
} from './schema.ts';

/** Lists count at most this many rows (a million-row log is never counted whole); pages beyond it are refused. */
export const LOG_TOTAL_CAP = 10_000;
/** An export writes at most this many rows (newest first). */
export const LOG_EXPORT_MAX = 100_000;

/** 0 失败, 1 成功 */
export const OperationLogStatus = IntEnum([0, 1] as const);
/** 0 失败, 1 成功, 2 尝试过频 (refused during a sign-in pause, password not checked) */
export const LoginLogStatus = IntEnum([0, 1, 2] as const);

/** The columns a list may be sorted by (a whitelist: the server orders by nothing else). */
export const OPERATION_LOG_SORT_KEYS = ['username', 'module', 'operation', 'ip', 'location', 'durationMs', 'status', 'createTime'] as const;
export const LOGIN_LOG_SORT_KEYS = ['username', 'ip', 'location', 'browser', 'os', 'status', 'createTime'] as const;
export type OperationLogSortKey = (typeof OPERATION_LOG_SORT_KEYS)[number];
export type LoginLogSortKey = (typeof LOGIN_LOG_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Column and direction of a list's order; without them, newest first. */
const sortFields = <const K extends readonly string[]>(keys: K) => ({ orderBy: Optional(StringEnum(keys)), order: Optional(StringEnum(SORT_ORDERS)) });

const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', maxLength: 19 });

const LogPaging = {
  page: Optional(Int(1, 100_000)),
  current: Optional(Int(1, 100_000)),
  size: Optional(Int(1, 100)),
};

const timeRange = {
  /** At or after ('YYYY-MM-DD' = from the start of that day). */
  startTime: Optional(DateOrDateTime()),
  /** At or before ('YYYY-MM-DD' = to the end of that day). */
  endTime: Optional(DateOrDateTime()),
};

export const operationLogFilterFields = {
  /** The operator's username (exact, case-insensitive). */
  username: Optional(Str(50)),
  module: Optional(Str(50)),
  status: Optional(OperationLogStatus),
  ...timeRange,
};
export const OperationLogFilters = OptionalBody(operationLogFilterFields);
export type OperationLogFilters = NonNullable<Static<typeof OperationLogFilters>>;
export const OperationLogPageRequest = OptionalBody({ ...LogPaging, ...operationLogFilterFields, ...sortFields(OPERATION_LOG_SORT_KEYS) });
export type OperationLogPageRequest = NonNullable<Static<typeof OperationLogPageRequest>>;

export const OperationLog = Type.Object({
  id: Type.Integer(),
  userId: NullableInt(),
  username: NullableText(),
  module: Type.String(),
  operation: Type.String(),
  requestUri: Type.String(),
  requestMethod: Type.String(),
  ip: NullableText(),
  /** 内网IP or 未知 (no outbound lookup). */
  location: NullableText(),
  browser: NullableText(),
  os: NullableText(),
  durationMs: Type.Integer(),
  status: Type.Integer(),
  errorMsg: NullableText(),
  createTime: NullableDateTime(),
});
export type OperationLog = Static<typeof OperationLog>;

/** The detail adds the parameters (masked when they were written). */
export const OperationLogDetail = Type.Object({ ...OperationLog.properties, requestParams: NullableText() });
export type OperationLogDetail = Static<typeof OperationLogDetail>;

export const loginLogFilterFields = {
  username: Optional(Str(50)),
  ip: Optional(Str(64)),
  status: Optional(LoginLogStatus),
  ...timeRange,
};
export const LoginLogFilters = OptionalBody(loginLogFilterFields);
export type LoginLogFilters = NonNullable<Static<typeof LoginLogFilters>>;
export const LoginLogPageRequest = OptionalBody({ ...LogPaging, ...loginLogFilterFields, ...sortFields(LOGIN_LOG_SORT_KEYS) });
export type LoginLogPageRequest = NonNullable<Static<typeof LoginLogPageRequest>>;

export const LoginLog = Type.Object({
  id: Type.Integer(),
  userId: NullableInt(),
  username: Type.String(),
  ip: NullableText(),
  location: NullableText(),
  browser: NullableText(),
  os: NullableText(),
  userAgent: NullableText(),
  status: Type.Integer(),
  msg: NullableText(),
  createTime: NullableDateTime(),
  /** Failed sign-ins pause the account right now, from some address or from all (解锁 lifts it). */
  locked: Type.Boolean(),
  /** When that pause ends ('YYYY-MM-DD HH:mm:ss'); null when none runs. */
  lockedUntil: NullableDateTime(),
});
export type LoginLog = Static<typeof LoginLog>;

export const UnlockRequest = Body({ username: ReqStr(50) });
export type UnlockRequest = Static<typeof UnlockRequest>;

export const sysLogEndpoints = {
  '/api/sys/log/operation/page': { body: OperationLogPageRequest, reply: CappedPage(OperationLog) },
  '/api/sys/log/operation/info': { body: Body({ id: Int(1, Number.MAX_SAFE_INTEGER) }), reply: OperationLogDetail },
  /** Module names found in the log, for the search's choice. */
  '/api/sys/log/operation/modules': { body: NoBody, reply: Type.Array(Type.String()) },
  '/api/sys/log/operation/export': { body: OperationLogFilters, file: true, reply: Type.Null() },
  '/api/sys/log/login/page': { body: LoginLogPageRequest, reply: CappedPage(LoginLog) },
  '/api/sys/log/login/export': { body: LoginLogFilters, file: true, reply: Type.Null() },
  /** 清空: deletes every row of the log (the clearing itself is then logged as an operation). */
  '/api/sys/log/operation/clean': { body: NoBody, reply: Type.Object({ deleted: Type.Integer() }) },
  '/api/sys/log/login/clean': { body: NoBody, reply: Type.Object({ deleted: Type.Integer() }) },
  /** Clears the account's failed sign-ins: it may sign in at once. */
  '/api/sys/log/login/unlock': { body: UnlockRequest, reply: Type.Object({ username: Type.String(), wasLocked: Type.Boolean() }) },
} as const satisfies EndpointMap;
