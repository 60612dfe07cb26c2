// Exports: a list as a real .xlsx, one order as a real PDF; a refusal answers the JSON envelope instead.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { pageOf } from '../lib/paging.ts';
import { formatDateTime } from '../lib/time.ts';
import { buildDetail, visibleOrder } from '../services/workorders/detail.ts';
import { MAX_EXPORT_ROWS, orderPdf, ordersWorkbook } from '../services/workorders/exports.ts';
import { findTab, listOrders } from '../services/workorders/queues.ts';
import { actorOf } from './workorders-common.ts';

const stamp = () => formatDateTime(new Date())!.replace(/\D/g, '').slice(0, 14);

/** Sends a file as a download (the reply schema describes only a refusal's envelope); the name is UTF-8 encoded for Chinese. */
function sendFile(reply: FastifyReply, file: Buffer, name: string, type: string) {
  return sendBytes(reply, file, {
    'content-type': type,
    'content-disposition': `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  });
}

const workorderExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/exportWorkflow/list/exportAll'), config: { permission: 'gongdan:order:export' }, handler: async (request, reply) => {
    const user = actorOf(request);
    const f = request.body ?? {};
    const tab = f.type && f.type !== 'index' ? findTab(f.type, f.queryType, user) : null;
    const page = await listOrders(app.db, user, tab, f, pageOf({ size: MAX_EXPORT_ROWS }));
    return sendFile(reply, await ordersWorkbook(page.records), `工单列表_${stamp()}.xlsx`,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  } });

  app.route({ ...endpoint('/aop/import/exportPdf'), handler: async (request, reply) => {
    const user = actorOf(request);
    const row = await visibleOrder(app.db, user, request.body.workflowId);
    const detail = await buildDetail(app.db, user, row);
    return sendFile(reply, await orderPdf(detail), `工单_${row.workflow_id}.pdf`, 'application/pdf');
  } });
};

export default workorderExportRoutes;
