// The signed-in user: department name, password change, seat state.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';

type Db = Kysely<Database>;

/** The user's department name and kind (main, sub, centre…), nulls when the user has none. */
export async function deptOf(db: Db, deptId: number | null): Promise<{ name: string | null; kind: string | null }> {
  if (deptId === null) return { name: null, kind: null };
  const dept = await db.selectFrom('sys_dept').select(['name', 'kind']).where('id', '=', deptId).executeTakeFirst();
  return { name: dept?.name ?? null, kind: dept?.kind ?? null };
}

export async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom('sys_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return verifyPassword(password, row.password_hash);
}

/** Sets the user's own new password (no change required any more) and ends their other sessions: they may be someone who knew the old one. */
export async function setPassword(db: Db, userId: number, keepTokenHash: string, newPassword: string): Promise<void> {
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('sys_user').set({ password_hash: hash, must_change_password: false }).where('id', '=', userId).execute();
    await tx.deleteFrom('sys_token').where('user_id', '=', userId).where('token_hash', '<>', keepTokenHash).execute();
  });
}

/** The stored seat of an extension (undefined without one). */
export async function seatOf(db: Db, landlineNumber: string | null) {
  if (!landlineNumber) return undefined;
  return db.selectFrom('seat_state').select(['seat_status', 'busy_reason', 'updated_at']).where('landline_number', '=', landlineNumber).executeTakeFirst();
}
