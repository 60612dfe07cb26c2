// Suggests the handling department, at most three, best first, each with one line of why: the 派单目录's entry for the
// appeal first (the rule the centre keeps), then what the centre's finished orders teach (services/classifiers/appeal-model.ts),
// lowered for a department that returned similar appeals. Without an event type the appeal's type is guessed first.
import { catalogueSuggestions } from '../catalogue/catalogue-match.ts';
import { type AppealModel, appealModelOf, type AppealWords, likelihoods, type LossKind } from '../classifiers/appeal-model.ts';
import { type EventTypeGuess, guessEventTypes } from '../classifiers/event-types.ts';
import type { Db } from './run-transition.ts';

const TOP = 3;
/** The guessed event types whose department likelihoods are mixed when the type is not given. */
const GUESSED_TYPES = 3;
/** A learned likelihood is never certain: at most 0.99. */
const round2 = (x: number) => Math.min(0.99, Math.round(x * 100) / 100);

/** The thresholds and weights of 参数设置 (dispatch.*) the suggestion reads. */
export interface MatchPolicy {
  returnPenalty: number;
  similarity: number;
  minLikelihood: number;
}

export type MatchSource = 'catalogue' | 'history';

export interface DeptCandidate {
  deptId: number;
  deptName: string;
  score: number;
  reason: string;
  sources: MatchSource[];
}

const LOSS_WORDS: Record<LossKind, string> = { return: '退回', withdraw: '撤回改派', redispatch: '改派' };

/** How content alone becomes departments; the defaults are what cross-validation chose (npm run bench -- classifier-cv). */
export interface DeptOptions {
  /** 'guesses': P(dept | words, type) mixed over the guessed types by their likelihood; 'words': P(dept | words) alone. */
  mixing: 'guesses' | 'words';
  /** A guessed (not given) type's 派单目录 entry goes before history only when the guess is at least this likely. */
  catalogueFirst: number;
}

export const DEPT_OPTIONS: DeptOptions = { mixing: 'guesses', catalogueFirst: 0 };

/** Department likelihoods from history for an event type (or none), before returns are counted. */
function deptLikelihoods(model: AppealModel, tokens: string[], eventTypeId: number | null, district: number | null): Map<number, number> {
  return likelihoods(model.depts.scores(tokens, { type: eventTypeId, district }), model.depts.temperature(tokens));
}

/** P(dept | appeal): with the given type, or mixed over the guessed ones, or from the words alone. */
export function historyLikelihoods(model: AppealModel, appeal: AppealWords, eventTypeId: number | null, guesses: EventTypeGuess[], district: number | null, options = DEPT_OPTIONS): Map<number, number> {
  if (eventTypeId !== null || !guesses.length || options.mixing === 'words') return deptLikelihoods(model, appeal.tokens, eventTypeId, district);
  const history = new Map<number, number>();
  const weight = guesses.reduce((sum, g) => sum + g.likelihood, 0);
  for (const g of guesses) {
    for (const [dept, p] of deptLikelihoods(model, appeal.tokens, g.eventTypeId, district)) history.set(dept, (history.get(dept) ?? 0) + (p * g.likelihood) / weight);
  }
  return history;
}

/**
 * The departments in the order they are offered: the 派单目录's entry first — for a guessed type only when the guess is
 * confident, else after history's first — then history's.
 */
export function orderDepartments(catalogue: number[], learned: number[], guessLikelihood: number | null, options = DEPT_OPTIONS): number[] {
  const first = guessLikelihood === null || guessLikelihood >= options.catalogueFirst ? catalogue : [...learned.slice(0, 1), ...catalogue];
  return [...new Set([...first, ...learned])].slice(0, TOP);
}

export async function matchDepartment(db: Db, content: string, eventTypeId: number | undefined, regionId: number | undefined, policy: MatchPolicy, now = new Date()) {
  const [model, types] = await Promise.all([
    appealModelOf(db),
    db.selectFrom('event_type').select(['id', 'name']).execute(),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const appeal = model.read(content);
  const terms = appeal.words;
  const known = (model.options.guessOnPairs ? appeal.tokens : terms).some((t) => model.depts.vocabulary.has(t));
  const district = model.district(regionId);

  // The event type: given, or the likeliest ones the content suggests.
  const guesses = eventTypeId !== undefined ? [] : guessEventTypes(model, appeal, regionId, policy.minLikelihood).slice(0, GUESSED_TYPES);
  const typeId = eventTypeId ?? guesses[0]?.eventTypeId ?? null;
  const guessed = eventTypeId === undefined && typeId !== null
    ? `分类推测：${typeName.get(typeId) ?? ''}${guesses[0]!.words.length ? `（${guesses[0]!.words.join('、')}）` : guesses[0]!.pairs.length ? `（用字：${guesses[0]!.pairs.join('、')}）` : ''}` : '';

  // History: P(dept | words, type, district), mixed over the guessed types; a department loses `returnPenalty` per similar loss.
  const evidence = model.similar(terms, policy.similarity);
  let history = new Map<number, number>();
  if (known || eventTypeId !== undefined) {
    history = historyLikelihoods(model, appeal, eventTypeId ?? null, guesses, district);
    const penalised = new Map([...history].map(([dept, p]) => {
      const lost = evidence.lostBy.get(dept);
      const n = lost ? lost.return + lost.withdraw + lost.redispatch : 0;
      return [dept, Math.log(Math.max(p, 1e-12)) - policy.returnPenalty * n] as const;
    }));
    history = history.size ? likelihoods(penalised) : history;
  }

  const catalogue = typeId === null ? [] : await catalogueSuggestions(db, { eventTypeId: typeId, regionId, content }, now);
  const learned = [...history].filter(([, p]) => p >= policy.minLikelihood).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const ids = [...new Set([...catalogue.map((c) => c.deptId), ...learned.map(([d]) => d)])];
  const depts = ids.length ? await db.selectFrom('sys_dept').select(['id', 'name', 'status']).where('id', 'in', ids).execute() : [];
  const active = new Map(depts.filter((d) => d.status === 1).map((d) => [d.id, d.name]));

  /** 历史：相似已办结工单 N 件中 M 件由其办结；近期退回 k 件 — or, with no similar order, what the words and type say. */
  const historyWhy = (deptId: number): string => {
    const parts: string[] = [];
    const by = evidence.finishedBy.get(deptId) ?? 0;
    if (by > 0) parts.push(`相似已办结工单 ${evidence.finished} 件中 ${by} 件由其办结`);
    else if (history.has(deptId)) {
      const words = model.depts.evidence(deptId, model.depts.spokenWords(appeal), 2);
      parts.push(words.length ? `诉求用词「${words.join('、')}」的已办结工单多由其办结` : typeId !== null ? `「${typeName.get(typeId) ?? ''}」类已办结工单多由其办结` : '');
    }
    const lost = evidence.lostBy.get(deptId);
    if (lost) {
      const said = (Object.keys(LOSS_WORDS) as LossKind[]).filter((k) => lost[k] > 0).map((k) => `${LOSS_WORDS[k]} ${lost[k]} 件`);
      parts.push(`近期相似诉求被${said.join('、')}`);
    }
    const text = parts.filter(Boolean).join('，');
    return text ? `历史：${text}` : '';
  };

  const candidates: DeptCandidate[] = [];
  const learnedIds = learned.map(([d]) => d).filter((d) => active.has(d));
  for (const deptId of orderDepartments(catalogue.map((c) => c.deptId), learnedIds, eventTypeId === undefined ? guesses[0]?.likelihood ?? null : null)) {
    const c = catalogue.find((x) => x.deptId === deptId);
    if (c) {
      const why = historyWhy(c.deptId);
      candidates.push({ deptId: c.deptId, deptName: c.deptName, score: round2(history.get(c.deptId) ?? 0),
        reason: [guessed, c.reason, why].filter(Boolean).join('；'), sources: why ? ['catalogue', 'history'] : ['catalogue'] });
    } else {
      candidates.push({ deptId, deptName: active.get(deptId)!, score: round2(history.get(deptId) ?? 0),
        reason: [guessed, historyWhy(deptId) || '历史：与其办结的工单相近'].filter(Boolean).join('；'), sources: ['history'] });
    }
  }
  const best = candidates[0];
  return {
    deptId: best?.deptId ?? null,
    deptName: best?.deptName ?? null,
    eventTypeId: best ? typeId : null,
    eventTypeName: best && typeId !== null ? typeName.get(typeId) ?? null : null,
    reason: best?.reason ?? '未找到匹配的承办单位，请人工选择',
    candidates,
  };
}
