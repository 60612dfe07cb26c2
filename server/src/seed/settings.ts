// The built-in settings (参数设置) at today's values: the server reads each of them instead of a constant.
import type { Insertable, Kysely } from 'kysely';
import { SETTING, SETTING_DEFAULTS } from '../../../src/shared/protocol/settings.ts';
import type { Database, SysConfigTable } from '../db/schema.ts';

export const BUILTIN_SETTINGS: Insertable<SysConfigTable>[] = [
  {
    config_key: SETTING.sessionIdleMinutes, config_name: '会话空闲超时', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.sessionIdleMinutes]),
    unit: '分钟', min_value: 5, max_value: 1440, remark: '登录后超过这段时间没有任何操作，会话失效，需要重新登录', builtin: true,
  },
  {
    config_key: SETTING.ringTimeoutSeconds, config_name: '振铃超时（漏接判定）', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.ringTimeoutSeconds]),
    unit: '秒', min_value: 5, max_value: 120, remark: '来电振铃超过这段时间无人接听即记为未接，进入漏单管理', builtin: true,
  },
  {
    config_key: SETTING.answerWithinSeconds, config_name: '及时接通时限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.answerWithinSeconds]),
    unit: '秒', min_value: 5, max_value: 60, remark: '来电后在此时限内（含）接通计入“15秒接通量”（GB/T 33358-2016 为 15 秒）', builtin: true,
  },
  {
    config_key: SETTING.repeatCallerDays, config_name: '重复诉求：同一来电人天数', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.repeatCallerDays]),
    unit: '天', min_value: 1, max_value: 90, remark: '登记时，同一号码在这段时间内的在办或刚办结工单列为疑似重复诉求', builtin: true,
  },
  {
    config_key: SETTING.repeatPlaceDays, config_name: '重复诉求：同一地点天数', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.repeatPlaceDays]),
    unit: '天', min_value: 1, max_value: 30, remark: '登记时，同一地点、同类事件在这段时间内的工单列为疑似重复诉求', builtin: true,
  },
  {
    config_key: SETTING.repeatFinishedDays, config_name: '重复诉求：办结后天数', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.repeatFinishedDays]),
    unit: '天', min_value: 0, max_value: 30, remark: '工单办结后这段时间内仍可并单；更早办结的工单不再列为疑似重复诉求', builtin: true,
  },
  {
    config_key: SETTING.repeatContentSimilarity, config_name: '重复诉求：内容相似度', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.repeatContentSimilarity]),
    unit: null, min_value: 0.05, max_value: 1, remark: '同一区域的工单内容相似度（0 至 1）达到此值即列为疑似重复诉求；调高更准、调低更全，基准见 npm run bench -- repeats', builtin: true,
  },
  {
    config_key: SETTING.frequentCallerAppeals, config_name: '多次来电（工单数）', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.frequentCallerAppeals]),
    // At most the history page the card reads (CALLER_HISTORY_SIZE): the card counts within it.
    unit: '件', min_value: 2, max_value: 50, remark: '来电号码在下面的天数内登记的工单达到此数，振铃时的来电信息标记“多次来电”', builtin: true,
  },
  {
    config_key: SETTING.frequentCallerDays, config_name: '多次来电（天数）', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.frequentCallerDays]),
    unit: '天', min_value: 1, max_value: 365, remark: '统计“多次来电”的天数', builtin: true,
  },
  {
    config_key: SETTING.assistMaxDepts, config_name: '协办单位数上限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.assistMaxDepts]),
    unit: '个', min_value: 1, max_value: 10, remark: '派遣时一件工单最多可指定的协办单位数', builtin: true,
  },
  {
    config_key: SETTING.assistMaxDays, config_name: '协办时限上限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.assistMaxDays]),
    unit: '个工作日', min_value: 1, max_value: 60, remark: '派遣时给协办单位的回复时限最多可设的工作日数', builtin: true,
  },
  {
    config_key: SETTING.dispatchReturnPenalty, config_name: '智能派单：退回扣减', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.dispatchReturnPenalty]),
    unit: null, min_value: 0, max_value: 5, remark: '某单位每退回（或被改派走）一件相似诉求，推荐它的把握降低多少（对数几率）；0 为不考虑退回，基准见 npm run bench -- dispatch', builtin: true,
  },
  {
    config_key: SETTING.dispatchSimilarity, config_name: '智能派单：相似工单相似度', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.dispatchSimilarity]),
    unit: null, min_value: 0.05, max_value: 1, remark: '已办结或被退回的工单与新诉求的内容相似度（0 至 1）达到此值，才计入推荐理由中的“相似工单”和退回扣减', builtin: true,
  },
  {
    config_key: SETTING.dispatchMinLikelihood, config_name: '智能派单：最低把握', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.dispatchMinLikelihood]),
    unit: null, min_value: 0, max_value: 0.9, remark: '按历史工单推荐的承办单位和事件分类，把握（0 至 1）低于此值的不列出', builtin: true,
  },
  {
    config_key: SETTING.objectionWindowHours, config_name: '派单异议：提出时限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.objectionWindowHours]),
    unit: '工作小时', min_value: 0.5, max_value: 72, remark: '工单派遣到主办单位后，在这段工作时间内（按工作日历，节假日不计）可提出派单异议；过时不再受理', builtin: true,
  },
  {
    config_key: SETTING.objectionRulingHours, config_name: '派单异议：裁定时限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.objectionRulingHours]),
    unit: '工作小时', min_value: 0.5, max_value: 72, remark: '热线中心在派单异议提出后这段工作时间内裁定；超时未裁定的异议标红并提醒派单员、值班长', builtin: true,
  },
  {
    config_key: SETTING.knowledgeCorrectionDays, config_name: '知识纠错：处理时限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.knowledgeCorrectionDays]),
    unit: '个工作日', min_value: 1, max_value: 30, remark: '知识所属单位在收到纠错后这些工作日内（按工作日历）答复采纳或不采纳；逾期的纠错标红并提醒一次', builtin: true,
  },
  {
    config_key: SETTING.knowledgeReviewRemindDays, config_name: '知识复审：提前提醒天数', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.knowledgeReviewRemindDays]),
    unit: '天', min_value: 0, max_value: 180, remark: '知识的复审日期前这些天起（含已过复审日期的），每天的知识复审提醒任务提醒所属单位复审确认或修订', builtin: true,
  },
];

export async function seedSettings(tx: Kysely<Database>): Promise<void> {
  await tx.insertInto('sys_config').values(BUILTIN_SETTINGS).onConflict((oc) => oc.column('config_key').doNothing()).execute();
}
