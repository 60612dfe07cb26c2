// Demo 协办: orders at their lead with assisting departments in every state (待回复, 超期, 已回复, 已解除), so 协办工单 of
// 住建局 (dept01) and the centre, the lead's 协办情况 and 绩效统计's 协办 columns show data at first start.
import type { Insertable, Kysely } from 'kysely';
import type { Database, WorkflowTable } from '../db/schema.ts';
import { AssistState } from '../services/workorders/assist-model.ts';
import type { WorkCalendar } from '../services/workorders/workdays.ts';

type SeedUser = { id: number; username: string; real_name: string; dept_id: number | null };

/** [days, state, hours after the dispatch it was answered (null: not yet), reply or release text] */
type Plan = [number, number, number | null, string | null];

const ASSISTED_BY_HOUSING: Plan[] = [
  [5, AssistState.awaiting, null, null],
  [1, AssistState.awaiting, null, null],
  [3, AssistState.replied, 20, '经核查，涉事小区的物业服务合同已备案，已督促物业公司限期整改。'],
  [2, AssistState.replied, 80, '已会同街道现场查看，房屋安全由我局委托鉴定机构另行鉴定。'],
  [3, AssistState.released, 30, '经核实与住建部门职责无关，中心解除协办'],
  [3, AssistState.replied, 10, '已提供该项目的施工许可和竣工验收资料，供主办单位答复市民。'],
];

export async function seedAssists(db: Kysely<Database>, orders: Insertable<WorkflowTable>[], user: (name: string) => SeedUser, calendar: WorkCalendar, now: number): Promise<void> {
  const dept01 = user('dept01');
  const dispatcher = user('dispatcher');
  const names = new Map((await db.selectFrom('sys_dept').select(['id', 'name']).execute()).map((d) => [d.id, d.name]));
  const assists: Insertable<Database['workflow_assist']>[] = [];
  const add = (o: Insertable<WorkflowTable>, deptId: number, [days, state, after, text]: Plan) => {
    const from = new Date(o.dispatched_at as Date);
    const answered = after === null ? null : new Date(Math.min(now - 60_000, from.getTime() + after * 3_600_000));
    const replier = deptId === dept01.dept_id ? dept01 : null;
    assists.push({
      workflow_id: o.workflow_id, dept_id: deptId, days, deadline: calendar.addWorkingDays(from, days), state,
      created_by: dispatcher.id, created_by_name: dispatcher.real_name, created_at: from,
      ...(state === AssistState.replied ? { reply_content: text, replied_by: replier?.id ?? null, replied_by_name: replier?.real_name ?? `${names.get(deptId)}联络员`, replied_at: answered } : {}),
      ...(state === AssistState.released ? { release_reason: text, released_by: dispatcher.id, released_by_name: dispatcher.real_name, released_at: answered } : {}),
    });
  };
  // Orders other departments lead, which 住建局 assists: open ones (3 一级待办) and ones the lead has replied on (5+).
  const ledByOthers = orders.filter((o) => o.status === 3 && o.main_dept_id !== 101 && o.main_dept_id !== null).slice(0, 3);
  const answeredByOthers = orders.filter((o) => (o.status as number) >= 5 && o.main_dept_id !== 101 && o.main_dept_id !== null).slice(0, 3);
  ledByOthers.forEach((o, i) => add(o, 101, ASSISTED_BY_HOUSING[i]!));
  answeredByOthers.forEach((o, i) => add(o, 101, ASSISTED_BY_HOUSING[i + 3]!));
  // Orders 住建局 leads: one waiting for 市场监管局, one whose assistants have answered (its 办理回复 may go).
  const ledByHousing = orders.filter((o) => o.status === 3 && o.main_dept_id === 101).slice(0, 2);
  if (ledByHousing[0]) add(ledByHousing[0], 102, [2, AssistState.awaiting, null, null]);
  if (ledByHousing[1]) {
    add(ledByHousing[1], 106, [3, AssistState.replied, 6, '已安排城管执法中队到场，占道经营已清理。']);
    add(ledByHousing[1], 103, [3, AssistState.released, 12, '经核实不涉及环境污染，中心解除协办']);
  }
  const finished = orders.filter((o) => (o.status as number) >= 5 && o.main_dept_id === 101).slice(0, 4);
  finished.forEach((o, i) => add(o, i % 2 === 0 ? 102 : 106, [3, AssistState.replied, i === 3 ? 90 : 8, '已配合主办单位核实并提供处理意见。']));
  if (!assists.length) return;
  await db.insertInto('workflow_assist').values(assists).execute();
  const byOrder = new Map<string, typeof assists>();
  for (const a of assists) byOrder.set(a.workflow_id, [...(byOrder.get(a.workflow_id) ?? []), a]);
  for (const [workflowId, depts] of byOrder) {
    const ids = depts.map((a) => a.dept_id);
    await db.updateTable('workflow').set((eb) => ({ co_dept_ids: eb.fn<number[]>('array_cat', [eb.ref('co_dept_ids'), eb.val(ids)]) }))
      .where('workflow_id', '=', workflowId).execute();
    await db.insertInto('workflow_update_log').values({
      workflow_id: workflowId, user_id: dispatcher.id, user_name: dispatcher.real_name, action: '指定协办',
      content: `指定协办单位：${depts.map((a) => `${names.get(a.dept_id)}（${a.days} 个工作日）`).join('、')}`, created_at: depts[0]!.created_at,
    }).execute();
  }
}
