import { useEffect } from 'react';
import { pageCount } from './paging.ts';

/** Rows removed meanwhile (deleted, withdrawn, read elsewhere): shows the new last page instead of an empty one. */
export function usePageInRange(total: number | undefined, page: number, size: number, setPage: (page: number) => void): void {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, size);
    if (page > last) setPage(last);
  }, [total, page, size, setPage]);
}
