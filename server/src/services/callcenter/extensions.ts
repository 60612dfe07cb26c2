// Users with an extension: the seats the simulator can know.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern } from '../../lib/schema.ts';

type Db = Kysely<Database>;

/** Extensions of enabled users, in order. */
export async function enabledExtensions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('sys_user').select('landline_number').where('landline_number', 'is not', null).where('status', '=', 1)
    .orderBy('landline_number').execute();
  return rows.map((r) => r.landline_number!);
}

/** Every extension given to a user, enabled or not. */
export async function allExtensions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('sys_user').select('landline_number').where('landline_number', 'is not', null).execute();
  return rows.map((r) => r.landline_number!);
}

/** Enabled users with an extension, matching the keyword by name, job number or extension; in extension order. */
export function seatUsers(db: Db, keyword: string | undefined) {
  let query = db.selectFrom('sys_user').select(['landline_number', 'job_number', 'real_name', 'username'])
    .where('landline_number', 'is not', null).where('status', '=', 1);
  if (keyword) query = query.where((eb) => eb.or([
    eb('real_name', 'like', likePattern(keyword)), eb('job_number', 'like', likePattern(keyword)), eb('landline_number', 'like', likePattern(keyword)),
  ]));
  return query.orderBy('landline_number').execute();
}
