// Seeded scheduled jobs: one per registered handler, with the cron a centre starts from.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function seedSchedules(_db: Kysely<Database>): Promise<void> {
}
