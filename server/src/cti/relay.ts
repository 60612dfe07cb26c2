// The CTI simulator across servers (DESIGN §7, several servers on one PostgreSQL): seat_state.socket_server names the
// server holding an extension's socket; a command for that extension is asked of that server over NOTIFY hotline_cti
// and answered the same way; news every server keeps (its queue counts) is told to all. PGlite is one process: no relay.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { listenChannel, type ChannelListener } from '../db/listen.ts';
import type { Database } from '../db/schema.ts';
import { holdSocket, releaseSocket, socketServerOf } from '../services/callcenter/seat-state.ts';

const CHANNEL = 'hotline_cti';
/** A server that does not answer within this long is taken for gone: the asker acts on the stored state itself. */
export const ANSWER_TIMEOUT_MS = 1_500;

type Notice =
  | { kind: 'ask'; from: string; to: string; id: string; body: unknown }
  | { kind: 'answer'; from: string; to: string; id: string; body: unknown }
  | { kind: 'tell'; from: string; body: unknown };

export class CtiRelay {
  readonly serverId = randomUUID();
  /** Whether other servers may share the database (PostgreSQL). */
  readonly shared: boolean;
  /** Settles once this server listens (at once without PostgreSQL). */
  readonly ready: Promise<void>;
  /** Carries out a command another server asked of this one; its result goes back as the answer. */
  onAsk: (body: unknown) => Promise<unknown> = async () => null;
  /** Hears what another server told every server. */
  onTell: (from: string, body: unknown) => void = () => {};
  readonly #pending = new Map<string, { resolve: (body: unknown) => void; timer: NodeJS.Timeout }>();
  readonly #listener: ChannelListener | null;

  constructor(private readonly db: Kysely<Database>, private readonly databaseUrl: string | undefined, private readonly log: FastifyBaseLogger) {
    this.shared = !!databaseUrl;
    this.#listener = databaseUrl ? listenChannel(databaseUrl, CHANNEL, (payload) => void this.#heard(payload)) : null;
    this.ready = this.#listener?.ready ?? Promise.resolve();
  }

  /** The server holding the extension's socket, or null when no server does. */
  holderOf(extension: string): Promise<string | null> {
    return socketServerOf(this.db, extension);
  }

  /** This server now holds the extension's socket. */
  async claim(extension: string): Promise<void> {
    if (!this.shared) return;
    await holdSocket(this.db, extension, this.serverId);
  }

  /** This server's last socket of the extension closed (another server may have claimed it meanwhile). */
  async release(extension: string | null): Promise<void> {
    if (!this.shared) return;
    await releaseSocket(this.db, extension, this.serverId);
  }

  /** Asks one server to carry out a command; undefined when it did not answer in time. */
  ask(server: string, body: unknown): Promise<unknown> {
    const id = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        resolve(undefined);
      }, ANSWER_TIMEOUT_MS);
      this.#pending.set(id, { resolve, timer });
      this.#notify({ kind: 'ask', from: this.serverId, to: server, id, body }).catch(() => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve(undefined);
      });
    });
  }

  /** Tells every other server. */
  async tell(body: unknown): Promise<void> {
    if (!this.shared) return;
    await this.#notify({ kind: 'tell', from: this.serverId, body }).catch((err: unknown) => this.log.error({ err }, 'CTI 跨服务器通知失败'));
  }

  async close(): Promise<void> {
    for (const [id, { resolve, timer }] of this.#pending) {
      clearTimeout(timer);
      this.#pending.delete(id);
      resolve(undefined);
    }
    await this.#listener?.close();
  }

  async #notify(notice: Notice): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`.execute(this.db);
  }

  async #heard(payload: string): Promise<void> {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return; // a malformed notice is ignored
    }
    if (notice.from === this.serverId) return;
    if (notice.kind === 'tell') {
      this.onTell(notice.from, notice.body);
      return;
    }
    if (notice.to !== this.serverId) return;
    if (notice.kind === 'answer') {
      const waiting = this.#pending.get(notice.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      this.#pending.delete(notice.id);
      waiting.resolve(notice.body);
      return;
    }
    const body = await this.onAsk(notice.body).catch((err: unknown) => {
      this.log.error({ err }, 'CTI 跨服务器指令失败');
      return null;
    });
    await this.#notify({ kind: 'answer', from: this.serverId, to: notice.from, id: notice.id, body }).catch(() => {});
  }
}
