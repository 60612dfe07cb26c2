// Precision and recall of the repeat-appeal finder (重复诉求并单, 国办函〔2025〕66号) on labelled pairs: an existing order
// and a new appeal, labelled by whether a careful 12345 agent would merge them. The labels say what the pair means,
// not what any rule answers: a wrong answer here is the finder's, never a reason to relabel (repeat-pairs.json).
import { readFileSync } from 'node:fs';
import {
  appealTerms, judgeRepeat, TermStats, type NewAppeal, type RepeatOrder,
} from '../../server/src/services/repeats/repeat-rules.ts';

/** What the caller reports, as the agent registers it. */
interface PairSide {
  phone: string | null;
  regionId: number | null;
  address: string | null;
  eventTypeId: number | null;
  content: string;
}

export interface RepeatPair {
  id: string;
  kind: string;
  repeat: boolean;
  /** The existing order, created `daysAgo` days before the appeal; finished `finishedDaysAgo` days before it when `finished`. */
  order: PairSide & { daysAgo: number; finished: boolean; finishedDaysAgo?: number };
  /** The new call being registered. */
  appeal: PairSide;
}

export interface RepeatKindRow { kind: string; repeat: boolean; pairs: number; correct: number }

export interface RepeatFigures {
  pairs: number;
  repeats: number;
  others: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  kinds: RepeatKindRow[];
  /** Every pair the finder got wrong, in file order. */
  wrong: Array<{ id: string; kind: string; repeat: boolean; score: number | null }>;
}

/** The appeal time of every pair; orders are placed `daysAgo` days before it. */
export const REPEAT_BENCH_AT = new Date('2026-06-15T10:00:00+08:00');
const DAY_MS = 86_400_000;
const REGIONS = new Set([110101, 110102, 110103, 110201, 110202, 120101, 120102, 120201, 1301, 1401, 1601]);
const EVENT_TYPES = new Set([101, 102, 103, 201, 202, 203, 301, 302, 401, 402, 501, 502, 601, 602, 701, 702]);
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;

export function loadRepeatPairs(): RepeatPair[] {
  const pairs = JSON.parse(readFileSync(new URL('./repeat-pairs.json', import.meta.url), 'utf8')) as RepeatPair[];
  const ids = new Set<string>();
  for (const p of pairs) {
    const bad = (why: string) => new Error(`repeat-pairs.json ${p.id}: ${why}`);
    if (ids.has(p.id)) throw bad('duplicate id');
    ids.add(p.id);
    if (typeof p.repeat !== 'boolean' || !p.kind) throw bad('needs kind and repeat');
    for (const side of [p.order, p.appeal]) {
      if (side.phone !== null && !PHONE.test(side.phone)) throw bad(`phone ${side.phone}`);
      if (side.regionId !== null && !REGIONS.has(side.regionId)) throw bad(`regionId ${side.regionId}`);
      if (side.eventTypeId !== null && !EVENT_TYPES.has(side.eventTypeId)) throw bad(`eventTypeId ${side.eventTypeId}`);
      if (!side.content) throw bad('empty content');
    }
    if (p.order.finished !== (p.order.finishedDaysAgo !== undefined)) throw bad('finishedDaysAgo goes with finished');
    if (p.order.finishedDaysAgo !== undefined && (p.order.finishedDaysAgo > p.order.daysAgo || p.order.finishedDaysAgo < 0)) throw bad('finished before created');
  }
  return pairs;
}

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);
const ratio = (n: number, d: number) => (d === 0 ? 0 : n / d);

export async function benchRepeatFinder(): Promise<RepeatFigures> {
  const pairs = loadRepeatPairs();
  const at = REPEAT_BENCH_AT;
  // Term statistics as the server would hold them: over the orders on file, each distinct order once.
  const stats = new TermStats();
  const orderTerms = new Map<string, string[]>();
  for (const p of pairs) {
    if (orderTerms.has(p.order.content)) continue;
    const terms = appealTerms(p.order.content);
    orderTerms.set(p.order.content, terms);
    stats.add(terms);
  }
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const kinds = new Map<string, RepeatKindRow>();
  const wrong: RepeatFigures['wrong'] = [];
  for (const p of pairs) {
    const order: RepeatOrder = {
      workflowId: p.id,
      phone: p.order.phone,
      regionId: p.order.regionId,
      address: p.order.address,
      eventTypeId: p.order.eventTypeId,
      content: p.order.content,
      createdAt: daysBefore(at, p.order.daysAgo),
      finishedAt: p.order.finished ? daysBefore(at, p.order.finishedDaysAgo ?? 0) : null,
    };
    const appeal: NewAppeal = { ...p.appeal, at };
    const verdict = judgeRepeat(appeal, appealTerms(appeal.content), order, orderTerms.get(p.order.content) ?? [], stats);
    const found = verdict !== null;
    if (found && p.repeat) truePositives++;
    else if (found) falsePositives++;
    else if (p.repeat) falseNegatives++;
    const row = kinds.get(p.kind) ?? { kind: p.kind, repeat: p.repeat, pairs: 0, correct: 0 };
    kinds.set(p.kind, row);
    row.pairs++;
    if (found === p.repeat) row.correct++;
    else wrong.push({ id: p.id, kind: p.kind, repeat: p.repeat, score: verdict?.score ?? null });
  }
  const repeats = pairs.filter((p) => p.repeat).length;
  const precision = ratio(truePositives, truePositives + falsePositives);
  const recall = ratio(truePositives, truePositives + falseNegatives);
  return {
    pairs: pairs.length,
    repeats,
    others: pairs.length - repeats,
    truePositives,
    falsePositives,
    falseNegatives,
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
    // Repeats first, then the near misses, each in the order the file introduces them.
    kinds: [...kinds.values()].sort((a, b) => Number(b.repeat) - Number(a.repeat)),
    wrong,
  };
}

/** The figures as the bench prints them. */
export function repeatFigureLines(f: RepeatFigures): string[] {
  const mark = f.precision >= 0.9 && f.recall >= 0.8 ? 'OK' : 'UNDER';
  return [
    `${f.pairs} pairs: ${f.repeats} repeats, ${f.others} not; found ${f.truePositives + f.falsePositives} (${f.truePositives} right, ${f.falsePositives} wrong), missed ${f.falseNegatives}`,
    `precision ${f.precision.toFixed(3)}  recall ${f.recall.toFixed(3)}  F1 ${f.f1.toFixed(3)} (target precision >= 0.9 at recall >= 0.8) ${mark}`,
    `${'kind'.padEnd(26)} ${'label'.padEnd(6)} ${'pairs'.padStart(5)} ${'correct'.padStart(7)}`,
    ...f.kinds.map((k) => `${k.kind.padEnd(26)} ${(k.repeat ? 'repeat' : 'not').padEnd(6)} ${String(k.pairs).padStart(5)} ${String(k.correct).padStart(7)}`),
    `wrong (${f.wrong.length}${f.wrong.length > 10 ? ', first 10' : ''}): ${f.wrong.slice(0, 10).map((w) => `${w.id} ${w.kind}${w.score === null ? '' : ` (${w.score.toFixed(2)})`}`).join(', ') || 'none'}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of repeatFigureLines(await benchRepeatFinder())) console.log(line);
}
