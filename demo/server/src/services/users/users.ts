// The signed-in user and user detail: department name, password change, seat state, roles.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { formatDateTime } from '../../lib/time.ts';

type Db = Kysely<Database>;

export async function deptName(db: Db, deptId: number | null): Promise<string | null> {
  if (deptId === null) return null;
  const dept = await db.selectFrom('sys_dept').select('name').where('id', '=', deptId).executeTakeFirst();
  return dept?.name ?? null;
}

export async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom('sys_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return verifyPassword(password, row.password_hash);
}

/** Sets the new password and ends the user's other sessions: they may be someone who knew the old one. */
export async function setPassword(db: Db, userId: number, keepTokenHash: string, newPassword: string): Promise<void> {
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('sys_user').set({ password_hash: hash }).where('id', '=', userId).execute();
    await tx.deleteFrom('sys_token').where('user_id', '=', userId).where('token_hash', '<>', keepTokenHash).execute();
  });
}

/** The seat of an extension (undefined without one) and the user's account status. */
export async function seatAndStatus(db: Db, userId: number, landlineNumber: string | null) {
  const seat = landlineNumber
    ? await db.selectFrom('seat_state').select(['seat_status', 'busy_reason', 'updated_at']).where('landline_number', '=', landlineNumber).executeTakeFirst()
    : undefined;
  const status = await db.selectFrom('sys_user').select('status').where('id', '=', userId).executeTakeFirstOrThrow();
  return { seat, status: status.status };
}

export async function userDetail(db: Db, id: number) {
  const u = await db.selectFrom('sys_user as u').leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .select(['u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.landline_number', 'u.dept_id', 'd.name as dept_name',
      'u.mobile', 'u.gender', 'u.status', 'u.created_at'])
    .where('u.id', '=', id).executeTakeFirst();
  if (!u) return undefined;
  const roles = await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).orderBy('role_id').execute();
  return {
    id: u.id, username: u.username, realName: u.real_name, jobNumber: u.job_number, landlineNumber: u.landline_number ?? '',
    deptId: u.dept_id, deptName: u.dept_name, mobile: u.mobile, gender: u.gender, status: u.status,
    roleIdList: roles.map((r) => r.role_id), createTime: formatDateTime(u.created_at),
  };
}
