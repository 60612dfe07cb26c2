// A sign-in at OWASP's scrypt cost (N = 2^17, r = 8, p = 1): the hash check alone, against the former cost (N = 2^14),
// and /api/login end to end on the built server (one at a time, then four people at once: scrypt runs on libuv's pool).
import { randomBytes, scryptSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPassword, SCRYPT, verifyPassword } from '../../server/src/lib/password.ts';
import { spawnBuiltServer } from './load.ts';

const PASSWORD = 'Hotline@2026';
const ROUNDS = 7;

export interface SignInFigures {
  cost: string;
  verifyMs: number;
  formerVerifyMs: number;
  loginMs: number;
  loginFourAtOnceMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Four demo accounts: one account signing in four times at once from one address is a burst the sign-in limit pauses. */
const FOUR_PEOPLE = ['agent01', 'agent02', 'dispatcher', 'supervisor'];

async function login(url: string, username = 'agent01'): Promise<void> {
  const r = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  const body = (await r.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`登录失败：${body.msg}`);
}

export async function benchSignIn(): Promise<SignInFigures> {
  const hash = await hashPassword(PASSWORD);
  const salt = randomBytes(16);
  const former = `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync(PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
  const verify: number[] = [];
  const formerVerify: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    verify.push(await timed(() => verifyPassword(PASSWORD, hash)));
    formerVerify.push(await timed(() => verifyPassword(PASSWORD, former)));
  }

  const { url, child } = await spawnBuiltServer(undefined, 120_000);
  try {
    await login(url); // warm: JIT, the first query plans
    const one: number[] = [];
    for (let i = 0; i < ROUNDS; i++) one.push(await timed(() => login(url)));
    const four: number[] = [];
    for (let i = 0; i < 3; i++) four.push(await timed(() => Promise.all(FOUR_PEOPLE.map((username) => login(url, username)))));
    return {
      cost: `N=2^${Math.log2(SCRYPT.N)}, r=${SCRYPT.r}, p=${SCRYPT.p}`,
      verifyMs: median(verify), formerVerifyMs: median(formerVerify), loginMs: median(one), loginFourAtOnceMs: median(four),
    };
  } finally {
    child.kill();
  }
}
