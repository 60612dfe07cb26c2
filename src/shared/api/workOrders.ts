// Work-order calls: queues and lists, registration and steps, side requests, locks, notes, exports.
// Mutating calls take an optional idempotency key: reuse it when retrying the same submit.
import { downloadUntyped as download, request } from '../http/client.ts';
import type { Page } from './types.ts';
import type {
  ApplyDelayInit, ApproveApplyRequest, BatchResult, BizData, CommitCallbackRequest, CommitTaskRequest, DeptMatch, EventTypeNode, JobSchedule,
  LimitDayTimeResult, MissOrder, Opinion, PropertyConfig, QueueGroup, RepairRecord, WorkflowActionBase, WorkflowActionResult, WorkflowDetail,
  WorkflowFields, WorkflowInitResult, WorkflowListRequest, WorkflowNote, WorkflowPage, WorkflowRegisterDispatchRequest, WorkflowRegisterRequest,
  WorkflowTabEntry, WorkflowUpdateLogEntry,
} from './workorder.types.ts';
import type { ClassificationSuggestion, RelationType, WorkflowRelation } from './workorder.types.ts';
import { keyed } from '../http/idempotency.ts';


// ---- lists ----
export const fetchWorkflowTabs = (belong?: QueueGroup) => request<WorkflowTabEntry[]>('/aop/workflow/list/all', { body: belong ? { belong } : {} });
export const fetchWorkflowList = (type: QueueGroup | 'index', query: WorkflowListRequest = {}, signal?: AbortSignal) =>
  request<WorkflowPage>(`/aop/workflow/list/${type}`, { body: query, signal });
export const fetchHistoryCallList = (phone: string, query: { page?: number; size?: number; excludeWorkflowId?: string } = {}, signal?: AbortSignal) =>
  request<WorkflowPage>('/aop/workflow/list/historyCallList', { body: { phone, ...query }, signal });
export const followWorkflows = (workflowIds: string[], follow: boolean) => request<{ count: number }>('/aop/workflow/batchFollow', { body: { workflowIds, follow } });
export const exportWorkflowList = (query: WorkflowListRequest & { type?: QueueGroup | 'index' }, filename = '工单列表.xlsx') =>
  download('/aop/exportWorkflow/list/exportAll', { body: query, filename });
export const exportWorkflowPdf = (workflowId: string) => download('/aop/import/exportPdf', { body: { workflowId }, filename: `工单_${workflowId}.pdf` });

// ---- reading one order ----
export const fetchWorkflowDetail = (workflowId: string, forWork = false, signal?: AbortSignal) =>
  request<WorkflowDetail>('/aop/workflow/detail', { method: 'GET', query: { workflowId, forWork }, signal });
export const fetchWorkflowDetailForTab = (workflowId: string, belong: QueueGroup, queryType?: number | string, forWork = false) =>
  request<WorkflowDetail & { listModel: { belong: string; queryType: number | string; tabName: string } }>('/aop/workflow/detailByListAndModel',
    { method: 'GET', query: { workflowId, belong, queryType: queryType === undefined ? undefined : String(queryType), forWork } });
export const fetchWorkflowUpdateLog = (workflowId: string, signal?: AbortSignal) =>
  request<WorkflowUpdateLogEntry[]>('/aop/workflow/detailUpdateLog', { method: 'GET', query: { workflowId }, signal });
export const fetchJobSchedule = (workflowId: string) => request<JobSchedule>('/aop/workflowTask/getJobSchedule', { body: { workflowId } });
export const fetchBizData = () => request<BizData>('/aop/baseData/bizData', { method: 'GET' });
export const fetchEventTypeTree = () => request<EventTypeNode[]>('/aip/eventType2/treeList');
export const initWorkflow = (telNo?: string, callId?: string) => request<WorkflowInitResult>('/aop/workflow/init', { body: { telNo, callId } });
export const initApplyDelay = (workflowId: string) => request<ApplyDelayInit>('/aop/workflow/initOfDoApplyDelay', { body: { workflowId } });
export const limitDayTime = (day: number) => request<LimitDayTimeResult>('/aop/limit/limitDayTime', { query: { day } });

// ---- registration ----
export const commitWorkflow = (body: WorkflowRegisterRequest, key?: string) => request<WorkflowActionResult>('/aop/workflow/commit', { body, ...keyed(key) });
export const commitToAssign = (body: WorkflowRegisterRequest, key?: string) => request<WorkflowActionResult>('/aop/workflow/commitToAssign', { body, ...keyed(key) });
export const seatFirstDone = (body: WorkflowRegisterRequest, key?: string) => request<WorkflowActionResult>('/aop/workflow/seatfirstdone', { body, ...keyed(key) });
export const commitAndDispatch = (body: WorkflowRegisterDispatchRequest, key?: string) =>
  request<WorkflowActionResult>('/aop/neijiangworkflow/commit', { body, ...keyed(key) });
export const hotlineDone = (body: WorkflowActionBase, key?: string) => request<WorkflowActionResult>('/aop/workflow/hotLinetDone', { body, ...keyed(key) });

// ---- steps and edits ----
export const modifyWorkflow = (body: WorkflowActionBase & Partial<WorkflowFields>, key?: string) =>
  request<WorkflowActionResult>('/aop/workflow/modify', { method: 'PATCH', body, ...keyed(key) });
export const commitTask = (body: CommitTaskRequest, key?: string) => request<WorkflowActionResult>('/aop/workflow/commitTask', { method: 'PATCH', body, ...keyed(key) });
export const commitCallback = (body: CommitCallbackRequest, key?: string) => request<WorkflowActionResult>('/aop/workflow/commitCbTask', { method: 'PATCH', body, ...keyed(key) });
export const mainDeptWithdraw = (body: WorkflowActionBase, key?: string) => request<WorkflowActionResult>('/aop/workflow/mainDeptWithDraw', { method: 'PATCH', body, ...keyed(key) });
export const withdrawTask = (body: WorkflowActionBase, key?: string) => request<WorkflowActionResult>('/aop/workflow/commitTaskWithDraw', { method: 'PATCH', body, ...keyed(key) });
export const commitCaseFile = (body: WorkflowActionBase, key?: string) => request<WorkflowActionResult>('/aop/workflow/commitCaseFile', { method: 'PATCH', body, ...keyed(key) });
export const updateDisposeInstruction = (body: WorkflowActionBase & { disposeInstruction: string }, key?: string) =>
  request<WorkflowActionResult>('/aop/workflow/updateDisposeInstruction', { body, ...keyed(key) });
export const deleteWorkflows = (workflowIds: string[]) => request<{ count: number }>('/aop/workflow/deleteWorkOrder', { method: 'GET', query: { workflowIds: workflowIds.join(',') } });
export const approveApply = (body: ApproveApplyRequest, key?: string) => request<WorkflowActionResult>('/aop/workflowApply/approve', { body, ...keyed(key) });
export const batchVerify = (workflowIds: string[], pass: boolean, opinion?: string, claimReasonable?: number) =>
  request<BatchResult>('/aop/workflowTask/batchVerification', { body: { workflowIds, pass, opinion, claimReasonable } });
export const updateUpSuperviseState = (workflowId: string, upSuperviseState: 0 | 1, version?: number) =>
  request<WorkflowActionResult>('/aop/workflowIntance/updateUpSuperviseState', { body: { workflowId, upSuperviseState, version } });
export const repairWorkflow = (body: { workflowId: string; version: number; field: string; value: string | number; reason: string }, key?: string) =>
  request<WorkflowActionResult>('/aop/repair/repairOperation', { body, ...keyed(key) });
export const fetchRepairRecords = (query: { workflowId?: string; page?: number; size?: number } = {}) =>
  request<Page<RepairRecord>>('/aop/workflow/getLeakAndRepairRecord', { body: query });

// ---- locks ----
export const unlockWorkflow = (processid: string) => request<{ released: boolean }>('/aop/lock/unlockWorkflow', { body: { processid } });
export const systemUnlockWorkflows = (workflowIds: string[]) => request<{ released: number }>('/aop/lock/systemUnlockWorkflow', { body: { workflowIds } });

// ---- notes, relations, opinions ----
export const addComment = (workflowId: string, content: string) => request<WorkflowNote[]>('/aop/workflow/addComment', { body: { workflowId, content } });
export const workflowRemarks = (workflowId: string, content?: string) => request<WorkflowNote[]>('/aop/workflowRemark', { body: { workflowId, content } });
/** relType: a value of fetchRelationTypes(); without it the general type (关联件). */
export const relateWorkflows = (workflowId: string, relWorkflowIds: string[], relType?: number) =>
  request<{ count: number }>('/aop/workflowRel/batchInsert', { body: { workflowId, relWorkflowIds, relType } });
export const fetchRelationTypes = () => request<RelationType[]>('/aop/workflowRel/getType2', { method: 'GET' });
export const fetchRelations = (workflowId: string) => request<WorkflowRelation[]>(`/aop/workflowRel/${encodeURIComponent(workflowId)}`, { method: 'GET' });
export const unbindWorkflow = (workflowId: string, relWorkflowId: string) => request<{ removed: boolean }>('/aop/workflowRel/unbindWorkFlow', { body: { workflowId, relWorkflowId } });
export const fetchOpinionPage = (query: { page?: number; size?: number; keyword?: string } = {}) => request<Page<Opinion>>('/aop/opinions/page', { body: query });
export const fetchAllOpinions = () => request<Opinion[]>('/aop/opinions/all', { body: {} });
export const fetchOpinion = (id: number) => request<Opinion>('/aop/opinions/get', { body: { id } });
export const addOpinion = (content: string, sort?: number) => request<Opinion>('/aop/opinions/add', { body: { content, sort } });
export const updateOpinion = (id: number, changes: { content?: string; sort?: number }) => request<Opinion>('/aop/opinions/update', { body: { id, ...changes } });
export const deleteOpinions = (ids: number[]) => request<{ count: number }>('/aop/opinions/delete', { body: { ids } });

// ---- configuration, missed calls, matching, cache ----
export const fetchPropertyConfig = (menuType: number) => request<PropertyConfig[]>('/aop/tPropertyConfig/queryConfList', { body: { menuType } });
export const savePropertyConfig = (list: Array<Pick<PropertyConfig, 'id'> & Partial<Pick<PropertyConfig, 'label' | 'visible' | 'required' | 'sort'>>>) =>
  request<{ count: number }>('/aop/tPropertyConfig/bathUpdate', { body: { list } });
export const fetchMissOrders = (query: { page?: number; size?: number; state?: number; phone?: string } = {}, signal?: AbortSignal) =>
  request<Page<MissOrder>>('/aip/missOrderWork/page', { body: query, signal });
export const handleMissOrder = (id: number, handleResult: string, workflowId?: string) => request<null>('/aop/workflow/doMissOrder', { body: { id, handleResult, workflowId } });
export const matchDepartment = (content: string, eventTypeId?: number) => request<DeptMatch>('/aop/intelligentMatch/intelligentMatch', { body: { content, eventTypeId } });
export const suggestDeptId = (content: string, eventTypeId?: number) => request<DeptMatch>('/aop/intelligentMate/getDeptId', { body: { content, eventTypeId } });
// The two event-classification services: each answers up to three suggestions, best first.
export const classifyByKeywords = (content: string, signal?: AbortSignal) =>
  request<ClassificationSuggestion[]>('/aop/classifier/keyword', { body: { content }, signal });
export const classifyBySimilarCases = (content: string, signal?: AbortSignal) =>
  request<ClassificationSuggestion[]>('/aop/classifier/similar', { body: { content }, signal });
export const clearServerCache = (prefix?: string) => request<null>('/aop/cache/delCache', { body: prefix ? { prefix } : {} });

// ---- added by the work-order pages (issue 8) ----
/** Downloads one attachment of an order (the token goes in headers, so a plain link cannot). */
