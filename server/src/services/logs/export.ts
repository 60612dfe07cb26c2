// Export of a log list's current query as .xlsx: read newest first in keyset pages and written with ExcelJS's streaming
// writer, so neither the rows nor the workbook are ever whole in memory; at most LOG_EXPORT_MAX rows.
import type { Writable } from 'node:stream';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { LOG_EXPORT_MAX, type LoginLogFilters, type OperationLogFilters } from '../../../../src/shared/api/contracts/sysLog.ts';
import type { Database } from '../../db/schema.ts';
import { loadExcel } from '../../lib/office.ts';
import { formatDateTime } from '../../lib/time.ts';
import { loginConditions, operationConditions } from './log-list.ts';

const PAGE_ROWS = 1000;
const OPERATION_STATUSES: Record<number, string> = { 0: '失败', 1: '成功' };
const LOGIN_STATUSES: Record<number, string> = { 0: '失败', 1: '成功', 2: '尝试过频' };

/** created_at as PostgreSQL's text: a JS Date would drop its microseconds and skip rows. */
type Cursor = { createdAt: string; id: string } | null;
const after = (cursor: Cursor) => sql<SqlBool>`(created_at, id) < (${cursor!.createdAt}::timestamptz, ${cursor!.id}::bigint)`;

interface Sheet<Row> {
  name: string;
  columns: Array<{ header: string; key: string; width: number }>;
  page: (cursor: Cursor) => Promise<Array<Row & { id: string; created_key: string }>>;
  cells: (row: Row) => Record<string, unknown>;
}

async function writeSheet<Row>(out: Writable, sheet: Sheet<Row>): Promise<number> {
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet(sheet.name);
  ws.columns = sheet.columns;
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let count = 0;
  let cursor: Cursor = null;
  while (count < LOG_EXPORT_MAX) {
    const rows: Array<Row & { id: string; created_key: string }> = (await sheet.page(cursor)).slice(0, LOG_EXPORT_MAX - count);
    for (const row of rows) ws.addRow(sheet.cells(row)).commit();
    count += rows.length;
    if (rows.length < PAGE_ROWS) break;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.created_key, id: last.id };
  }
  ws.commit();
  await wb.commit();
  return count;
}

export function exportOperationLog(db: Kysely<Database>, f: OperationLogFilters, out: Writable): Promise<number> {
  return writeSheet(out, {
    name: '操作日志',
    columns: [
      { header: '操作人', key: 'username', width: 14 }, { header: '模块', key: 'module', width: 14 }, { header: '操作', key: 'operation', width: 18 },
      { header: '请求方式', key: 'method', width: 10 }, { header: '请求地址', key: 'uri', width: 34 }, { header: '请求参数', key: 'params', width: 50 },
      { header: 'IP', key: 'ip', width: 16 }, { header: '地点', key: 'location', width: 12 }, { header: '耗时(毫秒)', key: 'duration', width: 12 }, { header: '状态', key: 'status', width: 8 },
      { header: '错误信息', key: 'error', width: 30 }, { header: '操作时间', key: 'time', width: 20 },
    ],
    page: (cursor) => db.selectFrom('sys_log_operation').where((eb) => eb.and(operationConditions(eb, f)))
      .$if(cursor !== null, (q) => q.where(after(cursor)))
      .select(['id', 'username', 'module', 'operation', 'request_method', 'request_uri', 'request_params', 'ip', 'location', 'duration_ms', 'status', 'error_msg', 'created_at',
        sql<string>`created_at::text`.as('created_key')])
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_ROWS).execute(),
    cells: (r) => ({
      username: r.username ?? '', module: r.module, operation: r.operation, method: r.request_method, uri: r.request_uri,
      params: r.request_params ?? '', ip: r.ip ?? '', location: r.location ?? '', duration: r.duration_ms, status: OPERATION_STATUSES[r.status] ?? '',
      error: r.error_msg ?? '', time: formatDateTime(r.created_at),
    }),
  });
}

export function exportLoginLog(db: Kysely<Database>, f: LoginLogFilters, out: Writable): Promise<number> {
  return writeSheet(out, {
    name: '登录日志',
    columns: [
      { header: '用户名', key: 'username', width: 16 }, { header: 'IP', key: 'ip', width: 16 }, { header: '地点', key: 'location', width: 12 },
      { header: '浏览器', key: 'browser', width: 18 }, { header: '操作系统', key: 'os', width: 14 }, { header: 'User-Agent', key: 'userAgent', width: 50 },
      { header: '状态', key: 'status', width: 10 }, { header: '提示信息', key: 'msg', width: 30 }, { header: '登录时间', key: 'time', width: 20 },
    ],
    page: (cursor) => db.selectFrom('sys_log_login').where((eb) => eb.and(loginConditions(eb, f)))
      .$if(cursor !== null, (q) => q.where(after(cursor)))
      .selectAll().select(sql<string>`created_at::text`.as('created_key'))
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_ROWS).execute(),
    cells: (r) => ({
      username: r.username, ip: r.ip ?? '', location: r.location ?? '', browser: r.browser ?? '', os: r.os ?? '', userAgent: r.user_agent ?? '', status: LOGIN_STATUSES[r.status] ?? '', msg: r.msg ?? '',
      time: formatDateTime(r.created_at),
    }),
  });
}
