// What the centre's own history teaches about a new appeal: its event type and its department. Complement naive Bayes
// (a class scores by how unlike the other classes' documents the appeal is: steadier than plain naive Bayes when some
// classes have many more orders than others), because its counts simply add up — a finished order or a return is folded in without a rebuild — and it is strong on
// short texts. Words come from the repeat finder's jieba segmentation (appealTerms). Each server keeps a model per
// database and catches up from the database itself (watermarks on finished orders and on the steps where a department
// lost an order), so orders finished, returned or redispatched on any server, by any code path, teach every server.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { appealTerms, contentSimilarity, jieba, TermStats } from '../repeats/repeat-rules.ts';

/** The newest finished orders a server starts from; later ones are added as they finish. */
const INITIAL_ORDERS = 50_000;
const BATCH = 5_000;
/** Re-read this far behind the watermarks: a transaction that committed late with an earlier time or id is not missed. */
const OVERLAP_MS = 60_000;
const OVERLAP_STEPS = 1_000;
/** Laplace smoothing of the event-type/district counts. */
const FEATURE_BETA = 0.5;

export type LossKind = 'return' | 'withdraw' | 'redispatch';

interface Loss { deptId: number; kind: LossKind; terms: string[] }

/** How the model reads and weighs an appeal; the defaults are what cross-validation on the seed's appeals chose (npm run bench -- classifier-cv). */
export interface ModelOptions {
  /** jieba's search mode (物业公司 also as 物业) or its plain cut. */
  words: 'search' | 'cut';
  /** Character pairs and triples beside the words (a citizen's 漏雨 still shares 漏 with 漏水). */
  pairs: boolean;
  triples: boolean;
  /** A rule (the event-type tree's words, the 派单目录) counts as this many finished orders: history soon outweighs it. */
  ruleWeight: number;
  /** Laplace smoothing of token counts. */
  alpha: number;
  /** Each known token weighs its inverse document frequency (words every type uses say little). */
  idf: boolean;
  /** Complement naive Bayes: a class scores by how unlike the other classes' documents the appeal is. */
  complement: boolean;
  /** Likelihoods are tempered by (known token weight) ** temper: tokens are not independent evidence. */
  temper: number;
  /** An appeal none of whose words is known is still guessed on its character pairs, and the reason names those. */
  guessOnPairs: boolean;
}

export const MODEL_OPTIONS: ModelOptions = { words: 'search', pairs: true, triples: false, ruleWeight: 4, alpha: 2, idf: false, complement: true, temper: 0.3, guessOnPairs: true };

/** Class counts over weighted documents: words, plus one categorical feature (event type or district) per table. */
export class Counts {
  readonly docs = new Map<number, number>();
  readonly words = new Map<number, Map<string, number>>();
  readonly wordTotal = new Map<number, number>();
  readonly vocabulary = new Set<string>();
  readonly features = new Map<string, Map<number, Map<number, number>>>();
  /** Weighted documents holding each token (kept only for idf), and each token's count over every class (for the complement). */
  readonly docFrequency = new Map<string, number>();
  readonly allWords = new Map<string, number>();
  allWordTotal = 0;
  total = 0;

  constructor(readonly options: ModelOptions = MODEL_OPTIONS) {}

  add(cls: number, terms: readonly string[], features: Record<string, number | null>, weight = 1): void {
    this.total += weight;
    this.docs.set(cls, (this.docs.get(cls) ?? 0) + weight);
    const words = this.words.get(cls) ?? new Map<string, number>();
    this.words.set(cls, words);
    for (const t of terms) {
      words.set(t, (words.get(t) ?? 0) + weight);
      this.allWords.set(t, (this.allWords.get(t) ?? 0) + weight);
      this.vocabulary.add(t);
    }
    if (this.options.idf) for (const t of new Set(terms)) this.docFrequency.set(t, (this.docFrequency.get(t) ?? 0) + weight);
    this.wordTotal.set(cls, (this.wordTotal.get(cls) ?? 0) + terms.length * weight);
    this.allWordTotal += terms.length * weight;
    for (const [name, value] of Object.entries(features)) {
      if (value === null) continue;
      const table = this.features.get(name) ?? new Map<number, Map<number, number>>();
      this.features.set(name, table);
      const row = table.get(cls) ?? new Map<number, number>();
      table.set(cls, row);
      row.set(value, (row.get(value) ?? 0) + weight);
    }
  }

  /** log P(word | class), smoothed. */
  wordLog(cls: number, term: string): number {
    const alpha = this.options.alpha;
    return Math.log(((this.words.get(cls)?.get(term) ?? 0) + alpha) / ((this.wordTotal.get(cls) ?? 0) + alpha * (this.vocabulary.size + 1)));
  }

  /** log P(word | every other class), smoothed: complement naive Bayes. */
  otherLog(cls: number, term: string): number {
    const alpha = this.options.alpha;
    const own = this.words.get(cls)?.get(term) ?? 0;
    return Math.log(((this.allWords.get(term) ?? 0) - own + alpha) / (this.allWordTotal - (this.wordTotal.get(cls) ?? 0) + alpha * (this.vocabulary.size + 1)));
  }

  /** How much a known token counts: its smoothed inverse document frequency, or 1. */
  weight(term: string): number {
    return this.options.idf ? Math.log((1 + this.total) / (1 + (this.docFrequency.get(term) ?? 0))) + 1 : 1;
  }

  /** Log joint likelihood of each class: prior, known words, and the given categorical features. */
  scores(terms: readonly string[], features: Record<string, number | null>): Map<number, number> {
    const known = terms.filter((t) => this.vocabulary.has(t)).map((t) => [t, this.weight(t)] as const);
    const out = new Map<number, number>();
    const classes = this.docs.size;
    const given = Object.entries(features).filter((f): f is [string, number] => f[1] !== null)
      .map(([name, value]) => ({ table: this.features.get(name), value, values: this.#distinct(name) + 1 }));
    const { alpha, complement } = this.options;
    const spread = alpha * (this.vocabulary.size + 1);
    const all = known.map(([t]) => this.allWords.get(t) ?? 0);
    for (const [cls, docs] of this.docs) {
      // wordLog / otherLog, unrolled: this runs for every class on every suggestion.
      const own = this.words.get(cls);
      const total = this.wordTotal.get(cls) ?? 0;
      let s = complement ? 0 : Math.log((docs + 1) / (this.total + classes));
      const norm = Math.log(complement ? this.allWordTotal - total + spread : total + spread);
      for (let i = 0; i < known.length; i++) {
        const [t, w] = known[i]!;
        const count = own?.get(t) ?? 0;
        s += complement ? -w * (Math.log(all[i]! - count + alpha) - norm) : w * (Math.log(count + alpha) - norm);
      }
      for (const f of given) s += Math.log(((f.table?.get(cls)?.get(f.value) ?? 0) + FEATURE_BETA) / (docs + FEATURE_BETA * f.values));
      out.set(cls, s);
    }
    return out;
  }

  /**
   * Naive Bayes counts every token as independent evidence, and an appeal's words and character pairs are not: its
   * likelihoods are tempered by a power of the known tokens' weight, so the second and third guesses keep their weight.
   */
  temperature(tokens: readonly string[]): number {
    const known = tokens.filter((t) => this.vocabulary.has(t)).reduce((sum, t) => sum + this.weight(t), 0);
    return Math.max(1, known) ** this.options.temper;
  }

  #distinct(name: string): number {
    const values = new Set<number>();
    for (const row of this.features.get(name)?.values() ?? []) for (const v of row.keys()) values.add(v);
    return values.size;
  }

  /** The appeal's words that `cls`'s own documents hold, those that speak most for it against the other classes first. */
  evidence(cls: number, terms: readonly string[], limit = 3): string[] {
    return this.#strongest(cls, terms.filter((t) => !t.startsWith(PAIR)), limit);
  }

  /** The appeal's words, and those of its character pairs that are words here (犬只, which jieba may cut apart). */
  spokenWords(appeal: AppealWords): string[] {
    const pairs = appeal.tokens.filter((t) => t.startsWith(PAIR)).map((t) => t.slice(PAIR.length)).filter((t) => this.vocabulary.has(t));
    return [...new Set([...appeal.words, ...pairs])];
  }

  /** The same for the appeal's character pairs (shown without their mark). */
  pairEvidence(cls: number, tokens: readonly string[], limit = 3): string[] {
    return this.#strongest(cls, tokens.filter((t) => t.startsWith(PAIR)), limit).map((t) => t.slice(PAIR.length));
  }

  /** Tokens `cls`'s documents hold, by how much each lifts `cls`'s score above its nearest rival's (as the model scores). */
  #strongest(cls: number, terms: readonly string[], limit: number): string[] {
    const own = this.words.get(cls);
    const held = terms.filter((t) => (own?.get(t) ?? 0) > 0);
    if (!held.length) return [];
    const lift = (t: string): number => {
      let rival = this.options.complement ? Infinity : -Infinity;
      for (const o of this.docs.keys()) {
        if (o === cls) continue;
        rival = this.options.complement ? Math.min(rival, this.otherLog(o, t)) : Math.max(rival, this.wordLog(o, t));
      }
      return this.options.complement ? rival - this.otherLog(cls, t) : this.wordLog(cls, t) - rival;
    };
    return held.map((t) => [t, lift(t)] as const).sort((a, b) => b[1] - a[1]).slice(0, limit).map(([t]) => t);
  }
}

/** Marks a character pair or triple among the tokens: it counts in the model but is never shown as a word of the reason. */
const PAIR = '~';

/** An appeal as the model reads it: its words (shown in reasons) and its tokens (what the model counts). */
export interface AppealWords { words: string[]; tokens: string[] }

/**
 * What the model counts of an appeal: its jieba words (the repeat finder's, or jieba's plain cut without the same stop
 * words), plus its character pairs or triples (a citizen's word the history never used, 漏雨 beside 漏水, still shares
 * characters with it).
 */
export function appealWords(content: string, options: ModelOptions = MODEL_OPTIONS): AppealWords {
  const words = appealTerms(content);
  const own = options.words === 'search' ? words : [...new Set(jieba().cut(content.slice(0, 500), true))].filter((w) => words.includes(w) || (w.length > 1 && appealTerms(w).includes(w)));
  const chars = Array.from(content.slice(0, 500).replace(/[\s\p{P}\p{S}\p{N}a-zA-Z]/gu, ''));
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (options.pairs) grams.add(PAIR + chars[i]! + chars[i + 1]!);
    if (options.triples && i + 2 < chars.length) grams.add(PAIR + chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return { words, tokens: [...own, ...grams] };
}

/** Softmax of log scores into likelihoods that add up to 1. */
export function likelihoods(scores: Map<number, number>, temperature = 1): Map<number, number> {
  const max = Math.max(...scores.values());
  const exp = [...scores].map(([k, v]) => [k, Math.exp((v - max) / temperature)] as const);
  const sum = exp.reduce((a, [, v]) => a + v, 0);
  return new Map(exp.map(([k, v]) => [k, v / sum]));
}

export interface SimilarEvidence {
  /** Similar finished orders, and how many of them each department finished. */
  finished: number;
  finishedBy: Map<number, number>;
  /** Similar appeals each department lost, by how it lost them. */
  lostBy: Map<number, Record<LossKind, number>>;
}

export class AppealModel {
  /** Event types of finished orders: words + district. */
  readonly types: Counts;
  /** Departments finished orders stayed with: words + event type + district. */
  readonly depts: Counts;
  readonly stats = new TermStats();
  /** Finished orders' words and department, with a word → orders index, for the similar orders of the reason. */
  readonly #examples: Array<{ terms: string[]; deptId: number | null }> = [];
  readonly #postings = new Map<string, number[]>();
  readonly #losses: Loss[] = [];
  /** Finished orders learned per event type, for the reason. */
  readonly #finishedOfType = new Map<number, number>();
  readonly #lossPostings = new Map<string, number[]>();
  readonly #seenOrders = new Set<string>();
  readonly #seenSteps = new Set<number>();
  #districtOf = new Map<number, number>();
  #finishedAfter: { at: Date; id: string } | null = null;
  #stepAfter = 0;
  #catching: Promise<void> | null = null;
  /** Orders and losses learned since start (the bench and the tests read it). */
  learned = { orders: 0, losses: 0 };

  constructor(readonly generation: string, readonly options: ModelOptions = MODEL_OPTIONS) {
    this.types = new Counts(options);
    this.depts = new Counts(options);
  }

  read(content: string): AppealWords {
    return appealWords(content, this.options);
  }

  district(regionId: number | null | undefined): number | null {
    return regionId ? (this.#districtOf.get(regionId) ?? null) : null;
  }

  /** Folds in every order finished and every loss recorded since the last call (one catch-up at a time). */
  catchUp(db: Kysely<Database>): Promise<void> {
    this.#catching ??= this.#load(db).finally(() => { this.#catching = null; });
    return this.#catching;
  }

  async #load(db: Kysely<Database>): Promise<void> {
    if (!this.#finishedAfter) await this.#start(db);
    for (let after = { at: new Date(this.#finishedAfter!.at.getTime() - OVERLAP_MS), id: '' }; ;) {
      const rows = await finishedOrders(db).where((eb) => eb.or([eb('finished_at', '>', after.at), eb.and([eb('finished_at', '=', after.at), eb('workflow_id', '>', after.id)])]))
        .orderBy('finished_at').orderBy('workflow_id').limit(BATCH).execute();
      for (const o of rows) this.learnOrder(o);
      const last = rows.at(-1);
      if (last) {
        after = { at: last.finished_at!, id: last.workflow_id };
        if (last.finished_at! > this.#finishedAfter!.at) this.#finishedAfter = after;
      }
      if (rows.length < BATCH) break;
    }
    for (let after = Math.max(0, this.#stepAfter - OVERLAP_STEPS); ;) {
      const rows = await lostSteps(db, after, BATCH);
      for (const s of rows) this.#learnLoss(s);
      after = Number(rows.at(-1)?.id ?? after);
      this.#stepAfter = Math.max(this.#stepAfter, after);
      if (rows.length < BATCH) break;
    }
  }

  /** The rules the centre keeps teach first (so a fresh centre still suggests), then the newest finished orders. */
  async #start(db: Kysely<Database>): Promise<void> {
    const [areas, types, phrases, catalogue] = await Promise.all([
      db.selectFrom('sys_area').select(['id', 'pid', 'area_type']).execute(),
      db.selectFrom('event_type').select(['id', 'pid', 'name', 'dept_id', 'keywords']).execute(),
      db.selectFrom('event_type_keyword').select(['event_type_id', 'keyword', 'weight']).execute(),
      db.selectFrom('dispatch_catalogue').select(['event_type_id', 'region_id', 'keywords', 'lead_dept_id']).where('status', '=', 1).where('effective_to', 'is', null).execute(),
    ]);
    this.learnRules({ areas, types, phrases, catalogue });
    const newest = await finishedOrders(db).orderBy('finished_at', 'desc').orderBy('workflow_id', 'desc').limit(INITIAL_ORDERS).execute();
    newest.reverse().forEach((o) => this.learnOrder(o));
    const last = newest.at(-1);
    this.#finishedAfter = last ? { at: last.finished_at!, id: last.workflow_id } : { at: new Date(0), id: '' };
    // Every loss there is is read (they are few): the step watermark starts at 0.
  }

  /** The event-type tree's words and phrases and the 派单目录's entries, each counting as ruleWeight finished orders. */
  learnRules({ areas, types, phrases, catalogue }: Rules): void {
    const area = new Map(areas.map((a) => [a.id, a]));
    for (const a of areas) {
      let x: typeof a | undefined = a;
      for (let depth = 0; x && x.area_type !== '2' && depth < 10; depth++) x = area.get(x.pid);
      if (x?.area_type === '2') this.#districtOf.set(a.id, x.id);
    }
    const leaves = types.filter((t) => !types.some((c) => c.pid === t.id));
    const tokensOf = (k: string) => { const read = this.read(k); return [k, ...read.words, ...read.tokens]; };
    const words = (text: string | null | undefined) => (text ?? '').split(',').map((k) => k.trim()).filter(Boolean).flatMap(tokensOf);
    for (const t of leaves) {
      // The type's own name (供水排水, whole: its halves 安全, 管理 say nothing alone) and its words and phrases.
      const own = [t.name, ...this.read(t.name).tokens.filter((x) => x.startsWith(PAIR)), ...words(t.keywords), ...phrases.filter((p) => p.event_type_id === t.id).flatMap((p) => words(p.keyword))];
      this.types.add(t.id, [...new Set(own)], {}, this.options.ruleWeight);
      const owner = t.dept_id ?? types.find((p) => p.id === t.pid)?.dept_id ?? null;
      if (owner !== null) this.depts.add(owner, [...new Set(own)], { type: t.id }, this.options.ruleWeight);
    }
    for (const e of catalogue) {
      if (!leaves.some((t) => t.id === e.event_type_id)) continue;
      this.depts.add(e.lead_dept_id, [...new Set(words(e.keywords))], { type: e.event_type_id, district: this.district(e.region_id) ?? e.region_id ?? null }, this.options.ruleWeight);
    }
  }

  /** Folds in one finished order (once, however often it is read). */
  learnOrder(o: FinishedOrder): void {
    if (this.#seenOrders.has(o.workflow_id)) return;
    this.#seenOrders.add(o.workflow_id);
    const { words: terms, tokens } = this.read(o.content);
    const district = this.district(o.region_id);
    this.stats.add(terms);
    if (o.event_type_id !== null) {
      this.types.add(o.event_type_id, tokens, { district });
      this.#finishedOfType.set(o.event_type_id, (this.#finishedOfType.get(o.event_type_id) ?? 0) + 1);
    }
    if (o.main_dept_id !== null) this.depts.add(o.main_dept_id, tokens, { type: o.event_type_id, district });
    const i = this.#examples.push({ terms, deptId: o.main_dept_id }) - 1;
    for (const t of terms) (this.#postings.get(t) ?? this.#postings.set(t, []).get(t)!).push(i);
    this.learned.orders++;
  }

  #learnLoss(s: LostStep): void {
    if (this.#seenSteps.has(s.id)) return;
    this.#seenSteps.add(s.id);
    const kind: LossKind = s.action === 'agreeReturn' ? 'return' : s.action === 'withdrawDispatch' ? 'withdraw' : 'redispatch';
    const i = this.#losses.push({ deptId: s.from_dept_id, kind, terms: appealTerms(s.content) }) - 1;
    for (const t of this.#losses[i]!.terms) (this.#lossPostings.get(t) ?? this.#lossPostings.set(t, []).get(t)!).push(i);
    this.learned.losses++;
  }

  finishedOfType(eventTypeId: number): number {
    return this.#finishedOfType.get(eventTypeId) ?? 0;
  }

  /** The finished orders and the losses whose content is at least `threshold` alike the appeal's words. */
  similar(terms: readonly string[], threshold: number): SimilarEvidence {
    const out: SimilarEvidence = { finished: 0, finishedBy: new Map(), lostBy: new Map() };
    const near = (postings: Map<string, number[]>, termsOf: (i: number) => string[]) => {
      const candidates = new Set<number>();
      for (const t of terms) for (const i of postings.get(t) ?? []) candidates.add(i);
      return [...candidates].filter((i) => contentSimilarity(terms, termsOf(i), this.stats).cosine >= threshold);
    };
    for (const i of near(this.#postings, (i) => this.#examples[i]!.terms)) {
      out.finished++;
      const dept = this.#examples[i]!.deptId;
      if (dept !== null) out.finishedBy.set(dept, (out.finishedBy.get(dept) ?? 0) + 1);
    }
    for (const i of near(this.#lossPostings, (i) => this.#losses[i]!.terms)) {
      const loss = this.#losses[i]!;
      const by = out.lostBy.get(loss.deptId) ?? { return: 0, withdraw: 0, redispatch: 0 };
      by[loss.kind]++;
      out.lostBy.set(loss.deptId, by);
    }
    return out;
  }
}

export type FinishedOrder = { workflow_id: string; content: string; event_type_id: number | null; region_id: number | null; main_dept_id: number | null; finished_at: Date | null };
export interface Rules {
  areas: Array<{ id: number; pid: number; area_type: string | null }>;
  types: Array<{ id: number; pid: number; name: string; dept_id: number | null; keywords: string | null }>;
  phrases: Array<{ event_type_id: number; keyword: string }>;
  catalogue: Array<{ event_type_id: number; region_id?: number | null; keywords?: string | null; lead_dept_id: number }>;
}
type LostStep = { id: number; action: string; from_dept_id: number; content: string };

const finishedOrders = (db: Kysely<Database>) => db.selectFrom('workflow')
  .select(['workflow_id', 'content', 'event_type_id', 'region_id', 'main_dept_id', 'finished_at'])
  .where('finished_at', 'is not', null).where('deleted', '=', 0);

/** Steps after which the department that held the order no longer does: 退回, 撤回派遣, or a redispatch elsewhere. */
async function lostSteps(db: Kysely<Database>, after: number, limit: number): Promise<LostStep[]> {
  const { rows } = await sql<LostStep>`
    select s.id, s.action, s.from_dept_id, w.content from workflow_step s join workflow w on w.workflow_id = s.workflow_id
    where s.from_dept_id is not null and s.to_dept_id is distinct from s.from_dept_id and s.id > ${after}
    order by s.id limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

const models = new WeakMap<object, AppealModel>();

/**
 * This server's model of the database, caught up. A reset database (tests, the demo's reset) has a new seed marker:
 * its model starts again.
 */
export async function appealModelOf(db: Kysely<Database>): Promise<AppealModel> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', 'seeded').executeTakeFirst();
  const generation = marker?.value ?? '';
  let model = models.get(db);
  if (!model || model.generation !== generation) models.set(db, (model = new AppealModel(generation)));
  await model.catchUp(db);
  return model;
}
