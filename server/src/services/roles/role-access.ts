// A role's reach beyond its menus: 状态 (a disabled role grants nothing) and 数据权限 (for 自定, its departments).
import type { Kysely } from 'kysely';
import type { RoleDataScopeRequest } from '../../../../src/shared/api/contracts/sysRole.ts';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import type { Database } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { DataScopeKind } from '../data-scope.ts';

type Db = Kysely<Database>;

export const ADMIN_ROLE_STATUS_REFUSAL = '系统管理员角色不能停用';

/** Enables or disables a role; the sessions of its users are read again through the auth epoch (migration 023). */
export async function changeRoleStatus(db: Db, id: number, status: 0 | 1): Promise<void> {
  if (id === RoleId.admin && status === 0) throw new Refusal(ADMIN_ROLE_STATUS_REFUSAL);
  const done = await db.updateTable('sys_role').set({ status }).where('id', '=', id).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new Refusal('角色不存在');
}

/** Sets the role's data scope; a custom scope replaces its departments (at least one), any other scope clears them. */
export function saveRoleDataScope(db: Db, input: RoleDataScopeRequest): Promise<void> {
  const deptIds = input.dataScope === DataScopeKind.custom ? [...new Set(input.deptIdList ?? [])] : [];
  if (input.dataScope === DataScopeKind.custom && deptIds.length === 0) throw new Refusal('自定数据权限请至少选择一个部门');
  return db.transaction().execute(async (tx) => {
    const role = await tx.selectFrom('sys_role').select('id').where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!role) throw new Refusal('角色不存在');
    if (input.id === RoleId.admin && input.dataScope !== DataScopeKind.all) throw new Refusal('系统管理员角色的数据权限始终为全部');
    if (deptIds.length) {
      const found = await tx.selectFrom('sys_dept').select('id').where('id', 'in', deptIds).execute();
      if (found.length !== deptIds.length) throw new Refusal('部分部门不存在，请刷新后重试');
    }
    await tx.updateTable('sys_role').set({ data_scope: input.dataScope }).where('id', '=', input.id).execute();
    await tx.deleteFrom('sys_role_dept').where('role_id', '=', input.id).execute();
    if (deptIds.length) await tx.insertInto('sys_role_dept').values(deptIds.map((dept_id) => ({ role_id: input.id, dept_id }))).execute();
  });
}

export async function roleDeptIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('sys_role_dept').select('dept_id').where('role_id', '=', id).orderBy('dept_id').execute();
  return rows.map((r) => r.dept_id);
}
