// scrypt password hashes ("scrypt$N$r$p$salt$hash"), the one-time passwords of new and reset accounts, and the policy.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordPolicyViolations } from '../../../src/shared/protocol/password.ts';

export { passwordPolicyViolations };

/** OWASP's current scrypt figure (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1. */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 32;
// scrypt needs 128 * N * r bytes (128 MiB here); the default limit is 32 MiB.
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

async function hashWith(password: string, { N, r, p }: { N: number; r: number; p: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The cost new hashes get and sign-ins compare against: OWASP's, unless a test server asked for cheap hashes. */
let cost: { N: number; r: number; p: number } = SCRYPT;

/** Tests only (startServer's fastPasswordHashes; main.ts never sets it): thousands of test sign-ins at 2^17 would take many minutes. */
export function useFastPasswordHashesForTests(): void {
  cost = { N: 2 ** 10, r: 8, p: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hashWith(password, cost);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A one-time password's hash. It is 12 random characters (about 71 bits), which no cost factor needs to protect, and it
 * is replaced at the first sign-in: a low cost lets an import of thousands of users hash one per row in moments.
 */
export function hashOneTimePassword(password: string): Promise<string> {
  return hashWith(password, { N: 2 ** 10, r: 8, p: 1 });
}

/** Whether a stored hash was made at a lower cost than today's, so the next sign-in should store it again. */
export function needsRehash(stored: string): boolean {
  const [algo, n, r, p] = stored.split('$');
  return algo !== 'scrypt' || Number(n) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
}

/** A hash of no one's password, checked when the user is unknown so timing does not reveal which names exist. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return dummyHash;
}

/**
 * A sign-in's check, taking as long whoever signs in: an unknown name is checked against a dummy hash, and a cheaper hash
 * (a one-time password, one from before the cost went up) costs a dummy check too, so timing tells no name or state.
 */
export async function verifySignIn(password: string, stored: string | undefined): Promise<boolean> {
  const dummy = stored === undefined || needsRehash(stored) ? verifyPassword(password, await dummyPasswordHash()) : null;
  const valid = stored !== undefined && (await verifyPassword(password, stored));
  await dummy;
  return valid;
}

// Letters and digits that cannot be misread when copied by hand (no I/l/1, O/0), and symbols any keyboard types.
const ONE_TIME_ALPHABETS = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '@#%*+=?'] as const;
const ONE_TIME_LENGTH = 12;

/** A random password that itself meets the policy: one of every class, the rest from all, shuffled (crypto.randomInt). */
export function oneTimePassword(): string {
  const all = ONE_TIME_ALPHABETS.join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [...ONE_TIME_ALPHABETS.map(pick)];
  while (chars.length < ONE_TIME_LENGTH) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  // The alphabets above are the policy's classes; a change to either must not produce a password the policy refuses.
  if (passwordPolicyViolations(password).length) throw new Error('one-time password breaks the policy');
  return password;
}
