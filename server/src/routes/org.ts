// Organisation: departments and their trees, regions and areas.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Dept, DeptNode, RegionNode } from '../../../src/shared/api/types.ts';
import { endpoint, sendJson } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { DEPT } from '../seed/org.ts';
import { allDeptList, childDepts, deptInfoList, deptList, deptTree, mainDepts, mainDeptTree, REGION_CACHES, regionTree } from '../services/org/org.ts';

const orgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/dept/list'), handler: async (request) => ok(await deptList(app.db, request.body?.name)) });

  app.route({ ...endpoint('/api/sys/dept/list2'), handler: async (request) => {
    // isTree=2 asks for the nested tree; anything else gets the flat list.
    if (request.query.isTree === 2) return ok<DeptNode[]>(await deptTree(app.db));
    return ok<Dept[]>(await allDeptList(app.db));
  } });

  app.route({ ...endpoint('/api/sys/dept/getMainDeptByPid'), handler: async (request) =>
    ok<DeptNode[]>(await mainDeptTree(app.db, request.body?.pid ?? DEPT.city)) });

  app.route({ ...endpoint('/api/sys/dept/getSubDeptByPid'), handler: async (request) => ok(await childDepts(app.db, request.query.pid)) });

  app.route({ ...endpoint('/apo/userController/getDeptListLevel1'), handler: async () => ok(await mainDepts(app.db)) });

  app.route({ ...endpoint('/aip/deptinfo/list'), handler: async (request) => ok(await deptInfoList(app.db, request.body?.name)) });

  // Every registration form reads the whole tree (thousands of areas): serialised once until an area changes.
  app.route({ ...endpoint('/api/sys/region/tree'), handler: async (_request, reply) => {
    const json = await app.cache.get(`${REGION_CACHES}region-tree`, async () => reply.serialize(ok<RegionNode[]>(await regionTree(app.db))) as string);
    return sendJson(reply, json);
  } });

};

export default orgRoutes;
