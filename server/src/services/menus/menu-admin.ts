// 菜单管理's rules: a button belongs to a menu and carries permission strings; a menu names a view of the console's
// registry (or Layout, or nothing for frames and links) and an icon of the spec's set; no cycles; no two routed menus on
// one path. Writes lock sys_menu so two servers cannot race a rule.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MenuRow, MenuSave, MenuUpdate } from '../../../../src/shared/api/contracts/menu.ts';
import {
  FRAMED_PATH_SEGMENTS, LAYOUT_COMPONENT, MenuType, PERMISSION_PATTERN, ROUTED_PAGE, isHttpUrl, isMenuIcon, isViewPath, joinRoutePath,
  normalizeViewPath,
} from '../../../../src/shared/protocol/views.ts';
import type { Database, SysMenuTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';

type Db = Kysely<Database>;
const MENU_UPDATE_PERMISSION = 'sys:menu:update';
type Tx = Transaction<Database>;
type Row = Selectable<SysMenuTable>;

export async function menuInfo(db: Db | Tx, id: number): Promise<MenuRow> {
  const m = await db.selectFrom('sys_menu as m').leftJoin('sys_menu as p', 'p.id', 'm.pid')
    .selectAll('m').select('p.name as parent_name').where('m.id', '=', id).executeTakeFirst();
  if (!m) throw new Refusal('菜单不存在');
  return {
    id: m.id, pid: m.pid, parentName: m.parent_name, name: m.name, url: m.url, component: m.component, componentName: m.component_name,
    icon: m.icon, type: m.type, perms: m.perms, routingType: m.routing_type, isShow: m.is_show, noCache: m.no_cache, sort: m.sort, status: m.status,
  };
}

const lockMenus = (tx: Tx) => sql`lock table sys_menu in share row exclusive mode`.execute(tx);

/** 'sys:menu:save, sys:menu:info' -> 'sys:menu:save,sys:menu:info', each checked. */
function cleanPerms(text: string | undefined): string {
  const perms = [...new Set((text ?? '').split(/[,，]/).map((p) => p.trim()).filter(Boolean))];
  if (perms.length === 0) throw new Refusal('请填写按钮的权限标识');
  const bad = perms.find((p) => !PERMISSION_PATTERN.test(p));
  if (bad) throw new Refusal(`权限标识“${bad}”格式错误，应为 模块:对象:操作（如 sys:menu:save），多个用英文逗号分隔`);
  return perms.join(',');
}

type Stored = Omit<SysMenuTable, 'id' | 'component_name' | 'status'> & { status: number };

/** The row to store: a button keeps only name, parent, perms and sort; a menu everything but perms. */
function cleaned(input: MenuSave): Stored {
  const name = input.name.trim();
  if (!name) throw new Refusal('必填项不能为空');
  const sort = input.sort ?? 0;
  const status = input.status ?? 0;
  if (input.type === MenuType.button) {
    return {
      pid: input.pid, name, type: MenuType.button, perms: cleanPerms(input.perms), url: '', component: '', icon: '', routing_type: ROUTED_PAGE, is_show: 0,
      no_cache: 0, sort, status,
    };
  }
  const url = (input.url ?? '').trim();
  if (/\s/.test(url)) throw new Refusal('路由地址不能包含空白字符');
  const raw = (input.component ?? '').trim();
  const component = raw === LAYOUT_COMPONENT || raw === '' ? raw : normalizeViewPath(raw);
  if (component !== '' && component !== LAYOUT_COMPONENT && !isViewPath(component)) {
    throw new Refusal(`页面组件“${raw}”不在控制台的页面列表中，请从列表中选择`);
  }
  const icon = (input.icon ?? '').trim();
  if (icon !== '' && !isMenuIcon(icon)) throw new Refusal(`图标“${icon}”不在菜单图标集中`);
  const routingType = input.routingType ?? ROUTED_PAGE;
  if (component !== LAYOUT_COMPONENT) {
    if (!url) throw new Refusal('请填写路由地址');
    // A routed page shows its component; frames (by routingType or by path) and external links show the url instead.
    const framed = routingType !== ROUTED_PAGE || isHttpUrl(url) || FRAMED_PATH_SEGMENTS.some((s) => joinRoutePath('/', url).includes(s));
    if (!framed && !component) throw new Refusal('请选择页面组件');
  }
  return {
    pid: input.pid, name, type: MenuType.menu, perms: '', url, component, icon, routing_type: routingType,
    is_show: input.isShow ?? 0, no_cache: input.noCache ?? 0, sort, status,
  };
}

/** The parent must exist; only a menu takes buttons, and only a group (Layout) or the top takes menus. */
async function checkParent(tx: Tx, menu: Stored): Promise<void> {
  if (menu.pid === 0) {
    if (menu.type === MenuType.button) throw new Refusal('按钮必须属于一个菜单，请选择上级菜单');
    return;
  }
  const parent = await tx.selectFrom('sys_menu').select(['name', 'type', 'component']).where('id', '=', menu.pid).executeTakeFirst();
  if (!parent) throw new Refusal('上级菜单不存在');
  if (parent.type === MenuType.button) throw new Refusal(`“${parent.name}”是按钮，下面不能再添加菜单或按钮`);
  if (menu.type === MenuType.menu && parent.component !== LAYOUT_COMPONENT) {
    throw new Refusal(`“${parent.name}”不是目录（组件不是 Layout），下面只能添加按钮`);
  }
}

/** Routed pages by their full path, as the console builds them: a group passes its path down, pages under a non-group are not routed. */
function routedPaths(rows: Row[]): Map<string, Row[]> {
  const byParent = new Map<number, Row[]>();
  for (const r of rows) if (r.type === MenuType.menu) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), r]);
  const paths = new Map<string, Row[]>();
  const visit = (pid: number, parentPath: string, seen: Set<number>) => {
    for (const r of byParent.get(pid) ?? []) {
      if (seen.has(r.id)) continue;
      if (r.component === LAYOUT_COMPONENT) visit(r.id, r.url ? joinRoutePath(parentPath, r.url) : parentPath, new Set([...seen, r.id]));
      else if (r.routing_type === ROUTED_PAGE && r.url && !isHttpUrl(r.url)) {
        const path = joinRoutePath(parentPath, r.url);
        paths.set(path, [...(paths.get(path) ?? []), r]);
      }
    }
  };
  visit(0, '', new Set());
  return paths;
}

/** After a write, in its transaction: a page the write moved onto another page's path is refused (and rolled back). */
async function checkUniquePaths(tx: Tx, changedId: number): Promise<void> {
  const rows = await tx.selectFrom('sys_menu').selectAll().execute();
  const below = new Set([changedId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) if (!below.has(r.id) && below.has(r.pid)) { below.add(r.id); grew = true; }
  }
  for (const [path, pages] of routedPaths(rows)) {
    if (pages.length < 2 || !pages.some((p) => below.has(p.id))) continue;
    const other = pages.find((p) => !below.has(p.id)) ?? pages.find((p) => p.id !== changedId)!;
    throw new Refusal(`路由地址“${path}”已被菜单“${other.name}”使用`);
  }
}

/** 停用 of 菜单管理's 修改 (or a group above it) could never be undone from the console: refused. */
async function refuseLockingOut(tx: Tx, id: number): Promise<void> {
  const below = await sql<{ perms: string }>`
    with recursive down(id) as (select ${id}::int union select m.id from sys_menu m join down on m.pid = down.id)
    select perms from sys_menu where id in (select id from down)`.execute(tx);
  if (below.rows.some((r) => r.perms.split(',').includes(MENU_UPDATE_PERMISSION))) {
    throw new Refusal('停用后将无法再修改菜单：不能停用菜单管理的修改按钮或其所在的菜单、目录');
  }
}

export function saveMenu(db: Db, input: MenuSave): Promise<MenuRow> {
  return db.transaction().execute(async (tx) => {
    await lockMenus(tx);
    const menu = cleaned(input);
    await checkParent(tx, menu);
    const { id } = await tx.insertInto('sys_menu').values({ ...menu, component_name: '' }).returning('id').executeTakeFirstOrThrow();
    // The console names routes by menu id; the column says the same for clients that read it.
    await tx.updateTable('sys_menu').set({ component_name: `Menu${id}` }).where('id', '=', id).execute();
    if (menu.type === MenuType.menu) await checkUniquePaths(tx, id);
    return menuInfo(tx, id);
  });
}

export function updateMenu(db: Db, input: MenuUpdate): Promise<MenuRow> {
  return db.transaction().execute(async (tx) => {
    await lockMenus(tx);
    const current = await tx.selectFrom('sys_menu').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!current) throw new Refusal('菜单不存在');
    const menu = cleaned(input);
    if (menu.pid !== current.pid) {
      const ancestors = await sql<{ id: number }>`
        with recursive up(id, pid) as (select id, pid from sys_menu where id = ${menu.pid} union select m.id, m.pid from sys_menu m join up on m.id = up.pid)
        select id from up`.execute(tx);
      if (menu.pid === current.id || ancestors.rows.some((r) => r.id === current.id)) throw new Refusal('上级菜单不能是本菜单或其下级');
    }
    await checkParent(tx, menu);
    const children = await tx.selectFrom('sys_menu').select(['type']).where('pid', '=', current.id).execute();
    if (menu.type === MenuType.button && children.length > 0) throw new Refusal('该菜单有下级菜单或按钮，不能改为按钮');
    if (menu.component !== LAYOUT_COMPONENT && children.some((c) => c.type === MenuType.menu)) {
      throw new Refusal('该目录下有菜单，组件必须为 Layout');
    }
    if (menu.status === 1 && current.status !== 1) await refuseLockingOut(tx, current.id);
    await tx.updateTable('sys_menu').set(menu).where('id', '=', current.id).execute();
    if (menu.type === MenuType.menu) await checkUniquePaths(tx, current.id);
    return menuInfo(tx, current.id);
  });
}
