// One figure of the dashboard: its name (its definition as the tooltip, reachable by keyboard) and its value, a link to
// the list behind it. The words come with the figures from the server (src/shared/protocol/dashboardFigures.ts there).
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import type { ReactNode } from 'react';
import type { FigureWords } from '../../../shared/api/contracts/dashboard.ts';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';

const useStyles = makeStyles({
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  label: {
    color: tokens.colorNeutralForeground2, cursor: 'help', width: 'fit-content',
    textDecorationLine: 'underline', textDecorationStyle: 'dotted', textUnderlineOffset: '3px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, width: 'fit-content' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The figure's name with its definition as the tooltip. */
export function FigureName({ name, text }: { name: FigureWords; text?: string }) {
  const styles = useStyles();
  const { label, words } = name;
  return (
    <LazyTooltip content={words} relationship="description" withArrow>
      <Text className={styles.label} tabIndex={0} data-words={words}>{text ?? label}</Text>
    </LazyTooltip>
  );
}

export interface FigureTileProps {
  /** The figure's key (data-figure) and its words as the server sent them. */
  figure: string;
  name: FigureWords;
  /** The value as shown (a count, a duration, a rate). */
  value: string;
  /** Opens the list behind the figure. */
  onOpen: () => void;
  note?: ReactNode;
}

export function FigureTile({ figure, name, value, onOpen, note }: FigureTileProps) {
  const styles = useStyles();
  return (
    <Panel className={styles.tile} data-figure={figure}>
      <FigureName name={name} />
      <Link as="button" className={styles.value} data-value="" aria-label={t.openList(name.label, value)} onClick={onOpen}>
        {value}
      </Link>
      {note && <Text className={styles.note}>{note}</Text>}
    </Panel>
  );
}

/** The words of a figure the reply names, or its key when an older server sent none. */
export const wordsOf = (figures: Readonly<Record<string, FigureWords>>, key: string): FigureWords => figures[key] ?? { label: key, words: '' };
