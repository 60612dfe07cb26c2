// What the roster services share: signed-in seats (in-use refusals), member checks, the agents of the member pickers.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';

export type Db = Kysely<Database>;

/** A seat signed in on this server but perhaps not yet written back to seat_state (the simulator saves in the background). */
export interface LiveSeat { classId: number | null; skillName: string | null; signedIn: boolean }

/** Signed-in seats as seat_state holds them (every server writes there) plus this server's live ones. */
export async function signedInSeats(db: Db, live: readonly LiveSeat[]): Promise<Array<{ classId: number | null; skillName: string | null }>> {
  const stored = await db.selectFrom('seat_state').select(['class_id', 'skill_name']).where('seat_status', '<>', 'Logged Out').execute();
  return [
    ...stored.map((s) => ({ classId: s.class_id ?? null, skillName: s.skill_name ?? null })),
    ...live.filter((s) => s.signedIn),
  ];
}

/** Members must be users with an extension (agents); answers the ids without repeats. */
export async function checkedMembers(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db.selectFrom('sys_user').select('id').where('id', 'in', unique).where('landline_number', 'is not', null).execute();
  if (found.length !== unique.length) throw new Refusal('成员须为已配置分机的用户，请刷新后重新选择');
  return unique;
}

/** Users with an extension, for the member pickers; keyword matches name, account, job number or extension. */
export async function rosterAgents(db: Db, keyword: string | undefined) {
  let q = db.selectFrom('sys_user as u')
    .leftJoin('callcenter_class_member as m', 'm.user_id', 'u.id')
    .leftJoin('callcenter_class as c', 'c.id', 'm.class_id')
    .select(['u.id', 'u.real_name', 'u.username', 'u.job_number', 'u.landline_number', 'c.class_name'])
    .where('u.landline_number', 'is not', null);
  const k = keyword?.trim();
  if (k) {
    const like = likePattern(k);
    q = q.where((eb) => eb.or([eb('u.real_name', 'like', like), eb('u.username', 'like', like), eb('u.job_number', 'like', like), eb('u.landline_number', 'like', like)]));
  }
  const rows = await q.orderBy('u.landline_number').orderBy('u.id').limit(500).execute();
  return rows.map((r) => ({
    userId: r.id, realName: r.real_name, username: r.username, jobNumber: r.job_number, landlineNumber: r.landline_number ?? '', className: r.class_name ?? null,
  }));
}

/** Agents by id, in extension order (the detail's member list). */
export async function agentsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('sys_user as u')
    .leftJoin('callcenter_class_member as m', 'm.user_id', 'u.id')
    .leftJoin('callcenter_class as c', 'c.id', 'm.class_id')
    .select(['u.id', 'u.real_name', 'u.username', 'u.job_number', 'u.landline_number', 'c.class_name'])
    .where('u.id', 'in', [...ids]).orderBy('u.landline_number').orderBy('u.id').execute();
  return rows.map((r) => ({
    userId: r.id, realName: r.real_name, username: r.username, jobNumber: r.job_number, landlineNumber: r.landline_number ?? '', className: r.class_name ?? null,
  }));
}
