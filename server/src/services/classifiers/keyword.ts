// Keyword classifier: the classifications whose words appear in the content, scored by the weight of the words found.
import type { Kysely } from 'kysely';
import type { ClassificationSuggestion } from '../../../../src/shared/api/workorder.types.ts';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';
import { classifications, rank, round2 } from './classifications.ts';

type KeywordTable = Map<number, Array<{ keyword: string; weight: number }>>;

/** Each leaf classification's words: those of the event-type tree (weight 1) and the classifier's phrases (their weight). */
function keywordTable(db: Kysely<Database>, cache: ReadCache): Promise<KeywordTable> {
  return cache.get('classifier:keywords', async () => {
    const [tree, phrases] = await Promise.all([
      db.selectFrom('event_type').select(['id', 'keywords']).where('pid', '<>', 0).execute(),
      db.selectFrom('event_type_keyword').select(['event_type_id', 'keyword', 'weight']).execute(),
    ]);
    const weights = new Map<number, Map<string, number>>();
    const put = (id: number, keyword: string, weight: number) => {
      const words = weights.get(id) ?? new Map<string, number>();
      words.set(keyword, Math.max(weight, words.get(keyword) ?? 0));
      weights.set(id, words);
    };
    for (const t of tree) for (const k of (t.keywords ?? '').split(',').map((w) => w.trim()).filter(Boolean)) put(t.id, k, 1);
    for (const p of phrases) put(p.event_type_id, p.keyword, Number(p.weight));
    return new Map([...weights].map(([id, words]) => [id, [...words].map(([keyword, weight]) => ({ keyword, weight }))]));
  });
}

export async function classifyByKeywords(db: Kysely<Database>, cache: ReadCache, content: string): Promise<ClassificationSuggestion[]> {
  const [table, types] = await Promise.all([keywordTable(db, cache), classifications(db, cache)]);
  const text = content.toLowerCase();
  const found: ClassificationSuggestion[] = [];
  for (const [eventTypeId, words] of table) {
    const type = types.get(eventTypeId);
    if (!type) continue;
    const hits = words.filter((w) => text.includes(w.keyword.toLowerCase()));
    // A word inside a longer phrase that also matched (暖气 in 暖气不热) is the same evidence: count it once.
    const distinct = hits.filter((w) => !hits.some((o) => o !== w && o.keyword.includes(w.keyword)));
    if (!distinct.length) continue;
    const weight = distinct.reduce((sum, w) => sum + w.weight, 0);
    found.push({
      eventTypeId, name: type.name, path: type.path,
      // 1 word of weight 1 -> 0.5, 2 -> 0.67, 4 -> 0.8: more evidence, surer, never 1.
      score: round2(weight / (weight + 1)),
      reason: `关键词：${distinct.map((w) => w.keyword).join('、')}`,
      source: 'keyword',
    });
  }
  return rank(found);
}
