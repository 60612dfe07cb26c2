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
    config_key: SETTING.objectionWindowHours, config_name: '派单异议：提出时限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.objectionWindowHours]),
    unit: '工作小时', min_value: 0.5, max_value: 72, remark: '工单派遣到主办单位后，在这段工作时间内（按工作日历，节假日不计）可提出派单异议；过时不再受理', builtin: true,
  },
  {
    config_key: SETTING.objectionRulingHours, config_name: '派单异议：裁定时限', value_type: 'number', config_value: String(SETTING_DEFAULTS[SETTING.objectionRulingHours]),
    unit: '工作小时', min_value: 0.5, max_value: 72, remark: '热线中心在派单异议提出后这段工作时间内裁定；超时未裁定的异议标红并提醒派单员、值班长', builtin: true,
  },
];

export async function seedSettings(tx: Kysely<Database>): Promise<void> {
  await tx.insertInto('sys_config').values(BUILTIN_SETTINGS).onConflict((oc) => oc.column('config_key').doNothing()).execute();
}
