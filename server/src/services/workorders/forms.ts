// What the order forms start from: the registration form's defaults, the delay request form, the base data and the
// event-type tree.
import { formatDateTime } from '../../lib/time.ts';
import { buildTree } from '../../lib/tree.ts';
import type { ReadCache } from '../cache.ts';
import { dictChoices } from '../dict/dicts.ts';
import { callbackResults, LOCK_TTL_MS, MAX_DELAY_DAYS, Role, statusNames, timeLimitOf } from './model.ts';
import type { Actor, Db, WorkflowRow } from './run-transition.ts';
import { loadWorkCalendar } from './workdays.ts';

/** 诉求类型: the dictionary's enabled entries, each with the rule's time limit. */
async function appealTypeChoices(db: Db, cache: ReadCache) {
  return (await dictChoices(cache, db, 'appeal_type')).map((c) => ({ ...c, timeLimit: timeLimitOf(c.value) }));
}

/** A new order's defaults: who registers it, the appeal types, the default deadline, and how many orders the caller has. */
export async function registerFormOf(db: Db, cache: ReadCache, user: Actor, telNo: string | null, now = new Date()) {
  const history = telNo
    ? await db.selectFrom('workflow').select((eb) => eb.fn.countAll<number>().as('n')).where('phone', '=', telNo).where('deleted', '=', 0).executeTakeFirstOrThrow()
    : { n: 0 };
  const appealTypes = await appealTypeChoices(db, cache);
  const defaultAppealType = appealTypes.some((a) => a.value === '1') ? '1' : appealTypes[0]?.value ?? '1';
  return {
    creatorName: user.realName, createTime: formatDateTime(now)!, appealTypes, defaultAppealType,
    defaultTimeLimit: timeLimitOf(defaultAppealType), defaultDeadline: formatDateTime((await loadWorkCalendar(db)).addWorkingDays(now, timeLimitOf(defaultAppealType)))!,
    telNo, callerLocation: null, historyCount: Number(history.n),
  };
}

/** The delay request form: the deadline, the most days one may ask, whether a request is already pending, the approvers. */
export async function delayFormOf(db: Db, row: WorkflowRow) {
  const [pending, approvers] = await Promise.all([
    db.selectFrom('workflow_apply').select('id').where('workflow_id', '=', row.workflow_id).where('kind', '=', 'delay').where('state', '=', 1).executeTakeFirst(),
    db.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id').select(['u.id', 'u.real_name'])
      .where('r.role_id', '=', Role.approver).where('u.status', '=', 1).orderBy('u.id').execute(),
  ]);
  return {
    workflowId: row.workflow_id, deadline: formatDateTime(row.deadline)!, maxDays: MAX_DELAY_DAYS, pending: Boolean(pending),
    approvers: approvers.map((a) => ({ id: a.id, realName: a.real_name })),
  };
}

/** 来源渠道, 诉求类型 and 紧急程度 follow their dictionaries (enabled entries); the time limit stays the rule's. */
export async function bizDataOf(db: Db, cache: ReadCache) {
  return {
    appealTypes: await appealTypeChoices(db, cache),
    channels: await dictChoices(cache, db, 'channel'),
    urgencies: await dictChoices(cache, db, 'urgency'),
    callbackResults,
    statuses: Object.entries(statusNames).map(([value, label]) => ({ value: Number(value), label })),
    lockMinutes: LOCK_TTL_MS / 60_000,
  };
}

/** 事件类型 as a tree. */
export async function eventTypeTree(db: Db) {
  const rows = await db.selectFrom('event_type').select(['id', 'pid', 'name', 'sort']).orderBy('pid').orderBy('sort').execute();
  return buildTree(rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name })));
}
