// 派单目录: page, the form's choices, detail, add, update, delete; every write in the operation log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_IMPORT_MAX_MB } from '../../../src/shared/api/contracts/dispatchCatalogue.ts';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { installMultipart, xlsxBytes } from '../plugins/multipart.ts';
import { catalogueTemplate, exportCatalogue, importCatalogue, UnreadableSheet } from '../services/catalogue/catalogue-sheet.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';
import {
  addCatalogueEntry, catalogueDetail, catalogueOptions, cataloguePage, deleteCatalogueEntries, updateCatalogueEntry,
} from '../services/catalogue/dispatch-catalogue.ts';

const MODULE = '派单目录';
/** Session resource of the consoles showing the catalogue. */
const CATALOGUE_RESOURCE = 'sys:catalogue';
/** The form's choices serve whoever lists, adds or edits entries. */
const OPTION_READERS = ['sys:catalogue:list', 'sys:catalogue:save', 'sys:catalogue:update'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const disposition = (name: string) => `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const sysDispatchCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await installMultipart(app, CATALOGUE_IMPORT_MAX_MB * 1024 * 1024);
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

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/template'), config: { permission: 'sys:catalogue:import' }, handler: async (_request, reply) =>
    sendBytes(reply, await catalogueTemplate(), { 'content-type': XLSX, 'content-disposition': disposition('派单目录导入模板.xlsx') }) });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/import'), config: { permission: 'sys:catalogue:import', log: { module: MODULE, action: '导入派单目录' } },
    handler: async (request) => {
      const data = await xlsxBytes(request, CATALOGUE_IMPORT_MAX_MB);
      try {
        const result = await importCatalogue(app.db, data, request.user);
        if (result.imported + result.updated > 0) await catalogueChanged();
        return ok(result, `导入完成：新增 ${result.imported} 条，更新 ${result.updated} 条，失败 ${result.failed} 条`);
      } catch (error) {
        if (error instanceof UnreadableSheet) throw new ApiError(400, error.message);
        throw error;
      }
    } });

  app.route({ ...endpoint('/api/sys/dispatchCatalogue/export'), config: { permission: 'sys:catalogue:export', log: { module: MODULE, action: '导出派单目录' } },
    handler: async (request, reply) => sendWorkbook(reply, `派单目录_${stamp()}.xlsx`, (out) => exportCatalogue(app.db, request.body ?? {}, out)) });
};

export default sysDispatchCatalogueRoutes;
