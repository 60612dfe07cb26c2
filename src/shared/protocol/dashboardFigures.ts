// 工作台's figures in words, written once (DESIGN §8a): the server's queries (server/src/services/dashboard/figures.ts)
// count by these definitions and the dashboard shows each `words` as the figure's tooltip. Call figures reuse
// trafficFormulas.ts and satisfaction reuses statsFigures.ts, so the dashboard never says a thing another screen says otherwise.
import { STAT_COUNTS } from './statsFigures.ts';
import { AGENT_FIGURES, TRAFFIC_FIGURES } from './trafficFormulas.ts';

export type DashboardFigure =
  | 'callsAnswered' | 'talkSeconds' | 'registeredToday' | 'drafts' | 'missToCallBack'
  | 'todo' | 'dueToday' | 'overdue' | 'returned' | 'satisfactionMonth'
  | 'ordersToday' | 'inTimeRate' | 'overdueByDept' | 'satisfactionTrend';

/** Figures whose orders the dashboard lists itself (/api/dashboard/orders); the others open a page of their own. */
export const DASHBOARD_ORDER_FIGURES = [
  'registeredToday', 'dueToday', 'overdue', 'returned', 'satisfactionMonth', 'ordersToday', 'overdueByDept', 'satisfactionTrend',
] as const;
export type DashboardOrderFigure = (typeof DASHBOARD_ORDER_FIGURES)[number];

export interface DashboardFigureWords {
  label: string;
  /** What is counted, in words: the figure's tooltip. */
  words: string;
}

export const DASHBOARD_FIGURES: Record<DashboardFigure, DashboardFigureWords> = {
  callsAnswered: { label: '今日接听', words: `今天（0 点起）${AGENT_FIGURES.answered.formula}` },
  talkSeconds: { label: '今日通话时长', words: `今天（0 点起）${AGENT_FIGURES.talkTotal.formula}` },
  registeredToday: { label: '今日登记工单', words: '今天（0 点起）由我受理登记的工单数（已删除的不计）' },
  drafts: { label: '我的草稿', words: '本浏览器会话中我尚未提交的受理登记草稿（按来电保存，提交或关闭未填写的登记页后消失）' },
  missToCallBack: { label: '待回拨漏单', words: '漏单管理中尚未处理的漏接、放弃来电数（全中心共用一个回拨池）' },
  todo: { label: '待办工单', words: '本单位当前待办的工单数：一级单位为主办且在一级或二级办理中的，二级单位为下派到本单位的（与「二级待办 › 全部待办」一致）' },
  dueToday: { label: '今日到期', words: '待办工单中，办理时限在今天 24 点前到期、尚未超期且未挂账的件数' },
  overdue: { label: '已超期', words: '待办工单中，已过办理时限仍未回复的件数（挂账的按挂账时刻判断）' },
  returned: { label: '退回重办', words: '待办工单中，因核查不通过或回访不满意退回本单位重新办理的件数' },
  satisfactionMonth: {
    label: '本月满意率',
    words: `本月（1 日 0 点起）回访的本单位工单的满意率：满意的回访 ÷ 回访量 × 100%；${STAT_COUNTS.callBackNum.label}：${STAT_COUNTS.callBackNum.words}（与绩效统计的满意率同一定义与设置）`,
  },
  ordersToday: { label: '今日工单', words: '今天（0 点起）登记的工单数（已删除的不计），按诉求类型和来源渠道分组' },
  inTimeRate: { label: TRAFFIC_FIGURES.inTimeRate.label, words: `今天（0 点起）${TRAFFIC_FIGURES.inTimeRate.formula}` },
  overdueByDept: {
    label: '各单位超期工单',
    words: '当前已过办理时限仍在办理中的工单数（待受理、待派遣、承办中、待核查；挂账的按挂账时刻判断），按主办单位分组，尚未派遣的计入热线中心',
  },
  satisfactionTrend: { label: '近 30 天满意率', words: '近 30 天每天回访的工单的满意率（按回访日期；与绩效统计的满意率同一定义与设置）' },
};

/** How many days the satisfaction trend covers, today included. */
export const SATISFACTION_TREND_DAYS = 30;
/** The hotline centre's own row where an order has no main department yet. */
export const CENTRE_DEPT_ID = 0;
