// 绩效统计 (menu 1001) and 下钻明细 (menu 1002): the statistics table, the orders behind a cell, and both as .xlsx.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAT_GROUPING_LABELS, type StatGrouping } from '../../../src/shared/protocol/statsFigures.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { dataScopeOf } from '../services/data-scope.ts';
import { cellOf, exportStatDetail, statDetailPage } from '../services/stats/detail.ts';
import { statRange, statTable } from '../services/stats/table.ts';
import { writeStatTable } from '../services/stats/table-export.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';

/** Buttons of menus 1001 and 1002 (seed/menus.ts): who reads the table, who opens a cell, who exports. */
export const STATS_PERMISSIONS = { table: 'report:performance:list', detail: 'report:drill:list', export: 'report:export' } as const;
const LOG = { module: '绩效统计' };

const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/apo/performanceReport/table'), config: { permission: STATS_PERMISSIONS.table },
    handler: async (request) => {
      const input = request.body ?? {};
      const scope = await dataScopeOf(app.db, request.user);
      return ok(await statTable(app.db, app.cache, scope, input.grouping ?? 'mainDept', statRange(input)));
    } });

  app.route({ ...endpoint('/apo/performanceReport/tableExcel'), config: { permission: STATS_PERMISSIONS.export, log: { ...LOG, action: '导出绩效统计' } },
    handler: async (request, reply) => {
      const input = request.body ?? {};
      const grouping: StatGrouping = input.grouping ?? 'mainDept';
      // Refusals (range, scope) answer the JSON envelope before any byte of the file is sent.
      const table = await statTable(app.db, app.cache, await dataScopeOf(app.db, request.user), grouping, statRange(input));
      return sendWorkbook(reply, `绩效统计_${STAT_GROUPING_LABELS[grouping]}_${stamp()}.xlsx`, (out) => writeStatTable(table, out));
    } });

  app.route({ ...endpoint('/apo/performanceReport/detail'), config: { permission: STATS_PERMISSIONS.detail },
    handler: async (request) => {
      const cell = cellOf(request.body, await dataScopeOf(app.db, request.user));
      return ok(await statDetailPage(app.db, app.cache, cell, pageOf(request.body)));
    } });

  app.route({ ...endpoint('/apo/performanceReport/detailExcel'), config: { permission: STATS_PERMISSIONS.export, log: { ...LOG, action: '导出下钻明细' } },
    handler: async (request, reply) => {
      // A refused cell answers the JSON envelope before the download starts.
      const cell = cellOf(request.body, await dataScopeOf(app.db, request.user));
      return sendWorkbook(reply, `下钻明细_${stamp()}.xlsx`, (out) => exportStatDetail(app.db, app.cache, cell, out));
    } });
};

export default statsRoutes;
