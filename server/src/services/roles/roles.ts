// Roles: the list, one role with its menus, add / update / delete with the menu grants and the data scope.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { RoleSaveRequest } from '../../../../src/shared/api/contracts/sysRole.ts';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import type { Database, SysRoleTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { roleDeptIds } from './role-access.ts';

type Db = Kysely<Database>;

export const ADMIN_ROLE_REFUSAL = '系统管理员角色不能修改菜单权限或删除';

const toRole = (r: Selectable<SysRoleTable>) => ({
  id: r.id, roleName: r.role_name, roleCode: r.role_code, remark: r.remark, dataScope: r.data_scope, status: r.status, createTime: formatDateTime(r.created_at),
});

export async function roleList(db: Db, roleName?: string) {
  let q = db.selectFrom('sys_role').selectAll();
  if (roleName?.trim()) q = q.where('role_name', 'like', likePattern(roleName.trim()));
  return (await q.orderBy('id').execute()).map(toRole);
}

export async function roleDetail(db: Db, id: number) {
  const role = await db.selectFrom('sys_role').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new Refusal('角色不存在');
  // The admin role holds every menu without grant rows: its tree shows everything checked.
  const grants = id === RoleId.admin
    ? (await db.selectFrom('sys_menu').select('id').orderBy('id').execute()).map((m) => ({ menu_id: m.id, half: false }))
    : await db.selectFrom('sys_role_menu').select(['menu_id', 'half']).where('role_id', '=', id).orderBy('menu_id').execute();
  return {
    ...toRole(role),
    menuIdList: grants.filter((g) => !g.half).map((g) => g.menu_id),
    halfMenuIdList: grants.filter((g) => g.half).map((g) => g.menu_id),
    deptIdList: await roleDeptIds(db, id),
  };
}

/** The form's fields, trimmed, with the menu lists made disjoint (an item both checked and half-checked is checked). */
function cleaned(input: RoleSaveRequest) {
  const roleName = input.roleName.trim();
  const roleCode = input.roleCode.trim();
  if (!roleName || !roleCode) throw new Refusal('必填项不能为空');
  const checked = [...new Set(input.menuIdList)];
  const half = [...new Set(input.halfMenuIdList ?? [])].filter((id) => !checked.includes(id));
  return { roleName, roleCode, remark: input.remark?.trim() || null, dataScope: input.dataScope, checked, half };
}

type Cleaned = ReturnType<typeof cleaned>;

/** Serialises role writes so two admins cannot both take one name (the table only makes the code unique). */
const lockRoles = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('sys_role'))`.execute(tx);

async function refuseTaken(tx: Db, role: Cleaned, exceptId: number | null): Promise<void> {
  let q = tx.selectFrom('sys_role').select(['role_name', 'role_code'])
    .where((eb) => eb.or([eb('role_name', '=', role.roleName), eb('role_code', '=', role.roleCode)]));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const taken = await q.execute();
  if (taken.some((r) => r.role_name === role.roleName)) throw new Refusal(`角色名称“${role.roleName}”已存在`);
  if (taken.length) throw new Refusal(`角色编码“${role.roleCode}”已存在`);
}

async function writeGrants(tx: Db, roleId: number, role: Cleaned): Promise<void> {
  const all = [...role.checked, ...role.half];
  if (all.length) {
    const found = await tx.selectFrom('sys_menu').select('id').where('id', 'in', all).execute();
    if (found.length !== all.length) throw new Refusal('部分菜单不存在，请刷新后重试');
  }
  await tx.deleteFrom('sys_role_menu').where('role_id', '=', roleId).execute();
  const rows = [...role.checked.map((id) => ({ role_id: roleId, menu_id: id, half: false })), ...role.half.map((id) => ({ role_id: roleId, menu_id: id, half: true }))];
  if (rows.length) await tx.insertInto('sys_role_menu').values(rows).execute();
}

export function addRole(db: Db, input: RoleSaveRequest): Promise<number> {
  const role = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockRoles(tx);
    await refuseTaken(tx, role, null);
    const { id } = await tx.insertInto('sys_role')
      .values({ role_name: role.roleName, role_code: role.roleCode, remark: role.remark, data_scope: role.dataScope })
      .returning('id').executeTakeFirstOrThrow();
    await writeGrants(tx, id, role);
    return id;
  });
}

/** Updates a role; answers whether its menus changed (its users' consoles must then reload menus and buttons). */
export function updateRole(db: Db, id: number, input: RoleSaveRequest): Promise<{ menusChanged: boolean }> {
  const role = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockRoles(tx);
    const before = await tx.selectFrom('sys_role').select('id').where('id', '=', id).executeTakeFirst();
    if (!before) throw new Refusal('角色不存在');
    await refuseTaken(tx, role, id);
    await tx.updateTable('sys_role')
      .set({ role_name: role.roleName, role_code: role.roleCode, remark: role.remark, data_scope: role.dataScope })
      .where('id', '=', id).execute();
    // The admin role holds every menu by definition: its grants are not edited.
    if (id === RoleId.admin) return { menusChanged: false };
    const old = await tx.selectFrom('sys_role_menu').select(['menu_id', 'half']).where('role_id', '=', id).execute();
    const key = (menuId: number, half: boolean) => `${menuId}:${half ? 1 : 0}`;
    const oldKeys = new Set(old.map((g) => key(g.menu_id, g.half)));
    const newKeys = new Set([...role.checked.map((m) => key(m, false)), ...role.half.map((m) => key(m, true))]);
    const menusChanged = oldKeys.size !== newKeys.size || [...newKeys].some((k) => !oldKeys.has(k));
    if (menusChanged) await writeGrants(tx, id, role);
    return { menusChanged };
  });
}

/** Deletes roles no user holds; the whole call is refused when one of them is held or is the admin role. */
export function deleteRoles(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    await lockRoles(tx);
    if (unique.includes(RoleId.admin)) throw new Refusal(ADMIN_ROLE_REFUSAL);
    const roles = await tx.selectFrom('sys_role').select(['id', 'role_name']).where('id', 'in', unique).execute();
    if (roles.length !== unique.length) throw new Refusal('角色不存在，请刷新后重试');
    const held = await tx.selectFrom('sys_user_role').select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', unique).groupBy('role_id').execute();
    if (held.length) {
      const names = new Map(roles.map((r) => [r.id, r.role_name]));
      const first = held[0]!;
      throw new Refusal(`角色“${names.get(first.role_id)}”已分配给 ${Number(first.n)} 个用户，不能删除`);
    }
    await tx.deleteFrom('sys_role_menu').where('role_id', 'in', unique).execute();
    await tx.deleteFrom('sys_role').where('id', 'in', unique).execute();
  });
}
