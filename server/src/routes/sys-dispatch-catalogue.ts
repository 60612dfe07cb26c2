// 派单目录: page, the form's choices, detail, add, update, delete; every write in the operation log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import {
  addCatalogueEntry, catalogueDetail, catalogueOptions, cataloguePage, deleteCatalogueEntries, updateCatalogueEntry,
} from '../services/catalogue/dispatch-catalogue.ts';

const MODULE = '派单目录';
/** Session resource of the consoles showing the catalogue. */
const CATALOGUE_RESOURCE = 'sys:catalogue';
/** The form's choices serve whoever lists, adds or edits entries. */
const OPTION_READERS = ['sys:catalogue:list', 'sys:catalogue:save', 'sys:catalogue:update'];

const sysDispatchCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The suggestion reads the catalogue at each call: only open pages must hear of a change.
  const catalogueChanged = () => app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [CATALOGUE_RESOURCE] } } });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/page'), config: { permission: 'sys:catalogue:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await cataloguePage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/options'), config: { permission: OPTION_READERS }, handler: async () => ok(await catalogueOptions(app.db)) });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/info'), config: { permission: 'sys:catalogue:info' }, handler: async (request) =>
    ok(await catalogueDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/save'), config: { permission: 'sys:catalogue:save', log: { module: MODULE, action: '新增派单目录条目' } },
    handler: async (request) => {
      const id = await addCatalogueEntry(app.db, request.body, request.user);
      await catalogueChanged();
      return ok({ id });
    } });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/update'), config: { permission: 'sys:catalogue:update', log: { module: MODULE, action: '修改派单目录条目' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updateCatalogueEntry(app.db, id, fields, request.user);
      await catalogueChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/delete'), config: { permission: 'sys:catalogue:delete', log: { module: MODULE, action: '删除派单目录条目' } },
    handler: async (request) => {
      await deleteCatalogueEntries(app.db, request.body.ids);
      await catalogueChanged();
      return ok(null);
    } });
};

export default sysDispatchCatalogueRoutes;
