// 知识库参考: while the agent types the caller's question, the knowledge base's top articles for it, each with why it
// matched; 引用 puts its 答复口径 into the reply and records the article with the order. Quiet like the other suggestions.
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { suggestArticles } from '../../../shared/api/knowledge.ts';
import type { KnowledgeSuggestion } from '../../../shared/api/contracts/knowledge.ts';
import { DEBOUNCE_LONG_MS, QUESTION_MIN_CHARS } from '../../../shared/constants.ts';
import { useResource } from '../../../shared/data/index.ts';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip.tsx';
import { workOrdersText } from '../../../shared/i18n/work-orders.zh-CN.ts';
import { useDebouncedValue } from '../../../shared/utils/useDebouncedValue.ts';

const t = workOrdersText.articleSuggestions;

export interface ArticleSuggestionsProps {
  content: string;
  regionId?: string;
  eventTypeId?: string;
  /** Ids of the articles already cited, shown as taken. */
  cited: readonly number[];
  onCite: (article: KnowledgeSuggestion) => void;
}

const useStyles = makeStyles({
  box: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  answer: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderLeft: `3px solid ${tokens.colorBrandStroke2}`, paddingLeft: tokens.spacingHorizontalS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const optionalId = (v: string | undefined) => (v ? Number(v) : null);

export function ArticleSuggestions({ content, regionId, eventTypeId, cited, onCite }: ArticleSuggestionsProps) {
  const styles = useStyles();
  const [open, setOpen] = useState<number | null>(null);
  const text = content.trim();
  const enough = Array.from(text).length >= QUESTION_MIN_CHARS;
  // The question as one string, so it settles once the typing does.
  const asked = useDebouncedValue(enough ? JSON.stringify([text, optionalId(regionId), optionalId(eventTypeId)]) : '', DEBOUNCE_LONG_MS);
  const answer = useResource(`article-suggestions:${asked}`, (signal) => {
    const [q, region, type] = JSON.parse(asked) as [string, number | null, number | null];
    return suggestArticles({ content: q, regionId: region, eventTypeId: type }, signal);
  }, { enabled: asked !== '' });
  if (!enough || !asked) return null;
  const articles = answer.data ?? [];
  return (
    <section className={styles.box} aria-label={t.title} data-article-suggestions>
      <Text weight="semibold">{t.title}</Text>
      {answer.error && !answer.data ? <Text size={200} className={styles.muted} role="status">{t.failed}</Text>
        : answer.loading && !answer.data ? <Text size={200} className={styles.muted}>{t.analysing}</Text>
        : !articles.length ? <Text size={200} className={styles.muted} data-article-suggestions-none>{t.none}</Text>
        : (
          <ol className={styles.list}>
            {articles.map((a) => {
              const taken = cited.includes(a.id);
              return (
                <li key={a.id} data-article={a.id}>
                  <div className={styles.head}>
                    <Text weight="semibold">{a.title}</Text>
                    {a.pastReview && (
                      <LazyTooltip content={t.pastReviewHint} relationship="description">
                        <Badge size="small" appearance="tint" color="warning" data-past-review>{t.pastReview}</Badge>
                      </LazyTooltip>
                    )}
                  </div>
                  <Text size={200} className={styles.muted} block>{a.deptName} · {a.categoryPath}</Text>
                  <Text size={200} className={styles.muted} block data-why>{a.reason}</Text>
                  {open === a.id && <Text size={200} block className={styles.answer} data-answer>{a.answer}</Text>}
                  <div className={styles.buttons}>
                    <Button size="small" appearance="subtle" aria-expanded={open === a.id} onClick={() => setOpen(open === a.id ? null : a.id)}>
                      {open === a.id ? t.hideAnswer : t.showAnswer}
                    </Button>
                    <Button size="small" appearance={taken ? 'primary' : 'secondary'} aria-pressed={taken} disabled={taken} onClick={() => onCite(a)} data-cite>
                      {taken ? t.cited : t.cite}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
    </section>
  );
}
