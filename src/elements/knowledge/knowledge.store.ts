// What <hotline-knowledge> keeps across a DOM move (r2wc unmounts on disconnect): the search typed and applied, the
// page of results, the article open in the reader, the 知识维护 tab.
import { proxy } from 'valtio';
import { onSessionReset } from '../../shared/data/index.ts';

export type KnowledgeView = 'search' | 'manage' | 'policy';
export type ManageTab = 'articles' | 'corrections' | 'upkeep' | 'hot' | 'synonyms' | 'categories';

/** One search page's state; ids as strings, '' = any. */
export interface SearchState {
  /** As typed in the box. */
  draft: string;
  /** As last searched (the results answer it). */
  query: string;
  categoryId: string;
  deptId: string;
  regionId: string;
  page: number;
  size: number;
  /** A search was run (or a filter chosen): the results show instead of the hint. */
  searched: boolean;
  /** The article open in the reader. */
  openId: number | null;
}

const blankSearch = (): SearchState => ({ draft: '', query: '', categoryId: '', deptId: '', regionId: '', page: 1, size: 10, searched: false, openId: null });

export const knowledge = proxy({
  searches: { search: blankSearch(), policy: blankSearch() } as Record<'search' | 'policy', SearchState>,
  manageTab: 'articles' as ManageTab,
});

// The next user starts with a blank search.
onSessionReset(() => {
  knowledge.searches = { search: blankSearch(), policy: blankSearch() };
  knowledge.manageTab = 'articles';
});

export function typeQuery(view: 'search' | 'policy', text: string): void {
  knowledge.searches[view].draft = text;
}

/** 检索: the typed words become the search (they stay in the box), from page 1. */
export function runSearch(view: 'search' | 'policy'): void {
  const s = knowledge.searches[view];
  s.query = s.draft.trim();
  s.page = 1;
  s.searched = true;
}

export function setFilter(view: 'search' | 'policy', name: 'categoryId' | 'deptId' | 'regionId', value: string): void {
  const s = knowledge.searches[view];
  s[name] = value;
  s.page = 1;
  s.searched = true;
}

export function showResultPage(view: 'search' | 'policy', page: number, size: number): void {
  Object.assign(knowledge.searches[view], { page, size });
}

export function openArticle(view: 'search' | 'policy', id: number | null): void {
  knowledge.searches[view].openId = id;
}

export function showManageTab(tab: ManageTab): void {
  knowledge.manageTab = tab;
}
