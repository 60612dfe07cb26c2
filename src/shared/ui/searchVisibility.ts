// 隐藏搜索: the table's toolbar hides and shows the search form of its page (RuoYi's right toolbar), with no wiring in
// the page: the form and the toolbar meet through the page's state.
import { useContext, useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { PageKeyContext, usePageState } from './pageState.ts';

/** Search forms mounted per page: the toolbar offers 隐藏搜索 only where there is a form to hide. */
const mountedForms = proxy<Record<string, number>>({});

/** Whether the page's search form is hidden, and the setter the toolbar's button uses. */
export function useSearchHidden(): [boolean, (hidden: boolean) => void] {
  return usePageState<boolean>('search:hidden', false);
}

/** Called by the search form: counts it as mounted on its page while it is. */
export function useRegisterSearchForm(): void {
  const pageKey = useContext(PageKeyContext);
  useEffect(() => {
    mountedForms[pageKey] = (mountedForms[pageKey] ?? 0) + 1;
    return () => {
      mountedForms[pageKey] = (mountedForms[pageKey] ?? 1) - 1;
    };
  }, [pageKey]);
}

/** Whether the page has a search form. */
export function useHasSearchForm(): boolean {
  const pageKey = useContext(PageKeyContext);
  return (useSnapshot(mountedForms)[pageKey] ?? 0) > 0;
}
