// 知识维护 · 维护情况 and 热点问题: the figures per department, and what was asked most this week.
import { Text } from '@fluentui/react-components';
import type { HotQuestions, UpkeepRow } from '../../../shared/api/contracts/knowledge.ts';
import { fetchHotQuestions, fetchUpkeep, KNOWLEDGE_RESOURCE } from '../../../shared/api/knowledge.ts';
import { useResource } from '../../../shared/data/index.ts';
import { knowledgeText as t } from '../../../shared/i18n/zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';

const UPKEEP_COLUMNS: ListColumn<UpkeepRow>[] = [
  { key: 'dept', title: t.dept, value: (r) => r.deptName, width: 200 },
  { key: 'articles', title: t.upkeepArticles, value: (r) => r.articles, width: 110 },
  { key: 'updated90', title: t.upkeepUpdated90, value: (r) => r.updated90, width: 110 },
  { key: 'overdueReviews', title: t.upkeepOverdueReviews, value: (r) => r.overdueReviews, width: 110 },
  { key: 'openCorrections', title: t.upkeepOpenCorrections, value: (r) => r.openCorrections, width: 110 },
  { key: 'overdueCorrections', title: t.upkeepOverdueCorrections, value: (r) => r.overdueCorrections, width: 110 },
];

export function UpkeepTab() {
  const upkeep = useResource(KNOWLEDGE_RESOURCE.upkeep, (signal) => fetchUpkeep(signal));
  return (
    <>
      {upkeep.error && <LoadErrorBar message={`${t.loadFailed}：${upkeep.error}`} onRetry={upkeep.reload} />}
      <ListTable rows={upkeep.data ?? []} columns={UPKEEP_COLUMNS} rowKey={(r) => String(r.deptId)} label={t.upkeepLabel} loading={upkeep.loading && !upkeep.data}
        rowTone={(r) => (r.overdueCorrections > 0 || r.overdueReviews > 0 ? 'warning' : undefined)} height="calc(100vh - 200px)" onRefresh={upkeep.reload} />
    </>
  );
}

type Cited = HotQuestions['cited'][number];
type Unanswered = HotQuestions['unanswered'][number];
const CITED_COLUMNS: ListColumn<Cited>[] = [
  { key: 'title', title: t.article, value: (r) => r.title, width: 320 },
  { key: 'count', title: t.hotTimes, value: (r) => r.count, width: 80 },
];
const UNANSWERED_COLUMNS: ListColumn<Unanswered>[] = [
  { key: 'query', title: t.hotQuery, value: (r) => r.query, width: 240 },
  { key: 'count', title: t.hotTimes, value: (r) => r.count, width: 80 },
  { key: 'last', title: t.hotLastTime, value: (r) => r.lastTime.slice(0, 16), width: 150 },
];

export function HotTab() {
  const styles = useKnowledgeStyles();
  const hot = useResource(KNOWLEDGE_RESOURCE.hot, (signal) => fetchHotQuestions(undefined, signal));
  return (
    <>
      {hot.error && <LoadErrorBar message={`${t.loadFailed}：${hot.error}`} onRetry={hot.reload} />}
      {hot.data && <Text className={styles.hint}>{t.hotRange(hot.data.from.slice(0, 10), hot.data.to.slice(0, 10))}</Text>}
      <div className={styles.twoColumns}>
        <section aria-label={t.hotCited}>
          <Text as="h3" className={styles.sectionTitle}>{t.hotCited}</Text>
          <ListTable rows={hot.data?.cited ?? []} columns={CITED_COLUMNS} rowKey={(r) => String(r.articleId)} label={t.hotCited} loading={hot.loading && !hot.data} height={440} />
        </section>
        <section aria-label={t.hotUnanswered}>
          <Text as="h3" className={styles.sectionTitle}>{t.hotUnanswered}</Text>
          <ListTable rows={hot.data?.unanswered ?? []} columns={UNANSWERED_COLUMNS} rowKey={(r) => r.query} label={t.hotUnanswered} loading={hot.loading && !hot.data} height={440} />
        </section>
      </div>
    </>
  );
}
