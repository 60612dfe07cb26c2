// Work-order calls: queues and lists, registration and steps, side requests, locks, notes, exports.
// Mutating calls take an optional idempotency key: reuse it when retrying the same submit.
import { call, download } from '../http/client.ts';
import { keyed } from '../http/idempotency.ts';
import type {
  ApproveApplyRequest, AssistCatalogueRequest, CommitCallbackRequest, CommitTaskRequest, PropertyConfig, QueueGroup, RepairableField, RepeatMergeRequest, RepeatQuery, RepeatSplitRequest, WorkflowActionBase,
  WorkflowListRequest, WorkflowModifyRequest, WorkflowRegisterDispatchRequest, WorkflowRegisterRequest,
} from './workorder.types.ts';

// ---- lists ----
export const fetchWorkflowTabs = (belong?: QueueGroup) => call('/aop/workflow/list/all', { body: belong ? { belong } : {} });
export const fetchWorkflowList = (type: QueueGroup | 'index', query: WorkflowListRequest = {}, signal?: AbortSignal) =>
  call(`/aop/workflow/list/${type}`, { body: query, signal });
export const fetchHistoryCallList = (phone: string, query: { page?: number; size?: number; excludeWorkflowId?: string } = {}, signal?: AbortSignal) =>
  call('/aop/workflow/list/historyCallList', { body: { phone, ...query }, signal });
export const followWorkflows = (workflowIds: string[], follow: boolean) => call('/aop/workflow/batchFollow', { body: { workflowIds, follow } });
export const exportWorkflowList = (query: WorkflowListRequest & { type?: QueueGroup | 'index' }, filename = '工单列表.xlsx') =>
  download('/aop/exportWorkflow/list/exportAll', { body: query, filename });
export const exportWorkflowPdf = (workflowId: string) => download('/aop/import/exportPdf', { body: { workflowId }, filename: `工单_${workflowId}.pdf` });

// ---- reading one order ----
export const fetchWorkflowDetail = (workflowId: string, forWork = false, signal?: AbortSignal) =>
  call('/aop/workflow/detail', { method: 'GET', query: { workflowId, forWork }, signal });
export const fetchWorkflowDetailForTab = (workflowId: string, belong: QueueGroup, queryType?: number | string, forWork = false) =>
  call('/aop/workflow/detailByListAndModel', { method: 'GET', query: { workflowId, belong, queryType: queryType === undefined ? undefined : String(queryType), forWork } });
export const fetchWorkflowUpdateLog = (workflowId: string, signal?: AbortSignal) =>
  call('/aop/workflow/detailUpdateLog', { method: 'GET', query: { workflowId }, signal });
export const fetchJobSchedule = (workflowId: string) => call('/aop/workflowTask/getJobSchedule', { body: { workflowId } });
export const fetchBizData = () => call('/aop/baseData/bizData', { method: 'GET' });
export const fetchEventTypeTree = () => call('/aip/eventType2/treeList');
export const initWorkflow = (telNo?: string, callId?: string) => call('/aop/workflow/init', { body: { telNo, callId } });
export const initApplyDelay = (workflowId: string) => call('/aop/workflow/initOfDoApplyDelay', { body: { workflowId } });
export const limitDayTime = (day: number) => call('/aop/limit/limitDayTime', { query: { day } });

// ---- registration ----
export const commitWorkflow = (body: WorkflowRegisterRequest, key?: string) => call('/aop/workflow/commit', { body, ...keyed(key) });
export const commitToAssign = (body: WorkflowRegisterRequest, key?: string) => call('/aop/workflow/commitToAssign', { body, ...keyed(key) });
export const seatFirstDone = (body: WorkflowRegisterRequest, key?: string) => call('/aop/workflow/seatfirstdone', { body, ...keyed(key) });
export const commitAndDispatch = (body: WorkflowRegisterDispatchRequest, key?: string) => call('/aop/neijiangworkflow/commit', { body, ...keyed(key) });
export const hotlineDone = (body: WorkflowActionBase, key?: string) => call('/aop/workflow/hotLinetDone', { body, ...keyed(key) });

// ---- 重复诉求并单 ----
export const findRepeatCandidates = (query: RepeatQuery, signal?: AbortSignal) => call('/aop/workflow/repeat/candidates', { body: query, signal });
export const mergeRepeat = (body: RepeatMergeRequest, key?: string) => call('/aop/workflow/repeat/merge', { body, ...keyed(key) });
export const splitRepeat = (body: RepeatSplitRequest, key?: string) => call('/aop/workflow/repeat/split', { body, ...keyed(key) });

// ---- steps and edits ----
export const modifyWorkflow = (body: WorkflowModifyRequest, key?: string) => call('/aop/workflow/modify', { method: 'PATCH', body, ...keyed(key) });
export const commitTask = (body: CommitTaskRequest, key?: string) => call('/aop/workflow/commitTask', { method: 'PATCH', body, ...keyed(key) });
export const commitCallback = (body: CommitCallbackRequest, key?: string) => call('/aop/workflow/commitCbTask', { method: 'PATCH', body, ...keyed(key) });
export const mainDeptWithdraw = (body: WorkflowActionBase, key?: string) => call('/aop/workflow/mainDeptWithDraw', { method: 'PATCH', body, ...keyed(key) });
export const withdrawTask = (body: WorkflowActionBase, key?: string) => call('/aop/workflow/commitTaskWithDraw', { method: 'PATCH', body, ...keyed(key) });
export const commitCaseFile = (body: WorkflowActionBase, key?: string) => call('/aop/workflow/commitCaseFile', { method: 'PATCH', body, ...keyed(key) });
export const updateDisposeInstruction = (body: WorkflowActionBase & { disposeInstruction: string }, key?: string) =>
  call('/aop/workflow/updateDisposeInstruction', { body, ...keyed(key) });
export const deleteWorkflows = (workflowIds: string[]) => call('/aop/workflow/deleteWorkOrder', { method: 'GET', query: { workflowIds: workflowIds.join(',') } });
export const replyAssist = (body: { assistId: number; content: string }, key?: string) => call('/aop/workflow/assist/reply', { body, ...keyed(key) });
export const releaseAssist = (body: { assistId: number; reason: string }, key?: string) => call('/aop/workflow/assist/release', { body, ...keyed(key) });
/** The 派单目录 entry applying with this lead: its 协办单位 (pre-filled) and time limit. */
export const fetchAssistCatalogue = (body: AssistCatalogueRequest, signal?: AbortSignal) => call('/aop/workflow/assist/catalogue', { body, signal });
export const approveApply = (body: ApproveApplyRequest, key?: string) => call('/aop/workflowApply/approve', { body, ...keyed(key) });
export const batchVerify = (workflowIds: string[], pass: boolean, opinion?: string, claimReasonable?: number) =>
  call('/aop/workflowTask/batchVerification', { body: { workflowIds, pass, opinion, claimReasonable } });
export const updateUpSuperviseState = (workflowId: string, upSuperviseState: 0 | 1, version?: number) =>
  call('/aop/workflowIntance/updateUpSuperviseState', { body: { workflowId, upSuperviseState, version } });
export const repairWorkflow = (body: { workflowId: string; version: number; field: RepairableField; value: string | number; reason: string }, key?: string) =>
  call('/aop/repair/repairOperation', { body, ...keyed(key) });
export const fetchRepairRecords = (query: { workflowId?: string; page?: number; size?: number } = {}) =>
  call('/aop/workflow/getLeakAndRepairRecord', { body: query });

// ---- locks ----
export const unlockWorkflow = (processid: string) => call('/aop/lock/unlockWorkflow', { body: { processid } });
export const systemUnlockWorkflows = (workflowIds: string[]) => call('/aop/lock/systemUnlockWorkflow', { body: { workflowIds } });

// ---- notes, relations, opinions ----
export const addComment = (workflowId: string, content: string) => call('/aop/workflow/addComment', { body: { workflowId, content } });
export const workflowRemarks = (workflowId: string, content?: string) => call('/aop/workflowRemark', { body: { workflowId, content } });
/** relType: a value of fetchRelationTypes(); without it the general type (关联件). */
export const relateWorkflows = (workflowId: string, relWorkflowIds: string[], relType?: number) =>
  call('/aop/workflowRel/batchInsert', { body: { workflowId, relWorkflowIds, relType } });
export const fetchRelationTypes = () => call('/aop/workflowRel/getType2', { method: 'GET' });
export const fetchRelations = (workflowId: string) => call(`/aop/workflowRel/${encodeURIComponent(workflowId)}`, { method: 'GET' });
export const unbindWorkflow = (workflowId: string, relWorkflowId: string) => call('/aop/workflowRel/unbindWorkFlow', { body: { workflowId, relWorkflowId } });
export const fetchOpinionPage = (query: { page?: number; size?: number; keyword?: string } = {}) => call('/aop/opinions/page', { body: query });
export const fetchAllOpinions = () => call('/aop/opinions/all', { body: {} });
export const fetchOpinion = (id: number) => call('/aop/opinions/get', { body: { id } });
export const addOpinion = (content: string, sort?: number) => call('/aop/opinions/add', { body: { content, sort } });
export const updateOpinion = (id: number, changes: { content?: string; sort?: number }) => call('/aop/opinions/update', { body: { id, ...changes } });
export const deleteOpinions = (ids: number[]) => call('/aop/opinions/delete', { body: { ids } });

// ---- configuration, missed calls, matching, cache ----
export const fetchPropertyConfig = (menuType: number) => call('/aop/tPropertyConfig/queryConfList', { body: { menuType } });
export const savePropertyConfig = (list: Array<Pick<PropertyConfig, 'id'> & Partial<Pick<PropertyConfig, 'label' | 'visible' | 'required' | 'sort'>>>) =>
  call('/aop/tPropertyConfig/bathUpdate', { body: { list } });
export const fetchMissOrders = (query: { page?: number; size?: number; state?: number; phone?: string } = {}, signal?: AbortSignal) =>
  call('/aip/missOrderWork/page', { body: query, signal });
export const handleMissOrder = (id: number, handleResult: string, workflowId?: string) => call('/aop/workflow/doMissOrder', { body: { id, handleResult, workflowId } });
export const matchDepartment = (content: string, eventTypeId?: number, regionId?: number, signal?: AbortSignal) =>
  call('/aop/intelligentMatch/intelligentMatch', { body: { content, eventTypeId, regionId }, signal });
export const suggestDeptId = (content: string, eventTypeId?: number) => call('/aop/intelligentMate/getDeptId', { body: { content, eventTypeId } });
// The two event-classification services: each answers up to three suggestions, best first.
export const classifyByKeywords = (content: string, signal?: AbortSignal) => call('/aop/classifier/keyword', { body: { content }, signal });
export const classifyBySimilarCases = (content: string, signal?: AbortSignal) => call('/aop/classifier/similar', { body: { content }, signal });
export const clearServerCache = (prefix?: string) => call('/aop/cache/delCache', { body: prefix ? { prefix } : {} });
