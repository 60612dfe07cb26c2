// 建议分类: while the agent types the appeal, the two classifier services suggest event classifications; a click picks one.
// Quiet by design: a failing service leaves one muted line and never blocks the form.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { classifyByKeywords, classifyBySimilarCases } from '../../../shared/api/workOrders.ts';
import type { ClassificationSuggestion } from '../../../shared/api/workorder.types.ts';
import { CLASSIFY_MIN_CHARS, DEBOUNCE_LONG_MS } from '../../../shared/constants.ts';
import { useResource } from '../../../shared/data/index.ts';
import { useDebouncedValue } from '../../../shared/utils/useDebouncedValue.ts';
import { workOrdersText } from '../../../shared/i18n/work-orders.zh-CN.ts';

const c = workOrdersText.classifier;

const MAX_CHIPS = 4;

export interface ClassificationSuggestionsProps {
  /** The appeal's content as typed. */
  content: string;
  /** The chosen classification's id ('' when none), shown pressed. */
  value: string;
  /** Told the suggestion the user clicked. */
  onPick: (suggestion: MergedSuggestion) => void;
  className?: string;
}

export interface MergedSuggestion {
  eventTypeId: number;
  name: string;
  path: string;
  score: number;
  /** One reason per service that suggested it. */
  reasons: string[];
}

/** One chip per classification; two services agreeing make it surer (1 - (1-a)(1-b)). */
export function mergeSuggestions(lists: ReadonlyArray<readonly ClassificationSuggestion[]>): MergedSuggestion[] {
  const merged = new Map<number, MergedSuggestion>();
  for (const s of lists.flat()) {
    const m = merged.get(s.eventTypeId);
    if (m) {
      m.score = 1 - (1 - m.score) * (1 - s.score);
      m.reasons.push(s.reason);
    } else {
      merged.set(s.eventTypeId, { eventTypeId: s.eventTypeId, name: s.name, path: s.path, score: s.score, reasons: [s.reason] });
    }
  }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.eventTypeId - b.eventTypeId).slice(0, MAX_CHIPS);
}

const services = [
  { key: 'keyword', call: classifyByKeywords },
  { key: 'similar', call: classifyBySimilarCases },
] as const;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A long reason wraps beside the classification, read left to right, and never squeezes the classification's name.
  chip: { textAlign: 'start', justifyContent: 'flex-start', maxWidth: '100%' },
  path: { flexShrink: 0, whiteSpace: 'nowrap' },
  reason: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const NO_ITEMS: MergedSuggestion[] = [];
const NO_FAILURES: string[] = [];

export function ClassificationSuggestions({ content, value, onPick, className }: ClassificationSuggestionsProps) {
  const styles = useStyles();
  const text = content.trim();
  // Each keystroke restarts the wait; a newer text cancels the answer to the previous one.
  const settled = useDebouncedValue(Array.from(text).length >= CLASSIFY_MIN_CHARS ? text : '', DEBOUNCE_LONG_MS);
  const enough = settled !== '' && Array.from(text).length >= CLASSIFY_MIN_CHARS;
  const answer = useResource(`classifier:${settled}`, async (signal) => {
    const results = await Promise.allSettled(services.map((s) => s.call(settled, signal)));
    return {
      items: mergeSuggestions(results.map((r) => (r.status === 'fulfilled' ? r.value : []))),
      failed: services.filter((_, i) => results[i]!.status === 'rejected').map((s) => c.services[s.key]!),
    };
  }, { enabled: settled !== '' });
  const items = answer.data?.items ?? NO_ITEMS;
  const failed = answer.data?.failed ?? NO_FAILURES;
  const analysing = answer.loading;

  if (!enough || (!items.length && !failed.length && !analysing)) return null;
  return (
    <div className={className} data-classifier-suggestions>
      <div className={styles.row} role="group" aria-label={c.title}>
        <Text>{c.heading}</Text>
        {items.map((s) => {
          const reason = s.reasons.join('；');
          const chosen = value === String(s.eventTypeId);
          return (
            <Button key={s.eventTypeId} className={styles.chip} size="small" shape="circular" appearance={chosen ? 'primary' : 'outline'} aria-pressed={chosen}
              title={`${c.pick(s.path, reason)}，${c.score(Math.round(s.score * 100))}`} data-suggestion-id={s.eventTypeId} onClick={() => onPick(s)}>
              <span className={styles.path}>{s.path}</span><span className={styles.reason}>{c.reason(reason)}</span>
            </Button>
          );
        })}
        {analysing && !items.length && <Text className={styles.muted}>{c.analysing}</Text>}
      </div>
      {failed.length > 0 && <Text size={200} className={styles.muted} role="status" data-classifier-failed>{c.failed(failed.join('、'))}</Text>}
    </div>
  );
}
