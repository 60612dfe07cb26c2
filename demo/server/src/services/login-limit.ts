// Login rate limit: failed attempts per account and per address within a window, kept in the database.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Milliseconds until the caller may try again, or 0 when not blocked. */
export async function loginBlockedFor(db: Kysely<Database>, username: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    failures(db, 'username', username, since),
    failures(db, 'ip', ip, since),
  ]);
  const waits: number[] = [];
  if (byAccount.count >= MAX_FAILURES_PER_ACCOUNT && byAccount.oldest) waits.push(byAccount.oldest.getTime() + LOGIN_WINDOW_MS - Date.now());
  if (byIp.count >= MAX_FAILURES_PER_IP && byIp.oldest) waits.push(byIp.oldest.getTime() + LOGIN_WINDOW_MS - Date.now());
  return waits.length ? Math.max(1000, ...waits) : 0;
}

async function failures(db: Kysely<Database>, column: 'username' | 'ip', value: string, since: Date) {
  // The oldest failure that still counts decides when the window frees a slot.
  const rows = await db.selectFrom('login_failure').select('failed_at').where(column, '=', value).where('failed_at', '>', since)
    .orderBy('failed_at', 'desc').limit(column === 'ip' ? MAX_FAILURES_PER_IP : MAX_FAILURES_PER_ACCOUNT).execute();
  return { count: rows.length, oldest: rows.at(-1)?.failed_at ?? null };
}

export async function recordLoginFailure(db: Kysely<Database>, username: string, ip: string): Promise<void> {
  await db.insertInto('login_failure').values({ username, ip }).execute();
}

/** A successful login forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', username).execute();
}

/** Of these accounts, the ones whose failures lock them right now. */
export async function lockedAccounts(db: Kysely<Database>, usernames: string[]): Promise<Set<string>> {
  if (!usernames.length) return new Set();
  const rows = await db.selectFrom('login_failure').select('username').where('username', 'in', usernames)
    .where('failed_at', '>', new Date(Date.now() - LOGIN_WINDOW_MS)).groupBy('username')
    .having((eb) => eb.fn.countAll(), '>=', MAX_FAILURES_PER_ACCOUNT).execute();
  return new Set(rows.map((r) => r.username));
}

/** An administrator's unlock (系统日志 解锁): the account's failures are forgiven; answers whether it was locked. */
export async function unlockAccount(db: Kysely<Database>, username: string): Promise<boolean> {
  const wasLocked = (await lockedAccounts(db, [username])).has(username);
  await clearAccountFailures(db, username);
  return wasLocked;
}

export async function purgeOldLoginFailures(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_failure').where('failed_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export function waitMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `登录失败次数过多，请 ${minutes} 分钟后再试`;
}
