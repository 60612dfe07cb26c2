// 在线用户: the live sessions and 强退 (ends one session on every server; its console is told why at once).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { FORCED_OUT, forceLogout, onlineSessions } from '../services/online/online-sessions.ts';

const MODULE = '在线用户';
/** Session resource of the consoles showing the list. */
const ONLINE_RESOURCE = 'sys:online';

const sysOnlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/online/page'), config: { permission: 'sys:online:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await onlineSessions(app.db, app.config, request.user.tokenHash, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/online/forceLogout'), config: { permission: 'sys:online:forceLogout', log: { module: MODULE, action: '强退' } },
    handler: async (request) => {
      const ended = await forceLogout(app.db, request.body.id, request.user.tokenHash);
      app.sessions.drop(ended.tokenHash);
      // Every server drops the user's cached sessions and ends the push stream of this one, telling its console why.
      await app.changes.publish({
        sessionsOf: [ended.userId], reason: FORCED_OUT,
        push: { to: 'all', event: { type: 'changed', resources: [ONLINE_RESOURCE] } },
      });
      return ok(null, `已强退 ${ended.username}`);
    } });
};

export default sysOnlineRoutes;
