// Menus: the rows a user's route tree is built from, the admin's list, delete.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MenuItem } from '../../../../src/shared/api/types.ts';
import type { Database, SysMenuTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { buildTree } from '../../lib/tree.ts';

type Db = Kysely<Database>;
type MenuRow = Selectable<SysMenuTable>;

function toMenuItem(m: MenuRow): Omit<MenuItem, 'children'> {
  return {
    id: m.id, pid: m.pid, name: m.name, url: m.url, component: m.component, componentName: m.component_name, icon: m.icon,
    routingType: m.routing_type, isShow: m.is_show, noCache: m.no_cache, sort: m.sort,
  };
}

/** Enabled menu rows (not buttons) in display order; one below a 停用 menu is dropped with it when the tree is built. */
export const menuRows = (db: Db): Promise<MenuRow[]> =>
  db.selectFrom('sys_menu').selectAll().where('type', '=', 0).where('status', '=', 0).orderBy('sort').orderBy('id').execute();

/** Only items whose whole ancestor chain is visible make it into the tree. */
export function navTree(rows: MenuRow[], granted: Set<number> | 'all'): MenuItem[] {
  const visible = rows.filter((m) => granted === 'all' || granted.has(m.id)).map(toMenuItem);
  return buildTree(visible, 0) as MenuItem[];
}

export async function menuList(db: Db, name?: string) {
  let q = db.selectFrom('sys_menu as m').leftJoin('sys_menu as p', 'p.id', 'm.pid').selectAll('m').select('p.name as parent_name');
  if (name) q = q.where('m.name', 'like', likePattern(name));
  const rows = await q.orderBy('m.pid').orderBy('m.sort').orderBy('m.id').execute();
  return rows.map((m) => ({ ...toMenuItem(m), parentName: m.parent_name, type: m.type, perms: m.perms, status: m.status }));
}

/** Deletes a menu without children, with its grants. */
export function deleteMenu(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    // The same lock as add and update: a child added meanwhile on another server cannot be orphaned.
    await sql`lock table sys_menu in share row exclusive mode`.execute(tx);
    const menu = await tx.selectFrom('sys_menu').select('id').where('id', '=', id).executeTakeFirst();
    if (!menu) throw new Refusal('菜单不存在');
    const child = await tx.selectFrom('sys_menu').select('id').where('pid', '=', id).limit(1).executeTakeFirst();
    if (child) throw new Refusal('请先删除子菜单或按钮');
    await tx.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
    await tx.deleteFrom('sys_menu').where('id', '=', id).execute();
  });
}
