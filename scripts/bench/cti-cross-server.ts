// The CTI simulator across two built servers on one fresh PostgreSQL (issue 18): agent01's socket on A, the simulator
// rung through A itself and through B; the ms from the ring control's request to the 'ring' on the socket, each
// call hung up the same way (through B the control travels to A over NOTIFY and back).
import WebSocket from 'ws';
import { benchLogin, freshDatabase, spawnBuiltServer } from './load.ts';

const CALLS = 200;

export interface CtiCrossServerFigures {
  calls: number;
  local: { p50: number; p99: number };
  remote: { p50: number; p99: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

async function sim(url: string, token: string, path: string, body: unknown): Promise<void> {
  const r = await fetch(`${url}/aip/callcenter/sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) });
  const envelope = (await r.json()) as { code: number; msg: string };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
}

/** agent01's softphone on a server: connected and signed in; resolves each next message of a type. */
async function softphone(url: string, token: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/websocket/8001`);
  const waiting = new Map<string, () => void>();
  ws.on('message', (data) => {
    const type = (JSON.parse(data.toString()) as { type: string }).type;
    waiting.get(type)?.();
    waiting.delete(type);
  });
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const next = (type: string) => new Promise<void>((resolve) => waiting.set(type, resolve));
  const send = (body: object, type: string) => {
    const reply = next(type);
    ws.send(JSON.stringify(body));
    return reply;
  };
  await send({ type: 'connect', agentnum: '8001', token }, 'connect');
  await send({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'skill1' }, 'setAgentInfo');
  return { next, close: () => ws.close() };
}

export async function benchCtiCrossServer(adminUrl: string): Promise<CtiCrossServerFigures> {
  const database = await freshDatabase(adminUrl, 'cti');
  const a = await spawnBuiltServer(database.url, 60_000);
  const b = await spawnBuiltServer(database.url, 60_000);
  try {
    const admin = await benchLogin(a.url, 'admin');
    const phone = await softphone(a.url, await benchLogin(a.url, 'agent01'));
    const timed = async (control: string) => {
      const ms: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const rung = phone.next('ring');
        const started = performance.now();
        await sim(control, admin, 'ring', { extension: '8001', callerNumber: `1380000${String(i).padStart(4, '0')}` });
        await rung;
        ms.push(performance.now() - started);
        const hungUp = phone.next('hangUp');
        await sim(control, admin, 'hangup', { extension: '8001' });
        await hungUp;
      }
      const sorted = ms.sort((x, y) => x - y);
      return { p50: Math.round(percentile(sorted, 0.5)), p99: Math.round(percentile(sorted, 0.99)) };
    };
    const local = await timed(a.url);
    const remote = await timed(b.url);
    phone.close();
    return { calls: CALLS, local, remote };
  } finally {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await database.drop();
  }
}
