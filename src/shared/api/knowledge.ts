// 知识库 calls.
import { call } from '../http/client.ts';
import type { KnowledgeSuggestRequest } from './contracts/knowledge.ts';

/** The top articles for an appeal being registered, each with its reason. */
export const suggestArticles = (body: KnowledgeSuggestRequest, signal?: AbortSignal) => call('/api/knowledge/suggest', { body, signal });
/** What an order's answer came from (答复依据). */
export const fetchOrderCitations = (workflowId: string, signal?: AbortSignal) => call('/api/knowledge/citations', { body: { workflowId }, signal });
