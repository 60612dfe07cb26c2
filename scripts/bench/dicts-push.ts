// A dictionary change reaching open consoles: 50 signed-in users hold the push stream, an admin renames a dictionary
// entry through the API, and we time until the last console has its 'dicts' event AND has reloaded the dictionaries
// (as the console does on that event) and sees the new label. The server runs in its own process.
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/src/app.ts';
import type { DictData, DictGroup } from '../../src/shared/api/contracts/dict.ts';
import { PUSH_STREAM_PATH } from '../../src/shared/protocol/push.ts';
import { benchLogin, spawnBenchServer } from './load.ts';

const CONSOLES = 50;
const ROUNDS = 5;
const SERVE_FLAG = '--serve-for-dicts-push-bench';
const DICT_TYPE = 'channel';

export interface DictPushFigures {
  consoles: number;
  /** Milliseconds from the admin's save to the last console holding the new label, one per round. */
  rounds: number[];
}

async function post<T>(url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body ?? {}) });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

interface Console {
  /** Resolves once a 'dicts' event came and the reload it causes shows `label`. */
  reloadedWith(label: string): Promise<void>;
  close(): void;
}

async function openConsole(url: string, token: string): Promise<Console> {
  const controller = new AbortController();
  const res = await fetch(url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`push stream: HTTP ${res.status}`);
  // A holder, not a `let`: TypeScript would narrow a reassigned-in-closure variable to null here.
  const waiting: { onDicts: (() => void) | null } = { onDicts: null };
  let hello: () => void = () => {};
  const greeted = new Promise<void>((resolve) => { hello = resolve; });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body!) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        if (text.includes('"hello"')) hello();
        if (text.includes('"dicts"')) waiting.onDicts?.();
      }
    } catch { /* closed */ }
  })();
  await greeted;
  return {
    reloadedWith: (label) => new Promise((resolve, reject) => {
      waiting.onDicts = () => {
        waiting.onDicts = null;
        post<DictGroup[]>(`${url}/api/sys/dict/data/dicts`, token).then((groups) => {
          const found = groups.find((g) => g.dictType === DICT_TYPE)?.dataList.some((d) => d.dictLabel === label);
          if (found) resolve(); else reject(new Error(`reloaded dictionaries lack ${label}`));
        }, reject);
      };
    }),
    close: () => controller.abort(),
  };
}

export async function benchDictPush(): Promise<DictPushFigures> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), SERVE_FLAG, 60_000);
  const consoles: Console[] = [];
  try {
    const admin = await benchLogin(url, 'admin');
    const users = Array.from({ length: 64 }, (_, i) => i + 1).filter((n) => n % 10 !== 0).slice(0, CONSOLES)
      .map((n) => `user${String(n).padStart(3, '0')}`);
    for (const user of users) consoles.push(await openConsole(url, await benchLogin(url, user)));
    const page = await post<{ records: DictData[] }>(`${url}/api/sys/dict/data/page`, admin, { dictType: DICT_TYPE, page: 1, size: 1 });
    const entry = page.records[0]!;
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const label = `${entry.dictLabel}${round}`;
      const arrived = consoles.map((c) => c.reloadedWith(label));
      const started = performance.now();
      await post(`${url}/api/sys/dict/data/update`, admin, {
        id: entry.id, dictType: entry.dictType, dictLabel: label, dictValue: entry.dictValue, sort: entry.sort, listClass: entry.listClass, status: entry.status,
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
  const { consoles, rounds } = await benchDictPush();
  console.log(`${consoles} consoles: ${rounds.map((ms) => ms.toFixed(0)).join(', ')} ms`);
}
