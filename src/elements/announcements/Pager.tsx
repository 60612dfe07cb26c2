// Page navigation with the announcement page sizes (10/50/100/200): total, previous, page x / y, next, size.
import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { ANNOUNCEMENT_PAGE_SIZES } from '../../shared/constants.ts';
import { noticesText } from '../../shared/i18n/zh-CN.ts';
import { pageCount } from '../../shared/utils/paging.ts';

export interface PagerProps {
  /** 1-based page shown. */
  page: number;
  size: number;
  total: number;
  /** A new page, or page 1 with a new size. */
  onChange: (page: number, size: number) => void;
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  size: { width: '104px' },
});

export function Pager({ page, size, total, onChange }: PagerProps) {
  const styles = useStyles();
  const sizeId = useId();
  const pages = pageCount(total, size);
  return (
    <nav className={styles.root} aria-label={noticesText.pageOf(page, pages)} data-pager="">
      <Text size={200}>{noticesText.total(total)}</Text>
      <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={noticesText.previousPage} disabled={page <= 1} onClick={() => onChange(page - 1, size)} />
      <Text size={200} data-page-of="">{noticesText.pageOf(page, pages)}</Text>
      <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={noticesText.nextPage} disabled={page >= pages} onClick={() => onChange(page + 1, size)} />
      <label htmlFor={sizeId} hidden>{noticesText.pageSize}</label>
      <Select id={sizeId} className={styles.size} size="small" value={String(size)} aria-label={noticesText.pageSize} onChange={(_, data) => onChange(1, Number(data.value))}>
        {ANNOUNCEMENT_PAGE_SIZES.map((option) => (
          <option key={option} value={option}>{noticesText.pageSizeOption(option)}</option>
        ))}
      </Select>
    </nav>
  );
}
