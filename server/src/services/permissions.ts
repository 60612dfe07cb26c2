// Button permissions and menu visibility come from the role -> menu grants; the admin role holds everything.
import { sql, type Kysely } from 'kysely';
import { RoleId } from '../../../src/shared/protocol/index.ts';
import type { Database } from '../db/schema.ts';
import type { ReadCache } from './cache.ts';

export const ADMIN_ROLE_ID = RoleId.admin;
/** ReadCache prefix of everything built from menus and grants (nav, buttons, permission strings). */
export const PERMISSION_CACHES = 'menus:';

/** Menu ids (menus and buttons) the roles may see. */
export function grantedMenuIds(db: Kysely<Database>, roleIds: number[], cache: ReadCache): Promise<Set<number> | 'all'> {
  return cache.get(`${PERMISSION_CACHES}grants:${roleIds.join(',')}`, () => loadGrants(db, roleIds));
}

async function loadGrants(db: Kysely<Database>, roleIds: number[]): Promise<Set<number> | 'all'> {
  if (roleIds.includes(ADMIN_ROLE_ID)) return 'all';
  if (roleIds.length === 0) return new Set();
  const rows = await db.selectFrom('sys_role_menu').select('menu_id').distinct().where('role_id', 'in', roleIds).execute();
  return new Set(rows.map((r) => r.menu_id));
}

/** Permission strings of the roles, e.g. 'sys:menu:save'; a button may carry several, comma-separated. */
export function permissionsOf(db: Kysely<Database>, roleIds: number[], cache: ReadCache): Promise<string[]> {
  return cache.get(`${PERMISSION_CACHES}perms:${roleIds.join(',')}`, () => loadPermissions(db, roleIds));
}

/** Menus and buttons 停用 themselves or below a 停用 menu: their permissions are refused to everyone, admin too. */
async function switchedOff(db: Kysely<Database>): Promise<Set<number>> {
  const r = await sql<{ id: number }>`
    with recursive off(id) as (select id from sys_menu where status = 1 union select m.id from sys_menu m join off on m.pid = off.id)
    select id from off`.execute(db);
  return new Set(r.rows.map((row) => row.id));
}

async function loadPermissions(db: Kysely<Database>, roleIds: number[]): Promise<string[]> {
  let query = db.selectFrom('sys_menu').select(['id', 'perms']).where('type', '=', 1).where('perms', '<>', '');
  if (!roleIds.includes(ADMIN_ROLE_ID)) {
    if (roleIds.length === 0) return [];
    query = query.where('id', 'in', db.selectFrom('sys_role_menu').select('menu_id').where('role_id', 'in', roleIds));
  }
  const [rows, off] = await Promise.all([query.execute(), switchedOff(db)]);
  const perms = new Set<string>();
  for (const row of rows) {
    if (off.has(row.id)) continue;
    for (const p of row.perms.split(',')) if (p.trim()) perms.add(p.trim());
  }
  return [...perms].sort();
}
