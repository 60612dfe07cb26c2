// Seeded scheduled jobs: one per registered handler, with the cron a centre starts from.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { jobHandlers } from '../services/schedule/registry.ts';

export async function seedSchedules(db: Kysely<Database>): Promise<void> {
  await db.insertInto('sys_schedule_job').values(jobHandlers.map((h) => ({
    name: h.label, job_group: 'SYSTEM', handler: h.name, params: '{}', cron: h.defaultCron, status: 1, remark: h.description,
  }))).execute();
}
