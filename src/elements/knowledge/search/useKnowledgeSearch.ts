// 知识检索 / 政策文件's logic: the box and filters from the store, the results through the session data layer.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { KnowledgeSearchRequest } from '../../../shared/api/contracts/knowledge.ts';
import { fetchKnowledgeOptions, KNOWLEDGE_RESOURCE, searchKnowledge } from '../../../shared/api/knowledge.ts';
import { useResource } from '../../../shared/data/index.ts';
import { categoryAndBelow, categoryOptions } from '../categoryTree.ts';
import { knowledge, openArticle, runSearch, setFilter, showResultPage, typeQuery } from '../knowledge.store.ts';

export type SearchView = 'search' | 'policy';

export function useKnowledgeSearch(view: SearchView) {
  const state = useSnapshot(knowledge).searches[view];
  const options = useResource(KNOWLEDGE_RESOURCE.options, (signal) => fetchKnowledgeOptions(signal));
  const policyCategoryId = options.data?.policyCategoryId ?? null;

  // 政策文件 is the search fixed to the policy category (a narrower one below it may still be picked).
  const categories = useMemo(() => {
    const all = categoryOptions(options.data?.categories ?? []);
    if (view !== 'policy' || policyCategoryId === null) return all;
    const below = categoryAndBelow(options.data?.categories ?? [], policyCategoryId);
    return all.filter((c) => below.has(c.id) && c.id !== policyCategoryId);
  }, [options.data, view, policyCategoryId]);

  const id = (value: string) => (value ? Number(value) : undefined);
  const request: KnowledgeSearchRequest = {
    page: state.page, size: state.size,
    ...(state.query ? { q: state.query } : {}),
    categoryId: id(state.categoryId) ?? (view === 'policy' ? policyCategoryId ?? undefined : undefined),
    deptId: id(state.deptId), regionId: id(state.regionId),
  };
  // Both pages list at once (the search page every article, newest first, until words are typed); policy waits for its category.
  const ready = view === 'policy' ? policyCategoryId !== null : true;
  const results = useResource(`${KNOWLEDGE_RESOURCE.search}:${view}`, (signal) => searchKnowledge(request, signal),
    { args: request, enabled: ready, clearOnError: true });

  return {
    view, state, options, categories, ready, results,
    policyMissing: view === 'policy' && options.data !== undefined && policyCategoryId === null,
    type: (text: string) => typeQuery(view, text),
    search: () => {
      const again = state.query === state.draft.trim() && state.page === 1 && state.searched;
      runSearch(view);
      // The same words searched again ask the server again (an article may have been published meanwhile).
      if (again && ready) void results.reload();
    },
    setFilter: (name: 'categoryId' | 'deptId' | 'regionId', value: string) => setFilter(view, name, value),
    showPage: (page: number, size: number) => showResultPage(view, page, size),
    open: (articleId: number | null) => openArticle(view, articleId),
  };
}

export type KnowledgeSearchLogic = ReturnType<typeof useKnowledgeSearch>;
