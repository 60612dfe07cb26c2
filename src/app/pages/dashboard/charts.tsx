// The centre dashboard's charts, drawn by uPlot (DESIGN §8a: the lightest library that does the job). This module and
// uPlot load after the figures have painted; a click on a bar or a day opens the list behind it, and the numbers
// beside each chart carry the same figures for the keyboard and for assistive technology.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import UPlot from 'uplot';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';
import { UPLOT_CSS } from '../callcenter/hourlyChartStyles.ts';

const useStyles = makeStyles({
  chart: { minHeight: '220px', position: 'relative', width: '100%' },
  note: { color: tokens.colorNeutralForeground3 },
});

const HEIGHT = 220;
const BRAND = '#1677ff';

/** An axis label: whole, or cut to five characters and an ellipsis where the axis is crowded. */
const axisLabel = (name: string, crowded: boolean) => (crowded && name.length > 6 ? `${name.slice(0, 5)}…` : name);

export interface DashboardChartProps {
  kind: 'bar' | 'line';
  /** The chart's name (the figure's accessible label). */
  label: string;
  labels: readonly string[];
  /** A bar's count, or a day's rate in % (null: nothing to rate that day). */
  values: ReadonlyArray<number | null>;
  /** A bar or a day was clicked. */
  onPick: (index: number) => void;
}

export function DashboardChart({ kind, label, labels, values, onPick }: DashboardChartProps) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const pick = useRef(onPick);
  pick.current = onPick;

  // Rebuilt when the figures change, not on every render of the page (the arrays are made afresh each time).
  const shape = JSON.stringify([kind, label, labels, values]);
  useEffect(() => {
    const node = host.current;
    if (!node || labels.length === 0) return;
    let chart: UPlot | null = null;
    let observer: ResizeObserver | null = null;
    try {
      const style = document.createElement('style');
      style.textContent = UPLOT_CSS;
      node.replaceChildren(style);
      const width = () => Math.max(280, node.clientWidth || 420);
      const bars = kind === 'bar' ? UPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
      const crowded = kind === 'bar' && labels.length > 5;
      chart = new UPlot({
        width: width(), height: HEIGHT, legend: { show: false },
        scales: { x: { time: false, ...(kind === 'bar' ? { range: [-0.5, labels.length - 0.5] as [number, number] } : {}) }, y: kind === 'line' ? { range: [0, 100] } : { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) ? axisLabel(labels[i] ?? '', crowded) : '')),
            ...(kind === 'bar' ? { splits: () => labels.map((_, i) => i) } : {}),
            // Many long names (超期 by department) slant and shorten on the axis; the list above the chart has them whole.
            ...(crowded ? { rotate: -35, size: 72 } : {}),
          },
          { values: (_u, ticks) => ticks.map((v) => (kind === 'line' ? `${v}%` : Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [{}, {
          label, stroke: BRAND, width: 2, spanGaps: false,
          ...(bars ? { paths: bars, fill: `${BRAND}55`, points: { show: false } } : { points: { show: true, size: 5 } }),
        }],
      }, [labels.map((_, i) => i), values.map((v) => v)] as unknown as UPlot.AlignedData, node);
      const chosen = chart;
      chosen.over.addEventListener('click', () => {
        const index = chosen.cursor.idx;
        if (index !== null && index !== undefined) pick.current(index);
      });
      chosen.over.style.cursor = 'pointer';
      observer = new ResizeObserver(() => chosen.setSize({ width: width(), height: HEIGHT }));
      observer.observe(node);
    } catch {
      setFailed(true);
    }
    return () => {
      observer?.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` stands for kind, label, labels and values
  }, [shape]);

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {failed && <Text className={styles.note} role="alert">{t.chartFailed}</Text>}
      <div ref={host} className={styles.chart} aria-hidden data-dashboard-chart={kind} />
    </figure>
  );
}
