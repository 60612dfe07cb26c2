// The published articles as a BM25F index in memory, one per server per database (as the repeat finder's term index):
// each search first catches up from knowledge_article.updated_at, so what another server published, expired or deleted
// is right at this server's next search. Postings are typed arrays (about 6 bytes per word per article).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ARTICLE_STATUS } from '../../../../src/shared/api/contracts/knowledge.ts';
import { cityNames, KnowledgeSegmenter, splitWords, synonymGroups, synonymSignature } from './segmenter.ts';

/** The weights of an article's fields, BM25's constants and the least match that counts. */
export interface RankWeights {
  title: number;
  keywords: number;
  answer: number;
  body: number;
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation. */
  b: number;
  /** A synonym a query word brought in counts this share of the word itself. */
  synonym: number;

  /**
   * The least share of a query's weight (the sum of its words' idf) an article must match to be a hit: below it an
   * article shares a common word or two with the question but does not answer it.
   */
  minSearchShare: number;
  /** The same for 受理登记's suggestions, over the appeal's most informative words. */
  minSuggestShare: number;
  /** A question's word no article holds (nor a synonym of it) weighs this share of its idf: the base may lack the answer. */
  unheld: number;
  /** The same for an appeal's words (an appeal says much the base need not hold). */
  suggestUnheld: number;
}

/** Chosen on the labelled set (scripts/bench/knowledge-queries.json; `npm run bench -- knowledge` prints the figures). */
export const RANK_WEIGHTS: RankWeights = {
  title: 3, keywords: 4, answer: 1, body: 1, k1: 1.2, b: 0.75, synonym: 0.7, minSearchShare: 0.3, unheld: 0.25, minSuggestShare: 0.3, suggestUnheld: 0.5,
};

const FIELDS = ['title', 'keywords', 'answer', 'body'] as const;
type Field = typeof FIELDS[number];
/** Bits of a posting's packed term frequencies per field (title 0–7, keywords 0–7, answer 0–15, body 0–63). */
const TF_BITS: Record<Field, [shift: number, max: number]> = { title: [0, 7], keywords: [3, 7], answer: [6, 15], body: [10, 63] };
/** Body text indexed per article: a 50,000-character regulation is found by its first pages as well as by all of them. */
const BODY_INDEXED = 20_000;
/** Rows re-read behind the newest change seen: a transaction that started earlier may commit after a later one. */
const OVERLAP_MS = 30_000;
const FETCH_BATCH = 1000;
/** Dead slots (expired, deleted, republished) kept before the postings are compacted. */
const COMPACT_SHARE = 0.2;

interface Postings {
  docs: Int32Array;
  tfs: Uint16Array;
  n: number;
}

/** What a search may filter on, per live article. */
export interface IndexedArticle {
  id: number;
  categoryId: number;
  deptId: number;
  regionIds: readonly number[];
  publishedAt: number;
}

interface ArticleRow {
  id: number;
  title: string;
  body: string;
  answer: string;
  keywords: string;
  region_ids: number[];
  category_id: number;
  dept_id: number;
  status: number;
  deleted: number;
  published_at: Date | null;
  updated_at: Date;
}

/** An HTML body as plain text: tags become breaks, entities their characters, runs of white space one space. */
export function plainText(html: string): string {
  return html.replace(/<(br|\/p|\/h\d|\/li|\/tr|\/td|\/th)\b[^>]*>/giu, ' ').replace(/<[^>]*>/gu, '')
    .replace(/&nbsp;/gu, ' ').replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&quot;/gu, '"').replace(/&#39;/gu, "'").replace(/&amp;/gu, '&')
    .replace(/\s+/gu, ' ').trim();
}

export class KnowledgeIndex {
  readonly segmenter = new KnowledgeSegmenter();
  /** Synonym groups by each of their words. */
  #synonyms = new Map<string, string[]>();
  #synonymSignature: string | null = null;
  #postings = new Map<string, Postings>();
  // Per slot: the article, whether it is live, its filters and its field lengths.
  #ids = new Int32Array(1024);
  #alive = new Uint8Array(1024);
  #category = new Int32Array(1024);
  #dept = new Int32Array(1024);
  #published = new Float64Array(1024);
  #lengths = FIELDS.map(() => new Uint16Array(1024));
  #regions: Array<readonly number[]> = [];
  #slots = 0;
  #live = 0;
  #totalLength = FIELDS.map(() => 0);
  #slotOf = new Map<number, number>();
  /** Every article seen (any status) with its updated_at: a row read again unchanged is skipped. */
  #seen = new Map<number, number>();
  #cursor = 0;
  /** Scores by slot during one search (zeroed again before it answers). */
  #scores = new Float64Array(1024);
  /** The first article's id and creation: another one there means the table was emptied and refilled (a reset). */
  #first: string | null = null;
  #catching: Promise<void> | null = null;
  #queued: Promise<void> | null = null;
  /** The bench tries others on the labelled set. */
  tuning: RankWeights = RANK_WEIGHTS;

  get size(): number { return this.#live; }

  /**
   * Reads what changed since the last call: articles, and the synonyms when they moved. One catch-up at a time; a call
   * while one runs waits for one more after it (the running one may have read before this caller's change committed).
   */
  catchUp(db: Kysely<Database>): Promise<void> {
    if (!this.#catching) {
      this.#catching = this.#load(db).finally(() => { this.#catching = null; });
      return this.#catching;
    }
    this.#queued ??= this.#catching.catch(() => {}).then(() => {
      this.#queued = null;
      return this.catchUp(db);
    });
    return this.#queued;
  }

  async #load(db: Kysely<Database>): Promise<void> {
    const first = this.#synonymSignature === null;
    const since = new Date(Math.max(0, this.#cursor - OVERLAP_MS));
    const [changed, signature, names, oldest] = await Promise.all([
      db.selectFrom('knowledge_article').select(['id', 'updated_at']).where('updated_at', '>', since).orderBy('updated_at').orderBy('id').execute(),
      synonymSignature(db),
      first ? cityNames(db) : Promise.resolve([]),
      db.selectFrom('knowledge_article').select(['id', 'created_at']).orderBy('id').limit(1).executeTakeFirst(),
    ]);
    const firstRow = oldest ? `${oldest.id}@${oldest.created_at.getTime()}` : null;
    if (this.#first !== null && firstRow !== this.#first) {
      this.#clear();
      this.#first = firstRow;
      return this.#load(db);
    }
    this.#first = firstRow;
    if (first) this.segmenter.addWords(names);
    if (signature !== this.#synonymSignature) await this.#loadSynonyms(db, first);
    const stale = changed.filter((r) => this.#seen.get(r.id) !== r.updated_at.getTime()).map((r) => r.id);
    await this.#reindex(db, stale);
    const newest = changed.at(-1);
    if (newest) this.#cursor = Math.max(this.#cursor, newest.updated_at.getTime());
  }

  #clear(): void {
    this.#postings = new Map();
    this.#alive.fill(0);
    this.#regions = [];
    this.#slots = 0;
    this.#live = 0;
    this.#totalLength = FIELDS.map(() => 0);
    this.#slotOf = new Map();
    this.#seen = new Map();
    this.#cursor = 0;
  }

  async #loadSynonyms(db: Kysely<Database>, first: boolean): Promise<void> {
    const { groups, signature } = await synonymGroups(db);
    const synonyms = new Map<string, string[]>();
    for (const group of groups) for (const word of group) synonyms.set(word, [...new Set([...(synonyms.get(word) ?? []), ...group])]);
    const added = this.segmenter.addWords(groups.flat());
    this.#synonyms = synonyms;
    this.#synonymSignature = signature;
    // A new dictionary word changes how the articles holding it are cut: those are indexed again.
    if (first || !added.length) return;
    const holding = await db.selectFrom('knowledge_article').select('id').where('status', '=', ARTICLE_STATUS.published).where('deleted', '=', 0)
      .where((eb) => eb.or(added.flatMap((w) => ['title', 'keywords', 'answer', 'body'].map((c) => eb(sql.ref(c), 'like', `%${w.replace(/[\\%_]/g, '\\$&')}%`)))))
      .execute();
    for (const { id } of holding) this.#seen.delete(id);
    await this.#reindex(db, holding.map((r) => r.id));
  }

  async #reindex(db: Kysely<Database>, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += FETCH_BATCH) {
      const rows: ArticleRow[] = await db.selectFrom('knowledge_article')
        .select(['id', 'title', 'body', 'answer', 'keywords', 'region_ids', 'category_id', 'dept_id', 'status', 'deleted', 'published_at', 'updated_at'])
        .where('id', 'in', ids.slice(i, i + FETCH_BATCH)).execute();
      for (const row of rows) {
        this.#remove(row.id);
        this.#seen.set(row.id, row.updated_at.getTime());
        if (row.status === ARTICLE_STATUS.published && row.deleted === 0) this.#add(row);
      }
    }
    if (this.#slots - this.#live > Math.max(100, this.#live * COMPACT_SHARE)) this.#compact();
    if (ids.length > FETCH_BATCH) this.#trim();
  }

  /** After a large load: posting lists shrunk to what they hold (doubling left up to half of them empty). */
  #trim(): void {
    // A little room stays, so the next article published does not copy every list at once.
    for (const p of this.#postings.values()) if (p.docs.length > p.n + (p.n >> 4) + 4) resize(p, p.n + (p.n >> 4) + 4);
  }

  #add(row: ArticleRow): void {
    const slot = this.#slots++;
    if (slot >= this.#ids.length) this.#grow();
    const texts: Record<Field, string> = {
      title: row.title, keywords: splitWords(row.keywords).join(' '), answer: row.answer, body: plainText(row.body).slice(0, BODY_INDEXED),
    };
    const counts = new Map<string, number>();
    FIELDS.forEach((field, f) => {
      const words = this.segmenter.words(texts[field]);
      const length = Math.min(words.length, 65_535);
      this.#lengths[f]![slot] = length;
      this.#totalLength[f]! += length;
      const [shift, max] = TF_BITS[field];
      for (const w of words) {
        const packed = counts.get(w) ?? 0;
        const tf = (packed >> shift) & max;
        if (tf < max) counts.set(w, packed + (1 << shift));
      }
    });
    for (const [word, packed] of counts) {
      let p = this.#postings.get(word);
      if (!p) this.#postings.set(word, (p = { docs: new Int32Array(4), tfs: new Uint16Array(4), n: 0 }));
      if (p.n === p.docs.length) resize(p, p.n + Math.max(4, p.n >> 2));
      p.docs[p.n] = slot;
      p.tfs[p.n++] = packed;
    }
    this.#ids[slot] = row.id;
    this.#alive[slot] = 1;
    this.#category[slot] = row.category_id;
    this.#dept[slot] = row.dept_id;
    this.#published[slot] = (row.published_at ?? row.updated_at).getTime();
    this.#regions[slot] = row.region_ids;
    this.#slotOf.set(row.id, slot);
    this.#live++;
  }

  #remove(id: number): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    this.#slotOf.delete(id);
    this.#alive[slot] = 0;
    FIELDS.forEach((_, f) => { this.#totalLength[f]! -= this.#lengths[f]![slot]!; });
    this.#live--;
  }

  #grow(): void {
    const size = this.#ids.length * 2;
    const grown = <T extends Int32Array | Uint8Array | Float64Array | Uint16Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a as never);
      return b;
    };
    this.#ids = grown(this.#ids, (n) => new Int32Array(n));
    this.#alive = grown(this.#alive, (n) => new Uint8Array(n));
    this.#category = grown(this.#category, (n) => new Int32Array(n));
    this.#dept = grown(this.#dept, (n) => new Int32Array(n));
    this.#published = grown(this.#published, (n) => new Float64Array(n));
    this.#lengths = this.#lengths.map((a) => grown(a, (n) => new Uint16Array(n)));
  }

  /** Drops dead slots from every posting list and renumbers the live ones (in memory, nothing is cut again). */
  #compact(): void {
    const renumber = new Int32Array(this.#slots).fill(-1);
    let next = 0;
    for (let s = 0; s < this.#slots; s++) {
      if (!this.#alive[s]) continue;
      renumber[s] = next;
      this.#ids[next] = this.#ids[s]!;
      this.#category[next] = this.#category[s]!;
      this.#dept[next] = this.#dept[s]!;
      this.#published[next] = this.#published[s]!;
      this.#regions[next] = this.#regions[s]!;
      for (const lengths of this.#lengths) lengths[next] = lengths[s]!;
      this.#alive[next] = 1;
      this.#slotOf.set(this.#ids[next]!, next);
      next++;
    }
    this.#alive.fill(0, next, this.#slots);
    this.#regions.length = next;
    this.#slots = next;
    for (const [word, p] of this.#postings) {
      let n = 0;
      for (let i = 0; i < p.n; i++) {
        const to = renumber[p.docs[i]!]!;
        if (to < 0) continue;
        p.docs[n] = to;
        p.tfs[n++] = p.tfs[i]!;
      }
      if (n === 0) this.#postings.delete(word);
      else p.n = n;
    }
  }

  /** The synonyms of a word (not the word itself). */
  synonymsOf(word: string): string[] {
    return (this.#synonyms.get(word) ?? []).filter((w) => w !== word);
  }

  /** The canonical word of the group a word is in, or null. */
  canonicalOf(word: string): string | null {
    return this.#synonyms.get(word)?.[0] ?? null;
  }

  /** Articles holding the word (live or dead slots until compaction: close enough for idf). */
  documentFrequency(word: string): number {
    return this.#postings.get(word)?.n ?? 0;
  }

  /** BM25's idf of a word over the live articles. */
  idf(word: string): number {
    const df = Math.min(this.documentFrequency(word), this.#live);
    return Math.log(1 + (this.#live - df + 0.5) / (df + 0.5));
  }

  /**
   * Scores every live article holding a query word (BM25F: field-weighted frequencies, each field length-normalised);
   * `keep` filters slots. Answers the slots touched and their scores.
   */
  score(query: ReadonlyArray<{ word: string; weight: number }>, keep: ((slot: number) => boolean) | null): { slots: number[]; scores: Float64Array } {
    if (this.#scores.length < this.#slots) this.#scores = new Float64Array(this.#ids.length);
    const scores = this.#scores;
    const slots: number[] = [];
    const { k1, b } = this.tuning;
    const fw = this.#fieldWeight;
    const avg = FIELDS.map((_, f) => this.#averageLength(f));
    const [lt, lk, la, lb] = this.#lengths as [Uint16Array, Uint16Array, Uint16Array, Uint16Array];
    const alive = this.#alive;
    for (const { word, weight } of query) {
      const p = this.#postings.get(word);
      if (!p) continue;
      const idf = this.idf(word) * weight;
      const { docs, tfs, n } = p;
      for (let i = 0; i < n; i++) {
        const slot = docs[i]!;
        if (!alive[slot] || (keep && !keep(slot))) continue;
        // BM25F, the four fields unrolled (this loop runs once per article holding the word).
        const packed = tfs[i]!;
        const t = packed & 7;
        const k = (packed >> 3) & 7;
        const a = (packed >> 6) & 15;
        const d = (packed >> 10) & 63;
        const tf = (t ? fw[0]! * t / (1 - b + b * lt[slot]! / avg[0]!) : 0) + (k ? fw[1]! * k / (1 - b + b * lk[slot]! / avg[1]!) : 0)
          + (a ? fw[2]! * a / (1 - b + b * la[slot]! / avg[2]!) : 0) + (d ? fw[3]! * d / (1 - b + b * lb[slot]! / avg[3]!) : 0);
        if (scores[slot] === 0) slots.push(slot);
        scores[slot]! += idf * tf / (k1 + tf);
      }
    }
    const out = new Float64Array(slots.length);
    slots.forEach((slot, i) => { out[i] = scores[slot]!; scores[slot] = 0; });
    return { slots, scores: out };
  }

  /** BM25F's saturated term frequency of a posting: (0, 1). */
  #saturated(packed: number, slot: number): number {
    const w = this.tuning;
    let tf = 0;
    for (let f = 0; f < 4; f++) {
      const [shift, max] = TF_BITS[FIELDS[f]!];
      const raw = (packed >> shift) & max;
      if (raw) tf += this.#fieldWeight[f]! * raw / (1 - w.b + w.b * this.#lengths[f]![slot]! / this.#averageLength(f));
    }
    return tf / (w.k1 + tf);
  }

  get #fieldWeight(): number[] {
    const w = this.tuning;
    return [w.title, w.keywords, w.answer, w.body];
  }

  #averageLength(f: number): number {
    return (this.#live ? this.#totalLength[f]! / this.#live : 1) || 1;
  }

  /** What one word adds to one article's score (0 when it does not hold it). */
  pointsOf(slot: number, word: string, weight: number): number {
    const p = this.#postings.get(word);
    if (!p) return 0;
    // Slots are appended in order and compaction keeps it: a binary search finds the posting.
    let lo = 0;
    let hi = p.n - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const d = p.docs[mid]!;
      if (d === slot) return this.idf(word) * weight * this.#saturated(p.tfs[mid]!, slot);
      if (d < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** Every live slot passing the filter, newest published first. */
  newest(keep: (slot: number) => boolean): number[] {
    const slots: number[] = [];
    for (let s = 0; s < this.#slots; s++) if (this.#alive[s] && keep(s)) slots.push(s);
    return slots.sort((a, b) => this.#published[b]! - this.#published[a]! || this.#ids[b]! - this.#ids[a]!);
  }

  /** What a search filters on, of a live slot. */
  article(slot: number): IndexedArticle {
    return { id: this.#ids[slot]!, categoryId: this.#category[slot]!, deptId: this.#dept[slot]!, regionIds: this.#regions[slot]!, publishedAt: this.#published[slot]! };
  }

  /** Raw filter columns, for filters that run per posting without allocating. */
  columns(): { category: Int32Array; dept: Int32Array; regions: ReadonlyArray<readonly number[]> } {
    return { category: this.#category, dept: this.#dept, regions: this.#regions };
  }

  /** Memory the postings hold (typed arrays as allocated), for the bench. */
  postingBytes(): { words: number; postings: number; bytes: number } {
    let postings = 0;
    let bytes = 0;
    for (const p of this.#postings.values()) {
      postings += p.n;
      bytes += p.docs.byteLength + p.tfs.byteLength;
    }
    return { words: this.#postings.size, postings, bytes };
  }
}

function resize(p: Postings, capacity: number): void {
  const docs = new Int32Array(capacity);
  docs.set(p.docs.subarray(0, p.n));
  const tfs = new Uint16Array(capacity);
  tfs.set(p.tfs.subarray(0, p.n));
  p.docs = docs;
  p.tfs = tfs;
}

const indexes = new WeakMap<object, KnowledgeIndex>();

/** This server's index of the database (several servers in one process keep one each). */
export function knowledgeIndexOf(owner: object): KnowledgeIndex {
  let index = indexes.get(owner);
  if (!index) indexes.set(owner, (index = new KnowledgeIndex()));
  return index;
}
