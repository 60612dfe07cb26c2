// Export of the user list's current query as .xlsx: the page's filters within the caller's data scope, read in pages
// of rows and written with ExcelJS's streaming writer, so neither the rows nor the workbook are ever whole in memory.
// Its columns are the import template's, so an exported sheet can be edited and imported back.
import type { Writable } from 'node:stream';
import { loadExcel } from '../../lib/office.ts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { UserFilters } from '../../../../src/shared/api/contracts/sysUser.ts';
import type { Database } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { DataScope } from '../data-scope.ts';
import { GENDERS, IMPORT_COLUMNS, STATUSES } from './import.ts';
import { inScope, userFilterConditions } from './user-list.ts';

const PAGE_ROWS = 1000;

type Cursor = { createdAt: string; id: number } | null;

/** One page of the export, newest first, after the cursor (keyset paging: every page costs the same). */
function usersPage(db: Kysely<Database>, filters: UserFilters, scope: DataScope, cursor: Cursor) {
  return db.selectFrom('sys_user as u')
    .where((eb) => eb.and([...userFilterConditions(eb, filters), inScope(eb, scope)]))
    .leftJoin('sys_dept', 'sys_dept.id', 'u.dept_id')
    .select((eb) => [
      'u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.gender', 'u.mobile',
      'u.email', 'u.landline_number', 'u.status', 'u.created_at', 'sys_dept.name as dept_name',
      sql<string>`u.created_at::text`.as('created_key'),
      eb.selectFrom('sys_user_role').innerJoin('sys_role', 'sys_role.id', 'sys_user_role.role_id')
        .select(sql<string>`string_agg(sys_role.role_name, ',' order by sys_role.id)`.as('names'))
        .whereRef('sys_user_role.user_id', '=', 'u.id').as('role_names'),
      eb.selectFrom('sys_user_post').innerJoin('sys_post', 'sys_post.id', 'sys_user_post.post_id')
        .select(sql<string>`string_agg(sys_post.post_name, ',' order by sys_post.sort, sys_post.id)`.as('names'))
        .whereRef('sys_user_post.user_id', '=', 'u.id').as('post_names'),
    ])
    .$if(cursor !== null, (q) => q.where(sql<SqlBool>`(u.created_at, u.id) < (${cursor!.createdAt}::timestamptz, ${cursor!.id})`))
    .orderBy('u.created_at', 'desc').orderBy('u.id', 'desc')
    .limit(PAGE_ROWS).execute();
}

const labelOf = (options: ReadonlyArray<{ value: number; label: string }>, value: number) => options.find((o) => o.value === value)?.label ?? '';


/** Writes the users matching the filters (newest first, like the list) to `out` as .xlsx; answers how many. */
export async function exportUsers(db: Kysely<Database>, filters: UserFilters, scope: DataScope, out: Writable): Promise<number> {
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('用户');
  ws.columns = [
    ...IMPORT_COLUMNS.filter((c) => c.key !== 'password').map((c) => ({ header: c.header, key: c.key, width: c.width })),
    { header: '创建时间', key: 'createTime', width: 20 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let count = 0;
  // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop its microseconds and skip rows.
  let cursor: Cursor = null;
  for (;;) {
    const rows = await usersPage(db, filters, scope, cursor);
    for (const u of rows) {
      ws.addRow({
        username: u.username, realName: u.real_name, jobNumber: u.job_number, gender: labelOf(GENDERS, u.gender), mobile: u.mobile ?? '',
        email: u.email ?? '', dept: u.dept_name ?? '', roles: u.role_names ?? '', posts: u.post_names ?? '', landline: u.landline_number ?? '',
        status: labelOf(STATUSES, u.status), createTime: formatDateTime(u.created_at),
      }).commit();
    }
    count += rows.length;
    if (rows.length < PAGE_ROWS) break;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.created_key, id: last.id };
  }
  ws.commit();
  await wb.commit();
  return count;
}
