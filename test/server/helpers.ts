// Shared set-up for server tests: one real server per test file (PGlite in memory, or a fresh
// PostgreSQL database when DATABASE_URL is set), real HTTP through fetch, and DB snapshots.
import { PUSH_STREAM_PATH, type PushEvent } from '../../src/shared/protocol/push.ts';
import { pushEventSplitter } from '../../scripts/bench/push-stream.ts';
import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { resetDatabase, startServer, type ServerOptions, type StartedServer } from '../../server/src/app.ts';
import type { Envelope, LoginResult } from '../../src/shared/api/types.ts';
import { pgliteTemplate, postgresTemplate } from './database-template.ts';
import type { WorkflowActionResult, WorkflowRegisterRequest } from '../../src/shared/api/contracts/workorders.ts';

export const PASSWORD = 'Hotline@2026';

const UNSNAPSHOTTED = new Set(['sys_log_operation', 'sys_schedule_slot', 'sys_schedule_log']);

export interface TestServer extends StartedServer {
  /** POST (or another method) JSON to the server; returns HTTP status, envelope and headers. */
  call<T = unknown>(path: string, opts?: CallOptions): Promise<Reply<T>>;
  /** Signs in and returns the token. */
  login(username: string, password?: string): Promise<string>;
  reset(): Promise<void>;
  /** A fingerprint of every table's contents, to prove a refused request wrote nothing. */
  snapshot(): Promise<Record<string, string>>;
  /** Tables holding `text` anywhere in a row, to prove something was never stored. */
  tablesContaining(text: string): Promise<string[]>;
  /** The postgres:// URL of this file's own database, when running against PostgreSQL. */
  databaseUrl?: string;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text, sent as is. */
  raw?: string;
  token?: string;
  method?: string;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A PostgreSQL database of its own for this test file (a copy of the migrated template), dropped on close. */
async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hotline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A server on a fresh database; its job timer is off unless asked for (seeded jobs firing mid-test would write rows). */
export async function startTestServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const pgDb = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const template = pgDb || (opts.dataDir && opts.dataDir !== 'memory') ? undefined : await pgliteTemplate();
  const server = await startServer({
    dataDir: 'memory', databaseUrl: pgDb?.url, port: 0, logger: false, scheduler: false, fastPasswordHashes: true, pgliteTemplate: template, ...opts,
  });

  async function call<T>(path: string, o: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined || o.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (o.token) Object.assign(headers, { 'x-auth-token': o.token, token: o.token, userToken: o.token });
    const res = await fetch(server.url + path, {
      method: o.method ?? 'POST',
      headers,
      body: o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
    });
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      body = { code: -1, msg: text, data: null as T };
    }
    return { status: res.status, body, headers: res.headers };
  }

  async function tableNames(): Promise<string[]> {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(server.app.db);
    return tables.rows.map((t) => t.table_name);
  }

  return {
    ...server,
    databaseUrl: pgDb?.url,
    call,
    async login(username, password = PASSWORD) {
      const r = await call<LoginResult>('/api/login', { body: { username, password } });
      if (r.body.code !== 0) throw new Error(`登录失败 ${username}: ${r.body.msg}`);
      return r.body.data.token;
    },
    reset: () => resetDatabase(server.app),
    async snapshot() {
      const out: Record<string, string> = {};
      // The operation log records refused admin writes too, by design: it is the one table a refusal may add to.
      // The job timer's own bookkeeping (fired slots, job log) is written by the clock, not by the request.
      for (const table_name of (await tableNames()).filter((t) => !UNSNAPSHOTTED.has(t))) {
        const r = await sql<{ n: number; h: string | null }>`
          select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
          from ${sql.table(table_name)} t`.execute(server.app.db);
        out[table_name] = `${r.rows[0]!.n}:${r.rows[0]!.h}`;
      }
      return out;
    },
    async tablesContaining(text) {
      const found: string[] = [];
      for (const table_name of await tableNames()) {
        const r = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(table_name)} t where strpos(t::text, ${text}) > 0`.execute(server.app.db);
        if (r.rows[0]!.n > 0) found.push(table_name);
      }
      return found;
    },
    async close() {
      await server.close();
      await pgDb?.drop();
    },
  };
}

/** A citizen's order as the register form sends it (物业管理 in 北门社区), for tests that need one of their own. */
export const NEW_ORDER = {
  citizenName: '测试市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101,
  address: '北门社区1号', content: '小区电梯停运三天，物业不修（测试工单）',
} satisfies WorkflowRegisterRequest;

/**
 * An order of the test's own, through the real API: agent01 registers it (with `fields` over NEW_ORDER); with `deptId`
 * the dispatcher accepts it and dispatches it to that department. Seeded orders' ids, dates and queues follow the hour
 * the seed ran, so a test never picks one.
 */
export async function registerOrder(s: TestServer, o: { fields?: Partial<WorkflowRegisterRequest>; deptId?: number } = {}): Promise<WorkflowActionResult> {
  const act = async (user: string, path: string, body: unknown, method = 'POST') => {
    const r = await s.call<WorkflowActionResult>(path, { token: await s.login(user), body, method });
    assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
    return r.body.data;
  };
  let order = await act('agent01', '/aop/workflow/commit', { ...NEW_ORDER, ...o.fields });
  if (o.deptId === undefined) return order;
  order = await act('dispatcher', '/aop/workflow/commitTask', { workflowId: order.workflowId, version: order.version, action: 'accept' }, 'PATCH');
  return act('dispatcher', '/aop/workflow/commitTask', { workflowId: order.workflowId, version: order.version, action: 'dispatch', mainDeptId: o.deptId, opinion: '请核实处理' }, 'PATCH');
}

/** Calls as a signed-in user (tokens by username): `ok` must succeed and answers data; `no` must be refused with the message and change nothing. */
export function callsAs(server: () => TestServer, tokens: Record<string, string>) {
  return {
    async ok<T>(user: string, path: string, body?: unknown, method = 'POST'): Promise<T> {
      const r = await server().call<T>(path, { token: tokens[user], body, method });
      assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
      return r.body.data;
    },
    async no(user: string, path: string, body: unknown, msg: string | RegExp, method = 'POST'): Promise<void> {
      const before = await server().snapshot();
      const r = await server().call(path, { token: tokens[user], body, method });
      assert.notEqual(r.body.code, 0, `${user} ${path} should be refused`);
      if (typeof msg === 'string') assert.equal(r.body.msg, msg);
      else assert.match(r.body.msg, msg);
      assert.deepEqual(await server().snapshot(), before, 'a refused call must change nothing');
    },
  };
}

/**
 * The set-up of an admin page's suite: one server for the file, reset before each test with `admin` and `agent01`
 * (token `agent`) signed in; call it at the top of the file.
 */
export function adminSuite(opts: Partial<ServerOptions> = {}) {
  let started: TestServer | undefined;
  const server = () => started!;
  const tokens: Record<string, string> = {};
  before(async () => { started = await startTestServer(opts); });
  after(async () => { await started?.close(); });
  beforeEach(async () => {
    await server().reset();
    tokens.admin = await server().login('admin');
    tokens.agent = await server().login('agent01');
  });
  return { server, tokens, as: callsAs(server, tokens) };
}

/**
 * Signs in a user whose password an administrator chose (they must change it first), sets a password of their own
 * and answers the token, which then works like any other.
 */
export async function ownPassword(server: TestServer, username: string, given: string, own = 'Own#2026pass'): Promise<string> {
  const token = await server.login(username, given);
  const r = await server.call('/api/sys/user/password', { token, body: { password: given, newPassword: own, confirmPassword: own } });
  assert.equal(r.body.code, 0, `${username} 修改初始密码：${r.body.msg}`);
  return token;
}

/** Which database the suite runs on, for test names and logs. */
export const databaseLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The events of one console's push stream (after its hello, `act` runs), read until `until` matches or `ms` pass. */
export async function pushedUntil(server: TestServer, token: string, act: () => Promise<unknown>, until: (e: PushEvent) => boolean, ms = 3_000): Promise<PushEvent> {
  const controller = new AbortController();
  const res = await fetch(server.url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const split = pushEventSplitter();
  const timer = setTimeout(() => controller.abort(), ms);
  let acted = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('推送流结束');
      for (const event of split(decoder.decode(value, { stream: true }))) {
        if (event.type === 'hello' && !acted) {
          acted = true;
          await act();
        } else if (until(event)) return event;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
