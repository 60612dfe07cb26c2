// The centre's part: today's orders by type and channel, the 15-second answer rate, overdue orders by department and
// 30 days of satisfaction — numbers first (each opens its orders), the charts drawn after them by a chunk of their own.
import { Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { Suspense } from 'react';
import type { CentreDashboard, DashboardGroup } from '../../../shared/api/contracts/dashboard.ts';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';
import { formatRate } from '../../../shared/protocol/trafficFormulas.ts';
import { ErrorBoundary } from '../../../shared/ui/ErrorBoundary.tsx';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import type { DashboardChartProps } from './charts.tsx';
import { FigureName, FigureTile, wordsOf } from './FigureTile.tsx';
import { usePartStyles, type PartProps } from './partStyles.ts';

// uPlot and the charts load after the figures have painted.
const DashboardChart = retryableLazy(() => import('./charts.tsx').then((m) => ({ default: m.DashboardChart })));

/** 今日话务 shows today's 15-second answer rate by the same definition, hour by hour. */
const TODAY_TRAFFIC_PATH = '/callcenter/telMonitor';

const useStyles = makeStyles({
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: tokens.spacingHorizontalM },
  chartCard: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: 0, padding: 0, listStyle: 'none' },
  chip: { fontSize: tokens.fontSizeBase200 },
  none: { color: tokens.colorNeutralForeground3 },
});

function Chips({ groups, onPick, empty }: { groups: readonly DashboardGroup[]; onPick: (g: DashboardGroup) => void; empty: string }) {
  const styles = useStyles();
  if (groups.length === 0) return <Text className={styles.none}>{empty}</Text>;
  return (
    <ul className={styles.chips}>
      {groups.map((g) => (
        <li key={g.value} className={styles.chip} data-group={g.value}>
          {`${g.label} `}
          <Link as="button" data-value="" aria-label={t.openList(g.label, String(g.count))} onClick={() => onPick(g)}>{g.count}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A chart that failed to load says so beside its numbers, which stay clickable; the rest of the page is untouched. */
function Chart(props: DashboardChartProps) {
  return (
    <ErrorBoundary what="图表" inline>
      <Suspense fallback={<Spinner size="small" label={t.chartLoading} />}>
        <DashboardChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export default function CentrePart({ data, figures, onList, onNavigate }: PartProps<CentreDashboard>) {
  const styles = useStyles();
  const part = usePartStyles();
  const name = (key: string) => wordsOf(figures, key);
  const today = (title: string, filter: { appealType?: string; channel?: string } = {}) =>
    onList({ kind: 'orders', title, query: { figure: 'ordersToday', ...filter } });
  const overdue = (title: string, deptId?: number) => onList({ kind: 'orders', title, query: { figure: 'overdueByDept', ...(deptId === undefined ? {} : { deptId }) } });
  const trendDay = (day: string) => onList({ kind: 'orders', title: `${t.trend} · ${day}`, query: { figure: 'satisfactionTrend', day } });
  const deptGroups = data.overdueByDept.map((d) => ({ value: String(d.deptId), label: d.deptName, count: d.count }));
  const trend = data.satisfactionTrend;
  const byType = (i: number) => today(`${t.byType} · ${data.byType[i]!.label}`, { appealType: data.byType[i]!.value });
  const byChannel = (i: number) => today(`${t.byChannel} · ${data.byChannel[i]!.label}`, { channel: data.byChannel[i]!.value });
  const byDept = (i: number) => overdue(`${t.overdueByDept} · ${deptGroups[i]!.label}`, Number(deptGroups[i]!.value));
  return (
    <section className={part.part} aria-label={t.centrePart} data-part="centre">
      <Text as="h3" weight="semibold">{t.centrePart}</Text>
      <div className={part.tiles}>
        <FigureTile figure="ordersToday" name={name('ordersToday')} value={String(data.ordersToday)} onOpen={() => today(name('ordersToday').label)} />
        <FigureTile figure="inTimeRate" name={name('inTimeRate')} value={formatRate(data.inTimeRate)} onOpen={() => onNavigate(TODAY_TRAFFIC_PATH)}
          note={t.ofRate(data.answeredInTime, data.offered)} />
        <FigureTile figure="overdueByDept" name={name('overdueByDept')} value={String(data.overdueTotal)} onOpen={() => overdue(name('overdueByDept').label)} />
      </div>
      <div className={styles.charts}>
        <Panel className={styles.chartCard} data-chart-card="byType">
          <FigureName name={name('ordersToday')} text={t.byType} />
          <Chips groups={data.byType} empty={t.noneToday} onPick={(g) => byType(data.byType.indexOf(g))} />
          <Chart kind="bar" label={t.byType} labels={data.byType.map((g) => g.label)} values={data.byType.map((g) => g.count)} onPick={byType} />
        </Panel>
        <Panel className={styles.chartCard} data-chart-card="byChannel">
          <FigureName name={name('ordersToday')} text={t.byChannel} />
          <Chips groups={data.byChannel} empty={t.noneToday} onPick={(g) => byChannel(data.byChannel.indexOf(g))} />
          <Chart kind="bar" label={t.byChannel} labels={data.byChannel.map((g) => g.label)} values={data.byChannel.map((g) => g.count)} onPick={byChannel} />
        </Panel>
        <Panel className={styles.chartCard} data-chart-card="overdueByDept">
          <FigureName name={name('overdueByDept')} text={t.overdueByDept} />
          <Chips groups={deptGroups} empty={t.noOverdue} onPick={(g) => byDept(deptGroups.indexOf(g))} />
          <Chart kind="bar" label={t.overdueByDept} labels={deptGroups.map((g) => g.label)} values={deptGroups.map((g) => g.count)} onPick={byDept} />
        </Panel>
        <Panel className={styles.chartCard} data-chart-card="satisfactionTrend">
          <FigureName name={name('satisfactionTrend')} text={t.trend} />
          <Chart kind="line" label={t.trend} labels={trend.map((d) => d.day.slice(5))}
            values={trend.map((d) => (d.rate === null ? null : Math.round(d.rate * 1000) / 10))} onPick={(i) => trendDay(trend[i]!.day)} />
          <ul className={styles.chips} aria-label={t.trend}>
            {trend.filter((d) => d.callbacks > 0).map((d) => (
              <li key={d.day} className={styles.chip} data-day={d.day}>
                {`${d.day.slice(5)} ${formatRate(d.rate)} `}
                <Link as="button" data-value="" aria-label={t.openList(t.trendDay(d.day), String(d.callbacks))} onClick={() => trendDay(d.day)}>{d.callbacks}</Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </section>
  );
}
