// A figure's column header: its name, with its formula (src/shared/protocol/trafficFormulas.ts) as the tooltip; focusable so
// a keyboard user reads the formula too.
import { Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { formatRate } from '../../../shared/protocol/trafficFormulas.ts';

const useStyles = makeStyles({
  header: {
    cursor: 'help', textDecorationLine: 'underline', textDecorationStyle: 'dotted', textUnderlineOffset: '3px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

export function TrafficFigureHeader({ label, formula }: { label: string; formula: string }) {
  const styles = useStyles();
  return (
    <Tooltip content={formula} relationship="description" withArrow positioning="above">
      <span className={styles.header} tabIndex={0} data-formula={formula}>{label}</span>
    </Tooltip>
  );
}

/** The figure's value as the tables show it: a rate in %, seconds with one decimal, '—' for nothing. */
export function figureText(kind: 'count' | 'rate' | 'seconds', value: number | null): string {
  if (kind === 'rate') return formatRate(value);
  return value === null ? '—' : String(value);
}
