// Every API route, swept with malformed input built from its own schema: NUL characters, non-finite numbers,
// wrong types, unknown fields, a body-less JSON POST. None may answer 5xx; refusals are Chinese 400s that write nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { PUSH_STREAM_PATH } from '../../src/shared/protocol/push.ts';
import { databaseLabel, startTestServer, type Reply, type TestServer } from './helpers.ts';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  pattern?: string;
}

interface ApiRoute {
  method: string;
  url: string;
  body?: Schema;
  query?: Schema;
  params?: Schema;
}

const routes: ApiRoute[] = [];
let s: TestServer;
let token: string;

before(async () => {
  s = await startTestServer({
    onRoute: (route: RouteOptions) => {
      const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      if (!/^\/(api|aip|apo|aop)\//.test(route.url!) || (route as { websocket?: boolean }).websocket) return;
      // The push stream stays open by design; its input is an empty query, swept by no test here.
      if (route.url === PUSH_STREAM_PATH) return;
      const schema = (route.schema ?? {}) as { body?: Schema; querystring?: Schema; params?: Schema };
      for (const method of methods) routes.push({ method, url: route.url!, body: schema.body, query: schema.querystring, params: schema.params });
    },
  });
  token = await s.login('admin');
});
after(async () => { await s?.close(); });

const types = (schema: Schema) => ([] as string[]).concat(schema.type ?? []);

/** A value the schema accepts as far as types go; `leaf` may replace what goes into each string / number field. */
function sample(schema: Schema, leaf: (schema: Schema, kind: 'string' | 'number') => unknown = () => undefined): unknown {
  if (schema.const !== undefined) return schema.const;
  const t = types(schema);
  if (t.includes('object') || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, leaf);
    return out;
  }
  if (t.includes('array')) return [sample(schema.items ?? { type: 'string' }, leaf)];
  if (t.includes('integer') || t.includes('number')) return leaf(schema, 'number') ?? schema.enum?.[0] ?? Math.max(schema.minimum ?? 1, 1);
  if (t.includes('string')) return leaf(schema, 'string') ?? schema.enum?.[0] ?? (schema.pattern ? '8001' : 'x'.repeat(Math.max(schema.minLength ?? 1, 1)));
  if (t.includes('boolean')) return true;
  return null;
}

/** True when some field of the schema (at any depth) is of this kind. */
function has(schema: Schema | undefined, kind: 'string' | 'number'): boolean {
  let found = false;
  sample(schema ?? {}, (_s, k) => { if (k === kind) found = true; return undefined; });
  return found;
}

function queryString(values: unknown): string {
  const entries = Object.entries((values ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
  if (!entries.length) return '';
  return `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(Array.isArray(v) ? String(v[0]) : String(v))}`).join('&')}`;
}

function urlOf(route: ApiRoute, params: unknown, query: unknown): string {
  const p = (params ?? {}) as Record<string, unknown>;
  return route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(p[name] ?? 'x'))) + queryString(query);
}

/** Calls as the admin; signs in again when a route (logout) ended the session, and retries once. */
async function callAsAdmin(path: string, opts: { method: string; raw?: string; headers?: Record<string, string> }): Promise<Reply<unknown>> {
  const send = () => s.call(path, { ...opts, token });
  let r = await send();
  if (r.status === 401) {
    token = await s.login('admin');
    r = await send();
  }
  return r;
}

const NUL = 'a\u0000b';
const INFINITE = '"__INFINITE__"';

interface Probe {
  route: ApiRoute;
  url: string;
  /** Raw JSON body, or none. */
  raw?: string;
}

type Leaf = Parameters<typeof sample>[1];

/** Builds one request of the route from its schemas, each part's string / number fields filled by that part's rule. */
function probe(route: ApiRoute, leaf: { body?: Leaf; query?: Leaf; params?: Leaf }, extra?: { body?: object; query?: object }): Probe {
  const query = route.query ? { ...(sample(route.query, leaf.query) as object), ...extra?.query } : extra?.query;
  const url = urlOf(route, route.params && sample(route.params, leaf.params), query);
  const body = route.body && types(route.body).includes('object') ? { ...(sample(route.body, leaf.body) as object), ...extra?.body } : undefined;
  return { route, url, raw: route.method === 'GET' || body === undefined ? undefined : JSON.stringify(body).replaceAll(INFINITE, '1e309') };
}

async function send(p: Probe): Promise<Reply<unknown>> {
  return callAsAdmin(p.url, { method: p.route.method, raw: p.raw });
}

function label(p: Probe, r: Reply<unknown>): string {
  return `${p.route.method} ${p.url} ${p.raw ?? ''} -> ${r.status} ${r.body.msg}`;
}

/** Tables a refused request may still touch: a session slides its expiry once a minute on any call. */
async function snapshotWithoutSessions(): Promise<Record<string, string>> {
  const { sys_token: _sessions, ...rest } = await s.snapshot();
  return rest;
}

describe(`畸形输入扫描：每个接口都不回 5xx（${databaseLabel}）`, () => {
  test('能枚举到全部接口', () => {
    assert.ok(routes.length >= 100, `只找到 ${routes.length} 个接口`);
    assert.ok(routes.some((r) => r.url === '/api/login'));
  });

  test('任何字符串字段含 NUL 字符：400「包含非法字符」，数据库不变', async () => {
    const before = await snapshotWithoutSessions();
    let swept = 0;
    for (const route of routes) {
      if (!has(route.body, 'string') && !has(route.query, 'string') && !has(route.params, 'string')) continue;
      const nul: Leaf = (_schema, kind) => (kind === 'string' ? NUL : undefined);
      const p = probe(route, { body: nul, query: nul, params: nul });
      const r = await send(p);
      assert.equal(r.status, 400, label(p, r));
      assert.match(r.body.msg, /^参数错误：.* 包含非法字符$/, label(p, r));
      swept++;
    }
    assert.ok(swept >= 43, `只扫描了 ${swept} 个接口`);
    assert.deepEqual(await snapshotWithoutSessions(), before, 'a refused request must change nothing');
  });

  test('数字字段为 1e309（查询串与 JSON 请求体）：400「不是有效的数字」，数据库不变', async () => {
    const before = await snapshotWithoutSessions();
    let swept = 0;
    for (const route of routes) {
      for (const part of ['query', 'body'] as const) {
        if (!has(route[part], 'number')) continue;
        const infinite: Leaf = (_schema, kind) => (kind === 'number' ? (part === 'query' ? '1e309' : INFINITE.slice(1, -1)) : undefined);
        const p = probe(route, { [part]: infinite });
        if (part === 'body' && !p.raw?.includes('1e309')) continue;
        const r = await send(p);
        assert.equal(r.status, 400, label(p, r));
        assert.match(r.body.msg, /不是有效的数字$/, label(p, r));
        swept++;
      }
    }
    assert.ok(swept >= 20, `只扫描了 ${swept} 次`);
    assert.deepEqual(await snapshotWithoutSessions(), before, 'a refused request must change nothing');
  });

  test('已知字段类型错误仍回 400 中文信息，数据库不变', async () => {
    const before = await snapshotWithoutSessions();
    let swept = 0;
    for (const route of routes) {
      if (route.method === 'GET' || !route.body?.properties || !Object.keys(route.body.properties).length) continue;
      const wrong = Object.fromEntries(Object.entries(route.body.properties).map(([key, prop]) =>
        [key, types(prop).includes('object') ? 'x' : types(prop).includes('array') ? 5 : { x: 1 }]));
      const p = { ...probe(route, {}), raw: JSON.stringify(wrong) };
      const r = await send(p);
      assert.equal(r.status, 400, label(p, r));
      assert.match(r.body.msg, /^参数错误：\S+ 应为/, label(p, r));
      swept++;
    }
    assert.ok(swept >= 60, `只扫描了 ${swept} 个接口`);
    assert.deepEqual(await snapshotWithoutSessions(), before, 'a refused request must change nothing');
  });

  test('请求体或查询串多出未知字段：不被拒绝（不回「不支持的参数」），不回 5xx，也不被存下', async () => {
    const marker = `fieldFromNewerClient-${Date.now()}`;
    try {
      for (const route of routes) {
        const p = probe(route, {}, { body: { fieldFromNewerClient: marker }, query: { fieldFromNewerClient: marker } });
        const r = await send(p);
        assert.ok(r.status < 500, label(p, r));
        assert.doesNotMatch(r.body.msg, /不支持的参数/, label(p, r));
      }
      assert.deepEqual(await s.tablesContaining(marker), [], 'an unknown field is never stored');
    } finally {
      await s.reset();
      token = await s.login('admin');
    }
  });

  test('无请求体的 POST 带 Content-Type: application/json，与不带时的答复相同', async () => {
    try {
      let swept = 0;
      for (const route of routes) {
        if (route.method !== 'POST') continue;
        const path = urlOf(route, route.params && sample(route.params), route.query && sample(route.query));
        const withType = await callAsAdmin(path, { method: 'POST', headers: { 'content-type': 'application/json' } });
        const without = await callAsAdmin(path, { method: 'POST' });
        const what = `${path}: ${withType.status} ${withType.body.msg} / ${without.status} ${without.body.msg}`;
        assert.ok(withType.status < 500, what);
        assert.equal(withType.status, without.status, what);
        swept++;
      }
      assert.ok(swept >= 80, `只扫描了 ${swept} 个接口`);
    } finally {
      await s.reset();
      token = await s.login('admin');
    }
  });
});
