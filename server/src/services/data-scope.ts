// A role's data scope (0 全部, 1 本部门及以下, 2 本部门, 3 仅本人): which users' and orders' rows a user may see.
// A user's roles add up (the widest wins); the admin role sees everything.
import { sql, type Kysely } from 'kysely';
import { RoleId } from '../../../src/shared/protocol/index.ts';
import type { Database } from '../db/schema.ts';

export const DataScopeKind = { all: 0, deptAndBelow: 1, dept: 2, self: 3 } as const;

export type DataScope =
  | { all: true }
  /** Rows of these departments, plus the user's own rows. */
  | { all: false; deptIds: number[]; selfId: number };

export async function dataScopeOf(db: Kysely<Database>, user: { id: number; deptId: number | null; roleIds: number[] }): Promise<DataScope> {
  if (user.roleIds.includes(RoleId.admin)) return { all: true };
  if (user.roleIds.length === 0) return { all: false, deptIds: [], selfId: user.id };
  // One round trip on every scoped request: the roles' widest scope and the departments it reaches.
  const { rows } = await sql<{ all_scope: boolean; dept_ids: number[] | null }>`
    with scopes as (select distinct data_scope from sys_role where id in (${sql.join(user.roleIds)})),
    recursive_below as (
      with recursive below(id) as (select ${user.deptId}::int where ${user.deptId}::int is not null
        union select d.id from sys_dept d join below b on d.pid = b.id)
      select id from below
    )
    select exists (select 1 from scopes where data_scope = ${DataScopeKind.all}) as all_scope,
      case
        when exists (select 1 from scopes where data_scope = ${DataScopeKind.deptAndBelow}) then (select array_agg(id) from recursive_below)
        when exists (select 1 from scopes where data_scope = ${DataScopeKind.dept}) and ${user.deptId}::int is not null then array[${user.deptId}::int]
        else null
      end as dept_ids`.execute(db);
  const row = rows[0]!;
  if (row.all_scope) return { all: true };
  return { all: false, deptIds: row.dept_ids ?? [], selfId: user.id };
}
