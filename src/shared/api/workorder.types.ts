// Request and response bodies of the work-order calls: the contracts are the source (contracts/workorders.ts).
// Dates are 'YYYY-MM-DD HH:mm:ss' (China Standard Time). Mutating calls take the order's `version`
// (answer HTTP 409 '工单已被他人修改，请刷新后重试' when someone changed it first) and an optional
// `idempotency-key` header: a retry with the same key answers the first result and changes nothing.

export type {
  ApplyDelayInit, ApproveApplyRequest, AssistCatalogueEntry, AssistCatalogueRequest, AssistRequestItem, WorkflowAssistInfo, CallerCard, CallerCardOrder, BatchResult, BizData, ClassificationSuggestion, CommitCallbackRequest, CommitTaskRequest, DeptMatch,
  EventTypeNode, JobSchedule, LimitDayTimeResult, MissOrder, Opinion, PropertyConfig, QueueGroup, RelationType, RepairableField, RepairRecord,
  RepeatAppeal, RepeatCandidate, RepeatMergeRequest, RepeatQuery, RepeatSplitRequest,
  TaskAction, WorkflowActionBase, WorkflowActionResult, WorkflowApplyInfo, WorkflowDetail, WorkflowDetailForTab, WorkflowFields,
  WorkflowInitResult, WorkflowListItem, WorkflowListRequest, WorkflowLockInfo, WorkflowModifyRequest, WorkflowNote, WorkflowPage,
  WorkflowRegisterDispatchRequest, WorkflowRegisterRequest, WorkflowRelation, WorkflowStatusCode, WorkflowStep, WorkflowSuperviseInfo,
  WorkflowTabEntry, WorkflowTabsRequest, WorkflowUpdateLogEntry,
} from './contracts/workorders.ts';
