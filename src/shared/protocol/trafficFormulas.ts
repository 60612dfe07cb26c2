// The call-centre figures (话务指标, 今日话务) in words, written once: the server's queries (server/src/services/traffic)
// follow these definitions and the screens show each `formula` as its column's tooltip. GB/T 33358-2016: answer within 15 s.

/** A call answered this many seconds after it was offered, or sooner, counts as answered in time. */
export const ANSWER_WITHIN_SECONDS = 15;
/** The standard's target for the 15-second answer rate (shown beside the rate). */
export const ANSWER_RATE_TARGET = 0.95;
/** A number calling more than its limit in one day (Asia/Shanghai) is flagged 超限 (重复来电). */
export const NUMBER_LIMIT_DEFAULT = 5;

export type TrafficFigure =
  | 'offered' | 'answered' | 'abandoned' | 'missed' | 'answeredInTime' | 'inTimeRate' | 'answerRate'
  | 'avgWait' | 'avgTalk' | 'avgHandle' | 'longestWait';

export interface FigureDefinition {
  label: string;
  /** The formula in words: the column tooltip. */
  formula: string;
  kind: 'count' | 'rate' | 'seconds';
}

/**
 * The centre counts each incoming call once (its first leg, call_record.leg = 1); a transfer offers the citizen again
 * to a skill group or an agent, so skill groups and agents count legs: a transferred call counts for each group it reached.
 */
export const TRAFFIC_UNIT_NOTE = '中心按来电计（转接的来电只计一次）；技能组和坐席按通话段计（转接到哪里，就在哪里再计一次）。';

export const TRAFFIC_FIGURES: Record<TrafficFigure, FigureDefinition> = {
  offered: { label: '呼入量', kind: 'count', formula: '时间段内进入热线的呼入来电数（按来电时间；转接的来电只计一次）' },
  answered: { label: '接通量', kind: 'count', formula: '呼入来电中被坐席接听的数量（含接听后转接的来电）' },
  abandoned: { label: '放弃量', kind: 'count', formula: '坐席接听前市民挂机的来电数（在排队中或振铃中挂机）' },
  missed: { label: '未接量', kind: 'count', formula: '振铃超时无人接听的来电数' },
  answeredInTime: { label: '15秒接通量', kind: 'count', formula: `来电后 ${ANSWER_WITHIN_SECONDS} 秒内（含 ${ANSWER_WITHIN_SECONDS} 秒）被接听的来电数` },
  inTimeRate: {
    label: '15秒接通率', kind: 'rate',
    formula: `15秒接通量 ÷ 呼入量 × 100%（GB/T 33358-2016，目标 ≥ ${ANSWER_RATE_TARGET * 100}%；短时放弃的来电不剔除，全部计入呼入量）`,
  },
  answerRate: { label: '接通率', kind: 'rate', formula: '接通量 ÷ 呼入量 × 100%' },
  avgWait: { label: '平均等待(秒)', kind: 'seconds', formula: '已接听来电从来电到接听的秒数之和 ÷ 接通量' },
  avgTalk: { label: '平均通话(秒)', kind: 'seconds', formula: '已接听通话段的通话秒数之和 ÷ 已接听通话段数（转接后的每一段各算一段）' },
  avgHandle: {
    label: '平均处理(秒)', kind: 'seconds',
    formula: '（通话秒数 + 话后整理秒数）之和 ÷ 已接听通话段数；话后整理按该分机设定的整理时长计，转出的通话段不整理',
  },
  longestWait: { label: '最长等待(秒)', kind: 'seconds', formula: '呼入来电从来电到接听或挂机的最长秒数（含放弃、未接）' },
};

/** The per-agent table's own figures (legs rung at the agent's extension). */
export const AGENT_FIGURES = {
  rung: { label: '振铃量', formula: '时间段内振铃到该坐席的呼入通话段数' },
  answered: { label: '接听量', formula: '该坐席接听的通话段数' },
  missed: { label: '未接听', formula: '振铃到该坐席但未接听的通话段数（振铃超时或市民在振铃中挂机）' },
  answerRate: { label: '接听率', formula: '接听量 ÷ 振铃量 × 100%' },
  talkTotal: { label: '通话总时长(秒)', formula: '该坐席已接听通话段的通话秒数之和' },
  firstSignIn: { label: '首次签入', formula: '时间段内该坐席第一次签入的时间（签入日志）' },
} as const;

/** A rate as the screens show it: '96.15%'; '—' when nothing was offered. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(2)}%`;
}

/** part ÷ whole, or null when the whole is 0 (a rate of nothing is not 0 %). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
