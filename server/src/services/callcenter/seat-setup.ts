// What a seat signs in to and goes busy with: its class (班组, with the busy limit), skill group and break reasons.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function classById(db: Db, id: number) {
  return db.selectFrom('callcenter_class').select(['id', 'class_name', 'busy_limit']).where('id', '=', id).executeTakeFirst();
}

/** The first class in the roster's order (the traffic generator signs its seats in to it). */
export async function firstClassId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('callcenter_class').select('id').orderBy('sort').orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function skillExists(db: Db, name: string): Promise<boolean> {
  return !!await db.selectFrom('callcenter_skill').select('name').where('name', '=', name).executeTakeFirst();
}

/** Whether the reason is one of the restType dictionary's 示忙原因. */
export async function isBreakReason(db: Db, reason: string): Promise<boolean> {
  return !!await db.selectFrom('sys_dict_data').select('dict_value').where('dict_type', '=', 'restType').where('dict_value', '=', reason).executeTakeFirst();
}
