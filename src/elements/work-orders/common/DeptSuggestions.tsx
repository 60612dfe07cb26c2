// 推荐承办单位: the top three departments for an appeal, each with its one-line why (the 派单目录's entry first, then the
// centre's finished orders). Asked once the typing settles; a newer text cancels the older question, so typing never waits.
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { matchDepartment } from '../../../shared/api/workOrders.ts';
import type { DeptMatch } from '../../../shared/api/workorder.types.ts';
import { CLASSIFY_MIN_CHARS, DEBOUNCE_LONG_MS } from '../../../shared/constants.ts';
import { useResource } from '../../../shared/data/index.ts';
import { workOrdersText } from '../../../shared/i18n/work-orders.zh-CN.ts';
import { useDebouncedValue } from '../../../shared/utils/useDebouncedValue.ts';

const t = workOrdersText.deptSuggestions;

export type DeptCandidate = DeptMatch['candidates'][number];

export interface DeptSuggestionsProps {
  content: string;
  /** '' or undefined when not chosen yet. */
  eventTypeId?: string | number | null;
  regionId?: string | number | null;
  /** The chosen department's id ('' when none), shown as taken. */
  value: string;
  onPick: (candidate: DeptCandidate) => void;
  className?: string;
}

const useStyles = makeStyles({
  box: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS + ' ' + tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalS, alignItems: 'center' },
  rank: { color: tokens.colorNeutralForeground3, minWidth: '1.5em', textAlign: 'center' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  why: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const optionalId = (v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? undefined : Number(v));

export function DeptSuggestions({ content, eventTypeId, regionId, value, onPick, className }: DeptSuggestionsProps) {
  const styles = useStyles();
  const text = content.trim();
  const enough = Array.from(text).length >= CLASSIFY_MIN_CHARS;
  // The question as one string, so it settles once the typing does (an object would be new at every render).
  const asked = useDebouncedValue(enough ? JSON.stringify([text, optionalId(eventTypeId) ?? null, optionalId(regionId) ?? null]) : '', DEBOUNCE_LONG_MS);
  const answer = useResource(`dept-suggestions:${asked}`, (signal) => {
    const [q, type, region] = JSON.parse(asked) as [string, number | null, number | null];
    return matchDepartment(q, type ?? undefined, region ?? undefined, signal);
  }, { enabled: asked !== '' });
  if (!enough || !asked) return null;
  const candidates = answer.data?.candidates ?? [];
  return (
    <section className={`${styles.box} ${className ?? ''}`} aria-label={t.title} data-dept-suggestions>
      <Text weight="semibold">{t.title}</Text>
      {answer.error && !answer.data ? <Text size={200} className={styles.muted} role="status" data-dept-suggestions-failed>{t.failed}</Text>
        : answer.loading && !answer.data ? <Text size={200} className={styles.muted}>{t.analysing}</Text>
        : !candidates.length ? <Text size={200} className={styles.muted} data-dept-suggestions-none>{t.none}</Text>
        : (
          <ol className={styles.list}>
            {candidates.map((c, i) => {
              const taken = value === String(c.deptId);
              return (
                <li key={c.deptId} className={styles.row} data-dept-candidate={c.deptId}>
                  <Text className={styles.rank} aria-label={t.rank(i + 1)}>{i + 1}</Text>
                  <div>
                    <div className={styles.head}>
                      <Text weight="semibold">{c.deptName}</Text>
                      {c.sources.map((s) => <Badge key={s} size="small" appearance="tint" color={s === 'catalogue' ? 'brand' : 'informative'}>{t.sources[s]}</Badge>)}
                    </div>
                    <Text size={200} className={styles.why} block data-why>{c.reason}</Text>
                  </div>
                  <Button size="small" appearance={taken ? 'primary' : 'secondary'} aria-pressed={taken} onClick={() => onPick(c)}>
                    {taken ? t.taken : t.take}
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
    </section>
  );
}
