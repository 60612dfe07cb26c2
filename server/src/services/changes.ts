// Changes every server must hear of (DESIGN §7, several servers on one PostgreSQL): caches to drop, sessions to
// re-check, events for open consoles. Applied here at once, and sent to the other servers through NOTIFY.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PushEvent } from '../../../src/shared/protocol/push.ts';
import { listenChannel } from '../db/listen.ts';
import type { Database } from '../db/schema.ts';

/** Who a push event is for: everyone, or some users and the holders of some roles. */
export type Audience = 'all' | { users?: number[]; roles?: number[] };

export interface Change {
  /** ReadCache key prefixes to drop, e.g. 'menus:'. */
  caches?: string[];
  /** Users whose sessions must be read again (disabled, roles or password changed); 'all' for everyone. */
  sessionsOf?: number[] | 'all';
  /** Why those sessions may have ended, told to a console signed out by it (e.g. 账号已停用). */
  reason?: string;
  /** An event for the open consoles of the audience. */
  push?: { to: Audience; event: PushEvent };
  /** Extensions given, moved or taken away (用户管理): each server forgets its seat, closing the sockets it holds. */
  seats?: string[];
}

const CHANNEL = 'hotline_changes';
/** NOTIFY payloads are limited to 8000 bytes; a bigger change is sent as "drop everything". */
const MAX_PAYLOAD = 7_000;

export interface ChangeBus {
  /** Other servers may write this database (PostgreSQL); PGlite is this process's alone. */
  readonly shared: boolean;
  /** Settles once this server listens (at once on PGlite). */
  ready: Promise<void>;
  /** Applies the change on this server now and on every other server within moments. */
  publish(change: Change): Promise<void>;
  close(): Promise<void>;
}

/**
 * With a PostgreSQL URL the bus LISTENs on its own connection (a pooled one cannot hold LISTEN); a lost connection
 * is re-opened, and since notices sent meanwhile are lost, everything cached is dropped then. PGlite is one process.
 */
export function createChangeBus(db: Kysely<Database>, databaseUrl: string | undefined, apply: (change: Change) => void): ChangeBus {
  const origin = randomUUID();
  const heard = (payload: string) => {
    try {
      const { from, change } = JSON.parse(payload) as { from: string; change: Change };
      if (from !== origin) apply(change);
    } catch { /* a malformed notice is ignored */ }
  };
  // Notices sent while the connection was lost are gone: everything cached is dropped.
  const listener = databaseUrl ? listenChannel(databaseUrl, CHANNEL, heard, () => apply({ caches: [''], sessionsOf: 'all' })) : null;

  return {
    shared: Boolean(databaseUrl),
    ready: listener?.ready ?? Promise.resolve(),
    async publish(change) {
      apply(change);
      if (!databaseUrl) return;
      let payload = JSON.stringify({ from: origin, change });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        // The seats are kept (an extension is a few bytes: hundreds fit); forgetting every seat would drop every call socket.
        payload = JSON.stringify({ from: origin, change: { caches: [''], sessionsOf: 'all', reason: change.reason, push: change.push && { to: 'all', event: change.push.event }, seats: change.seats } });
      }
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
    },
    async close() {
      await listener?.close();
    },
  };
}
