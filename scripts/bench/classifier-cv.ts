// Cross-validation of 智能分类/智能派单's model on the seed's own appeals (appeal-contents.ts and workorders.ts' contents),
// so a model change is chosen on the history the centre has, never on the held-out labelled set (dispatch-appeals.json).
// Each fold: the rules (event-type tree, its phrases, the 派单目录) plus the other folds' appeals as finished orders; the
// fold's appeals are then classified as the routes do (event types as /aop/classifier/keyword, departments from content alone).
import { performance } from 'node:perf_hooks';
import { AppealModel, MODEL_OPTIONS, type ModelOptions } from '../../server/src/services/classifiers/appeal-model.ts';
import { guessEventTypes } from '../../server/src/services/classifiers/event-types.ts';
import { DEPT_OPTIONS, type DeptOptions, historyLikelihoods, orderDepartments } from '../../server/src/services/workorders/match.ts';
import { appealContents } from '../../server/src/seed/appeal-contents.ts';
import { CATALOGUE } from '../../server/src/seed/catalogue.ts';
import { classifierKeywords } from '../../server/src/seed/classifiers.ts';
import { contents, eventTypes, leafTypes } from '../../server/src/seed/workorders.ts';
import { SETTING_DEFAULTS, SETTING } from '../../src/shared/protocol/settings.ts';

const FOLDS = 5;
/** The first start's month of history holds ~745 finished orders over ~400 of these texts: a training appeal counts twice. */
const REPEAT = Number(process.env.CV_REPEAT ?? 2);
const GUESSED_TYPES = 3;

export interface Candidate { name: string; model: Partial<ModelOptions>; dept?: Partial<DeptOptions> }

/** Each candidate is the first ('before', the model as it was) with what its name says changed. */
export const CANDIDATES: Candidate[] = [
  { name: 'before: words(search)+pairs, α 0.5, √ temper', model: { words: 'search', pairs: true, triples: false, ruleWeight: 2, alpha: 0.5, idf: false, complement: false, temper: 0.5, guessOnPairs: false }, dept: { mixing: 'guesses', catalogueFirst: 0 } },
  { name: 'words only', model: { pairs: false } },
  { name: '+ triples', model: { triples: true } },
  { name: 'pairs → triples', model: { pairs: false, triples: true } },
  { name: 'jieba cut', model: { words: 'cut' } },
  { name: 'α 0.1', model: { alpha: 0.1 } },
  { name: 'α 0.2', model: { alpha: 0.2 } },
  { name: 'α 1', model: { alpha: 1 } },
  { name: 'idf', model: { idf: true } },
  { name: 'complement', model: { complement: true } },
  { name: 'complement + idf', model: { complement: true, idf: true } },
  { name: 'temper 0.3', model: { temper: 0.3 } },
  { name: 'temper 0.7', model: { temper: 0.7 } },
  { name: 'α 2', model: { alpha: 2 } },
  { name: 'complement α 1', model: { complement: true, alpha: 1 } },
  { name: 'complement α 2', model: { complement: true, alpha: 2 } },
  { name: 'complement α 3', model: { complement: true, alpha: 3 } },
  { name: 'complement α 5', model: { complement: true, alpha: 5 } },
  { name: 'α 3', model: { alpha: 3 } },
  { name: 'complement α 2 temper 0.7', model: { complement: true, alpha: 2, temper: 0.7 } },
  { name: 'complement α 2, dept ≥ 0.5', model: { complement: true, alpha: 2 }, dept: { catalogueFirst: 0.5 } },
  { name: 'complement α 2, dept ≥ 0.3', model: { complement: true, alpha: 2 }, dept: { catalogueFirst: 0.3 } },
  { name: 'complement α 2, dept words', model: { complement: true, alpha: 2 }, dept: { mixing: 'words' } },
  { name: 'guess on pairs', model: { guessOnPairs: true } },
  { name: 'complement α 2 + guess on pairs', model: { complement: true, alpha: 2, guessOnPairs: true } },
  { name: 'complement α 3 + guess on pairs', model: { complement: true, alpha: 3, guessOnPairs: true } },
  { name: 'complement α 2 + pairs, temper 0.7', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.7 } },
  { name: 'complement α 2 + pairs, temper 0.15', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.15 } },
  { name: 'complement α 2 + pairs, temper 0', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0 } },
  { name: 'complement α 2 + pairs, cut', model: { complement: true, alpha: 2, guessOnPairs: true, words: 'cut' } },
  { name: 'complement α 2 + pairs, dept ≥ 0.3', model: { complement: true, alpha: 2, guessOnPairs: true }, dept: { catalogueFirst: 0.3 } },
  { name: 'after: complement α 2 + pairs, temper 0.3, rules × 4 (chosen)', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.3, ruleWeight: 4 } },
  { name: 'chosen, rules × 1', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.3, ruleWeight: 1 } },
  { name: 'chosen, rules × 2', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.3, ruleWeight: 2 } },
  { name: 'chosen, rules × 8', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.3, ruleWeight: 8 } },
  { name: 'chosen, dept from words alone', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.3, ruleWeight: 4 }, dept: { mixing: 'words' } },
  { name: 'chosen, guessed 派单目录 first when ≥ 0.3', model: { complement: true, alpha: 2, guessOnPairs: true, temper: 0.3, ruleWeight: 4 }, dept: { catalogueFirst: 0.3 } },
  { name: 'complement α 0.2', model: { complement: true, alpha: 0.2 } },
  { name: 'complement α 1 cut', model: { complement: true, alpha: 1, words: 'cut' } },
  { name: 'complement α 1 temper 0.7', model: { complement: true, alpha: 1, temper: 0.7 } },
  { name: 'complement α 1 temper 1', model: { complement: true, alpha: 1, temper: 1 } },
  { name: 'complement α 1 + triples', model: { complement: true, alpha: 1, triples: true } },
  { name: 'dept from words alone', model: {}, dept: { mixing: 'words' } },
  { name: 'guessed 派单目录 first when ≥ 0.5', model: {}, dept: { catalogueFirst: 0.5 } },
];

/** The 派单目录's leads for an appeal of a type, as catalogue-match.ts orders them (no region: content alone). */
function catalogueLeads(eventTypeId: number, content: string): number[] {
  const applying = CATALOGUE.filter((e) => e.event_type_id === eventTypeId && !e.effective_to && e.region_id == null
    && (!e.keywords || e.keywords.split(',').some((k) => content.includes(k))));
  return [...new Set(applying.sort((a, b) => (b.keywords ? 1 : 0) - (a.keywords ? 1 : 0)).map((e) => e.lead_dept_id))];
}

interface Labelled { content: string; eventTypeId: number; deptId: number; fold: number }

function labelled(): Labelled[] {
  const out: Labelled[] = [];
  for (const [id, , owner] of leafTypes) {
    const texts = [...new Set([...(appealContents[id] ?? []), ...(contents[id] ?? [])])];
    // Deterministic spread over the folds, each type in every fold.
    texts.forEach((content, i) => out.push({ content, eventTypeId: id, deptId: catalogueLeads(id, content)[0] ?? owner ?? 0, fold: (i * 7 + id) % FOLDS }));
  }
  return out;
}

export interface CvFigures { name: string; type: [number, number]; dept: [number, number]; confidence: number; ms: number }

export function crossValidate(candidate: Candidate, data = labelled()): CvFigures {
  const options = { ...MODEL_OPTIONS, ...CANDIDATES[0]!.model, ...candidate.model };
  const dept = { ...DEPT_OPTIONS, ...CANDIDATES[0]!.dept, ...candidate.dept };
  const minLikelihood = Number(SETTING_DEFAULTS[SETTING.dispatchMinLikelihood]);
  const types = eventTypes().map((t) => ({ id: t.id!, pid: t.pid ?? 0, name: t.name, dept_id: t.dept_id ?? null, keywords: t.keywords ?? null }));
  const rules = { areas: [], types, phrases: classifierKeywords(), catalogue: CATALOGUE.filter((e) => !e.effective_to) };
  const hit = { type: [0, 0], dept: [0, 0] };
  let confidence = 0;
  let ms = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = new AppealModel('cv', options);
    model.learnRules(rules);
    data.filter((a) => a.fold !== fold).forEach((a, i) => {
      for (let r = 0; r < REPEAT; r++) {
        model.learnOrder({ workflow_id: `${i}-${r}`, content: a.content, event_type_id: a.eventTypeId, region_id: null, main_dept_id: a.deptId, finished_at: null });
      }
    });
    for (const a of data.filter((x) => x.fold === fold)) {
      const t = performance.now();
      const appeal = model.read(a.content);
      const guesses = guessEventTypes(model, appeal, null, minLikelihood);
      const shown = guesses.filter((g) => g.words.length || g.pairs.length).map((g) => g.eventTypeId);
      const top = guesses.slice(0, GUESSED_TYPES);
      const history = historyLikelihoods(model, appeal, null, top, null, dept);
      const learned = [...history].filter(([, p]) => p >= minLikelihood).sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([d]) => d);
      const depts = orderDepartments(top[0] ? catalogueLeads(top[0].eventTypeId, a.content) : [], learned, top[0]?.likelihood ?? null, dept);
      ms += performance.now() - t;
      confidence += guesses[0]?.likelihood ?? 0;
      if (process.env.CV_DEBUG && !shown.slice(0, 3).includes(a.eventTypeId)) console.log(`${a.eventTypeId} ${a.content} → ${guesses.map((g) => `${g.eventTypeId}:${g.likelihood.toFixed(2)}${g.words.length ? '' : '∅'}`).join(' ')}`);
      hit.type[0]! += shown[0] === a.eventTypeId ? 1 : 0;
      hit.type[1]! += shown.slice(0, 3).includes(a.eventTypeId) ? 1 : 0;
      hit.dept[0]! += depts[0] === a.deptId ? 1 : 0;
      hit.dept[1]! += depts.includes(a.deptId) ? 1 : 0;
    }
  }
  const n = data.length;
  return { name: candidate.name, type: [hit.type[0]! / n, hit.type[1]! / n], dept: [hit.dept[0]! / n, hit.dept[1]! / n], confidence: confidence / n, ms: ms / n };
}

export function cvLines(only?: string): string[] {
  const data = labelled();
  const p = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const lines = [`(a department's 派单目录 lead is its label; mean top-1 likelihood beside top-1 accuracy shows how honest the shown score is)`, `${data.length} seed appeals, ${FOLDS}-fold, each training appeal × ${REPEAT}; ${'candidate'.padEnd(38)} 分类 top-1  top-3 (mean top-1 likelihood) | 单位 top-1  top-3 | ms/appeal`];
  for (const c of CANDIDATES.filter((x) => !only || x.name.includes(only))) {
    const f = crossValidate(c, data);
    lines.push(`${f.name.padEnd(58)} ${p(f.type[0])} ${p(f.type[1])} (${f.confidence.toFixed(2)}) | ${p(f.dept[0])} ${p(f.dept[1])} | ${f.ms.toFixed(2)}`);
  }
  return lines;
}
