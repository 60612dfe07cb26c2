// Call centre: the CTI socket, seat list, busy limit, phone place, socket error log,
// server time, and the simulator's control (ring, queue, answer as the citizen, drop connections).
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { belongingPlace } from '../cti/phone-place.ts';
import { CtiSimulator, type SimResult } from '../cti/simulator.ts';
import { endpoint } from '../lib/contract.ts';
import { ApiError, fail, ok, okBusiness } from '../lib/envelope.ts';
import { formatDateTime } from '../lib/time.ts';
import { recordSocketError } from '../services/logs/client-logs.ts';
import { ADMIN_ROLE_ID } from '../services/permissions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CTI simulator behind /websocket/{extension}; reset it with the database. */
    cti: CtiSimulator;
  }
}

/** The simulator plays the telephone network: only administrators drive it. */
function requireSimulatorRole(request: FastifyRequest): void {
  if (!request.user.roleIds.includes(ADMIN_ROLE_ID)) throw new ApiError(403, '暂无权限：仅系统管理员可操作话务模拟器');
}

function simReply(result: SimResult) {
  return result.ok ? okBusiness(null, '操作成功') : fail(result.desc);
}

const callcenterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cti = new CtiSimulator(app);
  app.decorate('cti', cti);
  // Before the database closes: other servers stop sending this one controls.
  app.addHook('preClose', async () => cti.leave());
  app.addHook('onClose', async () => cti.close());

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // The CTI socket speaks its own protocol (cti/protocol.ts), not the HTTP envelope: it has no reply schema.
  app.get<{ Params: { landlineNumber: string } }>('/websocket/:landlineNumber', {
    websocket: true,
    schema: { params: { type: 'object', properties: { landlineNumber: { type: 'string', maxLength: 20 } }, required: ['landlineNumber'] } },
  }, (socket, request) => {
    void cti.attach(socket, request.params.landlineNumber);
  });

  app.route({ ...endpoint('/aip/callcenter/seat/list'), handler: async (request) => ok(await cti.seatList(request.body?.keyword?.trim() || undefined)) });

  app.route({ ...endpoint('/aip/callcenter/seat/checkBusyLimit'), handler: async (request) => {
    const ext = request.user.landlineNumber;
    const seat = ext ? await cti.seatNow(ext) : null;
    if (!seat) return { code: 200, msg: '当前用户未配置分机', desc: '当前用户未配置分机', data: false };
    const reason = await cti.busyLimit(seat);
    return reason ? { code: 200, msg: reason, desc: reason, data: false } : { code: 200, msg: '可以示忙', desc: '可以示忙', data: true };
  } });

  app.route({ ...endpoint('/aip/util/phone/queryBelongingPlace'), handler: async (request) => {
    const phoneNo = request.body?.phoneNo ?? request.query.phoneNo ?? '';
    const place = belongingPlace(phoneNo);
    if (!place) return { code: 1, msg: '请输入正确的手机号', desc: '请输入正确的手机号', data: null };
    return { code: 200, msg: place, desc: place, data: place };
  } });

  app.route({ ...endpoint('/aip/websocketErrorLog/add'), handler: async (request) => {
    const { landlineNumber, code, reason } = request.body;
    if (landlineNumber !== request.user.landlineNumber) return fail('分机号与当前用户不一致');
    await recordSocketError(app.db, { user_id: request.user.id, landline_number: landlineNumber, code, reason });
    return ok(null, '记录成功');
  } });

  app.route({ ...endpoint('/aip/callcenter/seat/getCurrentTime'), handler: async () => {
    const now = new Date();
    return ok({ currentTime: formatDateTime(now)!, timestamp: now.getTime() });
  } });

  // ---- simulator control ----

  app.route({ ...endpoint('/aip/callcenter/sim/ring'), handler: async (request) => {
    requireSimulatorRole(request);
    return simReply(await cti.ring(request.body.extension, request.body.callerNumber, request.body.numberFlag ?? ''));
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/queue'), handler: async (request) => {
    requireSimulatorRole(request);
    cti.enqueue(request.body.callerNumber, request.body.queue);
    return simReply({ ok: true });
  } });

  for (const [key, act] of [
    ['/aip/callcenter/sim/answer', (ext: string) => cti.answer(ext)],
    ['/aip/callcenter/sim/hangup', (ext: string) => cti.hangUp(ext)],
    ['/aip/callcenter/sim/drop', (ext: string) => cti.drop(ext)],
  ] as const) {
    app.route({ ...endpoint(key), handler: async (request) => {
      requireSimulatorRole(request);
      return simReply(await act(request.body.extension));
    } });
  }

  app.route({ ...endpoint('/aip/callcenter/sim/play'), handler: async (request) => {
    requireSimulatorRole(request);
    return simReply(await cti.play(request.body.extension, request.body.op));
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/connection'), handler: async (request) => {
    requireSimulatorRole(request);
    return simReply(await cti.setConnection(request.body.extension, request.body));
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/state'), handler: async (request) => {
    requireSimulatorRole(request);
    // Seats are loaded on first use; list every extension so the page can ring one that never connected.
    const users = await app.db.selectFrom('sys_user').select('landline_number').where('landline_number', 'is not', null).execute();
    for (const u of users) await cti.seatNow(u.landline_number!);
    return okBusiness(cti.state());
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/abandon'), handler: async (request) => {
    requireSimulatorRole(request);
    return simReply(await cti.abandonAnywhere(request.body.callerNumber, request.body.queue));
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/traffic/start'), handler: async (request) => {
    requireSimulatorRole(request);
    const refusedWhy = await cti.traffic.start(request.body);
    return refusedWhy ? fail(refusedWhy) : okBusiness(null, '模拟话务已开始');
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/traffic/stop'), handler: async (request) => {
    requireSimulatorRole(request);
    await cti.traffic.stop();
    return okBusiness(cti.traffic.status(), '模拟话务已停止');
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/traffic/status'), handler: async (request) => {
    requireSimulatorRole(request);
    return okBusiness(cti.traffic.status());
  } });

  app.route({ ...endpoint('/aip/callcenter/sim/traffic/simulate'), handler: async (request) => {
    requireSimulatorRole(request);
    const result = await cti.traffic.simulate(request.body);
    return typeof result === 'string' ? fail(result) : okBusiness(result, '模拟完成');
  } });
};

// Not encapsulated: app.cti must be visible to resetDatabase() on the root instance.
(callcenterRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default callcenterRoutes;
