// A role's data scope (0 全部, 1 本部门及以下, 2 本部门, 3 仅本人): which users' and orders' rows a user may see.
// A user's roles add up (the widest wins); the admin role sees everything.
import { sql, type Kysely } from 'kysely';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import type { Database } from '../db/schema.ts';

export const DataScopeKind = { all: 0, deptAndBelow: 1, dept: 2, self: 3 } as const;

export type DataScope =
  | { all: true }
  /** Rows of these departments, plus the user's own rows. */
  | { all: false; deptIds: number[]; selfId: number };

export async function dataScopeOf(db: Kysely<Database>, user: { id: number; deptId: number | null; roleIds: number[] }): Promise<DataScope> {
  if (user.roleIds.includes(RoleId.admin)) return { all: true };
  if (user.roleIds.length === 0) return { all: false, deptIds: [], selfId: user.id };
  const rows = await db.selectFrom('sys_role').select('data_scope').where('id', 'in', user.roleIds).execute();
  const kinds = new Set(rows.map((r) => r.data_scope));
  if (kinds.has(DataScopeKind.all)) return { all: true };
  const deptIds = new Set<number>();
  if (user.deptId !== null && kinds.has(DataScopeKind.dept)) deptIds.add(user.deptId);
  if (user.deptId !== null && kinds.has(DataScopeKind.deptAndBelow)) {
    const below = await sql<{ id: number }>`
      with recursive below(id) as (select ${user.deptId}::int union select d.id from sys_dept d join below b on d.pid = b.id)
      select id from below`.execute(db);
    for (const r of below.rows) deptIds.add(r.id);
  }
  return { all: false, deptIds: [...deptIds], selfId: user.id };
}
