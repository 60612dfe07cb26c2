// Menus: the signed-in user's route tree and button permissions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint, sendJson } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { menuRows, navTree } from '../services/menus/menus.ts';
import { grantedMenuIds, permissionsOf } from '../services/permissions.ts';

const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every console start asks for it: the answer is built and serialised (by its reply schema) once per role set until menus change.
  app.route({ ...endpoint('/api/sys/menu/nav'), handler: async (request, reply) => {
    const roles = request.user.roleIds;
    const json = await app.cache.get(`menus:nav:${roles.join(',')}`, async () => {
      const granted = await grantedMenuIds(app.db, roles, app.cache);
      const rows = await app.cache.get('menus:rows', () => menuRows(app.db));
      return reply.serialize(ok(navTree(rows, granted))) as string;
    });
    return sendJson(reply, json);
  } });

  app.route({ ...endpoint('/api/sys/menu/navButton'), handler: async (request) =>
    ok(await permissionsOf(app.db, request.user.roleIds, app.cache)) });
};

export default menuRoutes;
