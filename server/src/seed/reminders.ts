// Unread workflow reminders for the demo users, each on a seeded order its user may open (the agent who registered it,
// the department it is at, any order for the centre), so 去处理 opens a real order.
import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database, WorkflowRemindMsgTable } from '../db/schema.ts';
import { ReminderRoleType as R, ReminderType as T } from '../../../src/shared/protocol/reminders.ts';
import { DEPT } from './org.ts';

type Where = (eb: ExpressionBuilder<Database, 'workflow'>) => ReturnType<ExpressionBuilder<Database, 'workflow'>['and']>;

interface ReminderSeed {
  username: string;
  type: number;
  roleType: number;
  /** Which seeded orders fit the reminder. */
  where: Where;
  /** The text, with `#` standing for the order number. */
  text: string;
  hoursAgo: number;
}

const atHousing: Where = (eb) => eb.and([eb('main_dept_id', '=', DEPT.housing)]);

export const REMINDER_SEEDS: ReminderSeed[] = [
  { username: 'dept01', type: T.newTodo, roleType: R.main, hoursAgo: 1, text: '工单 # 已派遣至市住建局，请及时办理',
    where: (eb) => eb.and([atHousing(eb), eb('status', '=', 3), eb('rework', '=', 0)]) },
  { username: 'dept01', type: T.checkFailed, roleType: R.main, hoursAgo: 5, text: '工单 # 核查不通过，已退回重办',
    where: (eb) => eb.and([atHousing(eb), eb('status', '=', 3), eb('rework', '=', 1)]) },
  { username: 'dept01', type: T.replied, roleType: R.sub, hoursAgo: 8, text: '二级单位已回复工单 #，请审核',
    where: (eb) => eb.and([atHousing(eb), eb('sub_dept_id', '=', DEPT.propertyUnit), eb('status', '>=', 5)]) },
  { username: 'dept01', type: T.checkPassed, roleType: R.main, hoursAgo: 30, text: '工单 # 已通过核查',
    where: (eb) => eb.and([atHousing(eb), eb('status', '>=', 6)]) },
  { username: 'dept02', type: T.subTodo, roleType: R.sub, hoursAgo: 2, text: '工单 # 已下派至物业监管科，请及时办理',
    where: (eb) => eb.and([eb('sub_dept_id', '=', DEPT.propertyUnit), eb('status', '=', 4)]) },
  { username: 'dept02', type: T.mainReplied, roleType: R.centre, hoursAgo: 48, text: '工单 # 已办结',
    where: (eb) => eb.and([eb('sub_dept_id', '=', DEPT.propertyUnit), eb('status', '>=', 8)]) },
  { username: 'dispatcher', type: T.replied, roleType: R.main, hoursAgo: 1, text: '工单 # 已回复，请核查',
    where: (eb) => eb.and([eb('status', '=', 5)]) },
  { username: 'dispatcher', type: T.callbackUnsatisfied, roleType: R.main, hoursAgo: 20, text: '工单 # 回访不满意，已重新派遣',
    where: (eb) => eb.and([eb('status', '=', 3), eb('rework', '=', 2)]) },
  { username: 'supervisor', type: T.replied, roleType: R.main, hoursAgo: 3, text: '工单 # 已回复，请核查',
    where: (eb) => eb.and([eb('status', '=', 5)]) },
  { username: 'agent01', type: T.unaccepted, roleType: R.centre, hoursAgo: 4, text: '您登记的工单 # 尚未受理，请补充信息后提交',
    where: (eb) => eb.and([eb('status', '=', 1)]) },
  { username: 'agent02', type: T.unaccepted, roleType: R.centre, hoursAgo: 6, text: '工单 # 尚未受理，请核实后提交',
    where: (eb) => eb.and([eb('status', '=', 1)]) },
  { username: 'approver', type: T.applyPending, roleType: R.centre, hoursAgo: 2, text: '工单 # 有延期申请待审批',
    where: (eb) => eb.and([eb('status', '=', 4), eb.exists(eb.selectFrom('workflow_apply as a').select('a.id')
      .whereRef('a.workflow_id', '=', 'workflow.workflow_id').where('a.kind', '=', 'delay').where('a.state', '=', 1))]) },
  { username: 'manager', type: T.unassessed, roleType: R.centre, hoursAgo: 3, text: '工单 # 已回访，待考核',
    where: (eb) => eb.and([eb('status', '=', 7)]) },
  { username: 'admin', type: T.unassigned, roleType: R.centre, hoursAgo: 1, text: '工单 # 待派遣',
    where: (eb) => eb.and([eb('status', '=', 2)]) },
];

/** Inserts one unread reminder per seed, each on its own order (the first fitting order not yet used), oldest order first. */
export async function seedReminders(db: Kysely<Database>, userIds: ReadonlyMap<string, number>, now = Date.now()): Promise<void> {
  const used = new Set<string>();
  const rows: Insertable<WorkflowRemindMsgTable>[] = [];
  for (const seed of REMINDER_SEEDS) {
    const userId = userIds.get(seed.username);
    if (userId === undefined) continue;
    const creator = seed.username.startsWith('agent') ? userId : undefined;
    let query = db.selectFrom('workflow').select('workflow_id').where(seed.where).where('deleted', '=', 0).orderBy('workflow_id');
    if (creator !== undefined) query = query.where('creator_id', '=', creator);
    const order = (await query.execute()).find((o) => !used.has(o.workflow_id));
    if (!order) throw new Error(`种子数据中没有适合提醒的工单：${seed.username} ${seed.text}`);
    used.add(order.workflow_id);
    rows.push({
      user_id: userId, type: seed.type, role_type: seed.roleType, workflow_id: order.workflow_id,
      content: seed.text.replace('#', order.workflow_id), created_at: new Date(now - seed.hoursAgo * 3_600_000), read_at: null,
    });
  }
  if (rows.length) await db.insertInto('workflow_remind_msg').values(rows).execute();
}
