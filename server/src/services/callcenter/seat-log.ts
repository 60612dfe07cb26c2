// seat_log: what each seat did (签入, 示忙, 通话 …), which 分机监控 and 话务指标 read back.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { startOfCstDay } from '../../lib/time.ts';

type Db = Kysely<Database>;

export async function writeSeatLog(db: Db, row: { extension: string; userId: number; action: string; detail: string | null }): Promise<void> {
  await db.insertInto('seat_log').values({ landline_number: row.extension, user_id: row.userId, action: row.action, detail: row.detail }).execute();
}

/** How many times the extension signed out since midnight, China Standard Time. */
export async function checkOutTimesToday(db: Db, extension: string): Promise<number> {
  const row = await db.selectFrom('seat_log').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('landline_number', '=', extension).where('action', '=', 'checkOut')
    .where('created_at', '>=', startOfCstDay(new Date()))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
