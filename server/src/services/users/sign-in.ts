// The account behind a sign-in, and keeping its password hash at today's cost.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword, needsRehash } from '../../lib/password.ts';

type Db = Kysely<Database>;

/** The account a sign-in names (user names are stored lower-case), with what the sign-in checks. */
export function signInAccount(db: Db, username: string) {
  return db.selectFrom('sys_user').select(['id', 'password_hash', 'status', 'must_change_password']).where('username', '=', username).executeTakeFirst();
}

/**
 * A hash made at an older, lower cost is stored again at today's, unless the password changed meanwhile; a password about
 * to be changed is not worth it.
 */
export async function rehashIfOld(db: Db, user: { id: number; password_hash: string; must_change_password: boolean }, password: string): Promise<void> {
  if (!needsRehash(user.password_hash) || user.must_change_password) return;
  const rehashed = await hashPassword(password);
  await db.updateTable('sys_user').set({ password_hash: rehashed }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
}
