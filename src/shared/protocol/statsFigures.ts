// 绩效统计's figures in words, written once: the server's roll-up, table and drill-down (server/src/services/stats/
// definitions.ts) count by these definitions and the screens show each `words` as its column's tooltip (DESIGN §8a).
import { formatRate, ratio } from './trafficFormulas.ts';

/** The spec's ten count columns (§3 "Statistics columns") and 重办次数 (issue 28), in the table's order; each one opens its drill-down. */
export const STAT_COUNT_KEYS = [
  'turnNum', 'responseNum', 'noResponseNum', 'solveNum', 'noSolveNum', 'unreasonableClaim',
  'callBackNum', 'satisfactionNum', 'basicSatisfactionNum', 'dissatisfactionNum', 'reworkNum',
  'assistNum', 'assistOnTimeNum', 'assistOverdueNum',
  'objectionNum', 'objectionUpheldNum', 'objectionRefusedNum',
] as const;
export type StatCountKey = (typeof STAT_COUNT_KEYS)[number];

/** Counts the rates need besides the ten columns (kept in the same roll-up, drillable the same way, not a column). */
export const STAT_EXTRA_COUNT_KEYS = ['onTimeNum'] as const;
export type StatIndexKey = StatCountKey | (typeof STAT_EXTRA_COUNT_KEYS)[number];
export const STAT_INDEX_KEYS: readonly StatIndexKey[] = [...STAT_COUNT_KEYS, ...STAT_EXTRA_COUNT_KEYS];

export const STAT_RATE_KEYS = ['responseRate', 'onTimeRate', 'solveRate', 'satisfactionRate'] as const;
export type StatRateKey = (typeof STAT_RATE_KEYS)[number];

/**
 * Which day an order counts on: counts about the department's handling follow the day it was dispatched (派遣), so a
 * response can never outnumber the orders sent; verification counts the day of 核查, callback counts the day of 回访.
 * 重办次数 counts returns, not orders: each return on the day it happened.
 */
export type StatDayBasis = 'dispatched' | 'checked' | 'callback' | 'reworked' | 'assisted' | 'objected';
export const STAT_DAY_BASIS_WORDS: Record<StatDayBasis, string> = {
  dispatched: '按派遣日期统计', checked: '按核查日期统计', callback: '按回访日期统计', reworked: '按退回重办日期统计', assisted: '按协办派出日期统计', objected: '按提出派单异议日期统计',
};

export interface StatCountWords {
  label: string;
  basis: StatDayBasis;
  /** What is counted, in words: the column tooltip. */
  words: string;
}

export const STAT_COUNTS: Record<StatIndexKey, StatCountWords> = {
  turnNum: { label: '转办量', basis: 'dispatched', words: '派遣到承办单位的工单数（撤回派遣或退回后不再计入）' },
  responseNum: { label: '响应量', basis: 'dispatched', words: '转办的工单中，承办单位已办理回复热线中心的件数（核查不通过、回访不满意退回重办的，重新回复后再计入）' },
  noResponseNum: { label: '未响应量', basis: 'dispatched', words: '转办的工单中，承办单位尚未办理回复的件数；转办量 = 响应量 + 未响应量' },
  solveNum: { label: '解决量', basis: 'checked', words: '热线中心核查通过（认定承办单位已解决）的工单数' },
  noSolveNum: { label: '未解决量', basis: 'checked', words: '最近一次核查不通过（退回承办单位重办）的工单数' },
  unreasonableClaim: { label: '诉求不合理', basis: 'checked', words: '核查通过时认定诉求不合理的工单数（已计入解决量）' },
  callBackNum: { label: '回访量', basis: 'callback', words: '已回访并记录回访结果（满意、基本满意、不满意）的工单数' },
  satisfactionNum: { label: '满意', basis: 'callback', words: '回访结果为「满意」的工单数' },
  basicSatisfactionNum: { label: '基本满意', basis: 'callback', words: '回访结果为「基本满意」的工单数' },
  dissatisfactionNum: { label: '不满意', basis: 'callback', words: '回访结果为「不满意」的工单数' },
  reworkNum: {
    label: '重办次数', basis: 'reworked',
    words: '核查不通过、回访不满意退回重新办理的次数：一件工单退回几次计几次，计入工单现在的承办单位（没有承办单位的计入热线中心）；下钻明细每次退回列一行',
  },
  assistNum: {
    label: '协办件数', basis: 'assisted',
    words: '派遣时指定本单位协办的件数（计入协办单位，不计入主办单位）；工单改派、退回而随之解除的协办不计入；下钻明细每次协办列一行',
  },
  assistOnTimeNum: { label: '协办按时回复', basis: 'assisted', words: '协办件中，本单位在协办时限内回复主办单位的件数' },
  assistOverdueNum: {
    label: '协办超期', basis: 'assisted',
    words: '协办件中，超过协办时限才回复主办单位的，以及超过时限仍未回复而被热线中心解除的件数（尚未回复的在回复或解除时计入）',
  },
  objectionNum: {
    label: '派单异议数', basis: 'objected',
    words: '承办单位对派给它的工单提出派单异议的次数，计入提出异议的单位（不论工单现在由谁办理），按提出日期统计；= 异议成立 + 异议不成立 + 待裁定',
  },
  objectionUpheldNum: { label: '异议成立', basis: 'objected', words: '派单异议数中，热线中心裁定成立（工单改派）的次数，按提出日期统计' },
  objectionRefusedNum: { label: '异议不成立', basis: 'objected', words: '派单异议数中，热线中心裁定不成立（工单仍由该单位办理）的次数，按提出日期统计' },
  onTimeNum: { label: '按时办结量', basis: 'dispatched', words: '响应的工单中，在办理时限（含同意的延期）内回复热线中心的件数' },
};

/**
 * 知识库 upkeep (issue 30) per department, the same figures 知识维护 reports: the department's state now, not counted
 * over the range (so no drill-down; 知识维护 lists the articles and 纠错 behind them). Shown on department rows only.
 */
export const STAT_KNOWLEDGE_KEYS = ['kbArticles', 'kbUpdated90', 'kbOverdueReviews', 'kbOpenCorrections', 'kbOverdueCorrections'] as const;
export type StatKnowledgeKey = (typeof STAT_KNOWLEDGE_KEYS)[number];
export const STAT_KNOWLEDGE_BASIS_WORDS = '当前状态，不随统计时间变化；一级单位含其二级单位';
export const STAT_KNOWLEDGE: Record<StatKnowledgeKey, { label: string; words: string }> = {
  kbArticles: { label: '知识数', words: '本单位维护的已发布知识条数' },
  kbUpdated90: { label: '近90天更新', words: '已发布知识中，近 90 天内审核发布或复审确认过的条数' },
  kbOverdueReviews: { label: '复审逾期', words: '已发布知识中，已过复审日期仍未复审确认或修订的条数' },
  kbOpenCorrections: { label: '待处理纠错', words: '对本单位知识提出、尚未答复采纳或不采纳的纠错条数' },
  kbOverdueCorrections: { label: '逾期纠错', words: '待处理纠错中，已超过处理期限（参数设置「知识纠错：处理时限」）的条数' },
};

/** The callback results (回访结果 dictionary values) the satisfaction rate counts as satisfied when nothing is configured. */
export const DEFAULT_SATISFIED_RESULTS = ['1', '2'] as const;
/** The dictionary (字典管理) whose enabled entries say which callback results count as satisfied. */
export const SATISFIED_RESULTS_DICT = 'stats_satisfied_results';
const RESULT_COUNT: Record<string, StatCountKey> = { 1: 'satisfactionNum', 2: 'basicSatisfactionNum', 3: 'dissatisfactionNum' };

export interface StatRateWords {
  label: string;
  words: string;
}

/** The rates' words; the satisfaction rate names the results the setting counts as satisfied. */
export function statRateWords(satisfiedResults: readonly string[] = DEFAULT_SATISFIED_RESULTS): Record<StatRateKey, StatRateWords> {
  const satisfied = satisfiedResults.map((r) => RESULT_COUNT[r]).filter((k): k is StatCountKey => Boolean(k)).map((k) => STAT_COUNTS[k].label);
  return {
    responseRate: { label: '响应率', words: '响应量 ÷ 转办量 × 100%' },
    onTimeRate: { label: '按时办结率', words: '按时办结量 ÷ 响应量 × 100%（按时办结量：在办理时限内回复热线中心的件数）' },
    solveRate: { label: '解决率', words: '解决量 ÷ （解决量 + 未解决量） × 100%' },
    satisfactionRate: {
      label: '满意率',
      words: `（${satisfied.length ? satisfied.join(' + ') : '无'}） ÷ 回访量 × 100%；计入满意的回访结果在 字典管理「满意率计入的回访结果」中设置`,
    },
  };
}

export type StatCounts = Record<StatIndexKey, number>;
export type StatRates = Record<StatRateKey, number | null>;


/** The rates of one row, from its counts; satisfiedResults as statRateWords. */
export function statRates(c: StatCounts, satisfiedResults: readonly string[] = DEFAULT_SATISFIED_RESULTS): StatRates {
  const satisfied = satisfiedResults.reduce((sum, r) => sum + (RESULT_COUNT[r] ? c[RESULT_COUNT[r]] : 0), 0);
  return {
    responseRate: ratio(c.responseNum, c.turnNum),
    onTimeRate: ratio(c.onTimeNum, c.responseNum),
    solveRate: ratio(c.solveNum, c.solveNum + c.noSolveNum),
    satisfactionRate: ratio(satisfied, c.callBackNum),
  };
}

/** A rate as the screens show it: '96.15%'; '—' when there is nothing to divide by (the call figures' format). */
export { formatRate as formatStatRate };

// ---- groupings and their table names ----

export const STAT_GROUPINGS = ['mainDept', 'subDept', 'eventType', 'agent'] as const;
export type StatGrouping = (typeof STAT_GROUPINGS)[number];
export const STAT_GROUPING_LABELS: Record<StatGrouping, string> = { mainDept: '按一级单位', subDept: '按二级单位', eventType: '按事件类型', agent: '按登记话务员' };

/**
 * The drill-down's tableName per grouping. The hotline centre (orders the centre finished itself, no department) is a
 * row of the main-department table with a table name of its own, as the spec says; its dimension value is 0.
 */
export const STAT_TABLE_NAMES: Record<StatGrouping, string> = {
  mainDept: 'stat_main_dept', subDept: 'stat_sub_dept', eventType: 'stat_event_type', agent: 'stat_agent',
};
export const HOTLINE_CENTRE_TABLE = 'stat_hotline_centre';
export const HOTLINE_CENTRE_NAME = '热线中心';
/** The total row's label (the spec recognises total rows by it); its drill-down has no dimension value: every row. */
export const TOTAL_ROW_LABEL = '合计';

// ---- date ranges (spec §9) ----

export const STAT_PRESETS = ['thisWeek', 'lastWeek', 'lastMonth', 'custom'] as const;
export type StatPreset = (typeof STAT_PRESETS)[number];
export const STAT_PRESET_LABELS: Record<StatPreset, string> = { thisWeek: '本周', lastWeek: '最近一周', lastMonth: '最近一个月', custom: '自定义' };
/** Longest range one table covers (a year and a day: a leap year's same day one year earlier). */
export const STAT_RANGE_MAX_DAYS = 367;

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A preset's first and last day ('YYYY-MM-DD') for `today` (CST): this week is Monday to Sunday; last week starts
 * 7 days before today; last month starts on the same day one month earlier (the month's last day when it has no such
 * day); both end today.
 */
export function presetDays(preset: Exclude<StatPreset, 'custom'>, today: string): { startDay: string; endDay: string } {
  const t = utc(today);
  if (preset === 'thisWeek') {
    const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
    return { startDay: ymd(monday), endDay: ymd(monday + 6 * DAY) };
  }
  if (preset === 'lastWeek') return { startDay: ymd(t - 7 * DAY), endDay: today };
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - 1;
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return { startDay: ymd(Date.UTC(y, m, Math.min(d.getUTCDate(), lastOfMonth))), endDay: today };
}

/** 'YYYY-MM-DD 00:00:00' and 'YYYY-MM-DD 23:59:59': a statistics range as the drill-down's startTime and endTime. */
export const dayStartText = (day: string) => `${day} 00:00:00`;
export const dayEndText = (day: string) => `${day} 23:59:59`;
