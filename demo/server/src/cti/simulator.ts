// The CTI simulator: seats sign in, go busy and idle, take, place, transfer and conference calls over
// /websocket/{extension}; the control methods play the telephone network and the citizens.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import type { CtiMessage, CtiRequest, QueueKind, SeatListRow, SimState } from '../../../../src/shared/api/callcenter.types.ts';
import { CtiCode, CtiDesc } from '../../../../src/shared/protocol/index.ts';
import { likePattern } from '../lib/schema.ts';
import { HOTLINE_NUMBER, writeCallRecord, type EndedCall } from '../services/calls/record-writer.ts';
import { findSession } from '../services/sessions.ts';
import { MAX_MESSAGE_BYTES, ProtocolError, message, okMessage, parseRequest } from './protocol.ts';
import { TrafficGenerator } from './traffic.ts';
import { SeatRegistry, socketData, type CallTimeline, type LiveCall, type Seat } from './seats.ts';

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
  /** Told when an extension's call record is written (分机监控 shows the day's calls of each extension). */
  onCallRecorded?: (extension: string) => void;
  /** The clock of call times; the traffic generator's 'simulate now' mode runs it ahead of real time. */
  now: () => number = () => Date.now();
  /** Told when a queue grows or shrinks (分机监控 pushes its counters). */
  onQueuesChanged: (() => void) | null = null;

  constructor(private readonly app: FastifyInstance) {
    this.seats = new SeatRegistry(app.db);
    this.traffic = new TrafficGenerator(this);
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
      state.seat?.sockets.delete(socket);
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
    const user = await findSession(this.app.db, request.token, this.app.config.tokenTtlMs, this.app.sessions);
    if (!user) {
      this.#send(socket, message('connect', CtiCode.unauthorized, '登录已失效，请重新登录', null));
      socket.close(1008, 'session expired');
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
    state.seat = seat;
    seat.sockets.add(socket);
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
        let target: Seat | null;
        if (request.calledType === 1) {
          // A call to a skill group rings the first free seat of that group.
          target = this.seats.all().find((s) => s !== seat && s.skillName === request.skillName && !this.#unavailable(s)) ?? null;
          if (!target) return fail('该技能组当前没有空闲座席');
        } else {
          target = await this.seats.get(request.calledNumber);
        }
        const callId = newCallId();
        const at = this.now();
        const cdr = (called: string): CallTimeline => ({
          leg: 1, direction: 'out', caller: seat.extension, called, queue: null, skillName: request.calledType === 1 ? request.skillName ?? null : seat.skillName,
          offeredAt: at, queuedAt: null, rangAt: at, thirdNumber: null, simulated: false,
        });
        if (target) {
          const why = this.#unavailable(target);
          if (why) return fail(why);
          seat.call = newCall(callId, target.extension, 2, { isWorkOrder: request.isWorkOrder, peer: target.extension, cdr: cdr(target.extension) });
          target.call = newCall(callId, seat.extension, 1, { peer: seat.extension });
          this.#callChanged(target, 'ring', '来电振铃');
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
        const caller = this.#queues[request.queue].shift();
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
      const free = this.seats.all().find((s) => s !== seat && s.skillName === skill.name && !this.#unavailable(s));
      if (free) {
        free.call = newCall(call.callId, call.callerNumber, 1, { numberFlag: call.numberFlag, cdr: this.#nextLeg(call, skill.name, null) });
        this.#callChanged(free, 'ring', '转接来电');
      } else {
        // Nobody of that group is free: the citizen waits in the line-up queue for it.
        this.#queues.lineUp.push({
          callId: call.callId, callerNumber: call.callerNumber, numberFlag: call.numberFlag, skillName: skill.name, cdr: this.#nextLeg(call, skill.name, 'lineUp'),
        });
        this.#queuesChanged();
      }
    } else if (request.calledType === 2) {
      if (request.calledNum === seat.extension) return fail();
      const target = await this.seats.get(request.calledNum);
      if (!target || this.#unavailable(target)) return fail();
      target.call = newCall(call.callId, call.callerNumber, 1, { numberFlag: call.numberFlag, cdr: this.#nextLeg(call, target.skillName, null) });
      this.#callChanged(target, 'ring', '转接来电');
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
    if (seat.seatStatus === 'Logged Out' || (seat.sockets.size === 0 && !seat.simulated)) return '被叫分机未签入';
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
      const peer = this.seats.cached(call.peer);
      if (peer?.call?.callId === call.callId) {
        peer.call.answered = true;
        peer.call.startTime = call.startTime;
        this.#callChanged(peer, 'answer', '通话中');
      }
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
    let holder: { seat: Seat; call: LiveCall } | null = call.cdr ? { seat, call } : null;
    if (call.peer) {
      const peer = this.seats.cached(call.peer);
      if (peer?.call?.callId === call.callId) {
        if (!holder && peer.call.cdr) holder = { seat: peer, call: peer.call };
        this.#clearCall(peer);
        this.#push(peer, 'hangUp', peerDesc);
      }
    }
    if (holder?.call.cdr) {
      const result = holder.call.answered ? 'answered' : holder.call.cdr.direction === 'in' && by === 'citizen' ? 'abandoned' : 'missed';
      this.#record(holder.seat, call.callId, holder.call.cdr, { result, answeredAt: holder.call.answered ? holder.call.startTime : null });
    }
    void this.#log(seat, 'hangUp', call.callerNumber);
    this.#clearCall(seat);
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
    const onBreak = this.seats.all().filter((s) => s !== seat && s.classId === seat.classId && s.seatStatus === 'On Break').length;
    return onBreak >= klass.busy_limit ? `${klass.class_name}当前示忙人数已达上限（${klass.busy_limit}人），请稍后再试` : null;
  }

  async checkOutTimesToday(extension: string): Promise<number> {
    const row = await this.app.db.selectFrom('seat_log').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('landline_number', '=', extension).where('action', '=', 'checkOut')
      .where('created_at', '>=', sql<Date>`date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`)
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
    for (const u of users) {
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

  async ring(extension: string, callerNumber: string, numberFlag = ''): Promise<SimResult> {
    const seat = await this.seats.get(extension);
    if (!seat) return refused('分机号无效');
    const why = this.#unavailable(seat);
    if (why) return refused(why.replace('被叫', ''));
    const at = this.now();
    seat.call = newCall(newCallId(), callerNumber, 1, { numberFlag, cdr: incoming(callerNumber, at, { rangAt: at }) });
    this.#callChanged(seat, 'ring', '来电振铃');
    return DONE;
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
  async answer(extension: string): Promise<SimResult> {
    const seat = await this.seats.get(extension);
    const call = seat?.call;
    if (!seat || !call) return refused('该分机当前没有通话');
    if (call.third && !call.thirdAnswered) {
      call.thirdAnswered = true;
      this.#callChanged(seat, 'thirdAnswer', '三方已接通');
      return DONE;
    }
    if (call.answered || call.callType !== 2 || call.peer) return refused('该分机没有等待对方接听的外呼');
    this.#answer(seat);
    return DONE;
  }

  /** The citizen (or the conference third party, when there is one) hangs up. */
  async hangUp(extension: string): Promise<SimResult> {
    const seat = await this.seats.get(extension);
    const call = seat?.call;
    if (!seat || !call) return refused('该分机当前没有通话');
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

  async play(extension: string, op: 'start' | 'end'): Promise<SimResult> {
    const seat = await this.seats.get(extension);
    if (!seat?.call?.answered) return refused('该分机当前没有通话');
    this.#push(seat, op === 'start' ? 'playStart' : 'playEnd', op === 'start' ? '播报工号' : '通话中');
    return DONE;
  }

  /** Drops the extension's sockets as a network failure would (no close handshake). */
  async drop(extension: string): Promise<SimResult> {
    const seat = await this.seats.get(extension);
    if (!seat) return refused('分机号无效');
    for (const socket of seat.sockets) socket.terminate();
    return DONE;
  }

  async setConnection(extension: string, options: { refuse?: boolean; silent?: boolean }): Promise<SimResult> {
    const seat = await this.seats.get(extension);
    if (!seat) return refused('分机号无效');
    if (options.refuse !== undefined) seat.refuse = options.refuse;
    if (options.silent !== undefined) seat.silent = options.silent;
    return DONE;
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
  }

  close(): void {
    clearInterval(this.#sweep);
    this.reset();
  }

  // ---- sending ----

  #data(seat: Seat, eventType: string) {
    return socketData(seat, eventType, { lineUp: this.#queues.lineUp.length, white: this.#queues.white.length });
  }

  #push(seat: Seat, type: CtiMessage['type'], desc: string): void {
    const msg = okMessage(type, desc, this.#data(seat, type));
    for (const socket of seat.sockets) this.#send(socket, msg);
  }

  #queuesChanged(): void {
    this.onQueuesChanged?.();
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
