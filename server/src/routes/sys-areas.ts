// 区域管理 (spec §7 "Areas and dictionaries"): the area tree loaded level by level, add, update, move, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { addArea, allAreaTree, areaChildren, areaInfo, deleteArea, searchAreas, updateArea } from '../services/areas/areas.ts';
import { REGION_CACHES, REGIONS_RESOURCE } from '../services/org/org.ts';

const MODULE = '区域管理';

const sysAreasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every server drops its region tree; every console's registration picker loads it again.
  const areasChanged = () => app.changes.publish({
    caches: [REGION_CACHES],
    push: { to: 'all', event: { type: 'changed', resources: [REGIONS_RESOURCE] } },
  });

  app.route({ ...endpoint('/api/sys/sysarea/listTree'), config: { permission: 'sys:area:list' }, handler: async (request) => {
    const name = request.body?.name?.trim();
    return ok(name ? await searchAreas(app.db, name) : await areaChildren(app.db, request.body?.pid ?? 0));
  } });

  // The form's parent picker: whole tree, hidden areas too; cached on this server until an area write drops REGION_CACHES.
  app.route({ ...endpoint('/api/sys/sysarea/tree'), config: { permission: ['sys:area:save', 'sys:area:update'] },
    handler: async () => ok(await app.cache.get(`${REGION_CACHES}all-areas`, () => allAreaTree(app.db))) });

  app.route({ ...endpoint('/api/sys/sysarea/info'), config: { permission: ['sys:area:list', 'sys:area:update'] },
    handler: async (request) => ok(await areaInfo(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/sysarea'), config: { permission: 'sys:area:save', log: { module: MODULE, action: '新增区域' } },
    handler: async (request) => {
      const id = await addArea(app.db, request.body);
      await areasChanged();
      return ok({ id });
    } });

  app.route({ ...endpoint('/api/sys/sysarea/update'), config: { permission: 'sys:area:update', log: { module: MODULE, action: '修改区域' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updateArea(app.db, id, fields);
      await areasChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/sysarea/delete'), config: { permission: 'sys:area:delete', log: { module: MODULE, action: '删除区域' } },
    handler: async (request) => {
      await deleteArea(app.db, request.query.id);
      await areasChanged();
      return ok(null, '删除成功');
    } });
};

export default sysAreasRoutes;
