// 分机监控's texts.
import type { MonitorState } from '../protocol/monitor.ts';

export const MONITOR_STATE_LABELS: Record<MonitorState, string> = {
  loggedOut: '签出', idle: '空闲', busy: '示忙', ringing: '振铃', talking: '通话中', wrapUp: '话后整理',
};

export const monitorText = {
  title: '分机监控',
  counters: '座席与队列',
  signedIn: '签入',
  idle: '空闲',
  busy: '示忙',
  ringing: '振铃',
  talking: '通话中',
  wrapUp: '话后整理',
  loggedOut: '签出',
  lineUp: '排队等待',
  white: '白名单等待',
  longestWait: '最长等待',
  busyNone: '无人示忙',
  className: '班组',
  skillName: '技能组',
  state: '状态',
  keyword: '关键字',
  keywordHint: '分机、姓名或工号',
  all: '全部',
  extension: '分机',
  agent: '坐席',
  jobNumber: '工号',
  busyReason: '示忙原因',
  since: '持续时长',
  caller: '当前号码',
  callDuration: '通话时长',
  answeredToday: '今日接通',
  answeredTodayFormula: '今日（0 点起）该分机接通的通话数，呼入与外呼都算',
  talkToday: '今日通话',
  talkTodayFormula: '今日该分机接通通话的通话时长之和',
  operations: '操作',
  day: '当天',
  dayOf: (name: string, ext: string) => `查看${name}（${ext}）当天`,
  dayTitle: (name: string, ext: string) => `${name}（${ext}）当天记录`,
  timeline: '状态记录',
  calls: '通话',
  time: '时间',
  action: '动作',
  detail: '说明',
  direction: '方向',
  talkSeconds: '通话时长',
  result: '结果',
  noEvents: '当天暂无状态记录',
  noCalls: '当天暂无通话',
  loading: '加载中…',
  close: '关闭',
  loadFailed: '分机监控加载失败',
  dayFailed: '当天记录加载失败',
  paused: '实时推送已中断，正在每 5 秒自动刷新；推送恢复后自动继续。',
  live: '实时',
  updatedAt: (time: string) => `更新于 ${time}`,
  seconds: (n: number) => `${n} 秒`,
  actions: {
    checkIn: '签入', checkOut: '签出', showLeisure: '示闲', showBusy: '示忙', call: '外呼', answer: '接听', hangUp: '挂机',
    transfer: '转接', conference: '三方通话',
  } as Record<string, string>,
  directions: { in: '呼入', out: '呼出' } as Record<string, string>,
  results: { answered: '已接听', abandoned: '放弃', missed: '未接', transferred: '已转接' } as Record<string, string>,
};

/** 65 -> '01:05', 3725 -> '1:02:05'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const body = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h ? `${h}:${body}` : body;
}
