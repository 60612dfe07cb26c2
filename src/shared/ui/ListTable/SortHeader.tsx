// A sortable column's header: the title as a button, with an arrow showing the order it is in.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowSortRegular, ArrowUpRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { zhCN } from '../../i18n/zh-CN.ts';

const useStyles = makeStyles({
  button: {
    display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, maxWidth: '100%', padding: 0, border: 'none', background: 'none',
    font: 'inherit', color: 'inherit', cursor: 'pointer', whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  idle: { color: tokens.colorNeutralForeground4, flexShrink: 0 },
  active: { color: tokens.colorBrandForeground1, flexShrink: 0 },
});

export function SortHeader({ title, order, onSort, children }: { title: string; order: 'asc' | 'desc' | undefined; onSort: () => void; children: ReactNode }) {
  const styles = useStyles();
  const Arrow = order === 'asc' ? ArrowUpRegular : order === 'desc' ? ArrowDownRegular : ArrowSortRegular;
  return (
    <button type="button" className={styles.button} title={zhCN.table.sortBy(title, order)} onClick={onSort} data-sort={order ?? 'none'}>
      {children}
      <Arrow className={order ? styles.active : styles.idle} aria-hidden />
    </button>
  );
}
