// Sign-in throttling (OWASP): growing delays per address+account and per account, a hard limit only per address.
// Kept in the database, so every server of a centre counts the same failures.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Failures older than this no longer count. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before the first pause: a person's ordinary mistypes. */
export const PAIR_FREE_FAILURES = 3;
/** Longest pause for one account from one address: a guesser there gets about a dozen tries per window. */
export const PAIR_MAX_DELAY_MS = 5 * 60 * 1000;
/** Failures of one account from all addresses before it pauses everywhere: above what its owner mistypes. */
export const ACCOUNT_FREE_FAILURES = 10;
/** Longest pause for one account everywhere: short, so guessers on many addresses cannot keep its owner out. */
export const ACCOUNT_MAX_DELAY_MS = 30 * 1000;
/** Failures from one address (any account) that stop it: far above a whole centre mistyping behind one NAT. */
export const ADDRESS_MAX_FAILURES = 300;

/** The pause after `failures` recent failures: none below `free`, then 1 s doubling per failure, up to `maxMs`. */
export function delayAfter(failures: number, free: number, maxMs: number): number {
  return failures < free ? 0 : Math.min(1000 * 2 ** (failures - free), maxMs);
}

type PairCount = { username: string; ip: string; failures: number; last: Date; now: Date };

const windowStart = () => sql<Date>`now() - ${LOGIN_WINDOW_MS}::int * interval '1 millisecond'`;

/** Recent failures of these accounts, per address, with the database's clock (the one that stamped them). */
async function pairCounts(db: Db, usernames: string[]): Promise<PairCount[]> {
  if (!usernames.length) return [];
  return db.selectFrom('login_failure').where('username', 'in', usernames).where('failed_at', '>', windowStart())
    .select(['username', 'ip', sql<number>`count(*)::int`.as('failures'), sql<Date>`max(failed_at)`.as('last'), sql<Date>`now()`.as('now')])
    .groupBy(['username', 'ip']).execute();
}

/** When each account's running pause ends (pauses from every address and the account's own); none when none runs. */
function pausesOf(rows: PairCount[], onlyIp?: string): Map<string, Date> {
  const accounts = new Map<string, { failures: number; last: number; end: number; now: number }>();
  for (const r of rows) {
    const a = accounts.get(r.username) ?? { failures: 0, last: 0, end: 0, now: r.now.getTime() };
    a.failures += r.failures;
    a.last = Math.max(a.last, r.last.getTime());
    if (onlyIp === undefined || r.ip === onlyIp) a.end = Math.max(a.end, r.last.getTime() + delayAfter(r.failures, PAIR_FREE_FAILURES, PAIR_MAX_DELAY_MS));
    accounts.set(r.username, a);
  }
  const pauses = new Map<string, Date>();
  for (const [username, a] of accounts) {
    const end = Math.max(a.end, a.last + delayAfter(a.failures, ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_MS));
    if (end > a.now) pauses.set(username, new Date(end));
  }
  return pauses;
}

/** When the address's hard limit lets it try again, or null while it is under the limit. */
async function addressBlockedUntil(db: Db, ip: string): Promise<{ until: Date; now: Date } | null> {
  // The ADDRESS_MAX_FAILURES-th newest failure: when it leaves the window, a slot frees.
  const row = await db.selectFrom('login_failure').where('ip', '=', ip).where('failed_at', '>', windowStart())
    .select(['failed_at', sql<Date>`now()`.as('now')]).orderBy('failed_at', 'desc').offset(ADDRESS_MAX_FAILURES - 1).limit(1).executeTakeFirst();
  return row ? { until: new Date(row.failed_at.getTime() + LOGIN_WINDOW_MS), now: row.now } : null;
}

/** Milliseconds this account must still wait from this address (0: it may try now). */
async function waitFor(db: Db, username: string, ip: string): Promise<number> {
  const [pairs, address] = await Promise.all([pairCounts(db, [username]), addressBlockedUntil(db, ip)]);
  const pause = pausesOf(pairs, ip).get(username);
  const now = (pairs[0]?.now ?? address?.now ?? new Date()).getTime();
  return Math.max(0, (pause?.getTime() ?? 0) - now, (address?.until.getTime() ?? 0) - now);
}

/**
 * Starts a sign-in: the milliseconds still to wait (nothing is recorded, the password is not checked), or 0 with the
 * attempt already counted as a failure until `forgiveFailures`. Counting before the check, under a per-account lock,
 * lets parallel attempts see each other: a burst after a pause gets one try, not one per request.
 */
export async function beginLoginAttempt(db: Db, username: string, ip: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('login_failure'), hashtext(${username}))`.execute(tx);
    const wait = await waitFor(tx, username, ip);
    if (wait === 0) await tx.insertInto('login_failure').values({ username, ip }).execute();
    return wait;
  });
}

/** The right password forgives this address's failures of the account (other addresses keep theirs). */
export async function forgiveFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', username).where('ip', '=', ip).execute();
}

/** Of these accounts, the ones paused right now, with when the pause ends. */
export async function pausedAccounts(db: Db, usernames: string[]): Promise<Map<string, Date>> {
  return pausesOf(await pairCounts(db, [...new Set(usernames)]));
}

/** An administrator's unlock (系统日志 解锁): the account's failures from every address are forgiven; answers whether it was paused. */
export async function unlockAccount(db: Db, username: string): Promise<boolean> {
  const wasPaused = (await pausedAccounts(db, [username])).has(username);
  await db.deleteFrom('login_failure').where('username', '=', username).execute();
  return wasPaused;
}

export async function purgeOldLoginFailures(db: Db): Promise<void> {
  await db.deleteFrom('login_failure').where('failed_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `登录尝试过于频繁，请 ${seconds} 秒后再试` : `登录尝试过于频繁，请 ${Math.ceil(seconds / 60)} 分钟后再试`;
}
