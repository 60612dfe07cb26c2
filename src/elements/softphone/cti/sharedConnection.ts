// One CTI socket per agent per browser: the tab (or frame) holding the Web Lock `name` leads and owns the socket; the
// others act through a BroadcastChannel of the same name. The lock goes with a closed tab, so another takes over at once.
// Without Web Locks or BroadcastChannel (a page not in a secure context) each page keeps its own socket.
import type { CtiMessage, CtiRequest, SeatSocketData } from '../../../shared/api/callcenter.types.ts';
import { CtiCode } from '../../../shared/protocol/cti.ts';
import { CtiConnection, type ConnectionStatus, type CtiConnectionOptions } from './connection.ts';

/** What crosses the channel: seat data and commands, never a token (the connect message stays in the leader's tab). */
export type CtiRelay =
  | { k: 'hello'; from: string }
  | { k: 'send'; from: string; request: CtiRequest }
  | { k: 'reconnect' }
  | { k: 'status'; status: ConnectionStatus; attempts: number }
  /** A socket message; `to` is the tab whose request it answers, `only` keeps a joining tab's catch-up to that tab. */
  | { k: 'message'; message: CtiMessage; to?: string; only?: boolean };

export interface SharedCtiOptions extends Omit<CtiConnectionOptions, 'onMessage'> {
  /** Lock and channel name, one per extension and user. */
  name: string;
  /** `othersReply`: the answer to another tab's request (its state applies here too, its toast does not). */
  onMessage: (message: CtiMessage, othersReply: boolean) => void;
}

export class SharedCtiConnection {
  readonly #o: SharedCtiOptions;
  readonly #id = Math.random().toString(36).slice(2);
  /** The socket, while this tab leads. */
  #socket: CtiConnection | null = null;
  #channel: BroadcastChannel | null = null;
  #abort: AbortController | null = null;
  #release: (() => void) | null = null;
  #status: ConnectionStatus = 'idle';
  /** Requests on the socket not answered yet: the server answers each with its type, in order. */
  #pending: Array<{ type: string; from: string }> = [];
  /** The tab that last dialled or answered: the call's 'answer' is its own (the registration form opens there only). */
  #callOwner: string | null = null;
  /** The seat as the server last sent it, for a tab that joins. */
  #seat: SeatSocketData | null = null;

  constructor(options: SharedCtiOptions) {
    this.#o = options;
  }

  start(): void {
    if (this.#socket || this.#channel) return;
    if (typeof BroadcastChannel === 'undefined' || !navigator.locks) return this.#lead();
    const channel = (this.#channel = new BroadcastChannel(this.#o.name));
    channel.onmessage = (event: MessageEvent<CtiRelay>) => this.#relayed(event.data);
    const abort = (this.#abort = new AbortController());
    navigator.locks.request(this.#o.name, { signal: abort.signal }, () => abort.signal.aborted ? undefined : new Promise<void>((release) => {
      this.#release = release;
      this.#lead();
    })).catch(() => {});
    this.#following('connecting', 0);
    this.#post({ k: 'hello', from: this.#id });
  }

  /** Closes the channel first: the other tabs hear nothing more from this one, and the next leader takes the lock. */
  stop(): void {
    const socket = this.#socket;
    this.#channel?.close();
    this.#abort?.abort();
    this.#release?.();
    this.#socket = this.#channel = this.#abort = this.#release = this.#seat = null;
    socket?.stop();
    this.#pending = [];
    this.#status = 'idle';
  }

  reconnectNow(): void {
    if (this.#socket) this.#socket.reconnectNow();
    else if (this.#channel) this.#post({ k: 'reconnect' });
    else this.start();
  }

  /** Sends on the socket, or through the leader; false when not connected. */
  send(request: CtiRequest): boolean {
    if (this.#socket) return this.#sendFor(this.#id, request);
    if (this.#status !== 'connected') return false;
    this.#post({ k: 'send', from: this.#id, request });
    return true;
  }

  #lead(): void {
    this.#socket = new CtiConnection({
      ...this.#o,
      onMessage: (message) => {
        const at = this.#pending.findIndex((p) => p.type === message.type);
        let to = at < 0 ? undefined : this.#pending.splice(at, 1)[0]!.from;
        if (message.type === 'answer' && to === undefined) to = this.#callOwner ?? this.#id;
        if (message.data) this.#seat = message.data;
        this.#o.onMessage(message, to !== undefined && to !== this.#id);
        this.#post({ k: 'message', message, to });
      },
      onStatus: (status, attempts) => {
        if (status !== 'connected') this.#pending = [];
        this.#following(status, attempts);
        this.#post({ k: 'status', status, attempts });
      },
    });
    this.#socket.start();
  }

  #sendFor(from: string, request: CtiRequest): boolean {
    if (!this.#socket!.send(request)) return false;
    this.#pending.push({ type: request.type, from });
    if (request.type === 'call' || request.type === 'acceptCall') this.#callOwner = from;
    return true;
  }

  #relayed(r: CtiRelay): void {
    const socket = this.#socket;
    if (!socket) {
      if (r.k === 'status') this.#following(r.status, r.attempts);
      else if (r.k === 'message' && (!r.only || r.to === this.#id)) this.#o.onMessage(r.message, r.to !== undefined && r.to !== this.#id);
    } else if (r.k === 'send') this.#sendFor(r.from, r.request);
    else if (r.k === 'reconnect') socket.reconnectNow();
    else if (r.k === 'hello') {
      this.#post({ k: 'status', status: this.#status, attempts: socket.attempts });
      if (this.#status === 'connected' && this.#seat) for (const message of catchUp(this.#seat)) this.#post({ k: 'message', message, to: r.from, only: true });
    }
  }

  #following(status: ConnectionStatus, attempts: number): void {
    this.#status = status;
    this.#o.onStatus(status, attempts);
  }

  #post(relay: CtiRelay): void {
    this.#channel?.postMessage(relay);
  }
}

/** What the server sends a socket that connects now: the seat, then its call (answered or ringing). */
function catchUp(data: SeatSocketData): CtiMessage[] {
  const list: CtiMessage[] = [{ type: 'connect', code: CtiCode.ok, desc: '', data }];
  if (data.callId) list.push({ type: data.callStartTime ? 'answerReconnect' : 'ring', code: CtiCode.ok, desc: '', data });
  return list;
}
