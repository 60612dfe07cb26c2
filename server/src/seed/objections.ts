// 派单异议 on the demo's open orders at 住建局 (the demo's level-1 user), filed and ruled through the same service paths
// the pages use: an order the 派单目录 gives another department is disputed on that department's duty text (one pending
// with its ruling time running, one overdue); orders the catalogue gives 住建局 are disputed as 市场监管's — upheld on a
// fee dispute (redispatched, the entry flagged 待复核), refused on the other (the catalogue's own 依据 cited).
import type { Kysely } from 'kysely';
import { SETTING, SETTING_DEFAULTS } from '../../../src/shared/protocol/settings.ts';
import type { Database } from '../db/schema.ts';
import { catalogueSuggestions } from '../services/catalogue/catalogue-match.ts';
import { Status } from '../services/workorders/model.ts';
import { recordObjection, ruleObjection } from '../services/workorders/objections.ts';
import type { Actor, WorkflowRow } from '../services/workorders/run-transition.ts';
import { loadWorkCalendar } from '../services/workorders/workdays.ts';
import { DEPT } from './org.ts';

const HOUR = 3_600_000;
const MARKET = 102;
const MARKET_BASIS = '《云澜市市场监督管理局职能配置、内设机构和人员编制规定》第三条第（八）项：负责价格监督检查和消费者权益保护，查处价格违法行为和合同违法行为。';
const snippet = (content: string) => (Array.from(content).length > 24 ? `${Array.from(content).slice(0, 24).join('')}…` : content);

export async function seedObjections(tx: Kysely<Database>): Promise<void> {
  const user = (username: string) => tx.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.real_name', 'u.dept_id']).select((eb) => eb.fn.agg<number[]>('array_agg', ['r.role_id']).as('role_ids'))
    .where('u.username', '=', username).groupBy(['u.id', 'u.real_name', 'u.dept_id']).executeTakeFirstOrThrow();
  const asActor = (u: Awaited<ReturnType<typeof user>>): Actor => ({ id: u.id, realName: u.real_name, deptId: u.dept_id, roleIds: u.role_ids });
  const dept = asActor(await user('dept01'));
  const dispatcher = asActor(await user('dispatcher'));
  // The newest two orders at 住建局 carry the seeded repeat appeals: these are the ones after them.
  const candidates = await tx.selectFrom('workflow').selectAll()
    .where('deleted', '=', 0).where('status', '=', Status.level1Todo).where('main_dept_id', '=', DEPT.housing).where('lock_user_id', 'is', null)
    .where('event_type_id', 'is not', null).orderBy('created_at', 'desc').orderBy('workflow_id').offset(2).limit(40).execute();
  // Sorted by what the 派单目录 says of each: another department's duty, or 住建局's own.
  const elsewhere: Array<{ order: WorkflowRow; deptId: number; deptName: string; basis: string }> = [];
  const ours: WorkflowRow[] = [];
  for (const order of candidates) {
    const found = await catalogueSuggestions(tx, { eventTypeId: order.event_type_id!, regionId: order.region_id, content: order.content });
    const other = found.find((f) => f.deptId !== DEPT.housing);
    if (found[0]?.deptId === DEPT.housing) ours.push(order);
    else if (other) elsewhere.push({ order, deptId: other.deptId, deptName: other.deptName, basis: other.reason.slice(other.reason.indexOf('依据：') + 3) });
  }
  const market = await tx.selectFrom('sys_dept').select(['id', 'name']).where('id', '=', MARKET).executeTakeFirstOrThrow();
  const calendar = await loadWorkCalendar(tx);
  const rulingHours = SETTING_DEFAULTS[SETTING.objectionRulingHours];
  const file = async (order: WorkflowRow, proposed: { id: number; name: string }, reason: string, basis: string, hoursAgo: number) => {
    const filed = new Date(Math.max((order.dispatched_at?.getTime() ?? 0) + 60_000, Date.now() - hoursAgo * HOUR));
    await recordObjection(tx, dept, order, { reason, basis, proposed, version: order.version }, calendar, filed, rulingHours);
    return tx.selectFrom('workflow_objection').select('id').where('workflow_id', '=', order.workflow_id).where('state', '=', 1).executeTakeFirstOrThrow();
  };

  for (const [i, e] of elsewhere.slice(0, 2).entries()) {
    const o = await file(e.order, { id: e.deptId, name: e.deptName }, `诉求“${snippet(e.order.content)}”属${e.deptName}的职责，派单目录亦列其为主办单位，不属于本局职责范围。`, e.basis, i === 0 ? 0.5 : 30);
    // The second has waited past its ruling time.
    if (i === 1) await tx.updateTable('workflow_objection').set({ ruling_due_at: new Date(Date.now() - HOUR) }).where('id', '=', o.id).execute();
  }
  // A fee dispute is the upheld one: its 收费 is 市场监管's 价格监督 even where the catalogue names 住建局.
  const fee = ours.find((o) => /费|价/.test(o.content)) ?? ours[0];
  const disputed = fee ? [fee, ...ours.filter((o) => o !== fee).slice(0, 1)] : [];
  for (const order of disputed) {
    const upheld = order === fee;
    const o = await file(order, market, `诉求“${snippet(order.content)}”实为经营者收费或合同履约纠纷，属市场监督管理部门职责，不属于本局职责范围。`, MARKET_BASIS, upheld ? 50 : 70);
    await ruleObjection(tx, dispatcher, {
      id: o.id, upheld,
      reason: upheld ? '经核实诉求核心为收费标准问题，属价格监督检查职责，异议成立，改派市场监管局；派单目录条目待复核。'
        : '诉求核心为房屋质量和物业服务，派单目录亦列住建局为主办单位，异议不成立，请按原时限办理。',
    });
  }
  // 住建局's reminders are the demo's fixed set (seed/reminders.ts); the centre's of the pending objections stay unread.
  const touched = [...elsewhere.slice(0, 2).map((e) => e.order.workflow_id), ...disputed.map((o) => o.workflow_id)];
  if (touched.length) await tx.deleteFrom('workflow_remind_msg').where('user_id', '=', dept.id).where('workflow_id', 'in', touched).execute();
}
