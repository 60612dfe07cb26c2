// 分机监控's counters: one tile per figure, busy split by reason, the queues and the longest wait ticking.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { MonitorCounters } from '../../../shared/api/contracts/monitor.ts';
import { formatDuration, monitorText as t } from '../../../shared/i18n/monitor.zh-CN.ts';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(112px, 1fr))', gap: tokens.spacingHorizontalS, margin: 0, padding: 0 },
  tile: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2, minWidth: 0,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  wide: { gridColumn: 'span 2' },
});

export function MonitorCounterCards({ counters }: { counters: MonitorCounters | null }) {
  const styles = useStyles();
  const c = counters;
  const busyNote = c ? c.busyByReason.filter((b) => b.count > 0).map((b) => `${b.label} ${b.count}`).join('，') || t.busyNone : '';
  const tiles: Array<{ key: string; label: string; value: string; note?: string }> = [
    { key: 'signedIn', label: t.signedIn, value: c ? `${c.signedIn}/${c.total}` : '–' },
    { key: 'idle', label: t.idle, value: c ? String(c.idle) : '–' },
    { key: 'busy', label: t.busy, value: c ? String(c.busy) : '–', note: busyNote },
    { key: 'ringing', label: t.ringing, value: c ? String(c.ringing) : '–' },
    { key: 'talking', label: t.talking, value: c ? String(c.talking) : '–' },
    { key: 'wrapUp', label: t.wrapUp, value: c ? String(c.wrapUp) : '–' },
    { key: 'loggedOut', label: t.loggedOut, value: c ? String(c.loggedOut) : '–' },
    { key: 'lineUp', label: t.lineUp, value: c ? String(c.lineUp) : '–' },
    { key: 'white', label: t.white, value: c ? String(c.white) : '–' },
    { key: 'longestWait', label: t.longestWait, value: c ? formatDuration(c.longestWaitSeconds) : '–' },
  ];
  return (
    <ul className={styles.row} aria-label={t.counters}>
      {tiles.map((tile) => (
        <li key={tile.key} className={styles.tile} data-counter={tile.key} style={{ listStyle: 'none' }}>
          <span className={styles.label} id={`monitor-counter-${tile.key}`}>{tile.label}</span>
          <p className={styles.value} aria-labelledby={`monitor-counter-${tile.key}`}>{tile.value}</p>
          {tile.note !== undefined && <span className={styles.note} title={tile.note}>{tile.note}</span>}
        </li>
      ))}
    </ul>
  );
}
