// Orders spread as a centre holds them (seedYear's stages, plus 待受理, 二级待办, co-handling, side requests and supervision),
// and every work-order list a console asks for: each queue tab as the users who see it, 工单查询's common filters and the
// caller-history lookup. test/server/workorder-list-plans.test.ts checks their plans; scripts/bench/lists.ts times them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import { seedYear } from './seed-year.ts';

/** Adds `orders` orders (numbered BY000000001…) over the last 60 days and refreshes the planner's statistics. */
export async function seedListOrders(db: Kysely<Database>, orders: number): Promise<void> {
  await seedYear(db, { orders, calls: 0, days: 60 });
  const n = sql`substr(workflow_id, 3)::int`;
  for (const statement of [
    // seedYear has no order waiting for acceptance nor at a sub unit: some of its waiting ones are.
    sql`update workflow set status = 1, is_accepted = 0, accepted_at = null where status = 2 and ${n} % 2 = 0 and workflow_id like 'BY%'`,
    sql`update workflow set status = 4 where status = 3 and sub_dept_id is not null and workflow_id like 'BY%'`,
    sql`update workflow set l2_replied_at = l1_replied_at - interval '1 hour' where sub_dept_id is not null and l1_replied_at is not null and workflow_id like 'BY%'`,
    sql`update workflow set co_dept_ids = array[101 + (${n} / 20) % 8] where ${n} % 20 = 0 and main_dept_id is not null and workflow_id like 'BY%'`,
    sql`update workflow set content = content || '，路边井盖缺失' where ${n} % 1000 = 0 and workflow_id like 'BY%'`,
    sql`insert into workflow_apply (workflow_id, kind, state, days, reason, applicant_id, applicant_name, applicant_level, created_at)
      select workflow_id, (array['delay', 'hang', 'return'])[1 + ${n} % 3], case when status in (3, 4) then 1 else 2 + ${n} % 2 end, 3, '需要协调相关单位',
        5, '刘建国', case when status = 4 then 2 else 1 end, created_at + interval '2 hour'
      from workflow where ${n} % 30 = 0 and main_dept_id is not null and workflow_id like 'BY%'`,
    sql`insert into workflow_supervise (workflow_id, dept_id, content, state, created_by, created_by_name, created_at)
      select workflow_id, main_dept_id, '请尽快办理', case when status in (3, 4) then 1 else 2 end, 8, '吴海燕', created_at + interval '1 day'
      from workflow where ${n} % 50 = 0 and main_dept_id is not null and workflow_id like 'BY%'`,
    // Each order's registration and dispatch, as a scoped user's "orders I took a step on" reads them.
    sql`insert into workflow_step (workflow_id, processid, action, action_name, to_status, user_id, user_name, created_at)
      select workflow_id, processid, 'register', '登记', 1, creator_id, creator_name, created_at from workflow where workflow_id like 'BY%'`,
    sql`insert into workflow_step (workflow_id, processid, action, action_name, from_status, to_status, dept_id, user_id, user_name, created_at)
      select workflow_id, processid, 'dispatch', '派遣', 2, 3, main_dept_id, 4, '赵子涵', dispatched_at from workflow where dispatched_at is not null and workflow_id like 'BY%'`,
    sql`vacuum analyze workflow_step`,
    sql`vacuum analyze workflow`,
    sql`vacuum analyze workflow_apply`,
    sql`vacuum analyze workflow_supervise`,
  ]) await statement.execute(db);
}

/** One list as a console asks for it: `type` is a queue group, 'index' (工单查询) or 'history' (the caller's orders). */
export interface ListCase {
  name: string;
  username: string;
  type: string;
  body: Record<string, unknown>;
}

const tab = (name: string, username: string, type: string, queryType: number | string): ListCase => ({ name, username, type, body: { queryType } });
const search = (name: string, username: string, body: Record<string, unknown>): ListCase => ({ name, username, type: 'index', body });

/** Every queue tab (as a centre user and, for the department tabs, as both department levels), 工单查询's filters, history. */
export function listCases(): ListCase[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  return [
    tab('待受理', 'dispatcher', 'unaccept', 0), tab('已受理', 'dispatcher', 'unaccept', 1),
    tab('待派遣', 'dispatcher', 'unassign', 0), tab('已派遣', 'dispatcher', 'unassign', 1),
    tab('一级待办 dept01', 'dept01', 'untodo', 0), tab('一级已办 dept01', 'dept01', 'untodo', 1),
    tab('二级待办 dept01', 'dept01', 'untodo', 2), tab('二级已办 dept01', 'dept01', 'untodo', 3),
    tab('二级待办 dept02', 'dept02', 'untodo', 2), tab('二级已办 dept02', 'dept02', 'untodo', 3),
    tab('全部待办 dept01', 'dept01', 'todo2', 0), tab('全部待办 dept02', 'dept02', 'todo2', 0), tab('下派待办 dept01', 'dept01', 'todo2', 1),
    tab('二级延期申请待办', 'dept01', 'todo2', 2), tab('二级退回申请待办', 'dept01', 'todo2', 3),
    tab('审核不通过待办', 'dept01', 'todo2', 4), tab('回访不满意待办', 'dept01', 'todo2', 5),
    tab('待核查', 'dispatcher', 'uncheckList', 0), tab('核查通过', 'dispatcher', 'uncheckList', 1), tab('核查不通过', 'dispatcher', 'uncheckList', 2),
    tab('待回访（合理）', 'dispatcher', 'uncallback', 6), tab('待回访（不合理）', 'dispatcher', 'uncallback', 7), tab('已回访', 'dispatcher', 'uncallback', 999),
    tab('待考核', 'dispatcher', 'unAssessmentList', 0), tab('已考核', 'dispatcher', 'unAssessmentList', 1),
    tab('延期 待回复', 'supervisor', 'delayApply', 1), tab('延期 已同意', 'supervisor', 'delayApply', 2), tab('延期 已拒绝', 'supervisor', 'delayApply', 3),
    tab('申请延期 待回复 dept01', 'dept01', 'applyDelay', 1), tab('挂账 待回复', 'supervisor', 'hangApply', 1), tab('挂账 已同意', 'supervisor', 'hangApply', 2),
    tab('退回 待回复', 'supervisor', 'returnApply', 1), tab('申请退回 已拒绝 dept01', 'dept01', 'applyReturn', 3),
    tab('待督办', 'supervisor', 'supervise', 'supervision1'), tab('督办待回复', 'supervisor', 'supervise', 'supervision2'),
    tab('督办已回复', 'supervisor', 'supervise', 'supervision3'), tab('督办待回复 dept01', 'dept01', 'supervise', 'supervision2'),
    search('工单查询 全部', 'dispatcher', {}),
    search('工单查询 全部 dept01', 'dept01', {}),
    search('工单查询 近 7 天', 'dispatcher', { startTime: day(7), endTime: day(0) }),
    search('工单查询 状态 已办结', 'dispatcher', { status: 8 }),
    search('工单查询 承办单位', 'dispatcher', { deptId: 104 }),
    search('工单查询 事件分类', 'dispatcher', { eventTypeId: 201 }),
    search('工单查询 电话', 'dispatcher', { phone: '13900012345' }),
    search('工单查询 工单号', 'dispatcher', { workflowId: 'BY000012345' }),
    search('工单查询 关键字 井盖', 'dispatcher', { keyword: '井盖' }),
    search('工单查询 关键字 市民1234', 'dispatcher', { keyword: '市民1234' }),
    search('工单查询 关键字 井盖 dept01', 'dept01', { keyword: '井盖' }),
    search('工单查询 按截止时间', 'dispatcher', { sortField: 'deadline' }),
    search('工单查询 按更新时间', 'dispatcher', { sortField: 'updateTime' }),
    search('工单查询 我关注的', 'dispatcher', { followed: true }),
    { name: '来电历史 historyCallList', username: 'agent01', type: 'history', body: { phone: '13900012345' } },
  ];
}
