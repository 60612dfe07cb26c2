// The event-type suggestion of the registration page: what the centre's finished orders (and the event-type tree's own
// words, which teach first) say the appeal is, with the words that say it.
import type { Kysely } from 'kysely';
import type { ClassificationSuggestion } from '../../../../src/shared/api/workorder.types.ts';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';
import { type AppealModel, appealModelOf, type AppealWords, likelihoods } from './appeal-model.ts';
import { classifications, round2, TOP_N } from './classifications.ts';

/** A learned guess is never certain: the page shows at most 0.99. */
const MAX_SCORE = 0.99;
/** A guess with no word of the appeal behind it needs this many shared character pairs (one, 安全, says little). */
const MIN_PAIRS = 2;

export interface EventTypeGuess {
  eventTypeId: number;
  likelihood: number;
  /** The appeal's words that speak most for it. */
  words: string[];
  /** With no such word, its character pairs that do (when the model guesses on pairs). */
  pairs: string[];
  /** Finished orders of this type the model learned from. */
  finished: number;
}

/** The likeliest leaf event types of an appeal, best first (none when nothing of it is known: its words, or its character pairs when the model guesses on them). */
export function guessEventTypes(model: AppealModel, appeal: AppealWords, regionId: number | null | undefined, minLikelihood: number): EventTypeGuess[] {
  const terms = model.types.spokenWords(appeal);
  if (!(model.options.guessOnPairs ? appeal.tokens : terms).some((t) => model.types.vocabulary.has(t))) return [];
  const scores = likelihoods(model.types.scores(appeal.tokens, { district: model.district(regionId) }), model.types.temperature(appeal.tokens));
  return [...scores].filter(([, p]) => p >= minLikelihood).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_N)
    .map(([eventTypeId, likelihood]) => {
      const words = model.types.evidence(eventTypeId, terms);
      const shared = words.length || !model.options.guessOnPairs ? [] : model.types.pairEvidence(eventTypeId, appeal.tokens);
      const pairs = shared.length >= MIN_PAIRS ? shared : [];
      return { eventTypeId, likelihood, words, pairs, finished: model.finishedOfType(eventTypeId) };
    });
}

export async function classifyEventType(db: Kysely<Database>, cache: ReadCache, content: string, minLikelihood: number): Promise<ClassificationSuggestion[]> {
  const [model, types] = await Promise.all([appealModelOf(db), classifications(db, cache)]);
  // A suggestion shows the words (or, with none, the character pairs) it rests on: one with neither is not offered.
  return guessEventTypes(model, model.read(content), null, minLikelihood).filter((g) => types.has(g.eventTypeId) && (g.words.length || g.pairs.length)).map((g) => {
    const type = types.get(g.eventTypeId)!;
    return {
      eventTypeId: g.eventTypeId, name: type.name, path: type.path, score: Math.min(MAX_SCORE, round2(g.likelihood)),
      reason: [g.words.length ? `用词：${g.words.join('、')}` : `用字：${g.pairs.join('、')}`, g.finished ? `历史同类已办结工单 ${g.finished} 件` : ''].filter(Boolean).join('；'),
      source: 'keyword' as const,
    };
  });
}
