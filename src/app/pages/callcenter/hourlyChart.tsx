// 今日话务's chart: offered, answered and abandoned by hour, drawn by uPlot loaded on first use (its chunk and stylesheet
// stay out of the console's first visit). The table beside it carries the same figures for assistive technology.
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { HourTraffic } from '../../../shared/api/contracts/traffic.ts';
import { trafficText as t } from '../../../shared/i18n/traffic.zh-CN.ts';
import { TRAFFIC_FIGURES } from '../../../shared/protocol/trafficFormulas.ts';

const useStyles = makeStyles({
  chart: { minHeight: '300px', position: 'relative', width: '100%' },
  note: { color: tokens.colorNeutralForeground3 },
});

type Chart = import('uplot');

const SERIES = [
  { key: 'offered', color: '#0f6cbd' },
  { key: 'answered', color: '#107c10' },
  { key: 'abandoned', color: '#c50f1f' },
] as const;

export function HourlyChart({ hours, date }: { hours: readonly HourTraffic[]; date: string }) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void (async () => {
      try {
        const [{ default: UPlot }, { UPLOT_CSS }] = await Promise.all([import('uplot'), import('./hourlyChartStyles.ts')]);
        if (cancelled || !host.current) return;
        const style = document.createElement('style');
        style.textContent = UPLOT_CSS;
        host.current.before(style);
        const width = () => Math.max(320, host.current?.clientWidth ?? 640);
        const bars = UPlot.paths.bars?.({ size: [0.6, 24] });
        chart.current = new UPlot({
          width: width(), height: 300, scales: { x: { time: false } },
          axes: [{ values: (_u, ticks) => ticks.map((h) => `${h}时`) }, { label: '通数' }],
          series: [{ label: t.hour }, ...SERIES.map((s, i) => ({
            label: TRAFFIC_FIGURES[s.key].label, stroke: s.color, width: 2,
            ...(i === 0 && bars ? { paths: bars, fill: `${s.color}33` } : {}),
          }))],
        }, toData(hours), host.current);
        observer = new ResizeObserver(() => chart.current?.setSize({ width: width(), height: 300 }));
        observer.observe(host.current);
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => chart.current?.setData(toData(hours)), [hours, state]);

  return (
    <figure aria-label={t.chartLabel(date)} style={{ margin: 0 }}>
      {state === 'loading' && <Spinner size="small" label={t.chartLoading} />}
      {state === 'failed' && <Text className={styles.note} role="alert">{t.chartFailed}</Text>}
      <div ref={host} className={styles.chart} aria-hidden data-hourly-chart={state} />
    </figure>
  );
}

function toData(hours: readonly HourTraffic[]): [number[], ...number[][]] {
  return [hours.map((h) => h.hour), ...SERIES.map((s) => hours.map((h) => h[s.key]))];
}
