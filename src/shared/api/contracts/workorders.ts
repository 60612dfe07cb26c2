// Work orders (spec §7 "Work orders"): queues and lists, reading an order, registration and every step, side requests,
// locks, exports, notes, relations, common opinions, field configuration, missed calls, matching, repairs, the cache,
// and the two event-classification services.
// Dates are 'YYYY-MM-DD HH:mm:ss' (China Standard Time). Mutating calls take the order's `version` (answer HTTP 409
// '工单已被他人修改，请刷新后重试' when someone changed it first) and an optional `idempotency-key` header: a retry with
// the same key answers the first result and changes nothing.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  Body, CappedPage, Either, Int, IntEnum, NoBody, Nullable, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, Option, Page, ReqStr, Str,
  StringEnum, Update, type EndpointMap,
} from './schema.ts';
import { FileRef } from './notices.ts';
import { CITED_ARTICLES_MAX } from './knowledge.ts';

/** Order status (工单状态): 1 待受理, 2 待派遣, 3 一级待办, 4 二级待办, 5 待核查, 6 待回访, 7 待考核, 8 已办结, 9 已归档. */
export type WorkflowStatusCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * The queue groups of the spec (list/{type}), spelt out as a union: the elements' manifest and .d.ts name these values
 * (scripts/manifest reads the alias, which must come before the schema of the same name).
 */
export type QueueGroup =
  | 'unaccept' | 'unassign' | 'untodo' | 'todo2' | 'uncheckList' | 'uncallback' | 'unAssessmentList'
  | 'delayApply' | 'applyDelay' | 'hangApply' | 'returnApply' | 'applyReturn' | 'supervise' | 'assist';
/** Every queue group, in the order of the spec's pages. */
export const QUEUE_GROUPS = [
  'unaccept', 'unassign', 'untodo', 'todo2', 'uncheckList', 'uncallback', 'unAssessmentList',
  'delayApply', 'applyDelay', 'hangApply', 'returnApply', 'applyReturn', 'supervise', 'assist',
] as const satisfies readonly QueueGroup[];
// The list names every group of the union: a group added to one but not the other fails the build.
type Holds<T extends true> = T;
export type EveryQueueGroupListed = Holds<[Exclude<QueueGroup, (typeof QUEUE_GROUPS)[number]>] extends [never] ? true : false>;
export const QueueGroup = StringEnum(QUEUE_GROUPS);

const workflowId = ReqStr(40);
const idList = (max = 200) => Type.Array(workflowId, { minItems: 1, maxItems: max });
const deptIdList = Type.Array(Int(1), { maxItems: 20 });
const queryType = Either<number | string>(['integer', 'string'], { maxLength: 20 });
const Count = Type.Object({ count: Type.Integer() });

// ---- lists ----

/** One tab of a queue page (live counts, only the tabs the user's roles see). */
export const WorkflowTabEntry = Type.Object({
  /** The queue group (page) the tab belongs to. */
  belong: QueueGroup,
  name: Type.String(),
  /** Counted up to 999; `more` says there are more (the tab shows 999+). */
  count: Type.Integer(),
  more: Type.Boolean(),
  /** The list/{type} segment to fetch its rows. */
  type: QueueGroup,
  /** Roles that see the tab; empty = everyone. */
  roleIds: Type.Array(Type.Integer()),
  params: Type.Object({ queryType: Either<number | string>(['integer', 'string']), oneIndex: Type.Integer(), twoIndex: Type.Integer() }),
});
export type WorkflowTabEntry = Static<typeof WorkflowTabEntry>;

/** Optional: limit to one group. */
export const WorkflowTabsRequest = OptionalBody({ belong: Optional(QueueGroup) });
export type WorkflowTabsRequest = NonNullable<Static<typeof WorkflowTabsRequest>>;

const listFilters = {
  page: Optional(Int(1, 100_000)),
  current: Optional(Int(1, 100_000)),
  size: Optional(Int(1, 500)),
  /** The tab's params.queryType (defaults to the group's first tab). */
  queryType: Optional(queryType),
  /** Registration time range. */
  startTime: Optional(Str(30)),
  endTime: Optional(Str(30)),
  phone: Optional(Str(20)),
  workflowId: Optional(Str(40)),
  status: Optional(Int(1, 9)),
  deptId: Optional(Int(1)),
  eventTypeId: Optional(Int(1)),
  appealType: Optional(Str(4)),
  keyword: Optional(Str(100)),
  /** Only overdue orders. */
  overdue: Optional(Type.Boolean()),
  /** Only orders the caller follows. */
  followed: Optional(Type.Boolean()),
  sortField: Optional(StringEnum(['createTime', 'deadline', 'updateTime', 'urgency'])),
  sortOrder: Optional(StringEnum(['asc', 'desc'])),
};

/** list/{type} and list/index. */
export const WorkflowListRequest = OptionalBody(listFilters);
export type WorkflowListRequest = NonNullable<Static<typeof WorkflowListRequest>>;

const listItemFields = {
  workflowId: Type.String(),
  processid: Type.String(),
  citizenName: Type.String(),
  /** Masked (138****0001) for department and approver roles. */
  phone: Type.String(),
  appealType: Type.String(),
  appealTypeName: Type.String(),
  eventTypeName: NullableText(),
  regionName: NullableText(),
  address: NullableText(),
  content: Type.String(),
  urgency: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  mainDeptId: NullableInt(),
  mainDeptName: NullableText(),
  subDeptId: NullableInt(),
  subDeptName: NullableText(),
  timeLimit: Type.Integer(),
  deadline: Type.String(),
  overdue: Type.Boolean(),
  hung: Type.Boolean(),
  rework: Type.Integer(),
  /** 重办次数: how often the order went back to its department (核查不通过, 回访不满意); never reset. */
  reworkCount: Type.Integer(),
  isAccepted: Type.Integer(),
  menuType: Type.Integer(),
  exceptionType: Type.Integer(),
  version: Type.Integer(),
  createTime: Type.String(),
  updateTime: Type.String(),
  /** Who holds the work lock, if anyone. */
  lockUserName: NullableText(),
  lockTime: NullableDateTime(),
  followed: Type.Boolean(),
};

const ApplyKind = StringEnum(['delay', 'hang', 'return']);

/** A row of a queue or search list. */
export const WorkflowListItem = Type.Object({
  ...listItemFields,
  /** Side-request and supervision lists: the request the row is about. */
  applyId: Optional(Type.Integer()),
  applyKind: Optional(ApplyKind),
  applyState: Optional(Type.Integer()),
  applyDays: Optional(NullableInt()),
  applyReason: Optional(Type.String()),
  applicantName: Optional(Type.String()),
  approveOpinion: Optional(NullableText()),
  superviseId: Optional(Type.Integer()),
  superviseContent: Optional(Type.String()),
  superviseState: Optional(Type.Integer()),
  superviseReply: Optional(NullableText()),
  /** 协办工单: the assist the row is about. */
  assistId: Optional(Type.Integer()),
  assistDeptName: Optional(Type.String()),
  assistDeadline: Optional(Type.String()),
  assistStateName: Optional(Type.String()),
  assistOverdue: Optional(Type.Boolean()),
});
export type WorkflowListItem = Static<typeof WorkflowListItem>;

/** `total` counts up to 10,000 orders; `more` says there are more than that (the pager shows 10000+). */
export const WorkflowPage = CappedPage(WorkflowListItem);
export type WorkflowPage = Static<typeof WorkflowPage>;

// ---- registration and steps ----

const fieldProps = {
  citizenName: ReqStr(50),
  phone: ReqStr(20),
  callerLocation: Optional(Str(100)),
  channel: ReqStr(4),
  appealType: ReqStr(4),
  eventTypeId: Optional(Int(1)),
  regionId: Optional(Int(1)),
  address: Optional(Str(200)),
  content: ReqStr(4000),
  urgency: Optional(Str(4, 1)),
  isSecret: Optional(Int(0, 1)),
  /** Working days; defaults to the appeal type's limit. */
  timeLimit: Optional(Int(1, 60)),
  menuType: Optional(Int(1, 9)),
  exceptionType: Optional(Int(0, 9)),
  callId: Optional(Str(64)),
  coDeptIds: Optional(deptIdList),
  /** Files this user uploaded (/api/uploadFile2's id). */
  attachments: Optional(Type.Array(Body({ fileId: FileRef(), fileName: ReqStr(200) }), { maxItems: 20 })),
};

/** Fields a registration carries (commit, commitToAssign, seatfirstdone, neijiangworkflow/commit) and modify may change. */
export const WorkflowFields = Body(fieldProps);
export type WorkflowFields = Static<typeof WorkflowFields>;

/** commitToAssign / seatfirstdone / commit body. */
/** 引用: the knowledge articles the agent answered from (their published versions are recorded with the order). */
const citedArticleIds = Optional(Type.Array(Int(1), { maxItems: CITED_ARTICLES_MAX }));
export const WorkflowRegisterRequest = Body({ ...fieldProps, opinion: Optional(Str(2000)), citedArticleIds });
export type WorkflowRegisterRequest = Static<typeof WorkflowRegisterRequest>;
/** /aop/neijiangworkflow/commit body: register and dispatch straight to a main department. */
/** 并单: the appeal as registered, kept on the order it repeats (parentId). */
export const RepeatMergeRequest = Body({ ...fieldProps, opinion: Optional(Str(2000)), parentId: workflowId });
export type RepeatMergeRequest = Static<typeof RepeatMergeRequest>;
export const RepeatSplitRequest = Body({ repeatId: Type.String({ pattern: '^[1-9]\\d{0,17}$' }), reason: Str(500, 2) });
export type RepeatSplitRequest = Static<typeof RepeatSplitRequest>;
/** 协办: an assisting (level-1) department and its working days (default: the applying 派单目录 entry's limit, else the order's). */
export const AssistRequestItem = Body({ deptId: Int(1), days: Optional(Int(1, 60)) });
export type AssistRequestItem = Static<typeof AssistRequestItem>;
/** The 协办单位 of a dispatch; the setting assist.maxDepts bounds it further. */
const assistList = Type.Array(AssistRequestItem, { maxItems: 10 });
export const WorkflowRegisterDispatchRequest = Body({ ...fieldProps, opinion: Optional(Str(2000)), mainDeptId: Int(1), assists: Optional(assistList), citedArticleIds });
export type WorkflowRegisterDispatchRequest = Static<typeof WorkflowRegisterDispatchRequest>;

const actionProps = {
  workflowId,
  version: Int(1),
  processid: Optional(Str(64)),
  opinion: Optional(Str(2000)),
};

/** Every call that acts on an existing order. */
export const WorkflowActionBase = Body(actionProps);
export type WorkflowActionBase = Static<typeof WorkflowActionBase>;

/** modify: the order and the fields that change. */
export const WorkflowModifyRequest = Body({ ...actionProps, ...Type.Partial(WorkflowFields).properties });
export type WorkflowModifyRequest = Static<typeof WorkflowModifyRequest>;

/** The step actions of PATCH /aop/workflow/commitTask. */
export const TaskAction = StringEnum([
  'accept', 'dispatch', 'assignDown', 'reply', 'checkPass', 'checkFail', 'assess',
  'applyDelay', 'applyHang', 'applyReturn', 'resumeHang', 'supervise', 'superviseReply',
]);
export type TaskAction = Static<typeof TaskAction>;

export const CommitTaskRequest = Body({
  ...actionProps,
  action: TaskAction,
  /** dispatch: the main (level-1) department. */
  mainDeptId: Optional(Int(1)),
  coDeptIds: Optional(deptIdList),
  /** dispatch: 协办单位, each with its own deadline in working days. */
  assists: Optional(assistList),
  /** assignDown: a sub-unit of the main department. */
  subDeptId: Optional(Int(1)),
  /** checkPass: 1 reasonable, 0 unreasonable claim. */
  claimReasonable: Optional(Int(0, 1)),
  /** assess: 0-100. */
  assessScore: Optional(Int(0, 100)),
  /** applyDelay: working days asked for. */
  days: Optional(Int(1, 30)),
});
export type CommitTaskRequest = Static<typeof CommitTaskRequest>;

/** Callback result 1 满意, 2 基本满意, 3 不满意. */
export const CommitCallbackRequest = Body({ ...actionProps, callbackResult: IntEnum([1, 2, 3]) });
export type CommitCallbackRequest = Static<typeof CommitCallbackRequest>;

/** The approver's answer to a delay, hang or return request. */
export const ApproveApplyRequest = Body({ applyId: Int(1), agree: Type.Boolean(), opinion: Optional(Str(2000)), version: Optional(Int(1)) });
export type ApproveApplyRequest = Static<typeof ApproveApplyRequest>;

/** The answer of every action: the order as it now is. */
export const WorkflowActionResult = Type.Object({
  workflowId: Type.String(),
  processid: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  version: Type.Integer(),
  deadline: Type.String(),
  /** The queue the order now waits in. */
  queue: Nullable(QueueGroup),
});
export type WorkflowActionResult = Static<typeof WorkflowActionResult>;

// ---- one order ----

export const WorkflowLockInfo = Type.Object({
  lockUserId: NullableInt(),
  lockUserName: NullableText(),
  lockTime: NullableDateTime(),
  /** The caller holds the lock. */
  mine: Type.Boolean(),
});
export type WorkflowLockInfo = Static<typeof WorkflowLockInfo>;

export const WorkflowStep = Type.Object({
  id: Type.Integer(),
  processid: Type.String(),
  action: Type.String(),
  actionName: Type.String(),
  fromStatus: NullableInt(),
  toStatus: Type.Integer(),
  toStatusName: Type.String(),
  deptId: NullableInt(),
  deptName: NullableText(),
  userName: Type.String(),
  opinion: NullableText(),
  createTime: Type.String(),
});
export type WorkflowStep = Static<typeof WorkflowStep>;

export const WorkflowNote = Type.Object({ id: Type.Integer(), content: Type.String(), userName: Type.String(), createTime: Type.String() });
export type WorkflowNote = Static<typeof WorkflowNote>;

export const WorkflowApplyInfo = Type.Object({
  id: Type.Integer(),
  kind: ApplyKind,
  state: Type.Integer(),
  days: NullableInt(),
  reason: Type.String(),
  applicantName: Type.String(),
  approverName: NullableText(),
  approveOpinion: NullableText(),
  createTime: Type.String(),
  decideTime: NullableDateTime(),
});
export type WorkflowApplyInfo = Static<typeof WorkflowApplyInfo>;

export const WorkflowSuperviseInfo = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  state: Type.Integer(),
  createdByName: Type.String(),
  replyContent: NullableText(),
  repliedByName: NullableText(),
  createTime: Type.String(),
  replyTime: NullableDateTime(),
});
export type WorkflowSuperviseInfo = Static<typeof WorkflowSuperviseInfo>;

/** 协办: one assisting department's part: its deadline, state, and its reply to the lead or the centre's release. */
export const WorkflowAssistInfo = Type.Object({
  id: Type.Integer(),
  deptId: Type.Integer(),
  deptName: Type.String(),
  days: Type.Integer(),
  deadline: Type.String(),
  /** 1 待回复, 2 已回复, 3 已解除 (by the centre), 4 已解除 with the dispatch (改派, 退回). */
  state: Type.Integer(),
  /** 待回复 / 已回复 / 已解除 / 超期 (awaiting past the deadline) */
  stateName: Type.String(),
  /** Awaiting past its deadline, or replied after it. */
  overdue: Type.Boolean(),
  createdByName: Type.String(),
  createTime: Type.String(),
  replyContent: NullableText(),
  repliedByName: NullableText(),
  replyTime: NullableDateTime(),
  releaseReason: NullableText(),
  releasedByName: NullableText(),
  releaseTime: NullableDateTime(),
  /** The viewer may answer it (its department's level-1 user, while it awaits). */
  canReply: Type.Boolean(),
  /** The viewer may release it (the centre, while it awaits). */
  canRelease: Type.Boolean(),
});
export type WorkflowAssistInfo = Static<typeof WorkflowAssistInfo>;

/** The 派单目录 entry that applies to an appeal with this lead: what 派遣 pre-fills (协办单位) and the time limit it sets. */
export const AssistCatalogueRequest = Body({
  workflowId: Optional(workflowId), mainDeptId: Int(1), eventTypeId: Optional(Int(1)), regionId: Optional(Int(1)), content: Optional(Str(4000)),
});
export type AssistCatalogueRequest = Static<typeof AssistCatalogueRequest>;
export const AssistCatalogueEntry = Type.Union([Type.Null(), Type.Object({
  entryId: Type.Integer(),
  timeLimit: NullableInt(),
  assists: Type.Array(Type.Object({ deptId: Type.Integer(), deptName: Type.String() })),
  reason: Type.String(),
})]);
export type AssistCatalogueEntry = Static<typeof AssistCatalogueEntry>;

/** One related order (the relation list, and WorkflowDetail.relations). */
export const WorkflowRelation = Type.Object({
  /** The related order's number. */
  workflowId: Type.String(),
  relType: Type.Integer(),
  relTypeName: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  appealType: Type.String(),
  appealTypeName: Type.String(),
  /** Empty when the viewer may not open the related order. */
  content: Type.String(),
  visible: Type.Boolean(),
  /** When the related order was registered. */
  createTime: Type.String(),
  /** When and by whom the two were related. */
  relTime: Type.String(),
  relUserName: Type.String(),
});
export type WorkflowRelation = Static<typeof WorkflowRelation>;

/** A repeat appeal on its parent order: who called, what they said, why it was taken for a repeat, and its split. */
export const RepeatAppeal = Type.Object({
  id: Type.String(),
  citizenName: Type.String(),
  /** Masked for a viewer who may not see the parent's caller. */
  phone: Type.String(),
  content: Type.String(),
  reasons: Type.String(),
  createTime: Type.String(),
  createdByName: Type.String(),
  splitTime: NullableText(),
  splitByName: NullableText(),
  splitReason: NullableText(),
  /** The order it became when split off. */
  splitWorkflowId: NullableText(),
});
export type RepeatAppeal = Static<typeof RepeatAppeal>;

/** An open or just finished order the appeal being registered likely repeats, with why. */
export const RepeatCandidate = Type.Object({
  workflowId: Type.String(),
  score: Type.Number(),
  reasons: Type.Array(Type.String()),
  statusName: Type.String(),
  createTime: Type.String(),
  content: Type.String(),
  address: NullableText(),
  mainDeptName: NullableText(),
  /** Repeats already merged into it. */
  repeatCount: Type.Integer(),
});
export type RepeatCandidate = Static<typeof RepeatCandidate>;

export const RepeatQuery = Body({
  phone: Optional(Str(20)), regionId: Optional(Int(1)), address: Optional(Str(200)), eventTypeId: Optional(Int(1)), content: Optional(Str(4000)),
});
export type RepeatQuery = Static<typeof RepeatQuery>;

const detailFields = {
  ...WorkflowListItem.properties,
  callerLocation: NullableText(),
  channel: Type.String(),
  channelName: Type.String(),
  eventTypeId: NullableInt(),
  regionId: NullableInt(),
  isSecret: Type.Integer(),
  coDeptIds: Type.Array(Type.Integer()),
  coDeptNames: Type.Array(Type.String()),
  claimReasonable: NullableInt(),
  callbackResult: NullableInt(),
  assessScore: NullableInt(),
  upSuperviseState: Type.Integer(),
  disposeInstruction: NullableText(),
  replyContent: NullableText(),
  creatorName: Type.String(),
  callId: NullableText(),
  /** The recordings of the call the order was registered from (录音); empty for a viewer who may not hear them. */
  recordings: Type.Array(Type.Object({ id: Type.String(), offeredTime: Type.String(), talkSeconds: Type.Integer(), agentName: NullableText() })),
  lock: WorkflowLockInfo,
  /** What the caller may do now (commitTask actions and the other calls by name). */
  allowedActions: Type.Array(Type.String()),
  steps: Type.Array(WorkflowStep),
  comments: Type.Array(WorkflowNote),
  remarks: Type.Array(WorkflowNote),
  relations: Type.Array(WorkflowRelation),
  attachments: Type.Array(Type.Object({ id: Type.Integer(), fileId: Type.String(), fileName: Type.String() })),
  applies: Type.Array(WorkflowApplyInfo),
  supervises: Type.Array(WorkflowSuperviseInfo),
  /** 协办情况: every assisting department's part, oldest first. */
  assists: Type.Array(WorkflowAssistInfo),
  /** 重复诉求 merged into this order (并单), oldest first; split ones say into which order. */
  repeats: Type.Array(RepeatAppeal),
};

/** An order as detail answers it; forWork takes the work lock when it is free. */
export const WorkflowDetail = Type.Object(detailFields);
export type WorkflowDetail = Static<typeof WorkflowDetail>;

/** The detail of an order opened from a list tab, with the tab. */
export const WorkflowDetailForTab = Type.Object({
  ...detailFields,
  listModel: Type.Object({ belong: Type.String(), queryType: Either<number | string>(['integer', 'string']), tabName: Type.String() }),
});
export type WorkflowDetailForTab = Static<typeof WorkflowDetailForTab>;

export const WorkflowUpdateLogEntry = Type.Object({
  id: Type.Integer(), userName: Type.String(), action: Type.String(), content: Type.String(), createTime: Type.String(),
});
export type WorkflowUpdateLogEntry = Static<typeof WorkflowUpdateLogEntry>;

const AppealTypeOption = Type.Object({ value: Type.String(), label: Type.String(), timeLimit: Type.Integer() });

export const BizData = Type.Object({
  appealTypes: Type.Array(AppealTypeOption),
  channels: Type.Array(Option(Type.String())),
  urgencies: Type.Array(Option(Type.String())),
  statuses: Type.Array(Option(Type.Integer())),
  callbackResults: Type.Array(Option(Type.Integer())),
  lockMinutes: Type.Number(),
});
export type BizData = Static<typeof BizData>;

/** Defaults for a fresh registration form. */
export const WorkflowInitResult = Type.Object({
  creatorName: Type.String(),
  createTime: Type.String(),
  appealTypes: Type.Array(AppealTypeOption),
  defaultAppealType: Type.String(),
  defaultTimeLimit: Type.Integer(),
  defaultDeadline: Type.String(),
  telNo: NullableText(),
  callerLocation: NullableText(),
  historyCount: Type.Integer(),
});
export type WorkflowInitResult = Static<typeof WorkflowInitResult>;

export const ApplyDelayInit = Type.Object({
  workflowId: Type.String(),
  deadline: Type.String(),
  maxDays: Type.Integer(),
  pending: Type.Boolean(),
  approvers: Type.Array(Type.Object({ id: Type.Integer(), realName: Type.String() })),
});
export type ApplyDelayInit = Static<typeof ApplyDelayInit>;

export const LimitDayTimeResult = Type.Object({ day: Type.Integer(), deadline: Type.String() });
export type LimitDayTimeResult = Static<typeof LimitDayTimeResult>;

export const EventTypeNode = Type.Recursive((This) => Type.Object({
  id: Type.Integer(), pid: Type.Integer(), name: Type.String(), children: Type.Array(This),
}), { $id: 'EventTypeNode' });
export type EventTypeNode = Static<typeof EventTypeNode>;

/** A kind of relation between two orders. */
export const RelationType = Option(Type.Integer());
export type RelationType = Static<typeof RelationType>;

/** A suggested event classification, best first. */
export const ClassificationSuggestion = Type.Object({
  eventTypeId: Type.Integer(),
  name: Type.String(),
  /** The classification's place in the tree, e.g. 城乡建设 / 物业管理. */
  path: Type.String(),
  /** 0..1: how sure the classifier is. */
  score: Type.Number(),
  /** Why: the matched keywords, or the numbers of the similar earlier orders. */
  reason: Type.String(),
  source: StringEnum(['keyword', 'similar']),
});
export type ClassificationSuggestion = Static<typeof ClassificationSuggestion>;

export const DeptMatch = Type.Object({
  deptId: NullableInt(),
  deptName: NullableText(),
  eventTypeId: NullableInt(),
  eventTypeName: NullableText(),
  /** Why this department (the first candidate's why line). */
  reason: Type.String(),
  /** At most three, best first: the 派单目录's entry first when one applies, then what the centre's finished orders teach. */
  candidates: Type.Array(Type.Object({
    deptId: Type.Integer(), deptName: Type.String(), score: Type.Number(),
    /** One line: 派单目录：… → …；依据：…；历史：相似已办结工单 N 件中 M 件由其办结；近期退回 k 件 */
    reason: Type.String(),
    sources: Type.Array(StringEnum(['catalogue', 'history'])),
  })),
});
export type DeptMatch = Static<typeof DeptMatch>;

export const Opinion = Type.Object({ id: Type.Integer(), content: Type.String(), sort: Type.Integer(), createTime: Type.String() });
export type Opinion = Static<typeof Opinion>;

export const PropertyConfig = Type.Object({
  id: Type.Integer(),
  menuType: Type.Integer(),
  propKey: Type.String(),
  label: Type.String(),
  visible: Type.Integer(),
  required: Type.Integer(),
  sort: Type.Integer(),
});
export type PropertyConfig = Static<typeof PropertyConfig>;

export const MissOrder = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  callId: NullableText(),
  landlineNumber: NullableText(),
  callTime: Type.String(),
  state: Type.Integer(),
  handleResult: NullableText(),
  workflowId: NullableText(),
  handledByName: NullableText(),
  handleTime: NullableDateTime(),
});
export type MissOrder = Static<typeof MissOrder>;

/** One of the caller's orders on the ringing call's card. */
export const CallerCardOrder = Type.Object({
  workflowId: Type.String(),
  createTime: Type.String(),
  appealTypeName: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  /** Not yet 已办结 or 已归档. */
  open: Type.Boolean(),
});
export type CallerCardOrder = Static<typeof CallerCardOrder>;

/** What the softphone shows of a caller while the phone rings (one call, keyed by the number). */
export const CallerCard = Type.Object({
  phone: Type.String(),
  /** 归属地 (云南 云澜市 移动), null when the number has none. */
  place: NullableText(),
  /** The caller's orders the user may see, counted up to 10,000 (`more` past it). */
  orderCount: Type.Integer(),
  orderCountMore: Type.Boolean(),
  /** Up to three: open ones first, then the newest. */
  recent: Type.Array(CallerCardOrder),
  /** Unhandled missed calls (漏单) from this number, counted up to CALLER_CARD_MISS_CAP; null when none or the user does not handle them. */
  pendingMiss: Nullable(Type.Object({ count: Type.Integer(), lastCallTime: Type.String() })),
  /** Set when the caller has at least `appeals` orders in the last `days` days (多次来电). */
  repeat: Nullable(Type.Object({ appeals: Type.Integer(), days: Type.Integer() })),
  /** The first page of the caller's history as /aop/workflow/list/historyCallList answers it (CALLER_HISTORY_SIZE rows). */
  history: WorkflowPage,
});
export type CallerCard = Static<typeof CallerCard>;

export const RepairRecord = Type.Object({
  id: Type.Integer(),
  workflowId: Type.String(),
  field: Type.String(),
  oldValue: NullableText(),
  newValue: NullableText(),
  reason: Type.String(),
  userName: Type.String(),
  createTime: Type.String(),
});
export type RepairRecord = Static<typeof RepairRecord>;

/** Fields a finished order's repair (补录更正) may correct. */
export const REPAIRABLE_FIELDS = ['citizenName', 'phone', 'address', 'content', 'eventTypeId', 'regionId', 'appealType'] as const;
export type RepairableField = (typeof REPAIRABLE_FIELDS)[number];

export const JobSchedule = Type.Object({
  workflowId: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  deadline: Type.String(),
  overdue: Type.Boolean(),
  /** Percentage of the allowed time used, 0-100+. */
  elapsedPercent: Type.Integer(),
  steps: Type.Array(WorkflowStep),
});
export type JobSchedule = Static<typeof JobSchedule>;

export const BatchResult = Type.Object({
  succeeded: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ workflowId: Type.String(), msg: Type.String() })),
});
export type BatchResult = Static<typeof BatchResult>;

const ById = Body({ workflowId });
const action = <B extends TSchema>(body: B) => ({ body, reply: WorkflowActionResult }) as const;
const paging200 = { page: Optional(Int(1, 100_000)), current: Optional(Int(1, 100_000)), size: Optional(Int(1, 200)) };
/** The event type and the area let the 派单目录's entries (narrowed by area or keywords) apply. */
const MatchRequest = Body({ content: Str(4000, 1), eventTypeId: Optional(Int(1)), regionId: Optional(Int(1)) });
const ClassifyRequest = Body({ content: Str(2000, 2) });

export const workorderEndpoints = {
  // ---- lists ----
  '/aop/workflow/list/all': { body: WorkflowTabsRequest, reply: Type.Array(WorkflowTabEntry) },
  /** A queue's rows; `index` is the all-orders search of /gong-dan/list/index (the server refuses an unknown queue with code 1). */
  '/aop/workflow/list/:type': {
    params: Body({ type: Type.Unsafe<QueueGroup | 'index'>(Str(40, 1)) }),
    body: WorkflowListRequest,
    reply: WorkflowPage,
  },
  '/aop/workflow/list/historyCallList': {
    body: Body({ phone: Str(20, 1), ...paging200, size: Optional(Int(1, 100)), excludeWorkflowId: Optional(Str(40)) }),
    reply: WorkflowPage,
  },
  '/aop/workflow/batchFollow': { body: Body({ workflowIds: idList(), follow: Type.Boolean() }), reply: Count },
  '/aop/exportWorkflow/list/exportAll': { body: OptionalBody({ ...listFilters, type: Optional(Str(40)) }), file: true, reply: Type.Null() },
  '/aop/import/exportPdf': { body: ById, file: true, reply: Type.Null() },

  // ---- one order ----
  'GET /aop/workflow/detail': { query: Body({ workflowId, forWork: Optional(Type.Boolean()) }), reply: WorkflowDetail },
  /** One recording of the order's call, for a viewer of the order who may hear it. */
  '/aop/workflow/recording': { body: Body({ workflowId, id: Type.String({ pattern: '^[1-9]\\d{0,17}$' }) }), file: true, reply: Type.Null() },
  'GET /aop/workflow/detailByListAndModel': {
    query: Body({ workflowId, belong: Str(40, 1), queryType: Optional(Str(20)), forWork: Optional(Type.Boolean()) }),
    reply: WorkflowDetailForTab,
  },
  'GET /aop/workflow/detailUpdateLog': { query: Body({ workflowId }), reply: Type.Array(WorkflowUpdateLogEntry) },
  '/aop/workflowTask/getJobSchedule': { body: ById, reply: JobSchedule },
  'GET /aop/baseData/bizData': { reply: BizData },
  '/aip/eventType2/treeList': { body: NoBody, reply: Type.Array(EventTypeNode) },
  '/aop/workflow/init': { body: OptionalBody({ telNo: Optional(Str(20)), callId: Optional(Str(64)), numberFlag: Optional(Str(10)) }), reply: WorkflowInitResult },
  '/aop/workflow/initOfDoApplyDelay': { body: ById, reply: ApplyDelayInit },
  '/aop/limit/limitDayTime': { query: Body({ day: Int(0, 365) }), body: NoBody, reply: LimitDayTimeResult },

  // ---- registration ----
  '/aop/workflow/commit': action(WorkflowRegisterRequest),
  '/aop/workflow/commitToAssign': action(WorkflowRegisterRequest),
  '/aop/workflow/seatfirstdone': action(WorkflowRegisterRequest),
  '/aop/neijiangworkflow/commit': action(WorkflowRegisterDispatchRequest),
  '/aop/workflow/hotLinetDone': action(WorkflowActionBase),
  /** Open or just finished orders this appeal likely repeats (same caller, same place and type, similar content), best first. */
  '/aop/workflow/repeat/candidates': { body: RepeatQuery, reply: Type.Array(RepeatCandidate) },
  /** Registers the appeal as a repeat of parentId (no new order, no department told again); answers the parent. */
  '/aop/workflow/repeat/merge': action(RepeatMergeRequest),
  /** Splits a repeat off into an order of its own (待受理), with the reason; answers the new order. */
  '/aop/workflow/repeat/split': action(RepeatSplitRequest),

  // ---- steps and edits ----
  'PATCH /aop/workflow/modify': action(WorkflowModifyRequest),
  '/aop/workflow/updateDisposeInstruction': action(Body({ ...actionProps, disposeInstruction: Str(2000, 1) })),
  'PATCH /aop/workflow/commitTask': action(CommitTaskRequest),
  'PATCH /aop/workflow/commitCbTask': action(CommitCallbackRequest),
  'PATCH /aop/workflow/mainDeptWithDraw': action(WorkflowActionBase),
  'PATCH /aop/workflow/commitTaskWithDraw': action(WorkflowActionBase),
  'PATCH /aop/workflow/commitCaseFile': action(WorkflowActionBase),
  /** gongdan:order:delete; workflowIds comma-joined. */
  'GET /aop/workflow/deleteWorkOrder': { query: Body({ workflowIds: Str(4000, 1) }), reply: Count },

  // ---- side requests, verification, supervision ----
  '/aop/workflowApply/approve': action(ApproveApplyRequest),
  '/aop/workflowTask/batchVerification': {
    body: Body({ workflowIds: idList(100), pass: Type.Boolean(), claimReasonable: Optional(Int(0, 1)), opinion: Optional(Str(2000)) }),
    reply: BatchResult,
  },
  /** 协办回复: the assisting department answers the lead (its own assist only). */
  '/aop/workflow/assist/reply': action(Body({ assistId: Int(1), content: Str(2000, 1) })),
  /** 解除协办: the centre releases an assist still awaiting its reply, with the reason. */
  '/aop/workflow/assist/release': action(Body({ assistId: Int(1), reason: Str(500, 1) })),
  /** The 派单目录 entry applying to the order (or the appeal being registered) with this lead, or null. */
  '/aop/workflow/assist/catalogue': { body: AssistCatalogueRequest, reply: AssistCatalogueEntry },
  '/aop/workflowIntance/updateUpSuperviseState': action(Body({ workflowId: Str(40, 1), upSuperviseState: Int(0, 1), version: Optional(Int(1)) })),

  // ---- locks ----
  '/aop/lock/unlockWorkflow': { body: Body({ processid: Str(64, 1) }), reply: Type.Object({ released: Type.Boolean() }) },
  '/aop/lock/systemUnlockWorkflow': { body: Body({ workflowIds: idList() }), reply: Type.Object({ released: Type.Integer() }) },

  // ---- notes and relations ----
  '/aop/workflow/addComment': { body: Body({ workflowId, content: Str(2000, 1) }), reply: Type.Array(WorkflowNote) },
  /** With content it adds a remark; either way it answers the order's remarks. */
  '/aop/workflowRemark': { body: Body({ workflowId, content: Optional(Str(2000, 1)) }), reply: Type.Array(WorkflowNote) },
  'GET /aop/workflowRel/getType2': { query: Body({}), reply: Type.Array(RelationType) },
  'GET /aop/workflowRel/:workflowId': { params: Body({ workflowId }), reply: Type.Array(WorkflowRelation) },
  /** relType: a value of getType2; without it the general type (关联件). */
  '/aop/workflowRel/batchInsert': { body: Body({ workflowId, relWorkflowIds: idList(50), relType: Optional(Int(0, 32767)) }), reply: Count },
  '/aop/workflowRel/unbindWorkFlow': { body: Body({ workflowId, relWorkflowId: workflowId }), reply: Type.Object({ removed: Type.Boolean() }) },

  // ---- common opinions (常用意见), each user's own ----
  '/aop/opinions/page': { body: OptionalBody({ ...paging200, keyword: Optional(Str(100)) }), reply: Page(Opinion) },
  '/aop/opinions/all': { body: NoBody, reply: Type.Array(Opinion) },
  '/aop/opinions/get': { body: Body({ id: Int(1) }), reply: Opinion },
  '/aop/opinions/add': { body: Body({ content: Str(500, 1), sort: Optional(Int(0, 9999)) }), reply: Opinion },
  '/aop/opinions/update': { body: Update({ id: Int(1) }, { content: Str(500, 1), sort: Int(0, 9999) }), reply: Opinion },
  '/aop/opinions/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 200 }) }), reply: Count },

  // ---- field configuration, missed calls, matching, repairs, cache ----
  '/aop/tPropertyConfig/queryConfList': { body: Body({ menuType: Int(1, 9) }), reply: Type.Array(PropertyConfig) },
  '/aop/tPropertyConfig/bathUpdate': {
    body: Body({
      list: Type.Array(Update({ id: Int(1) }, { label: Str(50, 1), visible: Int(0, 1), required: Int(0, 1), sort: Int(0, 9999) }), { minItems: 1, maxItems: 200 }),
    }),
    reply: Count,
  },
  /** The ringing caller's card: place, order count and last three, pending 漏单, 多次来电 (a user with an extension). */
  '/aop/workflow/callerCard': { body: Body({ phone: Str(24, 1) }), reply: CallerCard },
  '/aip/missOrderWork/page': { body: OptionalBody({ ...paging200, state: Optional(Int(0, 1)), phone: Optional(Str(20)) }), reply: Page(MissOrder) },
  '/aop/workflow/doMissOrder': { body: Body({ id: Int(1), handleResult: Str(500, 1), workflowId: Optional(Str(40, 1)) }), reply: Type.Null() },
  '/aop/intelligentMate/getDeptId': { body: MatchRequest, reply: DeptMatch },
  '/aop/intelligentMatch/intelligentMatch': { body: MatchRequest, reply: DeptMatch },
  '/aop/repair/repairOperation': action(Body({
    workflowId,
    version: Int(1),
    field: StringEnum(REPAIRABLE_FIELDS),
    value: Either<string | number>(['string', 'integer'], { minLength: 1, maxLength: 4000 }),
    reason: Str(500, 1),
  })),
  '/aop/workflow/getLeakAndRepairRecord': { body: OptionalBody({ workflowId: Optional(Str(40, 1)), ...paging200 }), reply: Page(RepairRecord) },
  '/aop/cache/delCache': { body: OptionalBody({ prefix: Optional(Str(100)) }), reply: Type.Null() },

  // ---- the two event-classification services: up to three suggestions each, best first ----
  '/aop/classifier/keyword': { body: ClassifyRequest, reply: Type.Array(ClassificationSuggestion) },
  '/aop/classifier/similar': { body: ClassifyRequest, reply: Type.Array(ClassificationSuggestion) },
} as const satisfies EndpointMap;
