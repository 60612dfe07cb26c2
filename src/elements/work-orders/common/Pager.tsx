// Page navigation under a list: total, previous / next, page size.
import { Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { pageCount } from '../../../shared/utils/paging.ts';

const p = workOrdersText.pager;
export const PAGE_SIZES = [20, 50, 100, 200, 500];

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

export function Pager({ page, size, total, onChange, sizes = PAGE_SIZES }: {
  page: number; size: number; total: number; onChange: (page: number, size: number) => void;
  /** The page sizes offered (a list whose server allows less than 500 a page passes its own). */
  sizes?: readonly number[];
}) {
  const styles = useStyles();
  const pages = Math.max(1, pageCount(total, size));
  return (
    <nav className={styles.bar} aria-label={p.size}>
      <span>{p.total(total)}</span>
      <Button size="small" icon={<ChevronLeftRegular />} aria-label={p.prev} disabled={page <= 1} onClick={() => onChange(page - 1, size)} />
      <span data-page-of>{p.page(Math.min(page, pages), pages)}</span>
      <Button size="small" icon={<ChevronRightRegular />} aria-label={p.next} disabled={page >= pages} onClick={() => onChange(page + 1, size)} />
      <Select size="small" aria-label={p.size} value={String(size)} onChange={(_, d) => onChange(1, Number(d.value))}>
        {sizes.map((n) => <option key={n} value={n}>{n}</option>)}
      </Select>
    </nav>
  );
}
