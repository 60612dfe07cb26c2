// Idempotent submits: the first successful answer for (user, key) is stored and replayed to every retry.
import { Refusal } from '../../lib/refusal.ts';
import type { Db } from './run-transition.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const KEY_LIFETIME_MS = 24 * 3600 * 1000;

export function readKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const v = headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(v) ? v[0] : v;
  if (key === undefined || key === '') return undefined;
  if (!KEY.test(key)) throw new Refusal('幂等键格式错误：应为 8-100 位字母、数字、- 或 _');
  return key;
}

/**
 * Runs `work` once per key inside one transaction. The key row is written first, so a concurrent
 * retry waits on it (PostgreSQL) or queues behind it (PGlite) and then reads the stored answer.
 */
export async function once<T>(db: Db, userId: number, key: string | undefined, route: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (!key) return work(tx);
    const claimed = await tx.insertInto('workflow_idempotency').values({ user_id: userId, key, route, response: '' })
      .onConflict((oc) => oc.doNothing()).returning('key').executeTakeFirst();
    if (!claimed) {
      const prior = await tx.selectFrom('workflow_idempotency').select(['route', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
      if (prior.route !== route) throw new Refusal('该幂等键已用于其他操作');
      return JSON.parse(prior.response) as T;
    }
    // A key only guards retries of one submit; a day later it is forgotten.
    await tx.deleteFrom('workflow_idempotency').where('user_id', '=', userId).where('created_at', '<', new Date(Date.now() - KEY_LIFETIME_MS)).execute();
    const result = await work(tx);
    await tx.updateTable('workflow_idempotency').set({ response: JSON.stringify(result) })
      .where('user_id', '=', userId).where('key', '=', key).execute();
    return result;
  });
}
