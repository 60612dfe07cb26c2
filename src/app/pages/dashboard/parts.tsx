// The dashboard's parts, one per kind of role: each figure opens the list behind it — a queue or page of the console
// where one shows exactly those rows, else the dashboard's own list (FigureListDialog) served by the same definition.
import { Card, Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import type { AgentDashboard, CentreDashboard, DashboardGroup, DepartmentDashboard } from '../../../shared/api/contracts/dashboard.ts';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';
import { DASHBOARD_FIGURES } from '../../../shared/protocol/dashboardFigures.ts';
import { formatRate } from '../../../shared/protocol/trafficFormulas.ts';
import { ErrorBoundary } from '../../../shared/ui/ErrorBoundary.tsx';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { FigureName, FigureTile } from './FigureTile.tsx';
import type { DashboardChartProps } from './charts.tsx';
import type { DraftEntry, OpenList } from './useDashboard.ts';

// uPlot and the charts load after the figures have painted: the first visit carries numbers only.
const DashboardChart = retryableLazy(() => import('./charts.tsx').then((m) => ({ default: m.DashboardChart })));

/** Pages a figure opens when the console has one listing exactly its rows. */
export const FIGURE_PAGES = {
  missToCallBack: '/gong-dan/missOrder',
  todo: '/gong-dan/todo2?tab=0',
  inTimeRate: '/callcenter/telMonitor',
} as const;

const useStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: tokens.spacingHorizontalM },
  chartCard: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: 0, padding: 0, listStyle: 'none' },
  chip: { fontSize: tokens.fontSizeBase200 },
  none: { color: tokens.colorNeutralForeground3 },
});

interface PartProps<T> {
  data: T;
  onList: (list: OpenList) => void;
  onNavigate: (path: string) => void;
}

export function AgentPart({ data, drafts, onList, onNavigate }: PartProps<AgentDashboard> & { drafts: readonly DraftEntry[] }) {
  const styles = useStyles();
  const calls = () => onList({ kind: 'calls', title: DASHBOARD_FIGURES.callsAnswered.label });
  return (
    <section className={styles.part} aria-label={t.agentPart} data-part="agent">
      <Text as="h3" weight="semibold">{t.agentPart}</Text>
      <div className={styles.tiles}>
        <FigureTile figure="callsAnswered" value={String(data.callsAnswered)} onOpen={calls} />
        <FigureTile figure="talkSeconds" value={t.seconds(data.talkSeconds)} onOpen={calls} />
        <FigureTile figure="registeredToday" value={String(data.registeredToday)}
          onOpen={() => onList({ kind: 'orders', title: DASHBOARD_FIGURES.registeredToday.label, query: { figure: 'registeredToday' } })} />
        <FigureTile figure="drafts" value={String(drafts.length)} onOpen={() => onList({ kind: 'drafts', title: t.draftTitle })} />
        <FigureTile figure="missToCallBack" value={String(data.missToCallBack)} onOpen={() => onNavigate(FIGURE_PAGES.missToCallBack)} />
      </div>
    </section>
  );
}

export function DepartmentPart({ data, onList, onNavigate }: PartProps<DepartmentDashboard>) {
  const styles = useStyles();
  const orders = (figure: 'dueToday' | 'overdue' | 'returned' | 'satisfactionMonth') =>
    () => onList({ kind: 'orders', title: DASHBOARD_FIGURES[figure].label, query: { figure } });
  return (
    <section className={styles.part} aria-label={t.departmentPart(data.deptName)} data-part="department">
      <Text as="h3" weight="semibold">{t.departmentPart(data.deptName)}</Text>
      <div className={styles.tiles}>
        <FigureTile figure="todo" value={String(data.todo)} onOpen={() => onNavigate(FIGURE_PAGES.todo)} />
        <FigureTile figure="dueToday" value={String(data.dueToday)} onOpen={orders('dueToday')} />
        <FigureTile figure="overdue" value={String(data.overdue)} onOpen={orders('overdue')} />
        <FigureTile figure="returned" value={String(data.returned)} onOpen={orders('returned')} />
        <FigureTile figure="satisfactionMonth" value={formatRate(data.satisfactionRate)} onOpen={orders('satisfactionMonth')}
          note={t.ofRate(data.satisfiedMonth, data.callbacksMonth)} />
      </div>
    </section>
  );
}

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

export function CentrePart({ data, onList, onNavigate }: PartProps<CentreDashboard>) {
  const styles = useStyles();
  const today = (title: string, filter: { appealType?: string; channel?: string } = {}) =>
    onList({ kind: 'orders', title, query: { figure: 'ordersToday', ...filter } });
  const overdue = (title: string, deptId?: number) => onList({ kind: 'orders', title, query: { figure: 'overdueByDept', ...(deptId === undefined ? {} : { deptId }) } });
  const trendDay = (day: string) => onList({ kind: 'orders', title: `${DASHBOARD_FIGURES.satisfactionTrend.label} · ${day}`, query: { figure: 'satisfactionTrend', day } });
  const deptGroups = data.overdueByDept.map((d) => ({ value: String(d.deptId), label: d.deptName, count: d.count }));
  const trend = data.satisfactionTrend;
  return (
    <section className={styles.part} aria-label={t.centrePart} data-part="centre">
      <Text as="h3" weight="semibold">{t.centrePart}</Text>
      <div className={styles.tiles}>
        <FigureTile figure="ordersToday" value={String(data.ordersToday)} onOpen={() => today(DASHBOARD_FIGURES.ordersToday.label)} />
        <FigureTile figure="inTimeRate" value={formatRate(data.inTimeRate)} onOpen={() => onNavigate(FIGURE_PAGES.inTimeRate)}
          note={t.ofRate(data.answeredInTime, data.offered)} />
        <FigureTile figure="overdueByDept" value={String(data.overdueTotal)} onOpen={() => overdue(DASHBOARD_FIGURES.overdueByDept.label)} />
      </div>
      <div className={styles.charts}>
        <Card className={styles.chartCard} data-chart-card="byType">
          <FigureName figure="ordersToday" text={t.byType} />
          <Chips groups={data.byType} empty={t.noneToday} onPick={(g) => today(`${t.byType} · ${g.label}`, { appealType: g.value })} />
          <Chart kind="bar" label={t.byType} labels={data.byType.map((g) => g.label)} values={data.byType.map((g) => g.count)}
            onPick={(i) => today(`${t.byType} · ${data.byType[i]!.label}`, { appealType: data.byType[i]!.value })} />
        </Card>
        <Card className={styles.chartCard} data-chart-card="byChannel">
          <FigureName figure="ordersToday" text={t.byChannel} />
          <Chips groups={data.byChannel} empty={t.noneToday} onPick={(g) => today(`${t.byChannel} · ${g.label}`, { channel: g.value })} />
          <Chart kind="bar" label={t.byChannel} labels={data.byChannel.map((g) => g.label)} values={data.byChannel.map((g) => g.count)}
            onPick={(i) => today(`${t.byChannel} · ${data.byChannel[i]!.label}`, { channel: data.byChannel[i]!.value })} />
        </Card>
        <Card className={styles.chartCard} data-chart-card="overdueByDept">
          <FigureName figure="overdueByDept" text={t.overdueByDept} />
          <Chips groups={deptGroups} empty={t.noOverdue} onPick={(g) => overdue(`${t.overdueByDept} · ${g.label}`, Number(g.value))} />
          <Chart kind="bar" label={t.overdueByDept} labels={deptGroups.map((g) => g.label)} values={deptGroups.map((g) => g.count)}
            onPick={(i) => overdue(`${t.overdueByDept} · ${deptGroups[i]!.label}`, Number(deptGroups[i]!.value))} />
        </Card>
        <Card className={styles.chartCard} data-chart-card="satisfactionTrend">
          <FigureName figure="satisfactionTrend" text={t.trend} />
          <Chart kind="line" label={t.trend} labels={trend.map((d) => d.day.slice(5))} values={trend.map((d) => (d.rate === null ? null : Math.round(d.rate * 1000) / 10))}
            onPick={(i) => trendDay(trend[i]!.day)} />
          <ul className={styles.chips} aria-label={t.trend}>
            {trend.filter((d) => d.callbacks > 0).map((d) => (
              <li key={d.day} className={styles.chip} data-day={d.day}>
                {`${d.day.slice(5)} ${formatRate(d.rate)} `}
                <Link as="button" data-value="" aria-label={t.openList(`${d.day} 回访`, String(d.callbacks))} onClick={() => trendDay(d.day)}>{d.callbacks}</Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}
