// 答复依据: the knowledge articles (and their versions) the agent answered this order from; shown only when there are some.
import { Text } from '@fluentui/react-components';
import { fetchOrderCitations } from '../../../shared/api/knowledge.ts';
import { useResource } from '../../../shared/data/index.ts';
import { workOrdersText } from '../../../shared/i18n/work-orders.zh-CN.ts';
import { Section, useSectionStyles } from './DetailSections.tsx';

const t = workOrdersText.citations;

export function OrderCitations({ workflowId }: { workflowId: string }) {
  const styles = useSectionStyles();
  const { data } = useResource(`order-citations:${workflowId}`, (signal) => fetchOrderCitations(workflowId, signal));
  if (!data?.length) return null;
  return (
    <Section title={t.title}>
      <ul className={styles.list} data-order-citations>
        {data.map((c) => (
          <li key={`${c.articleId}:${c.version}`} className={styles.item} data-citation={c.articleId}>
            <Text weight="semibold">《{c.title}》</Text> <Text className={styles.muted}>{t.version(c.version)}</Text>
            <div className={styles.muted}>{t.by(c.citedBy ?? '—', c.citeTime)}</div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
