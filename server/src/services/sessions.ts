// Session tokens: random, stored only as a sha256 hash, expiring after a sliding idle window and, whatever the activity,
// an absolute lifetime from the sign-in (a working day).
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Sliding expiry is pushed forward at most once a minute, so reads do not write on every call. */
const SLIDE_EVERY_MS = 60_000;
/** A validated session is trusted this long without a database read; revocations through this server drop it at once. */
const SESSION_CACHE_MS = 2_000;
/** As long when the auth epoch is followed (read on every lookup, or told by PGlite): any removal anywhere then ends it at once. */
const SESSION_CACHE_WITH_EPOCH_MS = 60_000;

/** How long a session lives: idle (sliding) and from its sign-in (absolute); the server's config has both. */
export interface SessionLimits {
  tokenTtlMs: number;
  sessionMaxMs: number;
}

export interface SessionUser {
  id: number;
  username: string;
  realName: string;
  jobNumber: string;
  landlineNumber: string;
  deptId: number | null;
  roleIds: number[];
  tokenHash: string;
  vCode: string;
  /** The idle expiry, slid forward by use. */
  expiresAt: Date;
  /** The absolute end: sign-in time plus sessionMaxMs. */
  endsAt: Date;
  /** Someone else chose the password (import, reset, the admin's form): only the change and what draws it are allowed. */
  mustChangePassword: boolean;
}

interface CachedSession {
  user: SessionUser;
  lastSeenAt: Date;
  checkedAt: number;
}

/**
 * Per-server cache of validated sessions, so the hot path (every API call) reads at most one row, not the session.
 * Several servers may share a PostgreSQL database: migration 019's triggers move the auth epoch when a write that can
 * end or narrow a session commits (logout, account, roles, grants, menus), and with watchEpoch() every lookup reads it
 * first. A request that starts after another server answered such a write sees the moved epoch and re-reads: removals
 * need no grace. PGlite is one process's database: it tells this server of a moved epoch instead (followEpochNotices).
 */
export class SessionCache {
  readonly #byHash = new Map<string, CachedSession>();
  /** Reads in flight, so a burst of calls with one token after the entry expires costs one query, not fifty. */
  readonly #loading = new Map<string, Promise<SessionUser | null>>();
  readonly #onEpochMoved: Array<() => void> = [];
  /** The epoch the entries were read under (null before the first read; '' while a truncated database has none). */
  #epoch: string | null = null;
  /** Moves with every clear: a load begun before it must not store what it read. */
  #generation = 0;
  #epochRead: Promise<void> | null = null;
  #nextEpochRead: Promise<void> | null = null;
  #watching = false;
  #trustMs = SESSION_CACHE_MS;

  /** Reads the auth epoch before every lookup (other servers write the same database), dropping `alsoDrop` when it moved. */
  watchEpoch(alsoDrop: () => void): void {
    this.#watching = true;
    this.#trustMs = SESSION_CACHE_WITH_EPOCH_MS;
    this.#onEpochMoved.push(alsoDrop);
  }

  /**
   * PGlite: the database tells this server when the epoch moved, before the moving write's answer (migration 042), so
   * no lookup reads it. Answers the listener to hand the database: it clears everything and drops `alsoDrop`.
   */
  followEpochNotices(alsoDrop: () => void): () => void {
    this.#trustMs = SESSION_CACHE_WITH_EPOCH_MS;
    return () => {
      this.clear();
      alsoDrop();
    };
  }

  /**
   * Reads the auth epoch, clearing everything when it moved. Callers arriving while a read is in flight wait for the
   * next one (begun after they arrived, so it sees every write answered before), and share it: two reads at most.
   */
  syncEpoch(db: Kysely<Database>): Promise<void> {
    if (!this.#watching) return Promise.resolve();
    if (!this.#epochRead) {
      const read = this.#readEpoch(db).finally(() => {
        if (this.#epochRead === read) this.#epochRead = null;
      });
      this.#epochRead = read;
      return read;
    }
    this.#nextEpochRead ??= this.#epochRead.catch(() => {}).then(() => {
      this.#nextEpochRead = null;
      return this.syncEpoch(db);
    });
    return this.#nextEpochRead;
  }

  async #readEpoch(db: Kysely<Database>): Promise<void> {
    const { rows } = await sql<{ epoch: string }>`select epoch::text as epoch from sys_auth_epoch where id = 1`.execute(db);
    const epoch = rows[0]?.epoch ?? '';
    // Inequality, not order: an older reader re-clearing costs a re-read, never a stale answer.
    if (epoch === this.#epoch) return;
    this.#epoch = epoch;
    this.clear();
    for (const drop of this.#onEpochMoved) drop();
  }

  get generation(): number {
    return this.#generation;
  }

  /** Runs load() once per token hash at a time; concurrent callers share its answer. */
  loadOnce(tokenHash: string, load: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
    let pending = this.#loading.get(tokenHash);
    if (!pending) {
      const started = load().finally(() => {
        if (this.#loading.get(tokenHash) === started) this.#loading.delete(tokenHash);
      });
      pending = started;
      this.#loading.set(tokenHash, pending);
    }
    return pending;
  }

  get(tokenHash: string): CachedSession | undefined {
    const hit = this.#byHash.get(tokenHash);
    if (hit && Date.now() - hit.checkedAt < this.#trustMs) return hit;
    this.#byHash.delete(tokenHash);
    return undefined;
  }

  /** Stores what a load read, unless the cache was cleared since it began (`generation` then). */
  set(tokenHash: string, entry: CachedSession, generation = this.#generation): void {
    if (generation !== this.#generation) return;
    // Bounded: a flood of distinct tokens cannot grow memory without limit.
    if (this.#byHash.size > 10_000) this.#byHash.clear();
    this.#byHash.set(tokenHash, entry);
  }

  drop(tokenHash: string): void {
    this.#byHash.delete(tokenHash);
    this.#loading.delete(tokenHash);
  }

  dropUser(userId: number): void {
    for (const [hash, entry] of this.#byHash) if (entry.user.id === userId) this.#byHash.delete(hash);
    // A load in flight may be this user's: it must not store what it read before the change.
    this.#loading.clear();
    this.#generation += 1;
  }

  clear(): void {
    this.#byHash.clear();
    this.#loading.clear();
    this.#generation += 1;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Kysely<Database>, userId: number, ip: string, ttlMs: number, userAgent?: string): Promise<{ token: string; vCode: string }> {
  const token = randomBytes(32).toString('base64url');
  const vCode = randomBytes(4).toString('hex');
  const now = new Date();
  await db.insertInto('sys_token').values({
    token_hash: hashToken(token), user_id: userId, v_code: vCode,
    created_at: now, last_seen_at: now, expires_at: new Date(now.getTime() + ttlMs), ip, user_agent: userAgent?.slice(0, 500) ?? null,
  }).execute();
  return { token, vCode };
}

/** The user behind a token, or null when the token is unknown, expired or its user disabled. */
export function findSession(db: Kysely<Database>, token: string, limits: SessionLimits, cache: SessionCache): Promise<SessionUser | null> {
  return findSessionByHash(db, hashToken(token), limits, cache);
}

/** The sign-in form's words for a session past its absolute lifetime. */
export function sessionTooOld(sessionMaxMs: number): string {
  const hours = sessionMaxMs / 3_600_000;
  const span = hours >= 1 ? `${Number(hours.toFixed(1))} 小时` : `${Math.max(1, Math.round(hours * 60))} 分钟`;
  return `登录已超过 ${span}，请重新登录`;
}

/**
 * Why a token no longer opens a session, in the words the sign-in form shows (账号已停用, a reset password, the absolute
 * lifetime passed), else `otherwise`.
 */
export async function whySessionEnded(db: Kysely<Database>, token: string, otherwise: string, sessionMaxMs: number): Promise<string> {
  const tokenHash = hashToken(token);
  const ended = await db.selectFrom('sys_token_ended').select('reason').where('token_hash', '=', tokenHash).executeTakeFirst();
  if (ended) return ended.reason;
  const row = await db.selectFrom('sys_token').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && row.created_at.getTime() + sessionMaxMs <= Date.now() ? sessionTooOld(sessionMaxMs) : otherwise;
}

/** Ends every session of a user for a reason an administrator caused; their consoles are told it on the next call. */
export async function endUserSessions(db: Kysely<Database>, userId: number, reason: string): Promise<void> {
  await db.insertInto('sys_token_ended').columns(['token_hash', 'reason'])
    .expression(db.selectFrom('sys_token').select(['token_hash', sql.lit(reason).as('reason')]).where('user_id', '=', userId))
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ reason, ended_at: new Date() })).execute();
  await db.deleteFrom('sys_token').where('user_id', '=', userId).execute();
}

/** What a console signed out because its account was switched off is told (the push channel and a 401 alike). */
export const ACCOUNT_DISABLED = '账号已停用';
export const PASSWORD_RESET = '密码已被管理员重置，请重新登录';

/** As findSession, for a caller that kept only the hash (the push channel re-checking its streams). */
export async function findSessionByHash(db: Kysely<Database>, tokenHash: string, limits: SessionLimits, cache: SessionCache): Promise<SessionUser | null> {
  await cache.syncEpoch(db);
  const now = new Date();
  const hit = cache.get(tokenHash);
  if (hit && hit.user.endsAt.getTime() <= now.getTime()) {
    cache.drop(tokenHash);
    return null;
  }
  // An entry past its expiry is read again: another server may have slid it forward. The idle limit (参数设置) may have
  // been shortened since the expiry was written, so the last use counts too.
  if (hit && hit.user.expiresAt.getTime() > now.getTime() && hit.lastSeenAt.getTime() + limits.tokenTtlMs > now.getTime()) {
    if (now.getTime() - hit.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
      hit.user.expiresAt = new Date(now.getTime() + limits.tokenTtlMs);
      hit.lastSeenAt = now;
      await db.updateTable('sys_token').set({ last_seen_at: now, expires_at: hit.user.expiresAt }).where('token_hash', '=', tokenHash).execute();
    }
    return hit.user;
  }
  if (hit) cache.drop(tokenHash);
  return cache.loadOnce(tokenHash, () => loadSession(db, tokenHash, limits, now, cache));
}

async function loadSession(db: Kysely<Database>, tokenHash: string, limits: SessionLimits, now: Date, cache: SessionCache): Promise<SessionUser | null> {
  const generation = cache.generation;
  const row = await db
    .selectFrom('sys_token as t')
    .innerJoin('sys_user as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.landline_number', 'u.dept_id', 'u.status', 'u.must_change_password', 't.v_code', 't.expires_at', 't.last_seen_at', 't.created_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.status !== 1 || row.expires_at.getTime() <= now.getTime()) return null;
  // A session idle longer than the idle limit now in force has ended, whatever expiry the limit of its last use wrote.
  if (row.last_seen_at.getTime() + limits.tokenTtlMs <= now.getTime()) return null;
  const endsAt = new Date(row.created_at.getTime() + limits.sessionMaxMs);
  if (endsAt.getTime() <= now.getTime()) return null;

  let expiresAt = row.expires_at;
  let lastSeenAt = row.last_seen_at;
  if (now.getTime() - row.last_seen_at.getTime() >= SLIDE_EVERY_MS) {
    expiresAt = new Date(now.getTime() + limits.tokenTtlMs);
    lastSeenAt = now;
    await db.updateTable('sys_token').set({ last_seen_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
  }
  // A disabled role grants nothing: its menus, buttons and data scope leave the session (the auth epoch re-reads it at once).
  const roles = await db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id').select('ur.role_id')
    .where('ur.user_id', '=', row.id).where('r.status', '=', 1).orderBy('ur.role_id').execute();
  const user: SessionUser = {
    id: row.id,
    username: row.username,
    realName: row.real_name,
    jobNumber: row.job_number,
    landlineNumber: row.landline_number ?? '',
    deptId: row.dept_id,
    roleIds: roles.map((r) => r.role_id),
    tokenHash,
    vCode: row.v_code,
    expiresAt,
    endsAt,
    mustChangePassword: row.must_change_password,
  };
  cache.set(tokenHash, { user, lastSeenAt, checkedAt: Date.now() }, generation);
  return user;
}

export async function endSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sys_token').where('token_hash', '=', tokenHash).execute();
}

/** Drops expired sessions; called now and then so the table does not grow forever. */
export async function purgeExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sys_token').where('expires_at', '<', new Date()).execute();
  await db.deleteFrom('sys_token_ended').where('ended_at', '<', new Date(Date.now() - 86_400_000)).execute();
}
