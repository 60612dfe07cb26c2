// 参数设置: the typed settings the server reads instead of constants, and the one check of a value by its type and range
// (the edit form checks as it types, the server before it writes).
import { ANSWER_WITHIN_SECONDS } from './trafficFormulas.ts';

export type SettingType = 'number' | 'boolean' | 'text';

export const SETTING_TYPES: Record<SettingType, string> = { number: '数值', boolean: '开关', text: '文本' };

/** The keys of the settings the server reads; each is seeded as 系统内置 with today's (the spec's) value. */
export const SETTING = {
  /** A session idle this long ends (sliding expiry), in minutes. */
  sessionIdleMinutes: 'session.idleMinutes',
  /** A ringing call nobody answers this long ends as 未接 and waits in 漏单管理, in seconds. */
  ringTimeoutSeconds: 'call.ringTimeoutSeconds',
  /** A call answered within this many seconds counts as answered in time (GB/T 33358-2016: 15 s). */
  answerWithinSeconds: 'traffic.answerWithinSeconds',
  /** 重复诉求: an order of the same number this many days back is looked at. */
  repeatCallerDays: 'repeat.callerDays',
  /** 重复诉求: an order at the same place this many days back is looked at. */
  repeatPlaceDays: 'repeat.placeDays',
  /** 重复诉求: a finished order can still be repeated this many days after it finished. */
  repeatFinishedDays: 'repeat.finishedDays',
  /** 重复诉求: the content similarity (0–1) from which an order of the same area is a likely repeat. */
  repeatContentSimilarity: 'repeat.contentSimilarity',
  /** A caller with at least this many orders within frequentCallerDays is marked 多次来电 on the ringing call's card. */
  frequentCallerAppeals: 'caller.repeatAppeals',
  /** The window of frequentCallerAppeals, in days. */
  frequentCallerDays: 'caller.repeatDays',
  /** 协办: at most this many assisting departments on one dispatch. */
  assistMaxDepts: 'assist.maxDepts',
  /** 协办: an assisting department's deadline is at most this many working days. */
  assistMaxDays: 'assist.maxDays',
  /** 智能派单: how much each similar appeal a department returned (退回/改派) lowers it, in log-odds. */
  dispatchReturnPenalty: 'dispatch.returnPenalty',
  /** 智能派单 / 分类推荐: the content similarity (0–1) from which an earlier order counts as a similar one in the reason. */
  dispatchSimilarity: 'dispatch.similarity',
  /** 智能派单 / 分类推荐: a learned suggestion is shown only from this likelihood (0–1) on. */
  dispatchMinLikelihood: 'dispatch.minLikelihood',
  /** 派单异议: a lead department may object this many working hours after the order was dispatched to it. */
  objectionWindowHours: 'objection.windowHours',
  /** 派单异议: the centre rules within this many working hours of the filing. */
  objectionRulingHours: 'objection.rulingHours',
  /** 知识纠错: the owning department answers a 纠错 within this many working days. */
  knowledgeCorrectionDays: 'knowledge.correctionDays',
  /** 知识复审: the owning department is reminded this many days before an article's review date. */
  knowledgeReviewRemindDays: 'knowledge.reviewRemindDays',
  /** 知识检索: the least share (0–1) of a question's weight an article must match to be a hit. */
  knowledgeMinSearchShare: 'knowledge.minSearchShare',
  /** 受理登记's 知识库参考: the same for an appeal being typed. */
  knowledgeMinSuggestShare: 'knowledge.minSuggestShare',
} as const;

export type BuiltinSettingKey = (typeof SETTING)[keyof typeof SETTING];

export interface SettingShape {
  type: SettingType;
  min: number | null;
  max: number | null;
}

/** Today's values (the spec's constants): a missing row reads as these, so nothing changes until an admin edits. */
export const SETTING_DEFAULTS: Record<BuiltinSettingKey, number> = {
  [SETTING.sessionIdleMinutes]: 720,
  [SETTING.ringTimeoutSeconds]: 15,
  [SETTING.answerWithinSeconds]: ANSWER_WITHIN_SECONDS,
  [SETTING.repeatCallerDays]: 30,
  [SETTING.repeatPlaceDays]: 7,
  [SETTING.repeatFinishedDays]: 7,
  // Chosen on the labelled set (scripts/bench/repeat-pairs.json): precision >= 0.9 at the highest recall.
  [SETTING.repeatContentSimilarity]: 0.25,
  [SETTING.frequentCallerAppeals]: 3,
  [SETTING.frequentCallerDays]: 30,
  [SETTING.assistMaxDepts]: 5,
  [SETTING.assistMaxDays]: 30,
  [SETTING.dispatchReturnPenalty]: 1,
  [SETTING.dispatchSimilarity]: 0.2,
  [SETTING.dispatchMinLikelihood]: 0.02,
  [SETTING.objectionWindowHours]: 2,
  [SETTING.objectionRulingHours]: 4,
  [SETTING.knowledgeCorrectionDays]: 3,
  [SETTING.knowledgeReviewRemindDays]: 15,
  // Chosen on the labelled set (scripts/bench/knowledge-queries.json): precision@1 at the fewest answers to questions the base lacks.
  [SETTING.knowledgeMinSearchShare]: 0.3,
  [SETTING.knowledgeMinSuggestShare]: 0.3,
};

export const SETTING_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_.-]{1,99}$/;
export const SETTING_TEXT_MAX = 500;

/** Why `raw` is not a value of the setting (Chinese, as the form and the server say it), or null when it is. */
export function settingValueProblem(shape: SettingShape, raw: string): string | null {
  const value = raw.trim();
  if (shape.type === 'boolean') return value === 'true' || value === 'false' ? null : '请选择“是”或“否”';
  if (shape.type === 'text') return value.length > SETTING_TEXT_MAX ? `参数值不能超过 ${SETTING_TEXT_MAX} 个字符` : null;
  if (value === '') return '请输入参数值';
  if (!/^-?\d+(\.\d+)?$/.test(value)) return '参数值应为数字';
  const n = Number(value);
  if (shape.min !== null && n < shape.min) return `参数值不能小于 ${shape.min}`;
  if (shape.max !== null && n > shape.max) return `参数值不能大于 ${shape.max}`;
  return null;
}

/** Why the bounds of a number setting do not hold together, or null. */
export function settingBoundsProblem(shape: SettingShape): string | null {
  if (shape.type !== 'number') return shape.min !== null || shape.max !== null ? '只有数值参数可以设置最小值、最大值' : null;
  return shape.min !== null && shape.max !== null && shape.min > shape.max ? '最小值不能大于最大值' : null;
}
