// The centre bench's opt-in timings (HOTLINE_TIMINGS): one line per answer with its route and time, a line per CTI
// heartbeat reply, never a token.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let dir: string;
let path: string;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hotline-timings-'));
  path = join(dir, 'timings.jsonl');
  s = await startTestServer({ timingsPath: path });
});
after(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const lines = () => readFileSync(path, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { route: string; path?: string; ms: number; status?: number });

describe(`按请求计时（${databaseLabel}）`, () => {
  test('每个应答一行：路由、路径（无查询串）、耗时、状态；不含令牌', async () => {
    const token = await s.login('dispatcher');
    const list = await s.call('/aop/workflow/list/index', { token, body: { page: 1, size: 5 } });
    assert.equal(list.body.code, 0);
    await s.call('/aop/workflow/detail?workflowId=NOPE', { token, method: 'GET' });
    await new Promise((r) => setTimeout(r, 50));
    const written = lines();
    const index = written.find((l) => l.path === '/aop/workflow/list/index')!;
    assert.equal(index.route, 'POST /aop/workflow/list/:type');
    assert.equal(index.status, 200);
    assert.ok(index.ms >= 0);
    assert.ok(written.some((l) => l.route === 'GET /aop/workflow/detail' && l.path === '/aop/workflow/detail'));
    assert.ok(!readFileSync(path, 'utf8').includes(token));
  });

  test('话务心跳的应答也记一行', async () => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/8001`);
    await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
    const next = (type: string) => new Promise<void>((resolve) => ws.on('message', (d) => { if ((JSON.parse(d.toString()) as { type: string }).type === type) resolve(); }));
    const connected = next('connect');
    ws.send(JSON.stringify({ type: 'connect', agentnum: '8001', token: await s.login('agent01') }));
    await connected;
    const beat = next('heartBeat');
    ws.send(JSON.stringify({ type: 'heartBeat' }));
    await beat;
    ws.close();
    await new Promise((r) => setTimeout(r, 50));
    assert.ok(lines().some((l) => l.route === 'WS heartBeat' && l.ms >= 0));
  });
});
