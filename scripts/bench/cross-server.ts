// Two built servers on one fresh PostgreSQL database (issue 18): how long a write on A takes to show in B's reads
// (1,000 writes: registered orders in a department's count, dictionary labels, a role's buttons), and the work-order
// list under load against one server and spread over both.
import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../../server/src/db/connect.ts';
import { benchLogin, freshDatabase, measureLatency, spawnBuiltServer, writeEvery, type LatencyRow, type SkippedRow } from './load.ts';
import { seedOrders } from './workorder-latency.ts';

const WRITES = 1_000;
/** Of every four writes: two orders, one dictionary edit, one role change (an orders-heavy centre). */
const MIX = ['order', 'order', 'dict', 'role'] as const;
type WriteKind = (typeof MIX)[number];
/** A write not seen on B by then counts as this (and is reported): far above the 1 s target. */
const GIVE_UP_MS = 10_000;
const CONCURRENCY = 20;
const REQUESTS = 2_000;
const WARMUP = 1_000;
const WRITE_EVERY_MS = 100;
/** 岗位管理's buttons: the role under test gains and loses 新增 (sys:post:save) in turn. */
const SYSTEM = 1400;
const POST_PAGE = 1408;
const POST_VIEW = 140801;
const POST_ADD = 140802;

export interface StalenessFigures {
  kind: WriteKind | 'all';
  writes: number;
  p50: number;
  p99: number;
  max: number;
}


export interface CrossServerFigures {
  staleness: StalenessFigures[];
  /**
   * The queue list under load: against A alone, then 10 + 10 connections on A and B at once (no requests-per-second:
   * autocannon ends a bounded run on its one-second tick, so wall time says nothing at two thousand requests).
   */
  load: Array<{ name: string; one: LatencyRow; two: { a: LatencyRow; b: LatencyRow } }>;
}

interface Server { url: string; child: ChildProcess }

async function post<T>(url: string, token: string, body?: unknown): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await r.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

function summary(kind: StalenessFigures['kind'], ms: number[]): StalenessFigures {
  const sorted = [...ms].sort((x, y) => x - y);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { kind, writes: sorted.length, p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)), max: round(sorted.at(-1)!) };
}

/** Reads B until `seen` holds; answers ms from A's answer to B's first read showing it. */
async function untilSeen(answeredAt: number, seen: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await seen()) return performance.now() - answeredAt;
    if (performance.now() - answeredAt > GIVE_UP_MS) return GIVE_UP_MS;
  }
}

async function staleness(a: Server, b: Server, db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<StalenessFigures[]> {
  const admin = await benchLogin(a.url, 'admin');
  const agent = await benchLogin(a.url, 'agent01');
  const dept = await benchLogin(b.url, 'dept01');
  // A role of its own for one generated user, read on B through that user's buttons.
  const { id: roleId } = await post<{ id: number }>(`${a.url}/api/sys/role/save`, admin, {
    roleName: '跨服务器基准', roleCode: 'bench_cross_server', remark: '', dataScope: 0, menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM],
  });
  const user = await db.selectFrom('sys_user').select(['id', 'username']).where('username', 'like', 'user%').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await db.deleteFrom('sys_user_role').where('user_id', '=', user.id).execute();
  await db.insertInto('sys_user_role').values({ user_id: user.id, role_id: roleId }).execute();
  const member = await benchLogin(b.url, user.username);

  const untodoCount = async () => (await post<Array<{ type: string; count: number; params: { queryType: unknown } }>>(`${b.url}/aop/workflow/list/all`, dept, { belong: 'untodo' }))
    .find((t) => t.type === 'untodo' && String(t.params.queryType) === '0')!.count;
  const channel = async () => (await post<Array<{ dictType: string; dataList: Array<{ id: number; dictValue: string; dictLabel: string; sort: number; listClass: string; status: number }> }>>(
    `${b.url}/api/sys/dict/data/dicts`, dept)).find((g) => g.dictType === 'channel')!.dataList[0]!;
  const buttons = () => post<string[]>(`${b.url}/api/sys/menu/navButton`, member);

  let orders = await untodoCount();
  const entry = await channel();
  let granted = false;
  const ms: Record<WriteKind, number[]> = { order: [], dict: [], role: [] };
  for (let i = 0; i < WRITES; i += 1) {
    const kind = MIX[i % MIX.length]!;
    // B has the current answer cached before each write.
    if (kind === 'order') {
      await untodoCount();
      await post(`${a.url}/aop/neijiangworkflow/commit`, agent, {
        citizenName: '基准市民', phone: `139${String(i).padStart(8, '0')}`, channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101,
        address: '北门社区1号', content: `跨服务器基准工单 ${i}`, mainDeptId: 101,
      });
      const answered = performance.now();
      orders += 1;
      ms.order.push(await untilSeen(answered, async () => (await untodoCount()) >= orders));
    } else if (kind === 'dict') {
      await channel();
      const label = `基准渠道${i}`;
      await post(`${a.url}/api/sys/dict/data/update`, admin, {
        id: entry.id, dictType: 'channel', dictValue: entry.dictValue, dictLabel: label, sort: entry.sort, listClass: entry.listClass, status: entry.status,
      });
      const answered = performance.now();
      ms.dict.push(await untilSeen(answered, async () => (await channel()).dictLabel === label));
    } else {
      await buttons();
      granted = !granted;
      await post(`${a.url}/api/sys/role/update`, admin, {
        id: roleId, roleName: '跨服务器基准', roleCode: 'bench_cross_server', remark: '', dataScope: 0,
        menuIdList: granted ? [POST_VIEW, POST_ADD] : [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM],
      });
      const answered = performance.now();
      ms.role.push(await untilSeen(answered, async () => (await buttons()).includes('sys:post:save') === granted));
    }
  }
  return [summary('all', [...ms.order, ...ms.dict, ...ms.role]), summary('order', ms.order), summary('dict', ms.dict), summary('role', ms.role)];
}

async function measured(url: string, token: string, body: unknown, connections: number): Promise<LatencyRow> {
  return { name: url, ...(await measureLatency(url, { token, body, connections, amount: connections === CONCURRENCY ? REQUESTS : REQUESTS / 2 })) };
}

async function underLoad(a: Server, b: Server): Promise<CrossServerFigures['load']> {
  const path = '/aop/workflow/list/untodo';
  const body = { queryType: 0, page: 1, size: 20 };
  const deptA = await benchLogin(a.url, 'dept01');
  const deptB = await benchLogin(b.url, 'dept01');
  const dispatcher = await benchLogin(a.url, 'dispatcher');
  const rows: CrossServerFigures['load'] = [];
  for (const writes of [false, true]) {
    await measureLatency(a.url + path, { token: deptA, body, connections: CONCURRENCY, amount: WARMUP });
    await measureLatency(b.url + path, { token: deptB, body, connections: CONCURRENCY, amount: WARMUP });
    // The writes go to A; B hears of each through PostgreSQL and drops its cached lists.
    const writer = () => (writes ? writeEvery(a.url, dispatcher, WRITE_EVERY_MS, 'BM0000000002') : null);
    let w = writer();
    let one: LatencyRow;
    try {
      one = await measured(a.url + path, deptA, body, CONCURRENCY);
    } finally {
      await w?.stop();
    }
    w = writer();
    try {
      const [onA, onB] = await Promise.all([measured(a.url + path, deptA, body, CONCURRENCY / 2), measured(b.url + path, deptB, body, CONCURRENCY / 2)]);
      rows.push({
        name: writes ? `队列列表 untodo（dept01），A 上每 ${WRITE_EVERY_MS} ms 一次工单写入` : '队列列表 untodo（dept01）',
        one, two: { a: onA, b: onB },
      });
    } finally {
      await w?.stop();
    }
  }
  return rows;
}

export async function benchCrossServer(): Promise<CrossServerFigures | SkippedRow> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { database: 'PostgreSQL', skipped: '未设置 DATABASE_URL，也未找到 PostgreSQL 服务器程序，跳过' };
  const database = await freshDatabase(adminUrl, 'cross_server');
  const servers: Server[] = [];
  const { db } = await openDatabase({ databaseUrl: database.url });
  try {
    servers.push(await spawnBuiltServer(database.url, 120_000));
    servers.push(await spawnBuiltServer(database.url, 120_000));
    const [a, b] = servers as [Server, Server];
    const figures = await staleness(a, b, db);
    await seedOrders(db);
    return { staleness: figures, load: await underLoad(a, b) };
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await db.destroy();
    await database.drop();
  }
}
