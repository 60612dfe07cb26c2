// websocket_error_log: a softphone reports why its CTI socket failed (code and reason), for the operators.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function recordSocketError(db: Kysely<Database>, row: { userId: number; extension: string; code: number; reason: string }): Promise<void> {
  await db.insertInto('websocket_error_log').values({ user_id: row.userId, landline_number: row.extension, code: row.code, reason: row.reason }).execute();
}
