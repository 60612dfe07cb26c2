// 今日话务 (callcenter/telMonitor/index): today (Asia/Shanghai) by hour, offered / answered / abandoned as a chart and a
// table, the day's totals with their formulas, refreshed every 30 s and on coming back to the page.
import {
  Badge, Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { trafficText as t } from '../../../shared/i18n/traffic.zh-CN.ts';
import { cstWallClock } from '../../../shared/protocol/chinaTime.ts';
import { TRAFFIC_FIGURES, type TrafficFigure } from '../../../shared/protocol/trafficFormulas.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { HourlyChart } from './hourlyChart.tsx';
import { TrafficFigureHeader, figureText } from './TrafficFigureHeader.tsx';
import { useTodayTraffic } from './useTodayTraffic.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  totals: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  total: { display: 'grid', gap: tokens.spacingVerticalXXS },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground3 },
  table: { maxWidth: '720px' },
  current: { backgroundColor: tokens.colorBrandBackground2 },
});

const TOTALS: TrafficFigure[] = ['offered', 'answered', 'abandoned', 'answeredInTime', 'inTimeRate', 'answerRate', 'avgWait', 'longestWait'];
const COLUMNS = ['offered', 'answered', 'abandoned'] as const;
const clock = () => cstWallClock(Date.now()).toISOString().slice(11, 19);

export default function TodayTrafficPage() {
  const page = useListPageStyles();
  const styles = useStyles();
  const today = useTodayTraffic();
  const data = today.data;
  const [refreshedAt, setRefreshedAt] = useState('');
  useEffect(() => { if (data) setRefreshedAt(clock()); }, [data]);

  return (
    <section className={page.page} aria-label={t.todayTitle} data-today-traffic-page>
      <div className={styles.bar}>
        <Text weight="semibold" size={400}>{data ? `${t.todayTitle}（${data.date}）` : t.todayTitle}</Text>
        {refreshedAt && <Text className={styles.note} data-refreshed>{t.refreshedAt(refreshedAt)}</Text>}
        <Button icon={today.loading ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />} disabled={today.loading} onClick={() => void today.reload()}>{t.refresh}</Button>
      </div>
      {today.error && <LoadErrorBar message={today.error} onRetry={today.reload} />}
      {!data ? (today.loading && <Spinner label={t.loading} />) : (
        <>
          <div className={styles.totals} role="list" aria-label={t.total} data-totals>
            {TOTALS.map((key) => (
              <div key={key} className={styles.total} role="listitem" data-figure={key}>
                <TrafficFigureHeader label={TRAFFIC_FIGURES[key].label} formula={TRAFFIC_FIGURES[key].formula} />
                <span className={styles.value} data-value>{figureText(TRAFFIC_FIGURES[key].kind, data.total[key])}</span>
              </div>
            ))}
          </div>
          <HourlyChart hours={data.hours} date={data.date} />
          <Table className={styles.table} size="small" aria-label={t.todayTable} data-hours>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t.hour}</TableHeaderCell>
                {COLUMNS.map((key) => (
                  <TableHeaderCell key={key}><TrafficFigureHeader label={TRAFFIC_FIGURES[key].label} formula={TRAFFIC_FIGURES[key].formula} /></TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.hours.map((h) => (
                <TableRow key={h.hour} data-hour={h.hour} className={h.hour === data.currentHour ? styles.current : undefined}
                  aria-current={h.hour === data.currentHour ? 'time' : undefined}>
                  <TableCell>
                    {t.hourLabel(h.hour)} {h.hour === data.currentHour && <Badge appearance="tint" size="small">{t.currentHour}</Badge>}
                  </TableCell>
                  {COLUMNS.map((key) => <TableCell key={key} data-column={key}>{h[key]}</TableCell>)}
                </TableRow>
              ))}
              <TableRow data-hour="total">
                <TableCell>{t.total}</TableCell>
                {COLUMNS.map((key) => <TableCell key={key} data-column={key}>{data.total[key]}</TableCell>)}
              </TableRow>
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
