// Request and response bodies of the work-order calls (/aop/workflow/..., side requests, locks, exports).
// Dates are 'YYYY-MM-DD HH:mm:ss' (China Standard Time). Mutating calls take the order's `version`
// (answer HTTP 409 '工单已被他人修改，请刷新后重试' when someone changed it first) and an optional
// `idempotency-key` header: a retry with the same key answers the first result and changes nothing.

/** Order status (工单状态): 1 待受理, 2 待派遣, 3 一级待办, 4 二级待办, 5 待核查, 6 待回访, 7 待考核, 8 已办结, 9 已归档. */
export type WorkflowStatusCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The queue groups of the spec (list/{type}) plus `index`, the all-orders search of /gong-dan/list/index. */
export type QueueGroup =
  | 'unaccept' | 'unassign' | 'untodo' | 'todo2' | 'uncheckList' | 'uncallback' | 'unAssessmentList'
  | 'delayApply' | 'applyDelay' | 'hangApply' | 'returnApply' | 'applyReturn' | 'supervise';

/** One tab of a queue page: POST /aop/workflow/list/all -> data (live counts, only the tabs the user's roles see). */
export interface WorkflowTabEntry {
  /** The queue group (page) the tab belongs to. */
  belong: QueueGroup;
  name: string;
  count: number;
  /** The list/{type} segment to fetch its rows. */
  type: QueueGroup;
  /** Roles that see the tab; empty = everyone. */
  roleIds: number[];
  params: { queryType: number | string; oneIndex: number; twoIndex: number };
}

/** POST /aop/workflow/list/all body (optional): limit to one group. */
export interface WorkflowTabsRequest {
  belong?: QueueGroup;
}

/** POST /aop/workflow/list/{type} and list/index body. */
export interface WorkflowListRequest {
  page?: number;
  current?: number;
  size?: number;
  /** The tab's params.queryType (defaults to the group's first tab). */
  queryType?: number | string;
  /** Registration time range. */
  startTime?: string;
  endTime?: string;
  phone?: string;
  workflowId?: string;
  status?: number;
  deptId?: number;
  eventTypeId?: number;
  appealType?: string;
  keyword?: string;
  /** Only overdue orders. */
  overdue?: boolean;
  /** Only orders the caller follows. */
  followed?: boolean;
  sortField?: 'createTime' | 'deadline' | 'updateTime' | 'urgency';
  sortOrder?: 'asc' | 'desc';
}

/** A row of a queue or search list. */
export interface WorkflowListItem {
  workflowId: string;
  processid: string;
  citizenName: string;
  /** Masked (138****0001) for department and approver roles. */
  phone: string;
  appealType: string;
  appealTypeName: string;
  eventTypeName: string | null;
  regionName: string | null;
  address: string | null;
  content: string;
  urgency: string;
  status: number;
  statusName: string;
  mainDeptId: number | null;
  mainDeptName: string | null;
  subDeptId: number | null;
  subDeptName: string | null;
  timeLimit: number;
  deadline: string;
  overdue: boolean;
  hung: boolean;
  rework: number;
  isAccepted: number;
  menuType: number;
  exceptionType: number;
  version: number;
  createTime: string;
  updateTime: string;
  /** Who holds the work lock, if anyone. */
  lockUserName: string | null;
  lockTime: string | null;
  followed: boolean;
  /** Side-request and supervision lists: the request the row is about. */
  applyId?: number;
  applyKind?: 'delay' | 'hang' | 'return';
  applyState?: number;
  applyDays?: number | null;
  applyReason?: string;
  applicantName?: string;
  approveOpinion?: string | null;
  superviseId?: number;
  superviseContent?: string;
  superviseState?: number;
  superviseReply?: string | null;
}

export interface WorkflowPage {
  records: WorkflowListItem[];
  total: number;
  current: number;
  size: number;
}

/** Fields a registration carries (commit, commitToAssign, seatfirstdone, neijiangworkflow/commit) and modify may change. */
export interface WorkflowFields {
  citizenName: string;
  phone: string;
  callerLocation?: string;
  channel: string;
  appealType: string;
  eventTypeId?: number;
  regionId?: number;
  address?: string;
  content: string;
  urgency?: string;
  isSecret?: number;
  /** Working days; defaults to the appeal type's limit. */
  timeLimit?: number;
  menuType?: number;
  exceptionType?: number;
  callId?: string;
  coDeptIds?: number[];
  attachments?: Array<{ fileId: string; fileName: string }>;
}

/** commitToAssign / seatfirstdone / commit body. */
export type WorkflowRegisterRequest = WorkflowFields & { opinion?: string };
/** /aop/neijiangworkflow/commit body: register and dispatch straight to a main department. */
export type WorkflowRegisterDispatchRequest = WorkflowFields & { mainDeptId: number; opinion?: string };

/** Every call that acts on an existing order. */
export interface WorkflowActionBase {
  workflowId: string;
  version: number;
  processid?: string;
  opinion?: string;
}

/** The step actions of PATCH /aop/workflow/commitTask. */
export type TaskAction =
  | 'accept' | 'dispatch' | 'assignDown' | 'reply' | 'checkPass' | 'checkFail' | 'assess'
  | 'applyDelay' | 'applyHang' | 'applyReturn' | 'resumeHang' | 'supervise' | 'superviseReply';

export interface CommitTaskRequest extends WorkflowActionBase {
  action: TaskAction;
  /** dispatch: the main (level-1) department. */
  mainDeptId?: number;
  coDeptIds?: number[];
  /** assignDown: a sub-unit of the main department. */
  subDeptId?: number;
  /** checkPass: 1 reasonable, 0 unreasonable claim. */
  claimReasonable?: number;
  /** assess: 0-100. */
  assessScore?: number;
  /** applyDelay: working days asked for. */
  days?: number;
}

/** PATCH /aop/workflow/commitCbTask: callback result 1 满意, 2 基本满意, 3 不满意. */
export interface CommitCallbackRequest extends WorkflowActionBase {
  callbackResult: 1 | 2 | 3;
}

/** POST /aop/workflowApply/approve: the approver's answer to a delay, hang or return request. */
export interface ApproveApplyRequest {
  applyId: number;
  agree: boolean;
  opinion?: string;
}

/** The answer of every action: the order as it now is. */
export interface WorkflowActionResult {
  workflowId: string;
  processid: string;
  status: number;
  statusName: string;
  version: number;
  deadline: string;
  /** The queue the order now waits in. */
  queue: QueueGroup | null;
}

export interface WorkflowLockInfo {
  lockUserId: number | null;
  lockUserName: string | null;
  lockTime: string | null;
  /** The caller holds the lock. */
  mine: boolean;
}

export interface WorkflowStep {
  id: number;
  processid: string;
  action: string;
  actionName: string;
  fromStatus: number | null;
  toStatus: number;
  toStatusName: string;
  deptId: number | null;
  deptName: string | null;
  userName: string;
  opinion: string | null;
  createTime: string;
}

export interface WorkflowNote {
  id: number;
  content: string;
  userName: string;
  createTime: string;
}

export interface WorkflowApplyInfo {
  id: number;
  kind: 'delay' | 'hang' | 'return';
  state: number;
  days: number | null;
  reason: string;
  applicantName: string;
  approverName: string | null;
  approveOpinion: string | null;
  createTime: string;
  decideTime: string | null;
}

export interface WorkflowSuperviseInfo {
  id: number;
  content: string;
  state: number;
  createdByName: string;
  replyContent: string | null;
  repliedByName: string | null;
  createTime: string;
  replyTime: string | null;
}

/** GET /aop/workflow/detail?workflowId[&forWork=true] -> data. forWork takes the work lock when it is free. */
export interface WorkflowDetail extends WorkflowListItem {
  callerLocation: string | null;
  channel: string;
  channelName: string;
  eventTypeId: number | null;
  regionId: number | null;
  isSecret: number;
  coDeptIds: number[];
  coDeptNames: string[];
  claimReasonable: number | null;
  callbackResult: number | null;
  assessScore: number | null;
  upSuperviseState: number;
  disposeInstruction: string | null;
  replyContent: string | null;
  creatorName: string;
  callId: string | null;
  lock: WorkflowLockInfo;
  /** What the caller may do now (commitTask actions and the other calls by name). */
  allowedActions: string[];
  steps: WorkflowStep[];
  comments: WorkflowNote[];
  remarks: WorkflowNote[];
  relations: WorkflowRelation[];
  attachments: Array<{ id: number; fileId: string; fileName: string }>;
  applies: WorkflowApplyInfo[];
  supervises: WorkflowSuperviseInfo[];
}

export interface WorkflowUpdateLogEntry {
  id: number;
  userName: string;
  action: string;
  content: string;
  createTime: string;
}

/** GET /aop/baseData/bizData -> data */
export interface BizData {
  appealTypes: Array<{ value: string; label: string; timeLimit: number }>;
  channels: Array<{ value: string; label: string }>;
  urgencies: Array<{ value: string; label: string }>;
  statuses: Array<{ value: number; label: string }>;
  callbackResults: Array<{ value: number; label: string }>;
  lockMinutes: number;
}

/** POST /aop/workflow/init -> data: defaults for a fresh registration form. */
export interface WorkflowInitResult {
  creatorName: string;
  createTime: string;
  appealTypes: BizData['appealTypes'];
  defaultAppealType: string;
  defaultTimeLimit: number;
  defaultDeadline: string;
  telNo: string | null;
  callerLocation: string | null;
  historyCount: number;
}

/** POST /aop/workflow/initOfDoApplyDelay -> data */
export interface ApplyDelayInit {
  workflowId: string;
  deadline: string;
  maxDays: number;
  pending: boolean;
  approvers: Array<{ id: number; realName: string }>;
}

/** POST /aop/limit/limitDayTime?day -> data */
export interface LimitDayTimeResult {
  day: number;
  deadline: string;
}

export interface EventTypeNode {
  id: number;
  pid: number;
  name: string;
  children: EventTypeNode[];
}

/** GET /aop/workflowRel/getType2 -> data: the kinds of relation between two orders. */
export interface RelationType {
  value: number;
  label: string;
}

/** GET /aop/workflowRel/{workflowId} -> data[], and WorkflowDetail.relations: one related order. */
export interface WorkflowRelation {
  /** The related order's number. */
  workflowId: string;
  relType: number;
  relTypeName: string;
  status: number;
  statusName: string;
  appealType: string;
  appealTypeName: string;
  /** Empty when the viewer may not open the related order. */
  content: string;
  visible: boolean;
  /** When the related order was registered. */
  createTime: string;
  /** When and by whom the two were related. */
  relTime: string;
  relUserName: string;
}

/** POST /aop/classifier/keyword and /aop/classifier/similar -> data[]: a suggested event classification, best first. */
export interface ClassificationSuggestion {
  eventTypeId: number;
  name: string;
  /** The classification's place in the tree, e.g. 城乡建设 / 物业管理. */
  path: string;
  /** 0..1: how sure the classifier is. */
  score: number;
  /** Why: the matched keywords, or the numbers of the similar earlier orders. */
  reason: string;
  source: 'keyword' | 'similar';
}

/** /aop/intelligentMatch/intelligentMatch and /aop/intelligentMate/getDeptId -> data */
export interface DeptMatch {
  deptId: number | null;
  deptName: string | null;
  eventTypeId: number | null;
  eventTypeName: string | null;
  /** Why this department: the classification's owner or the words found in the content. */
  reason: string;
  candidates: Array<{ deptId: number; deptName: string; score: number; reason: string }>;
}

export interface Opinion {
  id: number;
  content: string;
  sort: number;
  createTime: string;
}

export interface PropertyConfig {
  id: number;
  menuType: number;
  propKey: string;
  label: string;
  visible: number;
  required: number;
  sort: number;
}

export interface MissOrder {
  id: number;
  phone: string;
  callId: string | null;
  landlineNumber: string | null;
  callTime: string;
  state: number;
  handleResult: string | null;
  workflowId: string | null;
  handledByName: string | null;
  handleTime: string | null;
}

export interface RepairRecord {
  id: number;
  workflowId: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  reason: string;
  userName: string;
  createTime: string;
}

export interface JobSchedule {
  workflowId: string;
  status: number;
  statusName: string;
  deadline: string;
  overdue: boolean;
  /** Percentage of the allowed time used, 0-100+. */
  elapsedPercent: number;
  steps: WorkflowStep[];
}

export interface BatchResult {
  succeeded: string[];
  failed: Array<{ workflowId: string; msg: string }>;
}
