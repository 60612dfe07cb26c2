// Reading one order: detail (optionally taking the work lock), update log, job schedule, form defaults, base data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { formatDateTime } from '../lib/time.ts';
import { buildDetail, jobScheduleOf, recordingFileOf, updateLogOf, visibleOrder } from '../services/workorders/detail.ts';
import { bizDataOf, delayFormOf, eventTypeTree, registerFormOf } from '../services/workorders/forms.ts';
import { takeLock } from '../services/workorders/locks.ts';
import { findTab } from '../services/workorders/queues.ts';
import { loadWorkCalendar } from '../services/workorders/workdays.ts';
import { sendRecording } from './call-records.ts';
import { actorOf } from './workorders-common.ts';

const workorderDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('GET /aop/workflow/detail'), handler: async (request) => {
    const user = actorOf(request);
    let row = await visibleOrder(app.db, user, request.query.workflowId);
    if (request.query.forWork) row = await takeLock(app.db, user, row);
    return ok(await buildDetail(app.db, user, row, app.cache));
  } });

  app.route({ ...endpoint('GET /aop/workflow/detailByListAndModel'), handler: async (request) => {
    const user = actorOf(request);
    const q = request.query;
    // The tab the order was opened from must be one the user sees.
    const tab = findTab(q.belong, q.queryType, user);
    let row = await visibleOrder(app.db, user, q.workflowId);
    if (q.forWork) row = await takeLock(app.db, user, row);
    return ok({ ...(await buildDetail(app.db, user, row, app.cache)), listModel: { belong: q.belong, queryType: tab.queryType, tabName: tab.name } });
  } });

  app.route({ ...endpoint('/aop/workflow/recording'), handler: async (request, reply) => {
    const user = actorOf(request);
    const row = await visibleOrder(app.db, user, request.body.workflowId);
    return sendRecording(app, reply, request.user, await recordingFileOf(app.db, user, row, request.body.id));
  } });

  app.route({ ...endpoint('GET /aop/workflow/detailUpdateLog'), handler: async (request) => {
    await visibleOrder(app.db, actorOf(request), request.query.workflowId);
    return ok(await updateLogOf(app.db, request.query.workflowId));
  } });

  app.route({ ...endpoint('/aop/workflowTask/getJobSchedule'), handler: async (request) =>
    ok(await jobScheduleOf(app.db, await visibleOrder(app.db, actorOf(request), request.body.workflowId))) });

  app.route({ ...endpoint('/aop/workflow/init'), handler: async (request) =>
    ok(await registerFormOf(app.db, app.cache, actorOf(request), request.body?.telNo || null)) });

  app.route({ ...endpoint('/aop/workflow/initOfDoApplyDelay'), handler: async (request) =>
    ok(await delayFormOf(app.db, await visibleOrder(app.db, actorOf(request), request.body.workflowId))) });

  app.route({ ...endpoint('/aop/limit/limitDayTime'),
    handler: async (request) => ok({ day: request.query.day, deadline: formatDateTime((await loadWorkCalendar(app.db)).addWorkingDays(new Date(), request.query.day))! }) });

  app.route({ ...endpoint('GET /aop/baseData/bizData'), handler: async () => ok(await bizDataOf(app.db, app.cache)) });

  app.route({ ...endpoint('/aip/eventType2/treeList'), handler: async () => ok(await eventTypeTree(app.db)) });
};

export default workorderDetailRoutes;
