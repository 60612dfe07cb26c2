// 知识库's calls: search and read (every agent), the department's upkeep and the knowledge administrators' review.
import { call } from '../http/client.ts';
import type {
  ArticleSaveRequest, ArticleUpdateRequest, CorrectionPageRequest, KnowledgeSearchRequest, KnowledgeSuggestRequest, ManagedArticlePageRequest,
} from './contracts/knowledge.ts';

/** Session resource keys of the knowledge base (one key, one kind of data). */
export const KNOWLEDGE_RESOURCE = {
  options: 'knowledge:options',
  search: 'knowledge:search',
  articles: 'knowledge:articles',
  corrections: 'knowledge:corrections',
  upkeep: 'knowledge:upkeep',
  hot: 'knowledge:hot',
  synonyms: 'knowledge:synonyms',
  categories: 'knowledge:categories',
} as const;

export const fetchKnowledgeOptions = (signal?: AbortSignal) => call('/api/knowledge/options', { signal });

export const searchKnowledge = (query: KnowledgeSearchRequest, signal?: AbortSignal) => call('/api/knowledge/search', { body: query, signal });

/** The published version; `latest` asks for the newest (maintainers). */
/** 受理登记's 知识库参考: the top articles for an appeal being typed, each with its reason. */
export const suggestArticles = (body: KnowledgeSuggestRequest, signal?: AbortSignal) => call('/api/knowledge/suggest', { body, signal });

/** What an order's answer came from (the detail's 答复依据). */
export const fetchOrderCitations = (workflowId: string, signal?: AbortSignal) => call('/api/knowledge/citations', { body: { workflowId }, signal });

export const fetchArticle = (id: number, latest = false, signal?: AbortSignal) =>
  call('/api/knowledge/article/info', { body: latest ? { id, latest } : { id }, signal });

export const fetchManagedArticles = (query: ManagedArticlePageRequest, signal?: AbortSignal) => call('/api/knowledge/article/page', { body: query, signal });

export const addArticle = (input: ArticleSaveRequest) => call('/api/knowledge/article/save', { body: input });

export const updateArticle = (input: ArticleUpdateRequest) => call('/api/knowledge/article/update', { body: input });

export const submitArticle = (id: number, version: number) => call('/api/knowledge/article/submit', { body: { id, version } });

export const reviewArticle = (id: number, version: number, approve: boolean, reason?: string) =>
  call('/api/knowledge/article/review', { body: { id, version, approve, ...(reason ? { reason } : {}) } });

export const expireArticle = (id: number, reason?: string) => call('/api/knowledge/article/expire', { body: { id, ...(reason ? { reason } : {}) } });

export const confirmArticleReview = (id: number, reviewDate: string) => call('/api/knowledge/article/confirm', { body: { id, reviewDate } });

export const deleteArticles = (ids: number[]) => call('/api/knowledge/article/delete', { body: { ids } });

export const fetchArticleVersions = (id: number, signal?: AbortSignal) => call('/api/knowledge/article/versions', { body: { id }, signal });

export const fetchKnowledgeCategories = (signal?: AbortSignal) => call('/api/knowledge/category/list', { signal });

export const addKnowledgeCategory = (input: { parentId: number; name: string; orderNum?: number }) => call('/api/knowledge/category/save', { body: input });

export const updateKnowledgeCategory = (input: { id: number; parentId: number; name: string; orderNum?: number }) => call('/api/knowledge/category/update', { body: input });

export const deleteKnowledgeCategory = (id: number) => call('/api/knowledge/category/delete', { body: { id } });

export const fetchSynonyms = (signal?: AbortSignal) => call('/api/knowledge/synonym/list', { signal });

export const addSynonym = (words: string[]) => call('/api/knowledge/synonym/save', { body: { words } });

export const updateSynonym = (id: number, words: string[]) => call('/api/knowledge/synonym/update', { body: { id, words } });

export const deleteSynonym = (id: number) => call('/api/knowledge/synonym/delete', { body: { id } });

/** 纠错 of a published article: it reaches the owning department with a deadline. */
export const fileCorrection = (articleId: number, kind: 1 | 2 | 3, reason: string) => call('/api/knowledge/correction/file', { body: { articleId, kind, reason } });

export const fetchCorrections = (query: CorrectionPageRequest, signal?: AbortSignal) => call('/api/knowledge/correction/page', { body: query, signal });

export const handleCorrection = (id: number, accept: boolean, reply: string) => call('/api/knowledge/correction/handle', { body: { id, accept, reply } });

export const fetchUpkeep = (signal?: AbortSignal) => call('/api/knowledge/upkeep', { signal });

export const fetchHotQuestions = (days?: number, signal?: AbortSignal) => call('/api/knowledge/hot', { body: days ? { days } : {}, signal });
