// 派单异议 on the demo's open orders at 住建局 (the demo's level-1 user): two pending (one with its ruling time running,
// one overdue), one upheld (redispatched to 城管执法局, the catalogue entry flagged 待复核) and one refused — filed and
// ruled through the same service paths the pages use.
import type { Kysely } from 'kysely';
import { SETTING, SETTING_DEFAULTS } from '../../../src/shared/protocol/settings.ts';
import type { Database } from '../db/schema.ts';
import { Status } from '../services/workorders/model.ts';
import { recordObjection, ruleObjection } from '../services/workorders/objections.ts';
import type { Actor } from '../services/workorders/run-transition.ts';
import { loadWorkCalendar } from '../services/workorders/workdays.ts';
import { DEPT } from './org.ts';

const HOUR = 3_600_000;
const CITY_MANAGEMENT = 106;
const MARKET = 102;

const FILINGS: Array<{ proposed: number; reason: string; basis: string; filedHoursAgo: number; overdue?: boolean; ruling?: { upheld: boolean; reason: string } }> = [
  { proposed: CITY_MANAGEMENT, filedHoursAgo: 0.5,
    reason: '诉求反映的是小区外市政道路占道经营和噪声扰民，不在物业服务区域内，不属于本局物业监管职责。',
    basis: '《云澜市城市管理综合执法局职能配置、内设机构和人员编制规定》第三条第（五）项：负责城市道路占道经营、噪声扰民的查处。' },
  { proposed: MARKET, filedHoursAgo: 30, overdue: true,
    reason: '诉求实为物业公司收费标准与公示价格不符的价格争议，应由价格主管部门认定。',
    basis: '《云澜市市场监督管理局职能配置、内设机构和人员编制规定》第三条第（八）项：负责价格监督检查，查处价格违法行为。' },
  { proposed: CITY_MANAGEMENT, filedHoursAgo: 50, ruling: { upheld: true, reason: '经核实，事发地点在小区红线外的市政道路，属城管执法职责，异议成立，改派城管执法局。' },
    reason: '事发地点位于小区红线外的市政人行道，不属于物业管理区域。',
    basis: '《云澜市城市管理综合执法局职能配置、内设机构和人员编制规定》第三条第（三）项：负责市政设施、城市道路的管理执法。' },
  { proposed: MARKET, filedHoursAgo: 70, ruling: { upheld: false, reason: '诉求核心是物业服务质量，属住建局物业监管职责；价格问题可在办理中会同市场监管局处理。异议不成立。' },
    reason: '诉求涉及物业费收费问题，建议由市场监督管理局处理。',
    basis: '《云澜市市场监督管理局职能配置、内设机构和人员编制规定》第三条第（八）项：价格监督检查。' },
];

export async function seedObjections(tx: Kysely<Database>): Promise<void> {
  const user = (username: string) => tx.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.real_name', 'u.dept_id']).select((eb) => eb.fn.agg<number[]>('array_agg', ['r.role_id']).as('role_ids'))
    .where('u.username', '=', username).groupBy(['u.id', 'u.real_name', 'u.dept_id']).executeTakeFirstOrThrow();
  const asActor = (u: Awaited<ReturnType<typeof user>>): Actor => ({ id: u.id, realName: u.real_name, deptId: u.dept_id, roleIds: u.role_ids });
  const dept = asActor(await user('dept01'));
  const dispatcher = asActor(await user('dispatcher'));
  // The newest two orders at 住建局 carry the seeded repeat appeals: these are the next ones.
  const orders = await tx.selectFrom('workflow').selectAll()
    .where('deleted', '=', 0).where('status', '=', Status.level1Todo).where('main_dept_id', '=', DEPT.housing).where('lock_user_id', 'is', null)
    .orderBy('created_at', 'desc').orderBy('workflow_id').offset(2).limit(FILINGS.length).execute();
  const depts = new Map((await tx.selectFrom('sys_dept').select(['id', 'name']).where('id', 'in', [CITY_MANAGEMENT, MARKET]).execute()).map((d) => [d.id, d]));
  const calendar = await loadWorkCalendar(tx);
  const rulingHours = SETTING_DEFAULTS[SETTING.objectionRulingHours];
  for (const [i, order] of orders.entries()) {
    const f = FILINGS[i]!;
    const filed = new Date(Math.max(order.dispatched_at?.getTime() ?? 0, Date.now() - f.filedHoursAgo * HOUR));
    await recordObjection(tx, dept, order, { reason: f.reason, basis: f.basis, proposed: depts.get(f.proposed)!, version: order.version }, calendar, filed, rulingHours);
    if (f.overdue) {
      await tx.updateTable('workflow_objection').set({ ruling_due_at: new Date(Date.now() - HOUR) }).where('workflow_id', '=', order.workflow_id).execute();
    }
    if (f.ruling) {
      const o = await tx.selectFrom('workflow_objection').select('id').where('workflow_id', '=', order.workflow_id).where('state', '=', 1).executeTakeFirstOrThrow();
      await ruleObjection(tx, dispatcher, { id: o.id, upheld: f.ruling.upheld, reason: f.ruling.reason });
    }
  }
  // 住建局's reminders are the demo's fixed set (seed/reminders.ts); the centre's of the pending objections stay unread.
  if (orders.length) {
    await tx.deleteFrom('workflow_remind_msg').where('user_id', '=', dept.id).where('workflow_id', 'in', orders.map((o) => o.workflow_id)).execute();
  }
}
