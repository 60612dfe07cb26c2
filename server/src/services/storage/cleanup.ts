// Upload cleanup (a scheduled job): files no announcement, order, knowledge article or other record refers to, older than a day.
import type { FastifyInstance } from 'fastify';
import { removeObjects } from './files.ts';

const BATCH = 500;

/** Deletes unreferenced uploads older than `olderThanMs`; answers how many were removed. */
export async function removeOrphanUploads(app: FastifyInstance, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  let total = 0;
  for (;;) {
    const removed = await app.db.deleteFrom('upload_file as f')
      .where('f.id', 'in', (eb) => eb.selectFrom('upload_file as o').select('o.id').where('o.created_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('announcement_attachment as aa').select('aa.file_id').whereRef('aa.file_id', '=', 'o.id'))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('workflow_attachment as wa').select('wa.id').whereRef('wa.file_id', '=', 'o.public_id'))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('knowledge_attachment as ka').select('ka.file_id').whereRef('ka.file_id', '=', 'o.id'))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('call_record as cr').select('cr.id').whereRef('cr.recording_file_id', '=', 'o.id'))))
        .orderBy('o.id').limit(BATCH))
      .returning(['f.id', 'f.storage', 'f.bucket', 'f.object_key']).execute();
    await removeObjects(app, removed);
    total += removed.length;
    if (removed.length < BATCH) return total;
  }
}
