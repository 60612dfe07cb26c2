// The softphone sockets of /websocket/{extension}: connect checks the session and the extension, then each message is
// parsed and handed to its command in the order it came; every answer carries the seat's state and the queue counts.
import type { WebSocket } from 'ws';
import type { CtiMessage, CtiRequest } from '../../../src/shared/api/callcenter.types.ts';
import { CtiCode } from '../../../src/shared/protocol/index.ts';
import { passwordMessages } from '../../../src/shared/protocol/password.ts';
import { findSession } from '../services/sessions.ts';
import { handleCommand } from './commands/index.ts';
import { recordTiming } from '../plugins/timings.ts';
import { MAX_MESSAGE_BYTES, ProtocolError, message, okMessage, parseRequest } from './protocol.ts';
import { heldHere, socketData, type Seat } from './seats.ts';
import type { CtiSimulator } from './simulator.ts';

/** A socket that sent nothing (not even a heartbeat) for this long is dead. */
const IDLE_SOCKET_MS = 30_000;

interface SocketState {
  seat: Seat | null;
  lastSeen: number;
  /** The socket's messages in hand, one after another. */
  handling: Promise<void>;
}

export class SeatSockets {
  readonly #sockets = new Map<WebSocket, SocketState>();
  readonly #sweep: NodeJS.Timeout;

  constructor(private readonly cti: CtiSimulator) {
    this.#sweep = setInterval(() => this.#dropIdle(), IDLE_SOCKET_MS / 3);
    this.#sweep.unref();
  }

  /** A softphone opened /websocket/{extension}; it must send connect first. */
  async attach(socket: WebSocket, extension: string): Promise<void> {
    const seat = this.cti.seats.cached(extension);
    if (seat?.refuse) {
      socket.close(1013, 'refused by simulator');
      return;
    }
    const state: SocketState = { seat: null, lastSeen: Date.now(), handling: Promise.resolve() };
    this.#sockets.set(socket, state);
    // Messages of one socket are handled one after another, in the order they came.
    socket.on('message', (data, isBinary) => {
      state.lastSeen = Date.now();
      const arrived = performance.now();
      const raw = isBinary ? null : data.toString();
      state.handling = state.handling.then(() => this.#onMessage(socket, state, extension, raw, arrived)).catch((error: unknown) => {
        this.cti.app.log.error(error);
        send(socket, message('connect', CtiCode.failed, '服务器异常', null));
      });
    });
    socket.on('close', () => {
      this.#sockets.delete(socket);
      const seat = state.seat;
      if (seat?.sockets.delete(socket) && seat.sockets.size === 0) void this.cti.track(this.cti.relay.release(extension).catch(() => {}));
    });
    socket.on('error', () => socket.terminate());
  }

  /** The seat socket data of a message, with the queue counts of every server. */
  data(seat: Seat, eventType: string) {
    return socketData(seat, eventType, this.cti.queues.waiting());
  }

  /** Sends an event to every socket of the seat. */
  push(seat: Seat, type: CtiMessage['type'], desc: string): void {
    const msg = okMessage(type, desc, this.data(seat, type));
    for (const socket of seat.sockets) send(socket, msg);
  }

  /** Every connected seat learns the new queue counts. */
  pushQueues(): void {
    for (const seat of this.cti.seats.all()) if (seat.sockets.size) this.push(seat, 'queue', '');
  }

  /** Closes every socket (a database reset); the messages in hand are still waited for. */
  terminateAll(): void {
    for (const [socket, state] of this.#sockets) {
      void this.cti.track(state.handling);
      socket.terminate();
    }
    this.#sockets.clear();
  }

  stop(): void {
    clearInterval(this.#sweep);
  }

  async #onMessage(socket: WebSocket, state: SocketState, extension: string, raw: string | null, arrived: number): Promise<void> {
    if (raw === null || raw.length > MAX_MESSAGE_BYTES) {
      send(socket, message('connect', CtiCode.badRequest, '消息格式错误', null));
      return;
    }
    let request: CtiRequest;
    try {
      request = parseRequest(raw);
    } catch (error) {
      const type = typeof (safeJson(raw) as { type?: unknown })?.type === 'string' ? (safeJson(raw) as { type: CtiMessage['type'] }).type : 'connect';
      send(socket, message(type, CtiCode.badRequest, error instanceof ProtocolError ? error.message : '消息格式错误', null));
      return;
    }
    if (request.type === 'connect') return this.#connect(socket, state, extension, request);
    const seat = state.seat;
    if (!seat) {
      if (request.type === 'heartBeat') return;
      send(socket, message(request.type, CtiCode.unauthorized, '请先连接（connect）', null));
      return;
    }
    if (request.type === 'heartBeat') {
      if (!seat.silent) send(socket, okMessage('heartBeat', '', null));
      recordTiming('WS heartBeat', performance.now() - arrived);
      return;
    }
    const reply = await handleCommand(this.cti, seat, request);
    send(socket, reply);
    // The seat's other sockets (another tab) learn the new state too.
    if (reply.code === CtiCode.ok) for (const other of seat.sockets) if (other !== socket) send(other, okMessage('status', '', this.data(seat, 'status')));
  }

  async #connect(socket: WebSocket, state: SocketState, extension: string, request: Extract<CtiRequest, { type: 'connect' }>): Promise<void> {
    const { app, seats, relay } = this.cti;
    const seat = await seats.get(extension);
    if (!seat || request.agentnum !== extension) return refuse(socket, CtiCode.unknownExtension, '分机号无效', 'unknown extension');
    const user = await findSession(app.db, request.token, app.config, app.sessions);
    if (!user) return refuse(socket, CtiCode.unauthorized, '登录已失效，请重新登录', 'session expired');
    if (user.mustChangePassword) return refuse(socket, CtiCode.forbidden, passwordMessages.changeRequired, 'password change required');
    if (user.landlineNumber !== extension) return refuse(socket, CtiCode.forbidden, '分机与当前用户不一致', 'not your extension');
    if (seat.refuse) {
      socket.close(1013, 'refused by simulator');
      return;
    }
    // A socket moving here from another server resumes the seat as that server stored it.
    if (relay.shared && !heldHere(seat)) await seats.refresh(seat);
    state.seat = seat;
    seat.sockets.add(socket);
    if (seat.sockets.size === 1) await relay.claim(extension);
    send(socket, okMessage('connect', '连接成功', this.data(seat, 'connect')));
    // A reload or a reconnect in the middle of a call picks the call up where it is.
    const call = seat.call;
    if (call?.answered) send(socket, okMessage('answerReconnect', '通话恢复', this.data(seat, 'answerReconnect')));
    else if (call) send(socket, okMessage('ring', call.callType === 1 ? '来电振铃' : '呼叫中', this.data(seat, 'ring')));
    if (call?.third) {
      send(socket, okMessage(call.thirdAnswered ? 'thirdAnswer' : 'thirdRing', '', this.data(seat, call.thirdAnswered ? 'thirdAnswer' : 'thirdRing')));
    }
  }

  #dropIdle(): void {
    const deadline = Date.now() - IDLE_SOCKET_MS;
    for (const [socket, state] of this.#sockets) if (state.lastSeen < deadline) socket.terminate();
  }
}

function send(socket: WebSocket, msg: CtiMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
}

/** A connect the server turns down: the reason, then the close (1008, policy). */
function refuse(socket: WebSocket, code: number, desc: string, reason: string): void {
  send(socket, message('connect', code, desc, null));
  socket.close(1008, reason);
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
