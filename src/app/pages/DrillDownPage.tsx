import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearch } from 'wouter';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { DRILL_DOWN_QUERY_KEYS } from '../routing/staticRoutes.ts';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground3 },
});

/** /performance-report/chakan: the cell a statistics table was clicked on; its detail rows come with the reports. */
export default function DrillDownPage() {
  const styles = useStyles();
  const query = new URLSearchParams(useSearch());
  const value = Object.fromEntries(DRILL_DOWN_QUERY_KEYS.map((key) => [key, query.get(key) ?? '']));
  return (
    <section className={styles.page}>
      <Card>
        <Text as="h2" size={500} weight="semibold">
          {value.cellTitle || '下钻明细'}
        </Text>
        <div className={styles.facts}>
          <span>指标：{value.indexName}</span>
          <span>
            时间：{value.startTime} 至 {value.endTime}
          </span>
          <span>合计：{value.totalCount}</span>
        </div>
      </Card>
      <EmptyState kind="underConstruction" />
    </section>
  );
}
