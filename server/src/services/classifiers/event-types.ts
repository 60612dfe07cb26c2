// The event-type suggestion of the registration page: what the centre's finished orders (and the event-type tree's own
// words, which teach first) say the appeal is, with the words that say it.
import type { Kysely } from 'kysely';
import type { ClassificationSuggestion } from '../../../../src/shared/api/workorder.types.ts';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';
import { appealTerms } from '../repeats/repeat-rules.ts';
import { type AppealModel, appealModelOf, likelihoods, modelTokens } from './appeal-model.ts';
import { classifications, round2, TOP_N } from './classifications.ts';

/** A learned guess is never certain: the page shows at most 0.99. */
const MAX_SCORE = 0.99;

/** An appeal as the model reads it: its words (shown in reasons) and its tokens (words and character pairs). */
export interface AppealWords { words: string[]; tokens: string[] }

export const appealWords = (content: string): AppealWords => {
  const words = appealTerms(content);
  return { words, tokens: modelTokens(words, content) };
};

export interface EventTypeGuess {
  eventTypeId: number;
  likelihood: number;
  /** The appeal's words that speak most for it. */
  words: string[];
  /** Finished orders of this type the model learned from. */
  finished: number;
}

/** The likeliest leaf event types of an appeal, best first (none when no word of it is known). */
export function guessEventTypes(model: AppealModel, appeal: AppealWords, regionId: number | null | undefined, minLikelihood: number): EventTypeGuess[] {
  const terms = appeal.words;
  if (!terms.some((t) => model.types.vocabulary.has(t))) return [];
  const scores = likelihoods(model.types.scores(appeal.tokens, { district: model.district(regionId) }), model.types.temperature(appeal.tokens));
  return [...scores].filter(([, p]) => p >= minLikelihood).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_N)
    .map(([eventTypeId, likelihood]) => ({ eventTypeId, likelihood, words: model.types.evidence(eventTypeId, terms), finished: model.finishedOfType(eventTypeId) }));
}

export async function classifyEventType(db: Kysely<Database>, cache: ReadCache, content: string, minLikelihood: number): Promise<ClassificationSuggestion[]> {
  const [model, types] = await Promise.all([appealModelOf(db), classifications(db, cache)]);
  // A suggestion shows the words it rests on: one with none is not offered.
  return guessEventTypes(model, appealWords(content), null, minLikelihood).filter((g) => types.has(g.eventTypeId) && g.words.length).map((g) => {
    const type = types.get(g.eventTypeId)!;
    return {
      eventTypeId: g.eventTypeId, name: type.name, path: type.path, score: Math.min(MAX_SCORE, round2(g.likelihood)),
      reason: [`用词：${g.words.join('、')}`, g.finished ? `历史同类已办结工单 ${g.finished} 件` : ''].filter(Boolean).join('；'),
      source: 'keyword' as const,
    };
  });
}
