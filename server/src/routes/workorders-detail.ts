// Reading one order: detail (optionally taking the work lock), update log, job schedule, form defaults, base data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { Refusal } from '../lib/refusal.ts';
import { formatDateTime } from '../lib/time.ts';
import { buildTree } from '../lib/tree.ts';
import { dictChoices } from '../services/dict/dicts.ts';
import { buildDetail, canSee, mayHearCall, stepsOf } from '../services/workorders/detail.ts';
import { sendRecording } from './call-records.ts';
import { takeLock } from '../services/workorders/locks.ts';
import { callbackResults, isOverdue, LOCK_TTL_MS, MAX_DELAY_DAYS, Role, statusNames, timeLimitOf } from '../services/workorders/model.ts';
import { findOrder } from '../services/workorders/run-transition.ts';
import { addWorkingDays } from '../services/workorders/workdays.ts';
import { actorOf } from './workorders-common.ts';
import { findTab } from '../services/workorders/queues.ts';

const NOT_VISIBLE = '工单不存在或无权查看';

const workorderDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const visibleOrder = async (user: ReturnType<typeof actorOf>, workflowId: string) => {
    const row = await findOrder(app.db, workflowId);
    if (!row || !(await canSee(app.db, user, workflowId))) throw new Refusal(NOT_VISIBLE);
    return row;
  };
  /** 诉求类型: the dictionary's enabled entries, each with the rule's time limit. */
  const appealTypeChoices = async () => (await dictChoices(app.cache, app.db, 'appeal_type')).map((c) => ({ ...c, timeLimit: timeLimitOf(c.value) }));

  app.route({ ...endpoint('GET /aop/workflow/detail'), handler: async (request) => {
    const user = actorOf(request);
    let row = await visibleOrder(user, request.query.workflowId);
    if (request.query.forWork) row = await takeLock(app.db, user, row);
    return ok(await buildDetail(app.db, user, row));
  } });

  app.route({ ...endpoint('GET /aop/workflow/detailByListAndModel'), handler: async (request) => {
    const user = actorOf(request);
    const q = request.query;
    // The tab the order was opened from must be one the user sees.
    const tab = findTab(q.belong, q.queryType, user);
    let row = await visibleOrder(user, q.workflowId);
    if (q.forWork) row = await takeLock(app.db, user, row);
    return ok({ ...(await buildDetail(app.db, user, row)), listModel: { belong: q.belong, queryType: tab.queryType, tabName: tab.name } });
  } });

  app.route({ ...endpoint('/aop/workflow/recording'), handler: async (request, reply) => {
    const row = await visibleOrder(actorOf(request), request.body.workflowId);
    const record = row.call_id && mayHearCall(actorOf(request), row)
      ? await app.db.selectFrom('call_record').select('recording_file_id').where('id', '=', request.body.id).where('call_id', '=', row.call_id).executeTakeFirst()
      : undefined;
    if (!record?.recording_file_id) throw new Refusal('该工单没有这段录音');
    return sendRecording(app, reply, request.user, record.recording_file_id);
  } });

  app.route({ ...endpoint('GET /aop/workflow/detailUpdateLog'), handler: async (request) => {
    await visibleOrder(actorOf(request), request.query.workflowId);
    const rows = await app.db.selectFrom('workflow_update_log').selectAll().where('workflow_id', '=', request.query.workflowId).orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, userName: r.user_name, action: r.action, content: r.content, createTime: formatDateTime(r.created_at)! })));
  } });

  app.route({ ...endpoint('/aop/workflowTask/getJobSchedule'), handler: async (request) => {
    const row = await visibleOrder(actorOf(request), request.body.workflowId);
    const start = row.created_at.getTime();
    const end = (row.hang_started_at ?? row.finished_at ?? new Date()).getTime();
    const span = Math.max(1, row.deadline.getTime() - start);
    return ok({
      workflowId: row.workflow_id, status: row.status, statusName: statusNames[row.status] ?? '', deadline: formatDateTime(row.deadline)!,
      overdue: isOverdue(row), elapsedPercent: Math.max(0, Math.round(((end - start) / span) * 100)), steps: await stepsOf(app.db, row.workflow_id),
    });
  } });

  app.route({ ...endpoint('/aop/workflow/init'), handler: async (request) => {
    const user = actorOf(request);
    const now = new Date();
    const telNo = request.body?.telNo || null;
    const history = telNo
      ? await app.db.selectFrom('workflow').select((eb) => eb.fn.countAll<number>().as('n')).where('phone', '=', telNo).where('deleted', '=', 0).executeTakeFirstOrThrow()
      : { n: 0 };
    const appealTypes = await appealTypeChoices();
    const defaultAppealType = appealTypes.some((a) => a.value === '1') ? '1' : appealTypes[0]?.value ?? '1';
    return ok({
      creatorName: user.realName, createTime: formatDateTime(now)!, appealTypes, defaultAppealType,
      defaultTimeLimit: timeLimitOf(defaultAppealType), defaultDeadline: formatDateTime(addWorkingDays(now, timeLimitOf(defaultAppealType)))!,
      telNo, callerLocation: null, historyCount: Number(history.n),
    });
  } });

  app.route({ ...endpoint('/aop/workflow/initOfDoApplyDelay'), handler: async (request) => {
    const row = await visibleOrder(actorOf(request), request.body.workflowId);
    const [pending, approvers] = await Promise.all([
      app.db.selectFrom('workflow_apply').select('id').where('workflow_id', '=', row.workflow_id).where('kind', '=', 'delay').where('state', '=', 1).executeTakeFirst(),
      app.db.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id').select(['u.id', 'u.real_name'])
        .where('r.role_id', '=', Role.approver).where('u.status', '=', 1).orderBy('u.id').execute(),
    ]);
    return ok({
      workflowId: row.workflow_id, deadline: formatDateTime(row.deadline)!, maxDays: MAX_DELAY_DAYS, pending: Boolean(pending),
      approvers: approvers.map((a) => ({ id: a.id, realName: a.real_name })),
    });
  } });

  app.route({ ...endpoint('/aop/limit/limitDayTime'),
    handler: async (request) => ok({ day: request.query.day, deadline: formatDateTime(addWorkingDays(new Date(), request.query.day))! }) });

  // 来源渠道, 诉求类型 and 紧急程度 follow their dictionaries (enabled entries); the time limit stays the rule's.
  app.route({ ...endpoint('GET /aop/baseData/bizData'), handler: async () => ok({
    appealTypes: await appealTypeChoices(),
    channels: await dictChoices(app.cache, app.db, 'channel'),
    urgencies: await dictChoices(app.cache, app.db, 'urgency'),
    callbackResults,
    statuses: Object.entries(statusNames).map(([value, label]) => ({ value: Number(value), label })),
    lockMinutes: LOCK_TTL_MS / 60_000,
  }) });

  app.route({ ...endpoint('/aip/eventType2/treeList'), handler: async () => {
    const rows = await app.db.selectFrom('event_type').select(['id', 'pid', 'name', 'sort']).orderBy('pid').orderBy('sort').execute();
    return ok(buildTree(rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name }))));
  } });
};

export default workorderDetailRoutes;
