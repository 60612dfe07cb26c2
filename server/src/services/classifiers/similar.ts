// Similar-case classifier: the recent orders whose content shares the most character pairs with the new content vote
// for their classifications. The recent orders are indexed once and kept until the next work-order write; only orders
// the caller may see vote (their numbers are in the reason).
import { sql, type Kysely } from 'kysely';
import type { ClassificationSuggestion } from '../../../../src/shared/api/workorder.types.ts';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';
import { ANY_ORDER_PREFIX } from '../workorders/list-cache.ts';
import { visibilityOf } from '../workorders/queues.ts';
import type { Actor } from '../workorders/run-transition.ts';
import { classifications, rank, round2 } from './classifications.ts';

/** How many of the newest classified orders are compared: bounds the work however many orders there are. */
export const RECENT_ORDERS = 2000;
/** The gist of an appeal is in its opening; longer texts are cut so one long order cannot dominate time or memory. */
const TEXT_CHARS = 500;
const NEIGHBOURS = 10;
/** Below this Dice similarity two texts share only common words. */
const MIN_SIMILARITY = 0.15;
const REASON_ORDERS = 3;

/** The set of adjacent character pairs of a text, punctuation and spaces left out. */
export function bigrams(text: string): Set<string> {
  const chars = Array.from(text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '')).slice(0, TEXT_CHARS);
  if (chars.length === 1) return new Set(chars);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

interface CaseIndex {
  workflowIds: string[];
  eventTypeIds: number[];
  sizes: number[];
  /** bigram -> the cases holding it */
  postings: Map<string, number[]>;
}

function caseIndex(db: Kysely<Database>, cache: ReadCache): Promise<CaseIndex> {
  // Under the list-cache prefix: every work-order write drops it with the cached lists.
  return cache.get(`${ANY_ORDER_PREFIX}classifier:recent`, async () => {
    const rows = await db.selectFrom('workflow')
      .select(['workflow_id', 'event_type_id', sql<string>`left(content, ${TEXT_CHARS})`.as('content')])
      .where('deleted', '=', 0).where('event_type_id', 'is not', null)
      .orderBy('created_at', 'desc').orderBy('workflow_id', 'desc').limit(RECENT_ORDERS).execute();
    const index: CaseIndex = { workflowIds: [], eventTypeIds: [], sizes: [], postings: new Map() };
    rows.forEach((r, i) => {
      const grams = bigrams(r.content);
      index.workflowIds.push(r.workflow_id);
      index.eventTypeIds.push(r.event_type_id!);
      index.sizes.push(grams.size);
      for (const g of grams) {
        const list = index.postings.get(g);
        if (list) list.push(i);
        else index.postings.set(g, [i]);
      }
    });
    return index;
  });
}

/** Of the candidates (best first), the first `limit` the user may see, as the order list and detail decide it. */
async function visibleFirst(db: Kysely<Database>, user: Actor, workflowIds: string[], limit: number): Promise<Set<string>> {
  if (!workflowIds.length) return new Set();
  const { rows } = await sql<{ id: string }>`
    select c.id from unnest(array[${sql.join(workflowIds)}]::text[]) with ordinality as c(id, n)
    join workflow w on w.workflow_id = c.id
    where w.deleted = 0 and ${await visibilityOf(db, user)}
    order by c.n limit ${limit}`.execute(db);
  return new Set(rows.map((r) => r.id));
}

export async function classifyBySimilarCases(db: Kysely<Database>, cache: ReadCache, content: string, user: Actor): Promise<ClassificationSuggestion[]> {
  const [index, types] = await Promise.all([caseIndex(db, cache), classifications(db, cache)]);
  const grams = bigrams(content);
  if (!grams.size) return [];
  const shared = new Int32Array(index.workflowIds.length);
  for (const g of grams) for (const i of index.postings.get(g) ?? []) shared[i]!++;
  const neighbours: Array<{ i: number; similarity: number }> = [];
  shared.forEach((n, i) => {
    const similarity = (2 * n) / (grams.size + index.sizes[i]!);
    if (n > 0 && similarity >= MIN_SIMILARITY && types.has(index.eventTypeIds[i]!)) neighbours.push({ i, similarity });
  });
  neighbours.sort((a, b) => b.similarity - a.similarity || a.i - b.i);
  const visible = await visibleFirst(db, user, neighbours.map((n) => index.workflowIds[n.i]!), NEIGHBOURS);
  const nearest = neighbours.filter((n) => visible.has(index.workflowIds[n.i]!));
  const total = nearest.reduce((sum, n) => sum + n.similarity, 0);
  const votes = new Map<number, { weight: number; best: number; orders: string[] }>();
  for (const n of nearest) {
    const type = index.eventTypeIds[n.i]!;
    const v = votes.get(type) ?? { weight: 0, best: 0, orders: [] };
    v.weight += n.similarity;
    v.best = Math.max(v.best, n.similarity);
    v.orders.push(index.workflowIds[n.i]!);
    votes.set(type, v);
  }
  return rank([...votes].map(([eventTypeId, v]) => {
    const type = types.get(eventTypeId)!;
    return {
      eventTypeId, name: type.name, path: type.path,
      // Share of the similar orders' votes, tempered by how alike the closest of them is.
      score: round2((v.weight / total) * v.best),
      reason: `相似工单：${v.orders.slice(0, REASON_ORDERS).join('、')}`,
      source: 'similar' as const,
    };
  }));
}
