// A work-order write drops only the cached lists it can change (issue 27): its orders' departments and statuses before
// and after. An order's content is changed behind the server's back (raw SQL, no notice) so a list still served from the
// cache shows the old text; on PostgreSQL a second server on the same database hears the same drops through NOTIFY.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import type { WorkflowActionResult, WorkflowPage } from '../../src/shared/api/workorder.types.ts';
import { registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let other: StartedServer | undefined;
let housing: WorkflowActionResult;
let market: WorkflowActionResult;
let waiting: WorkflowActionResult;

before(async () => {
  s = await startTestServer();
  if (s.databaseUrl) other = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false, scheduler: false });
  housing = await registerOrder(s, { deptId: 101, fields: { content: '住建局的工单（缓存测试）' } });
  market = await registerOrder(s, { deptId: 102, fields: { content: '市场监管局的工单（缓存测试）' } });
  waiting = await registerOrder(s, { fields: { content: '待受理的工单（缓存测试）' } });
});
after(async () => {
  await other?.close();
  await s?.close();
});

/** The content a list shows for an order, through `server`'s cache. */
async function shown(server: { url: string }, token: string, type: string, body: object, workflowId: string): Promise<string | undefined> {
  const res = await fetch(`${server.url}/aop/workflow/list/${type}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ ...body, size: 500 }) });
  const reply = (await res.json()) as { code: number; msg: string; data: WorkflowPage };
  assert.equal(reply.code, 0, reply.msg);
  return reply.data.records.find((r) => r.workflowId === workflowId)?.content;
}

const behindTheBack = (workflowId: string, content: string) =>
  sql`update workflow set content = ${content} where workflow_id = ${workflowId}`.execute(s.app.db);

/** A work-order write naming the order, as the console sends it (关注). */
async function follow(token: string, workflowId: string) {
  const r = await s.call('/aop/workflow/batchFollow', { token, body: { workflowIds: [workflowId], follow: true } });
  assert.equal(r.body.code, 0, r.body.msg);
}

/** Polls until `seen` holds (a notice reaches another server within moments). */
async function eventually(check: () => Promise<boolean>, ms = 1_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

test('a write at one department leaves another department\'s cached list cached, and refreshes its own', async () => {
  const dept01 = await s.login('dept01');
  const servers = [s, ...(other ? [other] : [])];
  const todo = { queryType: 0 };
  for (const server of servers) assert.equal(await shown(server, dept01, 'untodo', todo, housing.workflowId), '住建局的工单（缓存测试）');

  await behindTheBack(housing.workflowId, '住建局的工单（已改）');
  await follow(await s.login('dispatcher'), market.workflowId);
  // 市场监管局's order moved nothing 住建局's user sees: the page stays cached, old text and all.
  for (const server of servers) assert.equal(await shown(server, dept01, 'untodo', todo, housing.workflowId), '住建局的工单（缓存测试）');

  await follow(await s.login('dispatcher'), housing.workflowId);
  for (const server of servers) {
    assert.ok(await eventually(async () => (await shown(server, dept01, 'untodo', todo, housing.workflowId)) === '住建局的工单（已改）'),
      '住建局的工单写入后，其列表应重新读取');
  }
});

test('a write on an order at a department leaves the centre\'s 待受理 list cached; a write on a waiting order refreshes it', async () => {
  const dispatcher = await s.login('dispatcher');
  const servers = [s, ...(other ? [other] : [])];
  const unaccepted = { queryType: 0 };
  for (const server of servers) assert.equal(await shown(server, dispatcher, 'unaccept', unaccepted, waiting.workflowId), '待受理的工单（缓存测试）');

  await behindTheBack(waiting.workflowId, '待受理的工单（已改）');
  await follow(dispatcher, market.workflowId);
  for (const server of servers) assert.equal(await shown(server, dispatcher, 'unaccept', unaccepted, waiting.workflowId), '待受理的工单（缓存测试）');

  await follow(dispatcher, waiting.workflowId);
  for (const server of servers) {
    assert.ok(await eventually(async () => (await shown(server, dispatcher, 'unaccept', unaccepted, waiting.workflowId)) === '待受理的工单（已改）'),
      '待受理工单写入后，待受理列表应重新读取');
  }
});

test('a list past the cap says so: the total stops at 10,000 and `more` is set; a page past the cap is refused in Chinese', async () => {
  await sql`insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, content, time_limit, deadline, status, creator_id, creator_name)
    select 'CAP' || lpad(g::text, 6, '0'), 'cap-' || g, '市民', '13900000000', '1', '1', '上限测试', 3, now() + interval '3 day', 1, 2, '王晓敏'
    from generate_series(1, 10050) g`.execute(s.app.db);
  const dispatcher = await s.login('dispatcher');
  const page = await s.call<WorkflowPage & { more: boolean }>('/aop/workflow/list/unaccept', { token: dispatcher, body: { queryType: 0, size: 20 } });
  assert.equal(page.body.code, 0, page.body.msg);
  assert.equal(page.body.data.total, 10_000);
  assert.equal(page.body.data.more, true);
  const history = await s.call<WorkflowPage & { more: boolean }>('/aop/workflow/list/historyCallList', { token: dispatcher, body: { phone: '13912345678' } });
  assert.equal(history.body.data.more, false);
  const deep = await s.call('/aop/workflow/list/unaccept', { token: dispatcher, body: { queryType: 0, size: 500, page: 21 } });
  assert.equal(deep.status, 200);
  assert.match(deep.body.msg, /只能翻阅前 10,000 条/);
  const tabs = await s.call<Array<{ name: string; count: number; more: boolean }>>('/aop/workflow/list/all', { token: dispatcher, body: { belong: 'unaccept' } });
  const badge = tabs.body.data.find((t) => t.name === '待受理')!;
  assert.deepEqual([badge.count, badge.more], [999, true]);
  await sql`delete from workflow where workflow_id like 'CAP%'`.execute(s.app.db);
});
