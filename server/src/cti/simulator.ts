// The CTI simulator: seats sign in, go busy and idle, take, place, transfer and conference calls over
// /websocket/{extension}; the control methods play the telephone network and the citizens.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import type { CtiMessage, CtiRequest, QueueKind, SeatListRow, SimState } from '../../../src/shared/api/callcenter.types.ts';
import { CtiCode, CtiDesc } from '../../../src/shared/protocol/index.ts';
import { passwordMessages } from '../../../src/shared/protocol/password.ts';
import { likePattern } from '../lib/schema.ts';
import { startOfCstDay } from '../lib/time.ts';
import { HOTLINE_NUMBER, writeCallRecord, type EndedCall } from '../services/calls/record-writer.ts';
import { findSession } from '../services/sessions.ts';
import { MAX_MESSAGE_BYTES, ProtocolError, message, okMessage, parseRequest } from './protocol.ts';
import { CtiRelay } from './relay.ts';
import { TrafficGenerator } from './traffic.ts';
import { SeatRegistry, heldHere, parseCall, socketData, type CallTimeline, type LiveCall, type Seat } from './seats.ts';

/** The SIP server the softphone registers its media with (acceptCall's sipHost). */
export const SIP_HOST = 'sip.yunlan12345.local';
/** How long the job-number announcement (播报工号) plays after an incoming call is answered. */
export const PLAY_MS = 3000;
/** A socket that sent nothing (not even a heartbeat) for this long is dead. */
const IDLE_SOCKET_MS = 30_000;

export type SimResult = { ok: true } | { ok: false; desc: string };

export interface QueuedCaller {
  callId: string;
  callerNumber: string;
  numberFlag: string;
  skillName: string | null;
  cdr: CallTimeline;
}

/** Who ended a call that was never answered: the agent rejecting it or the ring timing out is 未接, the citizen hanging up 放弃. */
type EndedBy = 'agent' | 'citizen' | 'timeout';

/** The citizens waiting: how many in each queue, and since when the longest. */
export interface QueueCounts {
  lineUp: number;
  white: number;
  /** Epoch ms the longest-waiting citizen started waiting. */
  oldestSince: number | null;
}

/** What is done to one extension's seat, by the server holding its socket (another server asks it through the relay). */
type SeatCommand =
  | { op: 'ring'; extension: string; callerNumber: string; numberFlag: string }
  | { op: 'answer' | 'hangUp' | 'drop'; extension: string }
  | { op: 'play'; extension: string; start: boolean }
  | { op: 'connection'; extension: string; refuse?: boolean; silent?: boolean }
  /** Rings the seat with a call an agent placed, transferred or a skill group offered. */
  | { op: 'offer'; extension: string; call: LiveCall; desc: string }
  /** The other extension of an internal call answered or hung up. */
  | { op: 'peerAnswered'; extension: string; callId: string; startTime: number | null }
  | { op: 'peerHungUp'; extension: string; callId: string; desc: string; by: EndedBy };

/** What is done to the queues of the server holding the waiting citizen. */
type QueueCommand = { op: 'take'; queue: QueueKind } | { op: 'abandon'; callerNumber: string; queue?: QueueKind };

/** The seat to act on here, or the server holding its socket. */
type Where = { seat: Seat | null } | { server: string; extension: string };

const NO_QUEUES: QueueCounts = { lineUp: 0, white: 0, oldestSince: null };

interface SocketState {
  seat: Seat | null;
  lastSeen: number;
  /** The socket's messages in hand, one after another. */
  handling: Promise<void>;
}

const DONE: SimResult = { ok: true };
const refused = (desc: string): SimResult => ({ ok: false, desc });

export class CtiSimulator {
  readonly seats: SeatRegistry;
  readonly traffic: TrafficGenerator;
  readonly #queues: Record<QueueKind, QueuedCaller[]> = { lineUp: [], white: [] };
  readonly #sockets = new Map<WebSocket, SocketState>();
  readonly #sweep: NodeJS.Timeout;
  readonly #writes = new Set<Promise<void>>();
  /** Other servers' waiting citizens, as they last told. */
  readonly #remoteQueues = new Map<string, QueueCounts>();
  /** Carries controls to the server holding an extension's socket (several servers on one PostgreSQL). */
  readonly relay: CtiRelay;
  #closing = false;
  /** Told when an extension's call record is written (分机监控 shows the day's calls of each extension). */
  onCallRecorded?: (extension: string) => void;
  /** The clock of call times; the traffic generator's 'simulate now' mode runs it ahead of real time. */
  now: () => number = () => Date.now();
  /** Told when a queue grows or shrinks (分机监控 pushes its counters). */
  onQueuesChanged: (() => void) | null = null;

  constructor(private readonly app: FastifyInstance) {
    this.seats = new SeatRegistry(app.db);
    this.traffic = new TrafficGenerator(this);
    this.relay = new CtiRelay(app.db, app.config.databaseUrl, app.log);
    this.relay.onAsk = (body) => this.#asked(body as SeatCommand | QueueCommand);
    this.relay.onTell = (from, body) => this.#told(from, body as { queues?: QueueCounts });
    this.#sweep = setInterval(() => this.#dropIdleSockets(), IDLE_SOCKET_MS / 3);
    this.#sweep.unref();
  }

  // ---- sockets ----

  /** A softphone opened /websocket/{extension}; it must send connect first. */
  async attach(socket: WebSocket, extension: string): Promise<void> {
    const seat = this.seats.cached(extension);
    if (seat?.refuse) {
      socket.close(1013, 'refused by simulator');
      return;
    }
    const state: SocketState = { seat: null, lastSeen: Date.now(), handling: Promise.resolve() };
    this.#sockets.set(socket, state);
    // Messages of one socket are handled one after another, in the order they came.
    socket.on('message', (data, isBinary) => {
      state.lastSeen = Date.now();
      const raw = isBinary ? null : data.toString();
      state.handling = state.handling.then(() => this.#onMessage(socket, state, extension, raw)).catch((error: unknown) => {
        this.app.log.error(error);
        this.#send(socket, message('connect', CtiCode.failed, '服务器异常', null));
      });
    });
    socket.on('close', () => {
      this.#sockets.delete(socket);
      const seat = state.seat;
      if (seat?.sockets.delete(socket) && seat.sockets.size === 0) void this.#track(this.relay.release(extension).catch(() => {}));
    });
    socket.on('error', () => socket.terminate());
  }

  async #onMessage(socket: WebSocket, state: SocketState, extension: string, raw: string | null): Promise<void> {
    if (raw === null || raw.length > MAX_MESSAGE_BYTES) {
      this.#send(socket, message('connect', CtiCode.badRequest, '消息格式错误', null));
      return;
    }
    let request: CtiRequest;
    try {
      request = parseRequest(raw);
    } catch (error) {
      const type = typeof (safeJson(raw) as { type?: unknown })?.type === 'string' ? (safeJson(raw) as { type: CtiMessage['type'] }).type : 'connect';
      this.#send(socket, message(type, CtiCode.badRequest, error instanceof ProtocolError ? error.message : '消息格式错误', null));
      return;
    }
    if (request.type === 'connect') return this.#connect(socket, state, extension, request);
    const seat = state.seat;
    if (!seat) {
      if (request.type === 'heartBeat') return;
      this.#send(socket, message(request.type, CtiCode.unauthorized, '请先连接（connect）', null));
      return;
    }
    if (request.type === 'heartBeat') {
      if (!seat.silent) this.#send(socket, okMessage('heartBeat', '', null));
      return;
    }
    const reply = await this.#handle(seat, request);
    this.#send(socket, reply);
    // The seat's other sockets (another tab) learn the new state too.
    if (reply.code === CtiCode.ok) for (const other of seat.sockets) if (other !== socket) this.#send(other, okMessage('status', '', this.#data(seat, 'status')));
  }

  async #connect(socket: WebSocket, state: SocketState, extension: string, request: Extract<CtiRequest, { type: 'connect' }>): Promise<void> {
    const seat = await this.seats.get(extension);
    if (!seat || request.agentnum !== extension) {
      this.#send(socket, message('connect', CtiCode.unknownExtension, '分机号无效', null));
      socket.close(1008, 'unknown extension');
      return;
    }
    const user = await findSession(this.app.db, request.token, this.app.config, this.app.sessions);
    if (!user) {
      this.#send(socket, message('connect', CtiCode.unauthorized, '登录已失效，请重新登录', null));
      socket.close(1008, 'session expired');
      return;
    }
    if (user.mustChangePassword) {
      this.#send(socket, message('connect', CtiCode.forbidden, passwordMessages.changeRequired, null));
      socket.close(1008, 'password change required');
      return;
    }
    if (user.landlineNumber !== extension) {
      this.#send(socket, message('connect', CtiCode.forbidden, '分机与当前用户不一致', null));
      socket.close(1008, 'not your extension');
      return;
    }
    if (seat.refuse) {
      socket.close(1013, 'refused by simulator');
      return;
    }
    // A socket moving here from another server resumes the seat as that server stored it.
    if (this.relay.shared && !heldHere(seat)) await this.seats.refresh(seat);
    state.seat = seat;
    seat.sockets.add(socket);
    if (seat.sockets.size === 1) await this.relay.claim(extension);
    this.#send(socket, okMessage('connect', '连接成功', this.#data(seat, 'connect')));
    // A reload or a reconnect in the middle of a call picks the call up where it is.
    const call = seat.call;
    if (call?.answered) this.#send(socket, okMessage('answerReconnect', '通话恢复', this.#data(seat, 'answerReconnect')));
    else if (call) this.#send(socket, okMessage('ring', call.callType === 1 ? '来电振铃' : '呼叫中', this.#data(seat, 'ring')));
    if (call?.third) {
      this.#send(socket, okMessage(call.thirdAnswered ? 'thirdAnswer' : 'thirdRing', '', this.#data(seat, call.thirdAnswered ? 'thirdAnswer' : 'thirdRing')));
    }
  }

  async #handle(seat: Seat, request: Exclude<CtiRequest, { type: 'connect' | 'heartBeat' }>): Promise<CtiMessage> {
    const type = request.type;
    const fail = (desc: string) => message(type, CtiCode.failed, desc, this.#data(seat, type));
    const signedIn = seat.seatStatus !== 'Logged Out';
    switch (request.type) {
      case 'setAgentInfo': {
        if (request.status === 'checkIn') {
          if (!request.classId) return fail('请选择班组');
          const klass = await this.app.db.selectFrom('callcenter_class').select('id').where('id', '=', request.classId).executeTakeFirst();
          if (!klass) return fail('班组不存在');
          const skillName = request.skillName ?? 'skill1';
          const skill = await this.app.db.selectFrom('callcenter_skill').select('name').where('name', '=', skillName).executeTakeFirst();
          if (!skill) return fail('技能组不存在');
          Object.assign(seat, { seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 2, classId: klass.id, skillName, finishTime: request.finishTime });
          return this.#statusChanged(seat, type, '签入成功', 'checkIn');
        }
        if (!signedIn) return fail(CtiDesc.notRegistered);
        if (request.status === 'checkOut') {
          if (seat.call) return fail('通话中不能签出');
          Object.assign(seat, { seatStatus: 'Logged Out', busyReason: null, extensionStatus: 0, classId: null, skillName: null });
          return this.#statusChanged(seat, type, '签出成功', 'checkOut');
        }
        if (request.status === 'showLeisure') {
          Object.assign(seat, { seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1 });
          return this.#statusChanged(seat, type, '示闲成功', 'showLeisure');
        }
        const reason = request.busyReason ?? '';
        const known = await this.app.db.selectFrom('sys_dict_data').select('dict_value')
          .where('dict_type', '=', 'restType').where('dict_value', '=', reason).executeTakeFirst();
        if (!known) return fail('请选择示忙原因');
        const limit = await this.busyLimit(seat);
        if (limit) return fail(limit);
        Object.assign(seat, { seatStatus: 'On Break', busyReason: reason, extensionStatus: 3 });
        return this.#statusChanged(seat, type, '示忙成功', 'showBusy');
      }
      case 'checkOutTimes': {
        const times = await this.checkOutTimesToday(seat.extension);
        return okMessage(type, `今日已签出${times}次`, this.#data(seat, type));
      }
      case 'call': {
        if (!signedIn) return fail(CtiDesc.notRegistered);
        if (seat.call) return fail('当前正在通话中');
        if (request.calledType !== 1 && request.calledNumber === seat.extension) return fail('不能呼叫本分机');
        const callId = newCallId();
        const ringing = newCall(callId, seat.extension, 1, { peer: seat.extension });
        // The extension rung, whichever server holds it; null for an outside number.
        let called: string | null;
        if (request.calledType === 1) {
          // A call to a skill group rings the first free seat of that group.
          called = await this.#offerToSkill(request.skillName ?? '', seat.extension, ringing, '来电振铃');
          if (!called) return fail('该技能组当前没有空闲座席');
        } else {
          const where = await this.#whereIs(request.calledNumber);
          called = 'server' in where || where.seat ? request.calledNumber : null;
          if (called) {
            const offered = await this.#offer(where, ringing, '来电振铃');
            if (!offered.ok) return fail(offered.desc);
          }
        }
        const at = this.now();
        const cdr = (called: string): CallTimeline => ({
          leg: 1, direction: 'out', caller: seat.extension, called, queue: null, skillName: request.calledType === 1 ? request.skillName ?? null : seat.skillName,
          offeredAt: at, queuedAt: null, rangAt: at, thirdNumber: null, simulated: false,
        });
        if (called) {
          seat.call = newCall(callId, called, 2, { isWorkOrder: request.isWorkOrder, peer: called, cdr: cdr(called) });
        } else {
          seat.call = newCall(callId, request.calledNumber, 2, { isWorkOrder: request.isWorkOrder, cdr: cdr(request.calledNumber) });
        }
        this.#callChanged(seat, 'ring', '呼叫中', false);
        void this.#log(seat, 'call', `${seat.call.callerNumber}${request.classId ? ` 班组${request.classId}` : ''}`);
        return okMessage(type, CtiDesc.callOk, this.#data(seat, type));
      }
      case 'acceptCall': {
        const call = seat.call;
        if (!call || call.answered || call.callType !== 1) return fail('当前没有可接听的来电');
        call.sipHost = request.sipHost || SIP_HOST;
        this.#answer(seat);
        return okMessage(type, '接听成功', this.#data(seat, type));
      }
      case 'hangUp': {
        if (!seat.call) return fail('当前没有通话');
        this.#endCall(seat, '对方已挂机', 'agent');
        return okMessage('hangUp', CtiDesc.hangUpOk, this.#data(seat, 'hangUp'));
      }
      case 'transfer':
        return this.#transfer(seat, request);
      case 'conference': {
        const call = seat.call;
        if (!call?.answered || call.third) return fail('三方通话失败');
        if (request.thirdCalledNumber === seat.extension || request.thirdCalledNumber === call.callerNumber) return fail('三方通话失败');
        call.third = request.thirdCalledNumber;
        call.thirdAnswered = false;
        if (call.cdr) call.cdr.thirdNumber = request.thirdCalledNumber;
        this.#callChanged(seat, 'thirdRing', '三方振铃');
        void this.#log(seat, 'conference', request.thirdCalledNumber);
        return okMessage(type, '三方呼叫中', this.#data(seat, type));
      }
      case 'silence': {
        const call = seat.call;
        if (!call?.answered) return fail(CtiDesc.muteFailed);
        call.muted = request.op === 'start';
        void this.seats.save(seat);
        return okMessage(type, call.muted ? '静音成功' : '取消静音成功', this.#data(seat, type));
      }
      case 'pickQueue': {
        if (!signedIn) return fail(CtiDesc.notRegistered);
        if (seat.call) return fail('当前正在通话中');
        const caller = this.#queues[request.queue].shift() ?? await this.#takeElsewhere(request.queue);
        if (!caller) return fail('当前没有排队来电');
        seat.call = newCall(caller.callId, caller.callerNumber, 1, { numberFlag: caller.numberFlag, cdr: { ...caller.cdr, rangAt: this.now() } });
        this.#callChanged(seat, 'ring', '来电振铃');
        this.#queuesChanged();
        return okMessage(type, '已接入排队来电', this.#data(seat, type));
      }
    }
  }

  async #transfer(seat: Seat, request: Extract<CtiRequest, { type: 'transfer' }>): Promise<CtiMessage> {
    const call = seat.call;
    const fail = () => message('transfer', CtiCode.failed, CtiDesc.transferFailed, this.#data(seat, 'transfer'));
    if (!call?.answered || call.peer || call.third) return fail();
    if (request.calledType === 1) {
      const skill = await this.app.db.selectFrom('callcenter_skill').select('name').where('name', '=', request.skillName ?? '').executeTakeFirst();
      if (!skill) return fail();
      const offered = await this.#offerToSkill(skill.name, seat.extension,
        newCall(call.callId, call.callerNumber, 1, { numberFlag: call.numberFlag, cdr: this.#nextLeg(call, skill.name, null) }), '转接来电');
      if (!offered) {
        // Nobody of that group is free: the citizen waits in the line-up queue for it.
        this.#queues.lineUp.push({
          callId: call.callId, callerNumber: call.callerNumber, numberFlag: call.numberFlag, skillName: skill.name, cdr: this.#nextLeg(call, skill.name, 'lineUp'),
        });
        this.#queuesChanged();
      }
    } else if (request.calledType === 2) {
      if (request.calledNum === seat.extension) return fail();
      const where = await this.#whereIs(request.calledNum);
      if (!('server' in where) && !where.seat) return fail();
      // A seat on another server fills in its skill group when the leg's record is written.
      const skillName = 'server' in where ? null : where.seat!.skillName;
      const offered = await this.#offer(where, newCall(call.callId, call.callerNumber, 1, { numberFlag: call.numberFlag, cdr: this.#nextLeg(call, skillName, null) }), '转接来电');
      if (!offered.ok) return fail();
    }
    // calledType 3: the call leaves the centre for an outside number.
    const to = request.calledType === 1 ? request.skillName ?? '' : request.calledNum;
    void this.#log(seat, 'transfer', to);
    if (call.cdr) this.#record(seat, call.callId, call.cdr, { result: 'transferred', answeredAt: call.startTime, transferredTo: to });
    this.#clearCall(seat);
    return okMessage('transfer', CtiDesc.transferOk, this.#data(seat, 'transfer'));
  }

  /** The leg a transfer starts: the citizen is offered again, to the seat or group it was transferred to. */
  #nextLeg(call: LiveCall, skillName: string | null, queue: QueueKind | null): CallTimeline {
    const at = this.now();
    const prev = call.cdr;
    return {
      leg: (prev?.leg ?? 1) + 1, direction: prev?.direction ?? 'in', caller: prev?.caller ?? call.callerNumber, called: prev?.called ?? HOTLINE_NUMBER,
      queue, skillName, offeredAt: at, queuedAt: queue ? at : null, rangAt: queue ? null : at, thirdNumber: null, simulated: prev?.simulated ?? false,
    };
  }

  /** Why a seat cannot take a call now, or null. */
  #unavailable(seat: Seat): string | null {
    if (seat.seatStatus === 'Logged Out' || !heldHere(seat)) return '被叫分机未签入';
    if (seat.seatStatus === 'On Break') return '被叫分机示忙中';
    if (seat.call) return '被叫分机正在通话中';
    return null;
  }

  #answer(seat: Seat): void {
    const call = seat.call!;
    call.answered = true;
    call.startTime = this.now();
    this.#callChanged(seat, 'answer', '通话中');
    void this.#log(seat, 'answer', call.callerNumber);
    if (call.peer) {
      this.#toPeer({ op: 'peerAnswered', extension: call.peer, callId: call.callId, startTime: call.startTime });
    } else if (call.callType === 1) {
      // The citizen hears the agent's job number before the conversation starts.
      this.#push(seat, 'playStart', '播报工号');
      seat.playTimer = setTimeout(() => {
        seat.playTimer = null;
        if (seat.call?.callId === call.callId) this.#push(seat, 'playEnd', '通话中');
      }, PLAY_MS);
      seat.playTimer.unref();
    }
  }

  /** Ends the seat's call and writes its record; the other extension of an internal call hears the hang-up. */
  #endCall(seat: Seat, peerDesc: string, by: EndedBy): void {
    const call = seat.call;
    if (!call) return;
    // One record per call: an internal call's record is written by the seat holding its timeline.
    if (call.peer) this.#toPeer({ op: 'peerHungUp', extension: call.peer, callId: call.callId, desc: peerDesc, by });
    this.#recordEnded(seat, call, by);
    void this.#log(seat, 'hangUp', call.callerNumber);
    this.#clearCall(seat);
  }

  #recordEnded(seat: Seat, call: LiveCall, by: EndedBy): void {
    if (!call.cdr) return;
    const result = call.answered ? 'answered' : call.cdr.direction === 'in' && by === 'citizen' ? 'abandoned' : 'missed';
    this.#record(seat, call.callId, call.cdr, { result, answeredAt: call.answered ? call.startTime : null });
  }

  #clearCall(seat: Seat): void {
    if (seat.playTimer) clearTimeout(seat.playTimer);
    seat.playTimer = null;
    seat.call = null;
    seat.callTypeUpdatedAt = new Date(this.now());
    void this.seats.save(seat);
  }

  #callChanged(seat: Seat, event: CtiMessage['type'], desc: string, push = true): void {
    seat.callTypeUpdatedAt = new Date(this.now());
    void this.seats.save(seat);
    if (push) this.#push(seat, event, desc);
  }

  // The log is written before the reply: the panel asks 今日已签出几次 right after signing out, and must count this one.
  async #statusChanged(seat: Seat, type: CtiMessage['type'], desc: string, action: string): Promise<CtiMessage> {
    seat.extensionStatusUpdatedAt = new Date(this.now());
    void this.seats.save(seat);
    await this.#log(seat, action, seat.busyReason);
    return okMessage(type, desc, this.#data(seat, type));
  }

  #log(seat: Seat, action: string, detail: string | null): Promise<void> {
    return this.#track(this.app.db.insertInto('seat_log').values({ landline_number: seat.extension, user_id: seat.userId, action, detail }).execute().then(() => {}, () => {}));
  }

  // ---- checks the HTTP calls share ----

  /** The reason the seat may not go busy now (its class's busy limit is reached), or null. */
  async busyLimit(seat: Seat): Promise<string | null> {
    if (seat.seatStatus === 'On Break') return null;
    if (!seat.classId) return '请先签入';
    const klass = await this.app.db.selectFrom('callcenter_class').select(['class_name', 'busy_limit']).where('id', '=', seat.classId).executeTakeFirst();
    if (!klass) return '班组不存在';
    const here = this.seats.all().filter((s) => !this.relay.shared || heldHere(s));
    let onBreak = here.filter((s) => s !== seat && s.classId === seat.classId && s.seatStatus === 'On Break').length;
    if (this.relay.shared) {
      // Seats whose sockets are on other servers count as they stored themselves.
      const row = await this.app.db.selectFrom('seat_state').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('class_id', '=', seat.classId).where('seat_status', '=', 'On Break')
        .where('landline_number', 'not in', [seat.extension, ...here.map((s) => s.extension)]).executeTakeFirst();
      onBreak += Number(row?.n ?? 0);
    }
    return onBreak >= klass.busy_limit ? `${klass.class_name}当前示忙人数已达上限（${klass.busy_limit}人），请稍后再试` : null;
  }

  async checkOutTimesToday(extension: string): Promise<number> {
    const row = await this.app.db.selectFrom('seat_log').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('landline_number', '=', extension).where('action', '=', 'checkOut')
      .where('created_at', '>=', startOfCstDay(new Date()))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The seat list of the transfer dialog: every seat of a user with an extension, live status first. */
  async seatList(keyword: string | undefined): Promise<SeatListRow[]> {
    let query = this.app.db.selectFrom('sys_user').select(['landline_number', 'job_number', 'real_name', 'username'])
      .where('landline_number', 'is not', null).where('status', '=', 1);
    if (keyword) query = query.where((eb) => eb.or([
      eb('real_name', 'like', likePattern(keyword)), eb('job_number', 'like', likePattern(keyword)), eb('landline_number', 'like', likePattern(keyword)),
    ]));
    const users = await query.orderBy('landline_number').execute();
    const rows: SeatListRow[] = [];
    // Seats whose sockets are elsewhere show what their server stored.
    const stored = this.relay.shared && users.length
      ? new Map((await this.app.db.selectFrom('seat_state').select(['landline_number', 'extension_status', 'call_json'])
        .where('landline_number', 'in', users.map((u) => u.landline_number!)).execute()).map((r) => [r.landline_number, r]))
      : null;
    for (const u of users) {
      const cached = this.seats.cached(u.landline_number!);
      if (stored && !(cached && heldHere(cached))) {
        const row = stored.get(u.landline_number!);
        rows.push({
          jobNumber: u.job_number, realName: u.real_name, name: u.username, userNo: u.landline_number!,
          extensionStatus: (row?.extension_status ?? 0) as Seat['extensionStatus'], callType: parseCall(row?.call_json ?? null)?.callType ?? 0,
        });
        continue;
      }
      const seat = await this.seats.get(u.landline_number!);
      if (!seat) continue;
      rows.push({
        jobNumber: u.job_number, realName: u.real_name, name: u.username, userNo: seat.extension,
        extensionStatus: seat.extensionStatus, callType: seat.call?.callType ?? 0,
      });
    }
    return rows;
  }

  // ---- simulator controls ----

  ring(extension: string, callerNumber: string, numberFlag = ''): Promise<SimResult> {
    return this.#control({ op: 'ring', extension, callerNumber, numberFlag });
  }

  enqueue(callerNumber: string, queue: QueueKind, simulated = false): QueuedCaller {
    const at = this.now();
    const caller: QueuedCaller = {
      callId: newCallId(), callerNumber, numberFlag: queue === 'white' ? '1' : '', skillName: null,
      cdr: incoming(callerNumber, at, { queue, queuedAt: at, simulated }),
    };
    this.#queues[queue].push(caller);
    this.#queuesChanged();
    return caller;
  }

  /** The citizens waiting, in order. */
  queued(queue: QueueKind): readonly QueuedCaller[] {
    return this.#queues[queue];
  }

  /** A waiting citizen hangs up before any seat rang: an abandoned call (放弃) that feeds 漏单. */
  abandonQueued(match: { callId?: string; callerNumber?: string }, queue?: QueueKind): SimResult {
    for (const kind of queue ? [queue] : (['lineUp', 'white'] as const)) {
      const list = this.#queues[kind];
      const i = list.findIndex((q) => (match.callId ? q.callId === match.callId : q.callerNumber === match.callerNumber));
      if (i < 0) continue;
      const [caller] = list.splice(i, 1);
      this.#record(null, caller!.callId, caller!.cdr, { result: 'abandoned', answeredAt: null });
      this.#queuesChanged();
      return DONE;
    }
    return refused('排队中没有该来电');
  }

  /** The queue rings a seat with one waiting citizen (the traffic generator's distribution). */
  offerQueued(seat: Seat, callId: string): SimResult {
    for (const kind of ['lineUp', 'white'] as const) {
      const list = this.#queues[kind];
      const i = list.findIndex((q) => q.callId === callId);
      if (i < 0) continue;
      if (this.#unavailable(seat)) return refused(this.#unavailable(seat)!);
      const [caller] = list.splice(i, 1);
      seat.call = newCall(caller!.callId, caller!.callerNumber, 1, { numberFlag: caller!.numberFlag, cdr: { ...caller!.cdr, rangAt: this.now() } });
      this.#callChanged(seat, 'ring', '来电振铃');
      this.#queuesChanged();
      return DONE;
    }
    return refused('排队中没有该来电');
  }

  /** A simulated agent picks up the ringing call. */
  acceptAs(seat: Seat): SimResult {
    const call = seat.call;
    if (!call || call.answered || call.callType !== 1) return refused('当前没有可接听的来电');
    this.#answer(seat);
    return DONE;
  }

  /** Nobody picked up within the ring time: 未接. */
  ringTimedOut(seat: Seat): SimResult {
    if (!seat.call || seat.call.answered) return refused('该分机没有振铃中的来电');
    this.#endCall(seat, '对方已挂机', 'timeout');
    this.#push(seat, 'hangUp', '振铃超时');
    return DONE;
  }

  /** Every write the simulator started (call records, seat logs and states, messages in hand) is done: tests, the database reset and the 'simulate now' mode wait for them. */
  async settled(): Promise<void> {
    while (this.#writes.size) await Promise.all([...this.#writes]);
  }

  #track(write: Promise<void>): Promise<void> {
    const tracked = write.finally(() => this.#writes.delete(tracked));
    this.#writes.add(tracked);
    return tracked;
  }

  #record(seat: Seat | null, callId: string, cdr: CallTimeline, end: { result: EndedCall['result']; answeredAt: number | null; transferredTo?: string | null }): void {
    const call: EndedCall = {
      callId, leg: cdr.leg, direction: cdr.direction, caller: cdr.caller, called: cdr.called, queue: cdr.queue,
      skillName: cdr.skillName ?? seat?.skillName ?? null, offeredAt: cdr.offeredAt, queuedAt: cdr.queuedAt, rangAt: cdr.rangAt,
      answeredAt: end.answeredAt, endedAt: this.now(), result: end.result, transferredTo: end.transferredTo ?? null,
      thirdNumber: cdr.thirdNumber, simulated: cdr.simulated,
      agent: seat ? { extension: seat.extension, userId: seat.userId, realName: seat.realName } : null,
    };
    void this.#track(writeCallRecord(this.app, call)
      .then(() => { if (call.agent) this.onCallRecorded?.(call.agent.extension); })
      .catch((err: unknown) => this.app.log.error({ err, callId }, '话单写入失败')));
  }

  /** The citizen (or the conference third party) picks up. */
  answer(extension: string): Promise<SimResult> {
    return this.#control({ op: 'answer', extension });
  }

  /** The citizen (or the conference third party, when there is one) hangs up. */
  hangUp(extension: string): Promise<SimResult> {
    return this.#control({ op: 'hangUp', extension });
  }

  play(extension: string, op: 'start' | 'end'): Promise<SimResult> {
    return this.#control({ op: 'play', extension, start: op === 'start' });
  }

  /** Drops the extension's sockets as a network failure would (no close handshake). */
  drop(extension: string): Promise<SimResult> {
    return this.#control({ op: 'drop', extension });
  }

  setConnection(extension: string, options: { refuse?: boolean; silent?: boolean }): Promise<SimResult> {
    return this.#control({ op: 'connection', extension, refuse: options.refuse, silent: options.silent });
  }

  /** The extension's seat as it stands now, wherever its socket is (as stored when the socket is not here). */
  async seatNow(extension: string): Promise<Seat | null> {
    const seat = await this.seats.get(extension);
    if (seat && this.relay.shared && !heldHere(seat)) await this.seats.refresh(seat);
    return seat;
  }

  /** A waiting citizen hangs up, on whichever server the call waits (the simulator's control). */
  async abandonAnywhere(callerNumber: string, queue?: QueueKind): Promise<SimResult> {
    const here = this.abandonQueued({ callerNumber }, queue);
    if (here.ok) return here;
    for (const server of this.#serversWaiting(queue)) {
      const result = await this.#ask(server, { op: 'abandon', callerNumber, queue } satisfies QueueCommand) as SimResult | undefined;
      if (result?.ok) return result;
    }
    return here;
  }

  // ---- across servers ----

  /** Where an extension's seat is handled: here, or on the server holding its socket (stored in seat_state). */
  async #whereIs(extension: string): Promise<Where> {
    const cached = this.seats.cached(extension);
    if (cached && heldHere(cached)) return { seat: cached };
    if (!this.relay.shared) return { seat: await this.seats.get(extension) };
    const holder = await this.relay.holderOf(extension);
    if (holder && holder !== this.relay.serverId) return { server: holder, extension };
    return { seat: await this.seatNow(extension) };
  }

  /** Runs a control where the seat's socket is; here, on the stored state, when its server does not answer. */
  async #control(command: SeatCommand): Promise<SimResult> {
    const where = await this.#whereIs(command.extension);
    if (!('server' in where)) return this.#here(command, where.seat);
    const answer = await this.#ask(where.server, command) as SimResult | undefined;
    if (answer) return answer;
    const seat = await this.seats.get(command.extension);
    if (seat) await this.seats.refresh(seat);
    return this.#here(command, seat);
  }

  /** Tells the other extension of an internal call; at once when its seat is here. */
  #toPeer(command: Extract<SeatCommand, { op: 'peerAnswered' | 'peerHungUp' }>): void {
    const peer = this.seats.cached(command.extension);
    if (peer && (!this.relay.shared || heldHere(peer))) this.#here(command, peer);
    else void this.#track(this.#control(command).then(() => {}, (err: unknown) => this.log(err)));
  }

  #offer(where: Where, call: LiveCall, desc: string): Promise<SimResult> | SimResult {
    if (!('server' in where)) return where.seat ? this.#offerHere(where.seat, call, desc) : refused('分机号无效');
    const command: SeatCommand = { op: 'offer', extension: where.extension, call, desc };
    return this.#ask(where.server, command).then((answer) => (answer as SimResult | undefined) ?? refused('被叫分机未签入'));
  }

  #offerHere(seat: Seat, call: LiveCall, desc: string): SimResult {
    const why = this.#unavailable(seat);
    if (why) return refused(why);
    seat.call = call;
    this.#callChanged(seat, 'ring', desc);
    return DONE;
  }

  /** Rings the first free seat of a skill group, here first, then on the other servers; the extension rung, or null. */
  async #offerToSkill(skillName: string, caller: string, call: LiveCall, desc: string): Promise<string | null> {
    const free = this.seats.all().find((s) => s.extension !== caller && s.skillName === skillName && !this.#unavailable(s));
    if (free) return this.#offerHere(free, call, desc).ok ? free.extension : null;
    if (!this.relay.shared) return null;
    const { rows } = await sql<{ landline_number: string; socket_server: string }>`
      select landline_number, socket_server from seat_state
      where skill_name = ${skillName} and seat_status = 'Available (On Demand)' and call_json is null and socket_server is not null
        and socket_server <> ${this.relay.serverId} and landline_number <> ${caller}
      order by landline_number`.execute(this.app.db);
    for (const row of rows) {
      const command: SeatCommand = { op: 'offer', extension: row.landline_number, call, desc };
      if ((await this.#ask(row.socket_server, command) as SimResult | undefined)?.ok) return row.landline_number;
    }
    return null;
  }

  /** Takes the longest-waiting citizen of a queue held by another server. */
  async #takeElsewhere(queue: QueueKind): Promise<QueuedCaller | null> {
    for (const server of this.#serversWaiting(queue)) {
      const caller = await this.#ask(server, { op: 'take', queue } satisfies QueueCommand) as QueuedCaller | null | undefined;
      if (!caller) continue;
      // Counted at once; that server's own count follows.
      const counts = this.#remoteQueues.get(server);
      if (counts) counts[queue] = Math.max(0, counts[queue] - 1);
      return caller;
    }
    return null;
  }

  /** Asks another server; one that does not answer is taken for gone, and its waiting citizens with it. */
  async #ask(server: string, command: SeatCommand | QueueCommand): Promise<unknown> {
    const answer = await this.relay.ask(server, command);
    if (answer === undefined && this.#remoteQueues.delete(server)) this.#pushQueues();
    return answer;
  }

  #serversWaiting(queue?: QueueKind): string[] {
    return [...this.#remoteQueues].filter(([, q]) => (queue ? q[queue] : q.lineUp + q.white) > 0).map(([server]) => server);
  }

  /** Another server asked this one, holding the extension's socket or the waiting citizen. */
  async #asked(command: SeatCommand | QueueCommand): Promise<SimResult | QueuedCaller | null> {
    if (command.op === 'take') {
      const caller = this.#queues[command.queue].shift() ?? null;
      if (caller) this.#queuesChanged();
      return caller;
    }
    if (command.op === 'abandon') return this.abandonQueued({ callerNumber: command.callerNumber }, command.queue);
    return this.#here(command, await this.seats.get(command.extension));
  }

  #told(from: string, body: { queues?: QueueCounts }): void {
    if (!body.queues) return;
    if (body.queues.lineUp + body.queues.white > 0) this.#remoteQueues.set(from, body.queues);
    else if (!this.#remoteQueues.delete(from)) return;
    this.#pushQueues();
  }

  /** A control carried out on the seat, on the server holding its socket. */
  #here(command: SeatCommand, seat: Seat | null): SimResult {
    if (!seat) return refused(command.op === 'answer' || command.op === 'hangUp' || command.op === 'play' ? '该分机当前没有通话' : '分机号无效');
    const call = seat.call;
    switch (command.op) {
      case 'ring': {
        const why = this.#unavailable(seat);
        if (why) return refused(why.replace('被叫', ''));
        const at = this.now();
        seat.call = newCall(newCallId(), command.callerNumber, 1, { numberFlag: command.numberFlag, cdr: incoming(command.callerNumber, at, { rangAt: at }) });
        this.#callChanged(seat, 'ring', '来电振铃');
        return DONE;
      }
      case 'answer': {
        if (!call) return refused('该分机当前没有通话');
        if (call.third && !call.thirdAnswered) {
          call.thirdAnswered = true;
          this.#callChanged(seat, 'thirdAnswer', '三方已接通');
          return DONE;
        }
        if (call.answered || call.callType !== 2 || call.peer) return refused('该分机没有等待对方接听的外呼');
        this.#answer(seat);
        return DONE;
      }
      case 'hangUp': {
        if (!call) return refused('该分机当前没有通话');
        if (call.third) {
          call.third = null;
          call.thirdAnswered = false;
          this.#callChanged(seat, 'thirdHangUp', '三方已挂断');
          return DONE;
        }
        this.#endCall(seat, '对方已挂机', 'citizen');
        this.#push(seat, 'hangUp', '对方已挂机');
        return DONE;
      }
      case 'play':
        if (!call?.answered) return refused('该分机当前没有通话');
        this.#push(seat, command.start ? 'playStart' : 'playEnd', command.start ? '播报工号' : '通话中');
        return DONE;
      case 'drop':
        for (const socket of seat.sockets) socket.terminate();
        return DONE;
      case 'connection':
        if (command.refuse !== undefined) seat.refuse = command.refuse;
        if (command.silent !== undefined) seat.silent = command.silent;
        return DONE;
      case 'offer':
        return this.#offerHere(seat, command.call, command.desc);
      case 'peerAnswered':
        if (call?.callId !== command.callId) return refused('该分机当前没有通话');
        call.answered = true;
        call.startTime = command.startTime;
        this.#callChanged(seat, 'answer', '通话中');
        return DONE;
      case 'peerHungUp':
        if (call?.callId !== command.callId) return refused('该分机当前没有通话');
        this.#recordEnded(seat, call, command.by);
        this.#clearCall(seat);
        this.#push(seat, 'hangUp', command.desc);
        return DONE;
    }
  }

  /** This server is going: other servers stop sending it controls and counting its waiting citizens. */
  async leave(): Promise<void> {
    this.#closing = true;
    // The seats' last changes are stored before the database closes: a socket moving to another server resumes them.
    await Promise.all(this.seats.all().map((seat) => seat.saving));
    await this.relay.release(null).catch(() => {});
    await this.relay.tell({ queues: NO_QUEUES });
  }

  state(): SimState {
    return {
      seats: this.seats.all().map((s) => ({
        extension: s.extension, realName: s.realName, seatStatus: s.seatStatus, busyReason: s.busyReason, connections: s.sockets.size,
        refuse: s.refuse, silent: s.silent,
        call: s.call ? { callId: s.call.callId, callerNumber: s.call.callerNumber, callType: s.call.callType, answered: s.call.answered, third: s.call.third } : null,
      })).sort((a, b) => a.extension.localeCompare(b.extension)),
      lineUp: this.#queues.lineUp.map((q) => q.callerNumber),
      white: this.#queues.white.map((q) => q.callerNumber),
    };
  }

  /** Extensions of enabled users, in order (the traffic generator's seats). */
  async extensions(): Promise<string[]> {
    const rows = await this.app.db.selectFrom('sys_user').select('landline_number').where('landline_number', 'is not', null).where('status', '=', 1)
      .orderBy('landline_number').execute();
    return rows.map((r) => r.landline_number!);
  }

  async defaultClassId(): Promise<number | null> {
    const row = await this.app.db.selectFrom('callcenter_class').select('id').orderBy('sort').orderBy('id').executeTakeFirst();
    return row?.id ?? null;
  }

  log(err: unknown): void {
    this.app.log.error({ err }, '模拟话务出错');
  }

  /** After a database reset: forget seats and queues and close every socket. */
  reset(): void {
    this.traffic.close();
    for (const [socket, state] of this.#sockets) {
      void this.#track(state.handling);
      socket.terminate();
    }
    this.#sockets.clear();
    for (const saving of this.seats.clear()) void this.#track(saving);
    this.#queues.lineUp = [];
    this.#queues.white = [];
    if (!this.#closing) void this.relay.tell({ queues: NO_QUEUES });
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#sweep);
    this.reset();
    await this.relay.close();
  }

  /** The citizens waiting on every server (each server holds the calls that reached it). */
  queueCounts(): QueueCounts {
    let { oldestSince } = this.#localQueueCounts();
    for (const q of this.#remoteQueues.values()) {
      if (q.oldestSince !== null && (oldestSince === null || q.oldestSince < oldestSince)) oldestSince = q.oldestSince;
    }
    return { ...this.#waiting(), oldestSince };
  }

  /** How many citizens wait in each queue on every server (what every seat message carries). */
  #waiting(): { lineUp: number; white: number } {
    let lineUp = this.#queues.lineUp.length;
    let white = this.#queues.white.length;
    for (const q of this.#remoteQueues.values()) {
      lineUp += q.lineUp;
      white += q.white;
    }
    return { lineUp, white };
  }

  #localQueueCounts(): QueueCounts {
    const since = [...this.#queues.lineUp, ...this.#queues.white].map((q) => q.cdr.queuedAt ?? q.cdr.offeredAt);
    return { lineUp: this.#queues.lineUp.length, white: this.#queues.white.length, oldestSince: since.length ? Math.min(...since) : null };
  }

  // ---- sending ----

  #data(seat: Seat, eventType: string) {
    return socketData(seat, eventType, this.#waiting());
  }

  #push(seat: Seat, type: CtiMessage['type'], desc: string): void {
    const msg = okMessage(type, desc, this.#data(seat, type));
    for (const socket of seat.sockets) this.#send(socket, msg);
  }

  #queuesChanged(): void {
    this.onQueuesChanged?.();
    this.#pushQueues();
    if (this.relay.shared) void this.relay.tell({ queues: this.#localQueueCounts() });
  }

  #pushQueues(): void {
    for (const seat of this.seats.all()) if (seat.sockets.size) this.#push(seat, 'queue', '');
  }

  #send(socket: WebSocket, msg: CtiMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  }

  #dropIdleSockets(): void {
    const deadline = Date.now() - IDLE_SOCKET_MS;
    for (const [socket, state] of this.#sockets) if (state.lastSeen < deadline) socket.terminate();
  }
}

function newCallId(): string {
  return randomUUID().replace(/-/g, '');
}

function incoming(caller: string, at: number, extra: Partial<CallTimeline>): CallTimeline {
  return { leg: 1, direction: 'in', caller, called: HOTLINE_NUMBER, queue: null, skillName: null, offeredAt: at, queuedAt: null, rangAt: null, thirdNumber: null, simulated: false, ...extra };
}

function newCall(callId: string, callerNumber: string, callType: 1 | 2, extra: Partial<LiveCall> = {}): LiveCall {
  return {
    callId, callerNumber, callType, answered: false, startTime: null, isWorkOrder: 0, numberFlag: '', sipHost: SIP_HOST,
    peer: null, third: null, thirdAnswered: false, muted: false, ...extra,
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
