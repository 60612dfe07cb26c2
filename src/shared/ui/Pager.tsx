// Page navigation under a list: total, previous, page x / y, next, and the page size when the list offers a choice.
import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';
import { pageCount } from '../utils/paging.ts';

const p = zhCN.pager;

export interface PagerProps {
  /** 1-based page shown. */
  page: number;
  /** Rows a page. */
  size: number;
  /** Rows in all pages. */
  total: number;
  /** The list has more rows than `total` (a count capped by the server): shown as 10000+. */
  more?: boolean;
  /** A new page, or page 1 with a new size. */
  onChange: (page: number, size: number) => void;
  /** The page sizes offered (announcements 10/50/100/200, spec §9); without them the size is fixed and not shown. */
  sizes?: readonly number[];
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  size: { width: '104px' },
});

export function Pager({ page, size, total, more, onChange, sizes }: PagerProps) {
  const styles = useStyles();
  const sizeId = useId();
  const pages = pageCount(total, size);
  // After a delete or a narrower search the page may lie past the end until the list reloads.
  const shown = Math.min(page, pages);
  return (
    <nav className={styles.root} aria-label={p.pageOf(shown, pages)} data-pager="">
      <Text size={200} data-total="">{p.total(total, more)}</Text>
      <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={p.previous} disabled={page <= 1} onClick={() => onChange(page - 1, size)} />
      <Text size={200} data-page-of="">{p.pageOf(shown, pages)}</Text>
      <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={p.next} disabled={page >= pages} onClick={() => onChange(page + 1, size)} />
      {sizes && (
        <>
          <label htmlFor={sizeId} hidden>{p.pageSize}</label>
          <Select id={sizeId} className={styles.size} size="small" value={String(size)} aria-label={p.pageSize} onChange={(_, data) => onChange(1, Number(data.value))}>
            {sizes.map((option) => <option key={option} value={option}>{p.pageSizeOption(option)}</option>)}
          </Select>
        </>
      )}
    </nav>
  );
}
