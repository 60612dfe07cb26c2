import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, SearchRegular } from '@fluentui/react-icons';
import { Children, useState, type FormEvent, type ReactNode } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';
import { useRegisterSearchForm, useSearchHidden } from './searchVisibility.ts';

export interface SearchPanelProps {
  /** The query fields (Fluent Field elements); the first `visibleFields` stay shown when collapsed. */
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  /** How many fields show while collapsed; default 3. */
  visibleFields?: number;
  /** Disables the buttons while a search runs. */
  busy?: boolean;
}

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'end',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  // The buttons wrap inside their cell: wider than the cell, they would run over the field beside them.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', gridColumnEnd: '-1', minWidth: 0 },
});

/** The collapsible search panel: 查询 / 重置, and 展开 / 收起 when there are more fields than fit; 隐藏搜索 in the table's toolbar hides it. */
export function SearchPanel({ children, onSearch, onReset, visibleFields = 3, busy }: SearchPanelProps) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const [hidden] = useSearchHidden();
  useRegisterSearchForm();
  const fields = Children.toArray(children);
  const foldable = fields.length > visibleFields;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  if (hidden) return null;
  return (
    <form className={styles.form} onSubmit={submit} role="search" aria-label={zhCN.search.submit}>
      {expanded || !foldable ? fields : fields.slice(0, visibleFields)}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={busy}>
          {zhCN.search.submit}
        </Button>
        <Button type="button" onClick={onReset} disabled={busy}>
          {zhCN.search.reset}
        </Button>
        {foldable && (
          <Button
            type="button"
            appearance="transparent"
            icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
            iconPosition="after"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? zhCN.search.collapse : zhCN.search.expand}
          </Button>
        )}
      </div>
    </form>
  );
}
