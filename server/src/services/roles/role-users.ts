// 分配用户: the users holding a role, those who may get it, granting it to some and taking it back, within the caller's data scope.
import type { Kysely } from 'kysely';
import type { RoleUsersRequest } from '../../../../src/shared/api/contracts/sysRole.ts';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import type { Database } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { likePattern } from '../../lib/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { DataScope } from '../data-scope.ts';
import { inScope } from '../users/user-list.ts';

type Db = Kysely<Database>;

/** Who changes a role's holders: their own roles (only an administrator grants or takes the administrator role) and scope. */
export interface RoleUsersWriter { id: number; roleIds: readonly number[]; scope: DataScope }

/** A page of the role's holders (`holding`) or of the enabled users without it, newest first. */
export async function roleUsers(db: Db, scope: DataScope, input: RoleUsersRequest, page: Paging, holding: boolean) {
  const held = db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', input.roleId);
  let base = db.selectFrom('sys_user as u').where((eb) => inScope(eb, scope))
    .where('u.id', holding ? 'in' : 'not in', held);
  if (!holding) base = base.where('u.status', '=', 1);
  if (input.username?.trim()) base = base.where('u.username', 'like', likePattern(input.username.trim()));
  if (input.mobile?.trim()) base = base.where('u.mobile', 'like', likePattern(input.mobile.trim()));
  const [rows, count] = await Promise.all([
    base.leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
      .select(['u.id', 'u.username', 'u.real_name', 'd.name as dept_name', 'u.mobile', 'u.status', 'u.created_at'])
      .orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(page.size).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((u) => ({
    id: u.id, username: u.username, realName: u.real_name, deptName: u.dept_name, mobile: u.mobile, status: u.status, createTime: formatDateTime(u.created_at),
  }));
  return pageAnswer(records, Number(count.n), page);
}

/** The role and the users, refused when one is missing, outside the writer's scope, or the role is the admin's and the writer is not. */
async function refuseInvalid(tx: Db, writer: RoleUsersWriter, roleId: number, userIds: number[]): Promise<void> {
  const role = await tx.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw new Refusal('角色不存在');
  if (roleId === RoleId.admin && !writer.roleIds.includes(RoleId.admin)) throw new Refusal('仅系统管理员可分配系统管理员角色');
  const found = await tx.selectFrom('sys_user as u').select('u.id').where('u.id', 'in', userIds).where((eb) => inScope(eb, writer.scope)).execute();
  if (found.length !== userIds.length) throw new Refusal('用户不存在或超出数据权限，请刷新后重试');
}

/** Grants the role to the users (those who hold it already are left as they are). */
export function grantRole(db: Db, writer: RoleUsersWriter, roleId: number, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  return db.transaction().execute(async (tx) => {
    await refuseInvalid(tx, writer, roleId, ids);
    await tx.insertInto('sys_user_role').values(ids.map((user_id) => ({ user_id, role_id: roleId })))
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing()).execute();
  });
}

/** Takes the role back from the users; nobody takes the administrator role from themselves (they would lock themselves out). */
export function revokeRole(db: Db, writer: RoleUsersWriter, roleId: number, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (roleId === RoleId.admin && ids.includes(writer.id)) throw new Refusal('不能取消当前登录用户的系统管理员角色');
  return db.transaction().execute(async (tx) => {
    await refuseInvalid(tx, writer, roleId, ids);
    await tx.deleteFrom('sys_user_role').where('role_id', '=', roleId).where('user_id', 'in', ids).execute();
  });
}
