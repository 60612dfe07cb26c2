// `npm run bench -- knowledge`: 知识检索 on the labelled caller queries (knowledge-queries.json, written against the
// seed articles: a wrong answer is the search's, never a reason to relabel) — precision@1, recall@3, MRR, and the
// queries the base cannot answer finding nothing — then its speed over 50,000 articles on PGlite and PostgreSQL.
// The speed figures call the route's service functions (searchKnowledge, suggestArticles: catch-up, ranking, the page's
// rows, the search log) in this process, without HTTP. Settings: BENCH_KB_ARTICLES (50000), BENCH_KB_SEARCHES (1000).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { KnowledgeIndex, RANK_WEIGHTS, type RankWeights } from '../../server/src/services/knowledge/search-index.ts';
import { searchKnowledge, searchSlots, suggestArticles, suggestionSlots } from '../../server/src/services/knowledge/search.ts';
import { SEED_ARTICLES } from '../../server/src/seed/knowledge-articles.ts';
import { ensureCity, insertGeneratedArticles, insertSeedKnowledge } from './knowledge-data.ts';
import { freshDatabase } from './load.ts';

const ARTICLES = Number(process.env.BENCH_KB_ARTICLES ?? 50_000);
const SEARCHES = Number(process.env.BENCH_KB_SEARCHES ?? 1000);
const SUGGESTS = Math.max(100, Math.round(SEARCHES / 3));
export const KNOWLEDGE_P99_TARGET_MS = 50;

export interface LabelledQuery { query: string; relevant: string[] }

export interface AccuracyFigures {
  queries: number;
  answerable: number;
  unanswerable: number;
  precisionAt1: number;
  recallAt3: number;
  mrr: number;
  /** Answerable queries that found nothing at all. */
  missed: number;
  /** Unanswerable queries that found nothing (search), or no suggestion (suggest). */
  noAnswerRight: number;
  suggestTop1: number;
  suggestTop3: number;
  suggestNoAnswerRight: number;
  /** Answerable queries with no relevant article in the top 3 (search). */
  wrong: string[];
  /** The median best hit's share of the query's weight (0 when nothing is found): no-answer queries should sit low. */
  bestShare: { answerable: number; unanswerable: number };
}

export function loadKnowledgeQueries(): LabelledQuery[] {
  const set = JSON.parse(readFileSync(new URL('./knowledge-queries.json', import.meta.url), 'utf8')) as LabelledQuery[];
  const published = new Set(SEED_ARTICLES.filter((a) => a.state === 'published').map((a) => a.title));
  const unknown = set.flatMap((q) => q.relevant.filter((t) => !published.has(t)));
  if (unknown.length) throw new Error(`knowledge-queries.json 指向未发布或不存在的文章：${unknown.join('、')}`);
  return set;
}

/** A PGlite in memory holding the seed's articles and synonyms, and its index caught up. */
async function seededIndex(): Promise<{ db: Kysely<Database>; index: KnowledgeIndex; titleOf: Map<number, string> }> {
  const { db } = await openDatabase({ dataDir: 'memory' });
  await migrate(db);
  const ids = await insertSeedKnowledge(db);
  const index = new KnowledgeIndex();
  await index.catchUp(db);
  return { db, index, titleOf: new Map([...ids].map(([title, id]) => [id, title])) };
}

/** The figures of one set of weights over the labelled queries (search and suggest). */
export function accuracyOf(index: KnowledgeIndex, titleOf: ReadonlyMap<number, string>, queries: readonly LabelledQuery[], tuning: RankWeights = RANK_WEIGHTS): AccuracyFigures {
  index.tuning = tuning;
  const f: AccuracyFigures = {
    queries: queries.length, answerable: 0, unanswerable: 0, precisionAt1: 0, recallAt3: 0, mrr: 0, missed: 0, noAnswerRight: 0,
    suggestTop1: 0, suggestTop3: 0, suggestNoAnswerRight: 0, wrong: [], bestShare: { answerable: 0, unanswerable: 0 },
  };
  const answeredBest: number[] = [];
  const unansweredBest: number[] = [];
  for (const q of queries) {
    const hits = searchSlots(index, q.query).slots.slice(0, 10);
    const found = hits.map((h) => titleOf.get(index.article(h.slot).id)!);
    (q.relevant.length ? answeredBest : unansweredBest).push(hits[0]?.share ?? 0);
    const suggested = suggestionSlots(index, q.query, null).map((h) => titleOf.get(index.article(h.slot).id)!);
    if (!q.relevant.length) {
      f.unanswerable++;
      if (!found.length) f.noAnswerRight++;
      if (!suggested.length) f.suggestNoAnswerRight++;
      continue;
    }
    f.answerable++;
    const relevant = new Set(q.relevant);
    if (!found.length) f.missed++;
    if (relevant.has(found[0]!)) f.precisionAt1++;
    f.recallAt3 += found.slice(0, 3).filter((t) => relevant.has(t)).length / relevant.size;
    const rank = found.findIndex((t) => relevant.has(t));
    if (rank >= 0) f.mrr += 1 / (rank + 1);
    if (rank < 0 || rank > 2) f.wrong.push(`${q.query} → ${rank < 0 ? found[0] ?? '（无结果）' : `第 ${rank + 1} 位`}`);
    if (relevant.has(suggested[0]!)) f.suggestTop1++;
    if (suggested.some((t) => relevant.has(t))) f.suggestTop3++;
  }
  index.tuning = RANK_WEIGHTS;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return {
    ...f, bestShare: { answerable: median(answeredBest), unanswerable: median(unansweredBest) }, precisionAt1: f.precisionAt1 / f.answerable, recallAt3: f.recallAt3 / f.answerable, mrr: f.mrr / f.answerable,
    suggestTop1: f.suggestTop1 / f.answerable, suggestTop3: f.suggestTop3 / f.answerable,
  };
}

export async function benchKnowledgeAccuracy(): Promise<AccuracyFigures> {
  const { db, index, titleOf } = await seededIndex();
  try {
    return accuracyOf(index, titleOf, loadKnowledgeQueries());
  } finally {
    await db.destroy();
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function accuracyLines(f: AccuracyFigures): string[] {
  return [
    `${f.queries} labelled queries: ${f.answerable} answerable, ${f.unanswerable} the base cannot answer`,
    `search:  precision@1 ${pct(f.precisionAt1)}  recall@3 ${pct(f.recallAt3)}  MRR ${f.mrr.toFixed(3)}  answerable with no result ${f.missed}`
      + `  no-answer queries finding nothing ${f.noAnswerRight}/${f.unanswerable}`,
    `         median best match (share of the query's weight): answerable ${f.bestShare.answerable.toFixed(2)}, no-answer ${f.bestShare.unanswerable.toFixed(2)}`
      + ` (minimum ${RANK_WEIGHTS.minSearchShare})`,
    `suggest: top-1 ${pct(f.suggestTop1)}  top-3 ${pct(f.suggestTop3)}  no-answer queries suggesting nothing ${f.suggestNoAnswerRight}/${f.unanswerable}`,
    ...f.wrong.slice(0, 15).map((w) => `  wrong: ${w}`),
    ...(f.wrong.length > 15 ? [`  … ${f.wrong.length - 15} more`] : []),
  ];
}

export interface SpeedFigures {
  database: string;
  articles: number;
  insertSeconds: number;
  buildMs: number;
  /** A catch-up after 100 articles were published elsewhere, and one with nothing new. */
  catchUp100Ms: number;
  catchUpIdleMs: number;
  heapMb: number;
  /** Typed arrays (the postings) live outside the JS heap. */
  arrayMb: number;
  rssMb: number;
  postings: { words: number; postings: number; bytes: number };
  rows: Array<{ name: string; requests: number; p50: number; p99: number }>;
}

// The index's memory is measured between two full collections (npm run bench runs node without --expose-gc).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mb = (bytes: number) => bytes / 1_048_576;

/** The searches of the mix: labelled queries (short and long), one-word ones, synonyms, with and without filters. */
function searchMix(queries: readonly LabelledQuery[], categories: number[]): Array<{ kind: string; body: Record<string, unknown> }> {
  const oneWord = ['公积金', '物业', '医保', '停车', '社保', '噪音', '低保', '居住证', '城关街道', '市场监管局'];
  const synonyms = ['公基金怎么取', '医疗保险报销', '社保卡丢了', '12315投诉', '工商局电话'];
  const mix: Array<{ kind: string; body: Record<string, unknown> }> = [];
  for (let i = 0; mix.length < SEARCHES; i++) {
    const q = queries[i % queries.length]!.query;
    switch (i % 6) {
      case 0: case 1: mix.push({ kind: '标注问句 labelled query', body: { q } }); break;
      case 2: mix.push({ kind: '单词 one word', body: { q: oneWord[i % oneWord.length] } }); break;
      case 3: mix.push({ kind: '同义词 synonym', body: { q: synonyms[i % synonyms.length] } }); break;
      case 4: mix.push({ kind: '带筛选 with filters', body: { q, regionId: 110101, ...(i % 12 === 4 ? { categoryId: categories[i % categories.length] } : { deptId: 101 }) } }); break;
      default: mix.push({ kind: '长问句 long query', body: { q: `${q}，${queries[(i * 7) % queries.length]!.query}，麻烦告诉我具体怎么办理`.slice(0, 100) } });
    }
  }
  return mix;
}

async function speedOn(database: string, db: Kysely<Database>): Promise<SpeedFigures> {
  const queries = loadKnowledgeQueries();
  const t0 = performance.now();
  await migrate(db);
  await ensureCity(db);
  await insertSeedKnowledge(db);
  await insertGeneratedArticles(db, Math.max(0, ARTICLES - SEED_ARTICLES.length));
  const insertSeconds = (performance.now() - t0) / 1000;
  const articles = Number((await db.selectFrom('knowledge_article').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 2).executeTakeFirstOrThrow()).n);
  gc();
  const before = process.memoryUsage();
  const index = new KnowledgeIndex();
  const b0 = performance.now();
  await index.catchUp(db);
  const buildMs = performance.now() - b0;
  gc();
  const grown = process.memoryUsage();
  const heapMb = mb(grown.heapUsed - before.heapUsed);
  const arrayMb = mb(grown.arrayBuffers - before.arrayBuffers);

  // Another server publishes 100 articles (each moves updated_at): this one reads and indexes them at its next search.
  await sql`update knowledge_article set updated_at = now() where id in (select id from knowledge_article order by id desc limit 100)`.execute(db);
  const c0 = performance.now();
  await index.catchUp(db);
  const catchUp100Ms = performance.now() - c0;
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    const i0 = performance.now();
    await index.catchUp(db);
    idle.push(performance.now() - i0);
  }

  const user = 1;
  const categories = (await db.selectFrom('knowledge_category').select('id').where('parent_id', '=', 0).execute()).map((c) => c.id);
  const timings = new Map<string, number[]>();
  const time = async (kind: string, run: () => Promise<unknown>) => {
    const s0 = performance.now();
    await run();
    const ms = performance.now() - s0;
    timings.set(kind, [...(timings.get(kind) ?? []), ms]);
  };
  const mix = searchMix(queries, categories);
  for (const m of mix.slice(0, 50)) await searchKnowledge(db, index, user, m.body); // warm-up
  for (const m of mix) await time(m.kind, () => searchKnowledge(db, index, user, m.body));
  const appeals = queries.map((q, i) => `来电人反映：${q.query}。${queries[(i * 13) % queries.length]!.query}，希望尽快答复。`);
  for (let i = 0; i < SUGGESTS; i++) {
    await time('推荐 suggest (appeal text)', () => suggestArticles(db, index, { content: appeals[i % appeals.length]!, regionId: i % 2 ? 110101 : null }));
  }
  const row = (name: string, ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return { name, requests: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  };
  const all = [...timings].filter(([k]) => !k.startsWith('推荐')).flatMap(([, ms]) => ms);
  return {
    database, articles, insertSeconds, buildMs, catchUp100Ms, catchUpIdleMs: quantile([...idle].sort((a, b) => a - b), 0.5),
    heapMb, arrayMb, rssMb: mb(process.memoryUsage().rss), postings: index.postingBytes(),
    rows: [row('检索 all searches', all), ...[...timings].map(([k, ms]) => row(`  ${k}`, ms))],
  };
}

/** The speed figures on PGlite, then on PostgreSQL when DATABASE_URL names a server (bench.ts starts one otherwise). */
export async function benchKnowledgeSpeed(): Promise<Array<SpeedFigures | { database: string; skipped: string }>> {
  const out: Array<SpeedFigures | { database: string; skipped: string }> = [];
  const pglite = await openDatabase({ dataDir: 'memory' });
  try {
    out.push(await speedOn('PGlite', pglite.db));
  } finally {
    await pglite.db.destroy();
  }
  if (!process.env.DATABASE_URL) return [...out, { database: 'PostgreSQL', skipped: '未设置 DATABASE_URL，也未找到 PostgreSQL 服务器程序，跳过' }];
  const fresh = await freshDatabase(process.env.DATABASE_URL, 'knowledge');
  const pg = await openDatabase({ databaseUrl: fresh.url });
  try {
    out.push(await speedOn('PostgreSQL', pg.db));
  } finally {
    await pg.db.destroy();
    await fresh.drop();
  }
  return out;
}

export function speedLines(f: SpeedFigures): string[] {
  return [
    `${f.database}: ${f.articles.toLocaleString('en-US')} published articles (inserted in ${f.insertSeconds.toFixed(0)} s); index built in ${(f.buildMs / 1000).toFixed(1)} s;`
      + ` catch-up after 100 published elsewhere ${f.catchUp100Ms.toFixed(0)} ms, with nothing new ${f.catchUpIdleMs.toFixed(1)} ms`,
    `  memory: index heap +${f.heapMb.toFixed(0)} MB, typed arrays +${f.arrayMb.toFixed(0)} MB (postings ${mb(f.postings.bytes).toFixed(0)} MB: ${f.postings.words.toLocaleString('en-US')} words, `
      + `${f.postings.postings.toLocaleString('en-US')} postings), process RSS ${f.rssMb.toFixed(0)} MB`,
    ...f.rows.map((r) => `${r.name.padEnd(40)} p50 ${r.p50.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  (${r.requests})`
      + (r.name.startsWith('检索') || r.name.startsWith('  推荐') ? ` ${r.p99 <= KNOWLEDGE_P99_TARGET_MS ? 'OK' : 'OVER'}` : '')),
  ];
}
