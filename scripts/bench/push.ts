// A permission change reaching open consoles: 50 signed-in users hold the push stream, an admin edits their role's
// menus through the API, and we time until the last console has its 'permissions' event. The server runs in its own process.
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/src/app.ts';
import { PUSH_STREAM_PATH } from '../../src/shared/protocol/push.ts';
import { benchLogin, spawnBenchServer } from './load.ts';

const CONSOLES = 50;
const ROUNDS = 5;
const SERVE_FLAG = '--serve-for-push-bench';
/** Role 56 (二级承办单位): the seeded handlers user001…user064 hold it. */
const ROLE_ID = 56;

export interface PushFigures {
  consoles: number;
  /** Milliseconds from the admin's save to the last console's event, one per round. */
  rounds: number[];
}

interface Console {
  /** Resolves at the next 'permissions' event. */
  nextPermissions(): Promise<void>;
  close(): void;
}

async function openConsole(url: string, token: string): Promise<Console> {
  const controller = new AbortController();
  const res = await fetch(url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`push stream: HTTP ${res.status}`);
  const waiting: { resolve: (() => void) | null } = { resolve: null };
  let hello: () => void = () => {};
  const greeted = new Promise<void>((resolve) => { hello = resolve; });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body!) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        if (text.includes('"hello"')) hello();
        if (text.includes('"permissions"')) {
          waiting.resolve?.();
          waiting.resolve = null;
        }
      }
    } catch { /* closed */ }
  })();
  await greeted;
  return {
    nextPermissions: () => new Promise((resolve) => { waiting.resolve = resolve; }),
    close: () => controller.abort(),
  };
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

export async function benchPush(): Promise<PushFigures> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), SERVE_FLAG, 60_000);
  const consoles: Console[] = [];
  try {
    const admin = await benchLogin(url, 'admin');
    // Enabled generated handlers (every tenth is disabled in the seed).
    const users = Array.from({ length: 64 }, (_, i) => i + 1).filter((n) => n % 10 !== 0).slice(0, CONSOLES)
      .map((n) => `user${String(n).padStart(3, '0')}`);
    for (const user of users) consoles.push(await openConsole(url, await benchLogin(url, user)));
    const role = await post<{ id: number; roleName: string; roleCode: string; remark: string | null; dataScope: number; menuIdList: number[]; halfMenuIdList: number[] }>(
      `${url}/api/sys/role/info`, admin, { id: ROLE_ID });
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternately drop and restore one granted item.
      const menuIdList = round % 2 === 0 ? role.menuIdList.slice(1) : role.menuIdList;
      const arrived = consoles.map((c) => c.nextPermissions());
      const started = performance.now();
      await post(`${url}/api/sys/role/update`, admin, {
        id: role.id, roleName: role.roleName, roleCode: role.roleCode, remark: role.remark ?? undefined, dataScope: role.dataScope,
        menuIdList, halfMenuIdList: role.halfMenuIdList,
      });
      await Promise.all(arrived);
      rounds.push(performance.now() - started);
    }
    return { consoles: consoles.length, rounds };
  } finally {
    for (const c of consoles) c.close();
    child.kill('SIGTERM');
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  const server = await startServer({ dataDir: 'memory', port: 0, host: '127.0.0.1', logger: false });
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const { consoles, rounds } = await benchPush();
  console.log(`${consoles} consoles: ${rounds.map((ms) => ms.toFixed(0)).join(', ')} ms`);
}
