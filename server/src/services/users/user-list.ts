// The user list (用户管理) and the pickers' short lists: filters, the caller's data scope, roles and posts of each row.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { USER_OPTIONS_LIMIT, type UserFilters, type UserOptionsRequest } from '../../../../src/shared/api/contracts/sysUser.ts';
import type { Database } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime, parseClientDate, parseClientDayEnd } from '../../lib/time.ts';
import type { ReadCache } from '../cache.ts';
import type { DataScope } from '../data-scope.ts';

type Db = Kysely<Database>;
type UserEb = ExpressionBuilder<Database & { u: Database['sys_user'] }, 'u'>;

/** ReadCache prefix of the list's counts; every user write drops it on every server. */
export const USER_CACHE_PREFIX = 'users:';

/** Rows of the user the scope lets the caller see: their departments, and always their own row. */
export function inScope(eb: UserEb, scope: DataScope): Expression<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  return scope.deptIds.length ? eb.or([eb('u.dept_id', 'in', scope.deptIds), eb('u.id', '=', scope.selfId)]) : eb('u.id', '=', scope.selfId);
}

/** The department and every department below it. */
const deptAndBelow = (deptId: number) =>
  sql<number>`(with recursive below(id) as (select ${deptId}::int union select d.id from sys_dept d join below b on d.pid = b.id) select id from below)`;

/** Conditions of the list's filters on sys_user as u (the export uses them too). */
export function userFilterConditions(eb: UserEb, f: UserFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (f.username?.trim()) where.push(eb('u.username', 'like', likePattern(f.username.trim())));
  if (f.realName?.trim()) where.push(eb('u.real_name', 'like', likePattern(f.realName.trim())));
  if (f.mobile?.trim()) where.push(eb('u.mobile', 'like', likePattern(f.mobile.trim())));
  if (f.status !== undefined) where.push(eb('u.status', '=', f.status));
  if (f.deptId !== undefined) where.push(eb('u.dept_id', 'in', deptAndBelow(f.deptId)));
  const start = f.startTime ? parseClientDate(f.startTime) : null;
  if (start) where.push(eb('u.created_at', '>=', start));
  const end = f.endTime ? parseClientDayEnd(f.endTime) : null;
  if (end) where.push(eb('u.created_at', '<=', end));
  return where;
}

const cacheKeyOf = (scope: DataScope, f: UserFilters) =>
  `${USER_CACHE_PREFIX}count:${scope.all ? 'all' : `${scope.selfId}:${[...scope.deptIds].sort((a, b) => a - b).join(',')}`}:${JSON.stringify([
    f.username?.trim(), f.realName?.trim(), f.mobile?.trim(), f.status, f.deptId, f.startTime, f.endTime])}`;

const userColumns = ['u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.landline_number', 'u.dept_id', 'd.name as dept_name',
  'u.mobile', 'u.email', 'u.gender', 'u.status', 'u.created_at'] as const;
// Roles and posts come with the row: one query a page, not three.
const roleIdsOf = sql<number[]>`array(select ur.role_id from sys_user_role ur where ur.user_id = u.id order by ur.role_id)`.as('role_ids');
const postIdsOf = sql<number[]>`array(select up.post_id from sys_user_post up where up.user_id = u.id order by up.post_id)`.as('post_ids');

/** A user as the list and the detail answer it. */
const toUser = (u: {
  id: number; username: string; real_name: string; job_number: string; landline_number: string | null; dept_id: number | null;
  dept_name: string | null; mobile: string | null; email: string | null; gender: number; status: number; created_at: Date;
  role_ids: number[]; post_ids: number[];
}) => ({
  id: u.id, username: u.username, realName: u.real_name, jobNumber: u.job_number, landlineNumber: u.landline_number ?? '',
  deptId: u.dept_id, deptName: u.dept_name, mobile: u.mobile, email: u.email, gender: u.gender, status: u.status,
  roleIdList: u.role_ids.map(Number), postIdList: u.post_ids.map(Number), createTime: formatDateTime(u.created_at),
});

/** One page of the users within the scope, newest first; the total is cached until a user is written. */
export async function userPage(db: Db, cache: ReadCache, scope: DataScope, f: UserFilters, page: Paging) {
  const base = db.selectFrom('sys_user as u').where((eb) => eb.and([inScope(eb, scope), ...userFilterConditions(eb, f)]));
  // The page's ids first (an index scan that skips the offset cheaply), then the rows with their roles and posts.
  const ids = base.select(['u.id', 'u.created_at']).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(page.size).offset(page.offset);
  const [rows, total] = await Promise.all([
    db.selectFrom(ids.as('p')).innerJoin('sys_user as u', 'u.id', 'p.id').leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
      .select(userColumns).select([roleIdsOf, postIdsOf]).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute(),
    cache.get(cacheKeyOf(scope, f), async () =>
      Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)),
  ]);
  return pageAnswer(rows.map(toUser), total, page);
}

/** One user (undefined when there is none, or it is outside the scope). */
export async function userDetail(db: Db, id: number, scope: DataScope = { all: true }) {
  const row = await db.selectFrom('sys_user as u').leftJoin('sys_dept as d', 'd.id', 'u.dept_id').select(userColumns).select([roleIdsOf, postIdsOf])
    // The last successful sign-in, from the login log (its index by username answers it at once).
    .select((eb) => eb.selectFrom('sys_log_login as l').select('l.created_at').whereRef('l.username', '=', 'u.username').where('l.status', '=', 1)
      .orderBy('l.created_at', 'desc').limit(1).as('last_login_at'))
    .where('u.id', '=', id).where((eb) => inScope(eb, scope)).executeTakeFirst();
  return row && { ...toUser(row), lastLoginTime: row.last_login_at ? formatDateTime(row.last_login_at) : null };
}

/**
 * Enabled users within the scope for pickers, by job number, at most USER_OPTIONS_LIMIT: of the department alone
 * (`below` false, getUserList) or of it and the departments below (`below` true, sysUser/list).
 */
export async function userOptions(db: Db, scope: DataScope, f: UserOptionsRequest, below: boolean) {
  let q = db.selectFrom('sys_user as u').leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .select(['u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.dept_id', 'd.name as dept_name', 'u.landline_number'])
    .where('u.status', '=', 1).where((eb) => inScope(eb, scope));
  if (f.deptId !== undefined) q = below ? q.where('u.dept_id', 'in', deptAndBelow(f.deptId)) : q.where('u.dept_id', '=', f.deptId);
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = likePattern(keyword);
    q = q.where((eb) => eb.or([eb('u.username', 'like', like), eb('u.real_name', 'like', like), eb('u.job_number', 'like', like), eb('u.landline_number', 'like', like)]));
  }
  const rows = await q.orderBy('u.job_number').limit(USER_OPTIONS_LIMIT).execute();
  return rows.map((u) => ({
    id: u.id, username: u.username, realName: u.real_name, jobNumber: u.job_number, deptId: u.dept_id, deptName: u.dept_name,
    landlineNumber: u.landline_number ?? '',
  }));
}
