// The operation log and the login log lists (系统日志): filters on indexes in the list's order, a capped count, the detail.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  LOG_TOTAL_CAP, type LoginLogFilters, type LoginLogSortKey, type OperationLogFilters, type OperationLogSortKey, type SortOrder,
} from '../../../../src/shared/api/contracts/sysLog.ts';
import type { Database } from '../../db/schema.ts';
import { formatDateTime, parseClientDate, parseClientDayEnd } from '../../lib/time.ts';
import { cappedTotal, growingCount, pageAnswer, refusePastCap, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import { pausedAccounts } from '../login-limit.ts';
import { clientOf } from './client-origin.ts';

type Db = Kysely<Database>;

export const TOO_MANY_ROWS = `超过 ${LOG_TOTAL_CAP.toLocaleString('en-US')} 条，请缩小查询范围`;

function timeConditions<T extends 'sys_log_operation' | 'sys_log_login'>(
  eb: ExpressionBuilder<Database, T>, f: { startTime?: string; endTime?: string },
): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const start = f.startTime ? parseClientDate(f.startTime) : null;
  const end = f.endTime ? parseClientDayEnd(f.endTime) : null;
  const created = sql.ref('created_at');
  if (start) where.push(eb(created, '>=', start));
  if (end) where.push(eb(created, '<=', end));
  return where;
}

/** Usernames are stored lower-case (sign-in lower-cases them), so the search is exact on an index. */
const usernameOf = (text: string | undefined) => text?.trim().toLowerCase() || undefined;

export function operationConditions(eb: ExpressionBuilder<Database, 'sys_log_operation'>, f: OperationLogFilters): Expression<SqlBool>[] {
  const where = timeConditions(eb, f);
  const username = usernameOf(f.username);
  if (username) where.push(eb('username', '=', username));
  if (f.module?.trim()) where.push(eb('module', '=', f.module.trim()));
  if (f.status !== undefined) where.push(eb('status', '=', f.status));
  return where;
}

export function loginConditions(eb: ExpressionBuilder<Database, 'sys_log_login'>, f: LoginLogFilters): Expression<SqlBool>[] {
  const where = timeConditions(eb, f);
  const username = usernameOf(f.username);
  if (username) where.push(eb('username', '=', username));
  if (f.ip?.trim()) where.push(eb('ip', '=', f.ip.trim()));
  if (f.status !== undefined) where.push(eb('status', '=', f.status));
  return where;
}

/** The total up to LOG_TOTAL_CAP; logs only grow (retention aside), so a search counted past the cap is not counted again. */
const logTotal = (cache: ReadCache, key: string, page: Paging, pageRows: number, count: () => Promise<number>) =>
  cappedTotal(page, pageRows, LOG_TOTAL_CAP, () => growingCount(cache, key, LOG_TOTAL_CAP, count));

/** The whitelist of sortable columns: a key of the contract's list, never a name the request spells. */
const OPERATION_SORT_COLUMNS: Record<OperationLogSortKey, string> = {
  username: 'username', module: 'module', operation: 'operation', ip: 'ip', location: 'location', durationMs: 'duration_ms', status: 'status',
  createTime: 'created_at',
};
const LOGIN_SORT_COLUMNS: Record<LoginLogSortKey, string> = {
  username: 'username', ip: 'ip', location: 'location', browser: 'browser', os: 'os', status: 'status', createTime: 'created_at',
};

export interface LogSort<K extends string> { orderBy?: K; order?: SortOrder }

/** The column and direction to order by: newest first unless the list asks for a whitelisted column. */
function sortOf<K extends string>(columns: Record<K, string>, s: LogSort<K>): { column: string; dir: SortOrder } {
  const column = s.orderBy && Object.hasOwn(columns, s.orderBy) ? columns[s.orderBy] : 'created_at';
  return { column, dir: s.order ?? (s.orderBy ? 'asc' : 'desc') };
}

const countKey = (table: string, f: object) => `logs:more:${table}:${JSON.stringify(f)}`;

const operationColumns = ['id', 'user_id', 'username', 'module', 'operation', 'request_uri', 'request_method', 'ip', 'location', 'browser', 'os',
  'duration_ms', 'status', 'error_msg', 'created_at'] as const;

type OperationRow = {
  id: string; user_id: number | null; username: string | null; module: string; operation: string; request_uri: string;
  request_method: string; ip: string | null; location: string | null; browser: string | null; os: string | null; duration_ms: number; status: number; error_msg: string | null; created_at: Date;
};

export const toOperationLog = (r: OperationRow) => ({
  id: Number(r.id), userId: r.user_id, username: r.username, module: r.module, operation: r.operation, requestUri: r.request_uri,
  requestMethod: r.request_method, ip: r.ip, location: r.location, browser: r.browser, os: r.os, durationMs: r.duration_ms, status: r.status, errorMsg: r.error_msg,
  createTime: formatDateTime(r.created_at),
});

export async function operationLogPage(db: Db, cache: ReadCache, f: OperationLogFilters & LogSort<OperationLogSortKey>, page: Paging) {
  refusePastCap(page, LOG_TOTAL_CAP, TOO_MANY_ROWS);
  const { orderBy, order, ...filters } = f;
  const { column, dir } = sortOf(OPERATION_SORT_COLUMNS, { orderBy, order });
  const base = db.selectFrom('sys_log_operation').where((eb) => eb.and(operationConditions(eb, filters)));
  // The page's ids first (an index-only scan that skips the offset cheaply, in the default order), then its rows.
  const ids = base.select(['id', sql.ref(column).as('sort_value')]).orderBy(sql.ref(column), dir).orderBy('id', dir).limit(page.size).offset(page.offset);
  const rows = await db.selectFrom(ids.as('p')).innerJoin('sys_log_operation as o', 'o.id', 'p.id')
    .select(operationColumns.map((c) => `o.${c}` as const)).orderBy(sql.ref('p.sort_value'), dir).orderBy('p.id', dir).execute();
  const counted = await logTotal(cache, countKey('operation', filters), page, rows.length, async () => Number((await db.selectFrom(base.select(sql<number>`1`.as('one'))
    .limit(LOG_TOTAL_CAP + 1).as('c')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));
  return { ...pageAnswer(rows.map(toOperationLog), counted.total, page), more: counted.more };
}

export async function operationLogDetail(db: Db, id: number) {
  const row = await db.selectFrom('sys_log_operation').select(operationColumns).select('request_params').where('id', '=', String(id)).executeTakeFirst();
  if (!row) throw new Refusal('日志不存在');
  return { ...toOperationLog(row), requestParams: row.request_params };
}

/** Module names in the log, read by skipping along the module index (one probe per name, not a scan of the rows). */
export async function operationLogModules(db: Db): Promise<string[]> {
  const r = await sql<{ module: string }>`
    with recursive m(module) as (
      select min(module) from sys_log_operation
      union all
      select (select min(o.module) from sys_log_operation o where o.module > m.module) from m where m.module is not null
    )
    select module from m where module is not null`.execute(db);
  return r.rows.map((row) => row.module);
}

type LoginRow = {
  id: string; user_id: number | null; username: string; ip: string | null; location: string | null; browser: string | null; os: string | null;
  user_agent: string | null; status: number; msg: string | null; created_at: Date;
};

export const toLoginLog = (r: LoginRow, pausedUntil: Date | undefined) => ({
  id: Number(r.id), userId: r.user_id, username: r.username, ip: r.ip, location: r.location, browser: r.browser, os: r.os, userAgent: r.user_agent, status: r.status, msg: r.msg,
  createTime: formatDateTime(r.created_at), locked: pausedUntil !== undefined, lockedUntil: pausedUntil ? formatDateTime(pausedUntil) : null,
});

export async function loginLogPage(db: Db, cache: ReadCache, input: LoginLogFilters & LogSort<LoginLogSortKey>, page: Paging) {
  refusePastCap(page, LOG_TOTAL_CAP, TOO_MANY_ROWS);
  const { orderBy, order, ...f } = input;
  const { column, dir } = sortOf(LOGIN_SORT_COLUMNS, { orderBy, order });
  const base = db.selectFrom('sys_log_login').where((eb) => eb.and(loginConditions(eb, f)));
  const rows = await base.selectAll().orderBy(sql.ref(column), dir).orderBy('id', dir).limit(page.size).offset(page.offset).execute();
  const [counted, paused] = await Promise.all([
    logTotal(cache, countKey('login', f), page, rows.length, async () => Number((await db.selectFrom(base.select(sql<number>`1`.as('one'))
      .limit(LOG_TOTAL_CAP + 1).as('c')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)),
    pausedAccounts(db, rows.map((r) => r.username)),
  ]);
  return { ...pageAnswer(rows.map((r) => toLoginLog(r, paused.get(r.username))), counted.total, page), more: counted.more };
}

/** One row of the login log per sign-in attempt. */
export async function recordLogin(db: Db, entry: {
  userId: number | null; username: string; ip: string; userAgent: string | undefined; status: 0 | 1 | 2; msg: string;
}): Promise<void> {
  await db.insertInto('sys_log_login').values({
    user_id: entry.userId, username: entry.username.slice(0, 100), ip: entry.ip, user_agent: entry.userAgent?.slice(0, 500) ?? null,
    status: entry.status, msg: entry.msg.slice(0, 500), ...clientOf(entry.ip, entry.userAgent),
  }).execute();
}

/** 清空: every row of one log, answering how many went. */
export async function clearLog(db: Db, table: 'sys_log_operation' | 'sys_log_login'): Promise<number> {
  const result = await db.deleteFrom(table).executeTakeFirst();
  return Number(result.numDeletedRows);
}
