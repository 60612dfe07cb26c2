// Console helpers: the hidden frames' URL list and the registration-page open/close log.
import type { FastifyPluginAsync } from 'fastify';
import type { ClientMessageResult, CloseWorkflowLogRequest } from '../../../../src/shared/api/types.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { body, noBody, requiredStr } from '../lib/schema.ts';
import { parseClientDate } from '../lib/time.ts';

/**
 * Pages of the other clients the console warms up in zero-size frames. The spec calls these "token URLs";
 * we never put a session token into a URL (it would leak through logs, history and Referer), so the
 * frames get plain same-origin URLs and a page that needs the session reads it from session storage.
 */
const CLIENT_FRAME_URLS: ClientMessageResult = ['/client-frame.html?client=knowledge', '/client-frame.html?client=quality'];

const clientRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/getClientMessage', { schema: { body: noBody } }, async () => ok(CLIENT_FRAME_URLS));

  app.post<{ Body: CloseWorkflowLogRequest }>('/aip/closeWorkflowLog/add', {
    schema: {
      body: body({
        jobNumber: requiredStr(32),
        userName: requiredStr(64),
        url: requiredStr(2000),
        closeDate: { type: ['string', 'integer'], minLength: 1, maxLength: 32, minimum: 0 },
        type: { type: 'integer', enum: [1, 2] },
      }, ['jobNumber', 'userName', 'url', 'closeDate', 'type']),
    },
  }, async (request) => {
    const { jobNumber, userName, url, closeDate, type } = request.body;
    const date = parseClientDate(closeDate);
    if (!date) throw new ApiError(400, '参数错误：closeDate 格式错误');
    await app.db.insertInto('close_workflow_log').values({
      user_id: request.user.id, job_number: jobNumber, user_name: userName, url, close_date: date, type,
    }).execute();
    return ok(null, '记录成功');
  });
};

export default clientRoutes;
