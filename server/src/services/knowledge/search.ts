// 知识检索 and the articles beside 受理登记: BM25F over the published articles (search-index.ts), synonyms expanded,
// filters by category, department and region, highlights of the matched words, and each search written to the log
// (hot questions read the ones that found nothing).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  SUGGESTED_ARTICLES, type KnowledgeHit, type KnowledgeSearchRequest, type KnowledgeSearchResult, type KnowledgeSuggestion,
  type KnowledgeSuggestRequest, type Mark,
} from '../../../../src/shared/api/contracts/knowledge.ts';
import { cstDay, formatDateTime } from '../../lib/time.ts';
import { pageOf } from '../../lib/paging.ts';
import { plainText, type KnowledgeIndex } from './search-index.ts';

/** An appeal's words used for suggestions: the most informative by idf. */
export const SUGGEST_TERMS = 12;
/** Region boost of suggestions: an article for the appeal's area (or above), and one for another area. */
const OWN_AREA_BOOST = 1.15;
const OTHER_AREA_FACTOR = 0.7;
const SNIPPET_CHARS = 120;
export const SEARCH_PAGE_MAX = 100;
/** A snippet starts a little before its first matched word, so the word is read in its sentence. */
const SNIPPET_LEAD = 12;
const REASON_WORDS = 4;

/** One word searched and what it weighs; `of` is the query word a synonym stands for. */
interface QueryWord { word: string; weight: number; of: string }

/** Whether some article holds the word or one of its synonyms. */
const held = (index: KnowledgeIndex, w: string) => index.documentFrequency(w) > 0 || index.synonymsOf(w).some((s) => index.documentFrequency(s) > 0);

/**
 * The words searched for a text: its words, then each word's synonyms (at the synonym weight). A word inside a longer
 * one of the text that articles hold (公积 in 公积金) is left out: articles are cut in search mode too, so the longer word
 * finds them all, and the part would only add noise (积金) and weigh the question twice.
 */
export function queryWords(index: KnowledgeIndex, all: readonly string[]): { words: QueryWord[]; synonyms: string[] } {
  const longer = all.filter((t) => held(index, t));
  const terms = all.filter((t) => !longer.some((l) => l !== t && l.includes(t)));
  const words: QueryWord[] = terms.map((t) => ({ word: t, weight: 1, of: t }));
  const seen = new Set(terms);
  const synonyms: string[] = [];
  for (const t of terms) {
    const added = index.synonymsOf(t).filter((s) => !seen.has(s));
    for (const s of added) {
      seen.add(s);
      words.push({ word: s, weight: index.tuning.synonym, of: t });
    }
    if (added.length) synonyms.push(`${t} → ${added.join('、')}`);
  }
  return { words, synonyms };
}

/** The best an article could score on these words: every query word (or one of its synonyms) matched fully. */
function fullWeight(index: KnowledgeIndex, words: readonly QueryWord[], unheld: number): number {
  // A word no article holds weighs its full idf (the question asks for something the base lacks), unless a synonym is held.
  const best = new Map<string, number>();
  for (const w of words) {
    const held = index.documentFrequency(w.word) > 0;
    if (held) best.set(w.of, Math.max(best.get(w.of) ?? 0, index.idf(w.word)));
    else if (w.word === w.of && !best.has(w.of)) best.set(w.of, -index.idf(w.word));
  }
  let sum = 0;
  for (const v of best.values()) sum += v < 0 ? -v * unheld : v;
  return sum;
}

interface Filters { categories: Set<number> | null; depts: Set<number> | null; areas: Set<number> | null }

async function filtersOf(db: Kysely<Database>, r: { categoryId?: number; deptId?: number; regionId?: number | null }): Promise<Filters> {
  const [categories, depts, areas] = await Promise.all([
    r.categoryId ? sql<{ id: number }>`with recursive sub(id) as (select id from knowledge_category where id = ${r.categoryId}
      union select c.id from knowledge_category c join sub on c.parent_id = sub.id) select id from sub`.execute(db) : null,
    r.deptId ? sql<{ id: number }>`with recursive sub(id) as (select id from sys_dept where id = ${r.deptId}
      union select d.id from sys_dept d join sub on d.pid = sub.id) select id from sub`.execute(db) : null,
    r.regionId ? areaAndAbove(db, r.regionId) : null,
  ]);
  return {
    categories: categories && new Set(categories.rows.map((c) => c.id)),
    depts: depts && new Set(depts.rows.map((d) => d.id)),
    areas: areas && new Set(areas),
  };
}

/** An area and every area above it. */
async function areaAndAbove(db: Kysely<Database>, areaId: number): Promise<number[]> {
  const r = await sql<{ id: number }>`with recursive up(id, pid) as (select id, pid from sys_area where id = ${areaId}
    union select a.id, a.pid from sys_area a join up on a.id = up.pid) select id from up`.execute(db);
  return r.rows.map((a) => a.id);
}

function keeper(index: KnowledgeIndex, f: Filters): ((slot: number) => boolean) | null {
  if (!f.categories && !f.depts && !f.areas) return null;
  const { category, dept, regions } = index.columns();
  return (slot) => (!f.categories || f.categories.has(category[slot]!)) && (!f.depts || f.depts.has(dept[slot]!))
    && (!f.areas || regions[slot]!.length === 0 || regions[slot]!.some((a) => f.areas!.has(a)));
}

/** The ranked hits of a set of words: slots by score (share of the full weight), those under `minShare` left out. */
export function rank(index: KnowledgeIndex, words: readonly QueryWord[], keep: ((slot: number) => boolean) | null, minShare: number, unheld: number,
  boost?: (slot: number) => number): Array<{ slot: number; share: number }> {
  const full = fullWeight(index, words, unheld);
  if (full <= 0) return [];
  const { slots, scores } = index.score(words, keep);
  const hits: Array<{ slot: number; share: number }> = [];
  slots.forEach((slot, i) => {
    const share = (scores[i]! / full) * (boost?.(slot) ?? 1);
    if (share >= minShare) hits.push({ slot, share });
  });
  return hits.sort((a, b) => b.share - a.share || index.article(b.slot).publishedAt - index.article(a.slot).publishedAt);
}

/** What each query word (its synonyms counted under it) added to an article's score. */
function matchedWords(index: KnowledgeIndex, slot: number, words: readonly QueryWord[]): Map<string, number> {
  const matched = new Map<string, number>();
  for (const w of words) {
    const points = index.pointsOf(slot, w.word, w.weight);
    if (points > 0) matched.set(w.of, (matched.get(w.of) ?? 0) + points);
  }
  return matched;
}

/** The hits of a question, best first (what 知识检索 shows before reading the page's rows), and the words searched. */
export function searchSlots(index: KnowledgeIndex, q: string, keep: ((slot: number) => boolean) | null = null) {
  const { words, synonyms } = queryWords(index, index.segmenter.terms(q));
  return { words, synonyms, slots: rank(index, words, keep, index.tuning.minSearchShare, index.tuning.unheld) };
}

/** 知识检索: a page of published articles for the words and filters (without words: the newest); logged when asked with words. */
export async function searchKnowledge(db: Kysely<Database>, index: KnowledgeIndex, userId: number, request: NonNullable<KnowledgeSearchRequest>): Promise<KnowledgeSearchResult> {
  const asked = pageOf(request);
  // Each row shown reads its article's body for the snippet: a page holds at most this many.
  const page = asked.size > SEARCH_PAGE_MAX ? pageOf({ current: asked.current, size: SEARCH_PAGE_MAX }) : asked;
  const q = (request.q ?? '').trim();
  const [filters] = await Promise.all([filtersOf(db, request), index.catchUp(db)]);
  const keep = keeper(index, filters);
  let slots: Array<{ slot: number; share: number }>;
  let terms: string[] = [];
  let synonyms: string[] = [];
  let words: QueryWord[] = [];
  if (q) {
    ({ words, synonyms, slots } = searchSlots(index, q, keep));
    terms = words.map((w) => w.word);
  } else {
    slots = index.newest(keep ?? (() => true)).map((slot) => ({ slot, share: 0 }));
  }
  const shown = slots.slice(page.offset, page.offset + page.size);
  const [records] = await Promise.all([
    hitsOf(db, index, shown, words),
    q && page.current === 1 ? db.insertInto('knowledge_search_log').values({ query: q, hits: slots.length, user_id: userId }).execute() : null,
  ]);
  return { records, total: slots.length, current: page.current, size: page.size, terms, synonyms };
}

interface ArticleFacts {
  id: number;
  title: string;
  body: string;
  answer: string;
  category_id: number;
  dept_id: number;
  dept_name: string | null;
  region_ids: number[];
  review_date: string | null;
  published_version: number | null;
  updated_at: Date;
}

/** What a result shows of its articles (read fresh, a page at a time): names, paths, open 纠错. */
async function factsOf(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return { rows: new Map<number, ArticleFacts>(), paths: new Map<number, string>(), areas: new Map<number, string>(), corrections: new Map<number, number>() };
  const [rows, categories, corrections] = await Promise.all([
    db.selectFrom('knowledge_article as a').leftJoin('sys_dept as d', 'd.id', 'a.dept_id')
      .select(['a.id', 'a.title', 'a.body', 'a.answer', 'a.category_id', 'a.dept_id', 'd.name as dept_name', 'a.region_ids', 'a.published_version', 'a.updated_at',
        sql<string | null>`to_char(a.review_date, 'YYYY-MM-DD')`.as('review_date')])
      .where('a.id', 'in', ids).execute(),
    db.selectFrom('knowledge_category').select(['id', 'parent_id', 'name']).execute(),
    db.selectFrom('knowledge_correction').select(['article_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('article_id', 'in', ids).where('state', '=', 0).groupBy('article_id').execute(),
  ]);
  const areaIds = [...new Set(rows.flatMap((r) => r.region_ids))];
  const areas = areaIds.length ? await db.selectFrom('sys_area').select(['id', 'name']).where('id', 'in', areaIds).execute() : [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    for (let c = byId.get(id), depth = 0; c && depth < 20; c = byId.get(c.parent_id), depth++) names.unshift(c.name);
    return names.join(' / ');
  };
  return {
    rows: new Map(rows.map((r) => [r.id, r as ArticleFacts])),
    paths: new Map(rows.map((r) => [r.category_id, pathOf(r.category_id)])),
    areas: new Map(areas.map((a) => [a.id, a.name])),
    corrections: new Map(corrections.map((c) => [c.article_id, Number(c.n)])),
  };
}

const pastReview = (reviewDate: string | null) => reviewDate !== null && reviewDate < cstDay(Date.now());

async function hitsOf(db: Kysely<Database>, index: KnowledgeIndex, shown: Array<{ slot: number; share: number }>, words: readonly QueryWord[]): Promise<KnowledgeHit[]> {
  const ids = shown.map((s) => index.article(s.slot).id);
  const facts = await factsOf(db, ids);
  const weightOf = new Map(words.map((w) => [w.word, index.idf(w.word) * w.weight]));
  const hits: KnowledgeHit[] = [];
  shown.forEach(({ share }, i) => {
    const a = facts.rows.get(ids[i]!);
    if (!a) return; // removed from the table outright (the lifecycle only marks deleted): nothing to show
    const text = plainText(a.body);
    const snippet = bestPassage(text, weightOf);
    hits.push({
      id: a.id, title: a.title, titleMarks: marksOf(a.title, weightOf), snippet, snippetMarks: marksOf(snippet, weightOf), answer: a.answer,
      categoryId: a.category_id, categoryPath: facts.paths.get(a.category_id) ?? '', deptId: a.dept_id, deptName: a.dept_name ?? '',
      regionNames: a.region_ids.map((r) => facts.areas.get(r)).filter((n): n is string => !!n),
      reviewDate: a.review_date, pastReview: pastReview(a.review_date), openCorrections: facts.corrections.get(a.id) ?? 0,
      updateTime: formatDateTime(a.updated_at)!, score: Math.round(share * 1000) / 1000,
    });
  });
  return hits;
}

/** Where the words are in a text: [start, end) UTF-16 ranges, longer words first, none overlapping, in order. */
export function marksOf(text: string, words: ReadonlyMap<string, number>): Mark[] {
  if (!text || !words.size) return [];
  const taken = new Uint8Array(text.length);
  const marks: Mark[] = [];
  for (const word of [...words.keys()].sort((a, b) => b.length - a.length)) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
      if (taken.subarray(at, at + word.length).some((t) => t)) continue;
      taken.fill(1, at, at + word.length);
      marks.push([at, at + word.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  // Adjacent words read as one highlighted stretch (住房 + 公积金).
  const merged: Mark[] = [];
  for (const m of marks) {
    const last = merged.at(-1);
    if (last && last[1] === m[0]) last[1] = m[1];
    else merged.push([m[0], m[1]]);
  }
  return merged;
}

/** The body's ~120 characters densest in matched words (each distinct word counted by its weight), or its opening. */
export function bestPassage(text: string, words: ReadonlyMap<string, number>): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const found: Array<{ at: number; word: string; weight: number }> = [];
  for (const [word, weight] of words) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) found.push({ at, word, weight });
  }
  if (!found.length) return text.slice(0, SNIPPET_CHARS);
  found.sort((a, b) => a.at - b.at);
  let best = { start: 0, value: -1 };
  for (let i = 0; i < found.length; i++) {
    // From the sentence's start when it is near, so the passage does not open mid-phrase.
    const at = found[i]!.at;
    const boundary = Math.max(...['。', '；', '！', '？', ' '].map((p) => text.lastIndexOf(p, at - 1)));
    const start = Math.max(0, Math.min(boundary >= 0 && at - boundary <= SNIPPET_LEAD * 3 ? boundary + 1 : at - SNIPPET_LEAD, text.length - SNIPPET_CHARS));
    const seen = new Map<string, number>();
    let value = 0;
    for (let j = i; j < found.length && found[j]!.at + found[j]!.word.length <= start + SNIPPET_CHARS; j++) {
      const f = found[j]!;
      seen.set(f.word, f.weight);
      value += 0.01;
      // Words of the question side by side (租房 + 提取) are its phrase: the passage that has it says what was asked.
      const next = found[j + 1];
      if (next && next.at === f.at + f.word.length && next.at + next.word.length <= start + SNIPPET_CHARS) value += Math.min(f.weight, next.weight) / 2;
    }
    for (const w of seen.values()) value += w;
    if (value > best.value) best = { start, value };
  }
  return text.slice(best.start, best.start + SNIPPET_CHARS).trim();
}

/** 受理登记: the top articles for the appeal being typed, each with why; none when nothing really matches. */
export async function suggestArticles(db: Kysely<Database>, index: KnowledgeIndex, request: KnowledgeSuggestRequest): Promise<KnowledgeSuggestion[]> {
  const [areas] = await Promise.all([request.regionId ? areaAndAbove(db, request.regionId) : null, index.catchUp(db)]);
  const top = suggestionSlots(index, request.content, areas);
  if (!top.length) return [];
  const facts = await factsOf(db, top.map((t) => index.article(t.slot).id));
  const out: KnowledgeSuggestion[] = [];
  for (const t of top) {
    const a = facts.rows.get(index.article(t.slot).id);
    if (!a || a.published_version === null) continue;
    out.push({
      id: a.id, version: a.published_version, title: a.title, answer: a.answer, categoryPath: facts.paths.get(a.category_id) ?? '',
      deptName: a.dept_name ?? '', pastReview: pastReview(a.review_date), reason: t.reason,
    });
  }
  return out;
}

/**
 * The appeal's most informative words by idf: those some article holds (or a synonym of them), and — when unheld words
 * count (tuning.suggestUnheld) — those none holds, which say the base may lack the matter.
 */
export function appealWords(index: KnowledgeIndex, content: string): string[] {
  const idfOf = (w: string) => index.idf(index.documentFrequency(w) > 0 ? w : index.synonymsOf(w).find((s) => index.documentFrequency(s) > 0) ?? w);
  return index.segmenter.terms(content).filter((w) => index.tuning.suggestUnheld > 0 || held(index, w))
    .map((w) => ({ w, idf: idfOf(w) })).sort((a, b) => b.idf - a.idf).slice(0, SUGGEST_TERMS).map((x) => x.w);
}

/** The top slots for an appeal, with the reason in words; `areas` is the appeal's area and those above it. */
export function suggestionSlots(index: KnowledgeIndex, content: string, areas: readonly number[] | null): Array<{ slot: number; share: number; reason: string }> {
  const terms = appealWords(index, content);
  if (!terms.length) return [];
  const { words } = queryWords(index, terms);
  const own = areas && new Set(areas);
  const { regions } = index.columns();
  const boost = own ? (slot: number) => {
    const r = regions[slot]!;
    if (!r.length) return 1;
    return r.some((a) => own.has(a)) ? OWN_AREA_BOOST : OTHER_AREA_FACTOR;
  } : undefined;
  return rank(index, words, null, index.tuning.minSuggestShare, index.tuning.suggestUnheld, boost).slice(0, SUGGESTED_ARTICLES).map((h) => ({
    slot: h.slot, share: h.share,
    reason: `匹配：${reasonWords(matchedWords(index, h.slot, words)).join('、')}`,
  }));
}

/** The matched words by what they added, a word inside one already named left out (公积金, not also 公积). */
function reasonWords(matched: ReadonlyMap<string, number>): string[] {
  const named: string[] = [];
  for (const [w] of [...matched].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)) {
    if (named.length === REASON_WORDS) break;
    if (named.some((n) => n.includes(w))) continue;
    for (let i = named.length - 1; i >= 0; i--) if (w.includes(named[i]!)) named.splice(i, 1);
    named.push(w);
  }
  return named;
}
