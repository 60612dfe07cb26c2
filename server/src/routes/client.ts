// Console helpers: the hidden frames' URL list and the registration-page open/close log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ClientMessageResult } from '../../../src/shared/api/types.ts';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { redactedUrl } from '../lib/mask.ts';
import { parseClientDate } from '../lib/time.ts';
import { recordOrderTabClose } from '../services/logs/client-logs.ts';

/**
 * Pages of the other clients the console warms up in zero-size frames. The spec calls these "token URLs";
 * we never put a session token into a URL (it would leak through logs, history and Referer), so the
 * frames get plain same-origin URLs and a page that needs the session reads it from session storage.
 */
const CLIENT_FRAME_URLS: ClientMessageResult = ['/client-frame.html?client=knowledge', '/client-frame.html?client=quality'];

const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/getClientMessage'), handler: async () => ok(CLIENT_FRAME_URLS) });

  app.route({ ...endpoint('/aip/closeWorkflowLog/add'), handler: async (request) => {
    const { jobNumber, userName, url, closeDate, type } = request.body;
    const date = parseClientDate(closeDate);
    if (!date) throw new ApiError(400, '参数错误：closeDate 格式错误');
    await recordOrderTabClose(app.db, { user_id: request.user.id, job_number: jobNumber, user_name: userName, url: redactedUrl(url), close_date: date, type });
    return ok(null, '记录成功');
  } });
};

export default clientRoutes;
