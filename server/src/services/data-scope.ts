// A role's data scope (0 全部, 1 本部门及以下, 2 本部门, 3 仅本人, 4 自定): which users' and orders' rows a user may see.
// A user's roles add up (the widest wins, custom departments join the rest); the admin role sees everything; a disabled
// role adds nothing (sessions never carry one, and this query skips it again for callers that pass role ids directly).
import { sql, type Kysely } from 'kysely';
import { RoleId } from '../../../src/shared/protocol/index.ts';
import type { Database } from '../db/schema.ts';

export const DataScopeKind = { all: 0, deptAndBelow: 1, dept: 2, self: 3, custom: 4 } as const;

export type DataScope =
  | { all: true }
  /** Rows of these departments, plus the user's own rows. */
  | { all: false; deptIds: number[]; selfId: number };

export async function dataScopeOf(db: Kysely<Database>, user: { id: number; deptId: number | null; roleIds: readonly number[] }): Promise<DataScope> {
  if (user.roleIds.includes(RoleId.admin)) return { all: true };
  if (user.roleIds.length === 0) return { all: false, deptIds: [], selfId: user.id };
  // One round trip on every scoped request: the roles' widest scope and the departments it reaches.
  const { rows } = await sql<{ all_scope: boolean; dept_ids: number[] | null }>`
    with scopes as (select id, data_scope from sys_role where id in (${sql.join([...user.roleIds])}) and status = 1),
    recursive_below as (
      with recursive below(id) as (select ${user.deptId}::int where ${user.deptId}::int is not null
        union select d.id from sys_dept d join below b on d.pid = b.id)
      select id from below
    ),
    reached as (
      select id from recursive_below where exists (select 1 from scopes where data_scope = ${DataScopeKind.deptAndBelow})
      union select ${user.deptId}::int where ${user.deptId}::int is not null and exists (select 1 from scopes where data_scope = ${DataScopeKind.dept})
      union select rd.dept_id from sys_role_dept rd join scopes s on s.id = rd.role_id where s.data_scope = ${DataScopeKind.custom}
    )
    select exists (select 1 from scopes where data_scope = ${DataScopeKind.all}) as all_scope,
      (select array_agg(id order by id) from reached) as dept_ids`.execute(db);
  const row = rows[0]!;
  if (row.all_scope) return { all: true };
  return { all: false, deptIds: (row.dept_ids ?? []).map(Number), selfId: user.id };
}
