// 派单异议's calls: filing, ruling (both keyed for retries), the queue, one objection, an order's objections.
import { call } from '../http/client.ts';
import { keyed } from '../http/idempotency.ts';
import type { ObjectionFileRequest, ObjectionPageRequest, ObjectionRuleRequest } from './contracts/objections.ts';

export const fileObjection = (body: ObjectionFileRequest, key?: string) => call('/aop/workflowObjection/file', { body, ...keyed(key) });
export const ruleObjection = (body: ObjectionRuleRequest, key?: string) => call('/aop/workflowObjection/rule', { body, ...keyed(key) });
export const fetchObjectionPage = (body: ObjectionPageRequest, signal?: AbortSignal) => call('/aop/workflowObjection/page', { body, signal });
export const fetchObjection = (id: number, signal?: AbortSignal) => call('/aop/workflowObjection/info', { body: { id }, signal });
export const fetchOrderObjections = (workflowId: string, signal?: AbortSignal) => call('/aop/workflowObjection/forOrder', { body: { workflowId }, signal });
