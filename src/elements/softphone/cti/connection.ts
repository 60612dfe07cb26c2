// The CTI socket: connect on open, heartbeat every 5 s, reconnect on loss (every 3 s, at most 5 times).
// Plain TypeScript: timers and the socket are injected so a fake clock can drive it.
import type { CtiMessage, CtiRequest } from '../../../shared/api/callcenter.types.ts';
import { CtiCode } from '../../../shared/protocol/cti.ts';
import { HEARTBEAT_MISSED_MAX, HEARTBEAT_MS, RECONNECT_INTERVAL_MS, RECONNECT_MAX } from '../../../shared/constants.ts';
import { messageOf } from '../../../shared/http/errors.ts';

/** Up to this much is added to each reconnect delay, so a whole floor of seats does not reconnect at once. */
export const RECONNECT_SPREAD_MS = 500;

export interface CtiTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  /** 0 <= x < 1, for the reconnect spread. */
  random(): number;
}

export const realTimers: CtiTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as number),
  random: () => Math.random(),
};

/**
 * connecting: opening a socket; open: socket open, connect sent; connected: the server accepted connect;
 * reconnecting: waiting to try again; gave-up: five tries failed ('超过五次不再重连'); rejected: 401/402/403, no retry.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'connected' | 'reconnecting' | 'gave-up' | 'rejected';

export interface CtiConnectionOptions {
  /** The socket URL, read at every (re)connect. */
  url: () => string;
  /** The connect message sent as soon as a socket opens. */
  connectMessage: () => CtiRequest;
  onMessage: (message: CtiMessage) => void;
  onStatus: (status: ConnectionStatus, attempts: number) => void;
  /** Every unexpected loss: close code and reason (the spec's error-log call). */
  onDisconnect: (code: number, reason: string) => void;
  timers?: CtiTimers;
  createSocket?: (url: string) => WebSocket;
}

export class CtiConnection {
  readonly #o: CtiConnectionOptions;
  readonly #t: CtiTimers;
  #socket: WebSocket | null = null;
  #heartbeat: unknown = null;
  #retry: unknown = null;
  #missed = 0;
  #attempts = 0;
  #status: ConnectionStatus = 'idle';
  #stopped = true;

  constructor(options: CtiConnectionOptions) {
    this.#o = options;
    this.#t = options.timers ?? realTimers;
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** Reconnect attempts since the last accepted connect. */
  get attempts(): number {
    return this.#attempts;
  }

  /** Heartbeats sent and not answered yet. */
  get missedHeartbeats(): number {
    return this.#missed;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#attempts = 0;
    this.#open();
  }

  /** The reconnect button: a fresh series of attempts. */
  reconnectNow(): void {
    this.stop();
    this.start();
  }

  stop(): void {
    this.#stopped = true;
    this.#t.clearTimeout(this.#retry);
    this.#retry = null;
    this.#closeSocket('stopped');
    this.#setStatus('idle');
  }

  /** Sends when connected; false when the message could not go out. */
  send(request: CtiRequest): boolean {
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || (this.#status !== 'connected' && request.type !== 'connect')) return false;
    socket.send(JSON.stringify(request));
    return true;
  }

  #open(): void {
    let socket: WebSocket;
    this.#setStatus('connecting');
    try {
      const url = this.#o.url();
      socket = this.#o.createSocket ? this.#o.createSocket(url) : new WebSocket(url);
    } catch (error) {
      this.#lost(1006, messageOf(error));
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#setStatus('open');
      socket.send(JSON.stringify(this.#o.connectMessage()));
      this.#startHeartbeat();
    };
    socket.onmessage = (event) => this.#receive(event.data);
    // error is always followed by close; close carries the code worth reporting.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#lost(event.code, event.reason || closeReason(event.code));
    };
  }

  #receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: CtiMessage;
    try {
      message = JSON.parse(data) as CtiMessage;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || typeof message.type !== 'string') return;
    if (message.type === 'heartBeat') {
      this.#missed = 0;
      return;
    }
    if (message.type === 'connect') {
      if (message.code === CtiCode.ok) {
        this.#attempts = 0;
        this.#missed = 0;
        this.#setStatus('connected');
      } else if (message.code === CtiCode.unknownExtension || message.code === CtiCode.unauthorized || message.code === CtiCode.forbidden) {
        // The server will never accept this extension or token: retrying cannot help.
        this.#o.onMessage(message);
        this.#reject();
        return;
      }
    }
    this.#o.onMessage(message);
  }

  #reject(): void {
    this.#stopped = true;
    this.#closeSocket('rejected');
    this.#setStatus('rejected');
  }

  /** Closes the socket on purpose: no close event reaches the reconnect logic. */
  #closeSocket(reason: string): void {
    this.#stopHeartbeat();
    const socket = this.#socket;
    this.#socket = null;
    if (!socket) return;
    detach(socket);
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000, reason);
  }

  #startHeartbeat(): void {
    this.#stopHeartbeat();
    this.#missed = 0;
    this.#heartbeat = this.#t.setInterval(() => {
      const socket = this.#socket;
      if (!socket || socket.readyState !== WebSocket.OPEN) return;
      if (this.#missed > HEARTBEAT_MISSED_MAX) {
        // The line is silent: drop it and start over.
        detach(socket);
        socket.close(4000, 'heartbeat timeout');
        this.#lost(4000, '心跳超时');
        return;
      }
      this.#missed += 1;
      socket.send(JSON.stringify({ type: 'heartBeat' } satisfies CtiRequest));
    }, HEARTBEAT_MS);
  }

  #stopHeartbeat(): void {
    this.#t.clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  #lost(code: number, reason: string): void {
    this.#stopHeartbeat();
    this.#socket = null;
    if (this.#stopped) return;
    this.#o.onDisconnect(code, reason);
    if (this.#attempts >= RECONNECT_MAX) {
      this.#stopped = true;
      this.#setStatus('gave-up');
      return;
    }
    this.#attempts += 1;
    this.#setStatus('reconnecting');
    const delay = RECONNECT_INTERVAL_MS + Math.floor(this.#t.random() * RECONNECT_SPREAD_MS);
    this.#retry = this.#t.setTimeout(() => {
      this.#retry = null;
      if (!this.#stopped) this.#open();
    }, delay);
  }

  #setStatus(status: ConnectionStatus): void {
    if (this.#status === status && status !== 'reconnecting') return;
    this.#status = status;
    this.#o.onStatus(status, this.#attempts);
  }
}

function detach(socket: WebSocket): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
}

function closeReason(code: number): string {
  if (code === 1006) return '连接异常断开';
  if (code === 1013) return '服务器拒绝连接';
  if (code === 1001) return '服务器已关闭';
  return `连接关闭（${code}）`;
}
