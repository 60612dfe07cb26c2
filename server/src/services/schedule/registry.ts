// The fixed registry of job handlers: a job names one of these; nothing a user types is ever executed.
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { purgeOldLoginFailures } from '../login-limit.ts';
import { purgeOldLogs } from '../logs/retention.ts';
import { purgeExpiredSessions } from '../sessions.ts';
import { purgeOldOneTimePasswords } from '../users/import-passwords.ts';
import { removeOrphanUploads } from '../storage/cleanup.ts';
import { overdueSweep } from './overdue-sweep.ts';
import { remindMissingArrangement } from '../calendar/arrangement-reminder.ts';
import { rollUpDays } from './stats-rollup.ts';
import { remindOverdueRulings } from '../workorders/objections.ts';
import { knowledgeUpkeep } from '../knowledge/upkeep.ts';
import { SETTING } from '../../../../src/shared/protocol/settings.ts';

export interface JobContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** When this run started (the slot it runs, or now for 执行一次). */
  now: Date;
  /** Aborted when the server closes: a long handler should stop early. */
  signal: AbortSignal;
}

export interface JobHandler<S extends TObject = TObject> {
  name: string;
  label: string;
  description: string;
  params: S;
  /** A filled-in example of the parameters, shown in the form. */
  example: Static<S>;
  defaultCron: string;
  /** Does the work; answers a short result text for the job log. */
  run(ctx: JobContext, params: Static<S>): Promise<string>;
}

const define = <S extends TObject>(h: JobHandler<S>): JobHandler => h as unknown as JobHandler;

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: '日期 YYYY-MM-DD' });

export const jobHandlers: readonly JobHandler[] = Object.freeze([
  define({
    name: 'overdueSweep', label: '超期催办',
    description: '工作日扫描超过办理期限仍未办结的工单，向承办部门发送督办提醒；每张工单每天只提醒一次。',
    params: Type.Object({}, { additionalProperties: false }),
    example: {},
    defaultCron: '0 9 * * *',
    run: async (ctx) => {
      const r = await overdueSweep(ctx.db, ctx.now);
      return r.skipped ?? `提醒超期工单 ${r.orders} 张，提醒 ${r.reminders} 人次`;
    },
  }),
  define({
    name: 'objectionOverdue', label: '派单异议超时提醒',
    description: '超过裁定时限（参数设置「派单异议：裁定时限」）仍未裁定的派单异议，提醒派单员和值班长尽快裁定；每条异议只提醒一次。',
    params: Type.Object({}, { additionalProperties: false }),
    example: {},
    defaultCron: '*/10 * * * *',
    run: async (ctx) => {
      const r = await remindOverdueRulings(ctx.db, ctx.now);
      return r.objections ? `超时未裁定的派单异议 ${r.objections} 条，提醒 ${r.reminders} 人次` : '没有超时未裁定的派单异议';
    },
  }),
  define({
    name: 'knowledgeUpkeep', label: '知识复审提醒',
    description: '提醒所属单位复审临近或已过复审日期的知识（参数设置「知识复审：提前提醒天数」，每条知识每个复审日期只提醒一次），并提醒超过处理期限的知识纠错（每条一次）。',
    params: Type.Object({}, { additionalProperties: false }),
    example: {},
    defaultCron: '0 8 * * *',
    run: async (ctx) => knowledgeUpkeep(ctx.db, ctx.now, ctx.app.settings.number(SETTING.knowledgeReviewRemindDays)),
  }),
  define({
    name: 'calendarCheck', label: '工作日历检查',
    description: '今年或（自12月1日起）明年的节假日安排尚未录入工作日历时，每天提醒管理员录入（上一条提醒未读时不重复提醒）；录入前只按周末计算工作日。',
    params: Type.Object({}, { additionalProperties: false }),
    example: {},
    defaultCron: '0 8 * * *',
    run: async (ctx) => {
      const r = await remindMissingArrangement(ctx.db, ctx.now);
      return r.years.length ? `${r.years.join('、')}年的节假日安排未录入，提醒管理员 ${r.reminded} 人` : '节假日安排齐全';
    },
  }),
  define({
    name: 'statsRollup', label: '统计汇总',
    description: '按天、按主办部门汇总登记、派遣、办结、超期和回访满意度；默认重算昨天和今天，可指定日期范围重建。',
    params: Type.Object({ from: Type.Optional(DAY), to: Type.Optional(DAY) }, { additionalProperties: false }),
    example: { from: '2026-01-01', to: '2026-01-31' },
    defaultCron: '5 * * * *',
    run: async (ctx, p) => {
      const r = await rollUpDays(ctx.db, p.from, p.to, ctx.now);
      return `汇总 ${r.from} 至 ${r.to} 共 ${r.days} 天，${r.rows} 行`;
    },
  }),
  define({
    name: 'sessionCleanup', label: '会话清理',
    description: '删除已过期的登录会话、一天前的登录失败记录和一天内未下载的导入用户一次性密码。',
    params: Type.Object({}, { additionalProperties: false }),
    example: {},
    defaultCron: '20 * * * *',
    run: async (ctx) => {
      await purgeExpiredSessions(ctx.db);
      await purgeOldLoginFailures(ctx.db);
      await purgeOldOneTimePasswords(ctx.db);
      return '已清理过期会话和过期的登录失败记录';
    },
  }),
  define({
    name: 'uploadCleanup', label: '附件清理',
    description: '删除没有被任何公告、工单或其他记录引用、且上传已超过指定小时数的附件。',
    params: Type.Object({ olderThanHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 8760 })) }, { additionalProperties: false }),
    example: { olderThanHours: 24 },
    defaultCron: '30 3 * * *',
    run: async (ctx, p) => `删除无引用附件 ${await removeOrphanUploads(ctx.app, (p.olderThanHours ?? 24) * 3600_000)} 个`,
  }),
  define({
    name: 'logRetention', label: '日志清理',
    description: '删除超过保留天数的操作日志、登录日志和知识检索记录（热点问题只读最近几天的检索）。',
    params: Type.Object({ keepDays: Type.Optional(Type.Integer({ minimum: 30, maximum: 3650 })) }, { additionalProperties: false }),
    example: { keepDays: 180 },
    defaultCron: '0 4 * * *',
    run: async (ctx, p) => {
      const keepDays = p.keepDays ?? 180;
      const r = await purgeOldLogs(ctx.db, keepDays);
      return `保留 ${keepDays} 天：删除操作日志 ${r.operation} 条、登录日志 ${r.login} 条、知识检索记录 ${r.search} 条`;
    },
  }),
]);

export const handlerNamed = (name: string): JobHandler | undefined => jobHandlers.find((h) => h.name === name);

export class JobInvalid extends Error {}

/** The handler and its parameters as stored (normalized JSON text); throws JobInvalid with a Chinese reason. */
export function checkJob(handlerName: string, paramsText: string | undefined): { handler: JobHandler; params: string } {
  const handler = handlerNamed(handlerName);
  if (!handler) throw new JobInvalid(`没有名为“${handlerName}”的任务处理器`);
  let params: unknown = {};
  if (paramsText?.trim()) {
    try {
      params = JSON.parse(paramsText);
    } catch {
      throw new JobInvalid('参数不是有效的 JSON');
    }
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) throw new JobInvalid('参数应为 JSON 对象，例如 {}');
  const error = Value.Errors(handler.params, params).First();
  if (error) throw new JobInvalid(paramError(handler, error.path, error.schema as Record<string, unknown>, params));
  return { handler, params: JSON.stringify(params) };
}

function paramError(handler: JobHandler, path: string, schema: Record<string, unknown>, params: object): string {
  const name = path.replace(/^\//, '');
  const known = Object.keys(handler.params.properties);
  const unknown = Object.keys(params).find((k) => !known.includes(k));
  if (unknown !== undefined) {
    return known.length ? `参数“${unknown}”不适用于${handler.label}，可用参数：${known.join('、')}` : `${handler.label}不需要参数，请填写 {}`;
  }
  if (schema.type === 'integer') return `参数“${name}”应为 ${String(schema.minimum)} 到 ${String(schema.maximum)} 之间的整数`;
  if (schema.pattern) return `参数“${name}”应为日期，格式 YYYY-MM-DD`;
  return `参数“${name}”不正确`;
}

/** Parameters of a stored job (checked when saved). */
export const storedParams = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
