// The event classifications a classifier may suggest, each with its full path in the tree.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';

export interface Classification {
  id: number;
  name: string;
  /** e.g. 城乡建设 / 物业管理 */
  path: string;
}

/** Every classification by id; read once per cache lifetime (the tree changes only with a release). */
export function classifications(db: Kysely<Database>, cache: ReadCache): Promise<Map<number, Classification>> {
  return cache.get('classifier:classifications', async () => {
    const rows = await db.selectFrom('event_type').select(['id', 'pid', 'name']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pathOf = (id: number): string[] => {
      const names: string[] = [];
      // The depth bound guards against a cycle in hand-edited data.
      for (let r = byId.get(id); r && names.length < 10; r = byId.get(r.pid)) names.unshift(r.name);
      return names;
    };
    return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, path: pathOf(r.id).join(' / ') }]));
  });
}

/** Best first, at most three; ties by id so answers are stable. */
export const TOP_N = 3;
export const rank = <T extends { score: number; eventTypeId: number }>(items: T[]): T[] =>
  items.sort((a, b) => b.score - a.score || a.eventTypeId - b.eventTypeId).slice(0, TOP_N);

export const round2 = (x: number) => Math.round(x * 100) / 100;
