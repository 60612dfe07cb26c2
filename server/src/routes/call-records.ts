// 话单记录 and 来电受理导出: the call detail records the CTI simulator writes, their recordings and exports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import {
  callAcceptPage, callLegs, callRecordDetail, callRecordPage, exportCallAccept, exportCallRecords, recordingFileOf,
} from '../services/calls/call-records.ts';
import { readableRecording } from '../services/storage/file-access.ts';
import { contentDisposition } from './notices.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';

/** Who sees 话单记录 (its menu's roles carry the button permissions; see seed/menus.ts). */
const PAYROLL_LIST = 'data:payroll:list';
const CALL_ACCEPT_LIST = 'data:callAccept:list';

/** A call's recording as inline WAV (话单记录 and the order's detail play it), to a user the file rule lets hear it. */
export async function sendRecording(app: FastifyInstance, reply: FastifyReply, user: FastifyRequest['user'], fileId: number) {
  const file = await readableRecording(app, user, fileId);
  reply.header('x-content-type-options', 'nosniff');
  return sendBytes(reply, file.data, { 'content-type': 'audio/wav', 'content-disposition': contentDisposition(file.name, 'inline') });
}

const callRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/apo/payroll/history'), config: { permission: PAYROLL_LIST }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await callRecordPage(app.db, app.cache, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/apo/payroll/history/detail'), config: { permission: PAYROLL_LIST }, handler: async (request) =>
    ok(await callRecordDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/apo/payroll/history/recording'), config: { permission: 'data:payroll:recording' }, handler: async (request, reply) =>
    sendRecording(app, reply, request.user, await recordingFileOf(app.db, request.body.id)) });

  app.route({ ...endpoint('/aip/payroll/export'), config: { permission: 'data:payroll:export', log: { module: '话单记录', action: '导出话单' } },
    handler: async (request, reply) => sendWorkbook(reply, `话单记录_${stamp()}.xlsx`, (out) => exportCallRecords(app.db, request.body ?? {}, out)) });

  app.route({ ...endpoint('/aip/payrollRecord/list'), config: { permission: PAYROLL_LIST }, handler: async (request) => {
    const { number, ...paging } = request.body;
    return ok(await callRecordPage(app.db, app.cache, { number }, pageOf(paging)));
  } });

  app.route({ ...endpoint('/aip/payrollRecord/getById'), config: { permission: PAYROLL_LIST }, handler: async (request) =>
    ok(await callLegs(app.db, request.body.callId)) });

  app.route({ ...endpoint('/api/caCallAccept/page'), config: { permission: CALL_ACCEPT_LIST }, handler: async (request) => {
    const { page, current, size, ...filters } = request.body;
    return ok(await callAcceptPage(app.db, filters, pageOf({ page, current, size })));
  } });

  app.route({ ...endpoint('/api/caCallAccept/export'), config: { permission: 'data:callAccept:export', log: { module: '来电受理导出', action: '导出来电受理' } },
    handler: async (request, reply) => sendWorkbook(reply, `来电受理_${stamp()}.xlsx`, (out) => exportCallAccept(app.db, request.body, out)) });
};

export default callRecordRoutes;
