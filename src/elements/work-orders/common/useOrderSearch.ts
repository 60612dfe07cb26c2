import { useState } from 'react';
import { usePageState } from '../../../shared/ui/pageState.ts';
import { cleanFilters, type OrderFilters } from './OrderSearch.tsx';

const NO_FILTERS: OrderFilters = {};
const FIRST_PAGE = { page: 1, size: 50 };

/**
 * The search conditions and page of an order list, kept per console tab (they survive a tab switch and a reload);
 * the form edits a draft that becomes the conditions on 查询.
 */
export function useOrderSearch(scope: string) {
  const [filters, setFilters] = usePageState<OrderFilters>(`${scope}:filters`, NO_FILTERS);
  const [paging, setPaging] = usePageState(`${scope}:paging`, FIRST_PAGE);
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const search = () => {
    setFilters(cleanFilters(draft));
    setPaging({ ...paging, page: 1 });
  };
  const reset = () => {
    setDraft({});
    setFilters({});
    setPaging({ ...paging, page: 1 });
  };
  return { filters, paging, setPaging, draft, setDraft, search, reset };
}
