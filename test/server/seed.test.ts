// The seed: every seeded reminder opens its order for its user, and the first start's month of history (seed/history.ts)
// fills the reports a supervisor opens first, the same way on every run.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { StatTable } from '../../src/shared/api/contracts/stats.ts';
import type { TodayTraffic, TrafficIndex } from '../../src/shared/api/contracts/traffic.ts';
import { resetDatabase } from '../../server/src/app.ts';
import { seedHistory } from '../../server/src/seed/history.ts';
import { appealContents } from '../../server/src/seed/appeal-contents.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

const KNOWLEDGE_REMINDERS = [ReminderType.knowledgeReview, ReminderType.knowledgeCorrection, ReminderType.knowledgeArticle];

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });

/** Each seeded reminder: its user signs in and opens the order (the detail 去处理 leads to). */
async function everyReminderOpens(): Promise<number> {
  // The knowledge base's reminders open 知识维护, not an order (test/server/knowledge.test.ts).
  const reminders = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id')
    .select(['u.username', 'm.workflow_id', 'm.content']).where('m.type', 'not in', KNOWLEDGE_REMINDERS).execute();
  const tokens = new Map<string, string>();
  for (const m of reminders) {
    if (!tokens.has(m.username)) tokens.set(m.username, await s.login(m.username));
    const r = await s.call<{ workflowId: string }>(`/aop/workflow/detail?workflowId=${encodeURIComponent(m.workflow_id)}`, { method: 'GET', token: tokens.get(m.username) });
    assert.equal(r.body.code, 0, `${m.username} 打开 ${m.workflow_id}（${m.content}）：${r.body.msg}`);
    assert.equal(r.body.data.workflowId, m.workflow_id);
    assert.ok(m.content.includes(m.workflow_id), m.content);
  }
  return reminders.length;
}

describe(`种子数据（${databaseLabel}）`, () => {
  test('每条种子提醒都能由其用户打开对应工单；每个有工单提醒菜单的演示账号都有提醒', async () => {
    await s.reset();
    assert.ok(await everyReminderOpens() >= 10);
    const users = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id').select('u.username').distinct().execute();
    assert.deepEqual(users.map((u) => u.username).sort(), ['admin', 'agent01', 'agent02', 'approver', 'dept01', 'dept02', 'dispatcher', 'manager', 'supervisor']);
  });

  test('带历史的重置：话务指标、今日话务、绩效统计（二级单位）与日志都有数据，提醒仍能打开', async () => {
    const started = Date.now();
    await resetDatabase(s.app, { history: true });
    console.log(`reset with history: ${Date.now() - started} ms`);
    const supervisor = await s.login('supervisor');
    const today = cstDay(Date.now());
    const monthAgo = cstDay(Date.now() - 29 * DAY_MS);
    const traffic = await s.call<TrafficIndex>('/aip/callcenter/extensionMonitor/getTrafficIndex', { token: supervisor, body: { startTime: monthAgo, endTime: today } });
    assert.equal(traffic.body.code, 0, traffic.body.msg);
    const c = traffic.body.data.centre;
    assert.ok(c.offered > 1500, `offered ${c.offered}`);
    assert.ok(c.abandoned > 0 && c.missed > 0 && c.answered > c.offered * 0.7, JSON.stringify(c));
    assert.ok(c.inTimeRate! > 0.5 && c.inTimeRate! < 1, `inTimeRate ${c.inTimeRate}`);
    const todayTraffic = await s.call<TodayTraffic>('/apo/telDataController/getTelMonitorByToday', { token: supervisor, body: {} });
    // Before 01:00 CST today may hold no call yet; yesterday's hours always do.
    if (new Date(Date.now() + 8 * 3_600_000).getUTCHours() >= 9) assert.ok(todayTraffic.body.data.total.offered > 0);
    const legs = await sql<{ result: string; n: number }>`select result, count(*)::int as n from call_record where leg = 2 group by 1`.execute(s.app.db);
    assert.ok(legs.rows.length > 0, 'transferred calls have a second leg');
    const recorded = await s.app.db.selectFrom('call_record').select((eb) => eb.fn.countAll<string>().as('n')).where('recording_file_id', 'is not', null).executeTakeFirstOrThrow();
    assert.ok(Number(recorded.n) > 50);

    const dept02 = await s.login('dept02');
    const stats = await s.call<StatTable>('/apo/performanceReport/table', { token: dept02, body: { grouping: 'subDept', preset: 'custom', startTime: monthAgo, endTime: today } });
    assert.equal(stats.body.code, 0, stats.body.msg);
    const row = stats.body.data.rows.find((r) => r.name === '物业监管科');
    assert.ok(row && row.turnNum > 10 && row.responseNum > 0 && row.satisfactionNum > 0, JSON.stringify(stats.body.data.rows));
    // 重办次数 counts return steps: each seeded order's rework_count has its steps, and the last week shows some per department.
    const unmatched = await sql<{ workflow_id: string }>`select w.workflow_id from workflow w where w.rework_count <> (select count(*) from workflow_step s
      where s.workflow_id = w.workflow_id and s.action in ('checkFail', 'callbackUnsatisfied')) limit 3`.execute(s.app.db);
    assert.deepEqual(unmatched.rows, [], 'rework_count = 退回步骤数');
    const week = await s.call<StatTable>('/apo/performanceReport/table', { token: supervisor, body: { grouping: 'mainDept', preset: 'lastWeek' } });
    const reworked = week.body.data.rows.filter((r) => !r.isTotal && r.reworkNum > 0);
    assert.ok(reworked.length >= 2 && reworked.some((r) => r.dimensionValues === '101'), JSON.stringify(week.body.data.rows.map((r) => [r.name, r.reworkNum])));

    for (const table of ['sys_log_login', 'sys_log_operation', 'sys_schedule_log', 'seat_log'] as const) {
      const n = await s.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      assert.ok(Number(n.n) > 10, `${table}: ${n.n}`);
    }
    const stages = await sql<{ status: number }>`select distinct status from workflow where sub_dept_id is not null and processid like 'hist-%'`.execute(s.app.db);
    assert.deepEqual(stages.rows.map((r) => r.status).sort(), [3, 4, 5, 6, 7, 8, 9], 'level-2 orders at every stage from 一级待办 on');
    // The classifiers learn from finished orders only: every sentence the history knows is in one.
    const learnt = await s.app.db.selectFrom('workflow').select('content').distinct().where('finished_at', 'is not', null).where('processid', 'like', 'hist-%').execute();
    const said = new Set(learnt.map((o) => o.content));
    assert.deepEqual(Object.values(appealContents).flat().filter((c) => !said.has(c)), [], 'appeal contents in no finished order');
    await everyReminderOpens();
  });

  test('历史数据是确定的：同一时刻生成两次，结果相同', async () => {
    const at = Date.parse('2026-03-18T10:30:00+08:00');
    const fingerprint = async () => {
      await s.reset();
      await s.app.db.transaction().execute((tx) => seedHistory(tx, at));
      const calls = await sql<{ f: string }>`select md5(string_agg(call_id || leg || result || offered_at::text, ',' order by call_id, leg)) as f from call_record`.execute(s.app.db);
      const orders = await sql<{ f: string }>`select md5(string_agg(workflow_id || status || coalesce(sub_dept_id, 0), ',' order by workflow_id)) as f from workflow`.execute(s.app.db);
      return [calls.rows[0]!.f, orders.rows[0]!.f];
    };
    assert.deepEqual(await fingerprint(), await fingerprint());
    await s.reset();
  });

  test('知识库：分类、≥230 条知识及其版本、同义词、纠错（含逾期）、近一周引用和无结果检索都有数据', async () => {
    const started = Date.now();
    await s.reset();
    console.log(`reset: ${Date.now() - started} ms`);
    const db = s.app.db;
    const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await q.executeTakeFirstOrThrow()).n);
    const n = () => sql<number>`count(*)`.as('n');
    const byStatus = await db.selectFrom('knowledge_article').select(['status']).select(n()).groupBy('status').execute();
    const of = (status: number) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
    assert.ok(of(2) >= 200, `已发布 ${of(2)}`);
    assert.ok(of(0) > 0 && of(1) > 0 && of(3) > 0, JSON.stringify(byStatus));
    assert.ok(of(0) + of(1) + of(2) + of(3) >= 230);
    // Revised ones: v1 已替代 under the published v2, whose body says more.
    const revised = await db.selectFrom('knowledge_article_version as v1').innerJoin('knowledge_article_version as v2', (j) => j.onRef('v2.article_id', '=', 'v1.article_id'))
      .select(['v1.body as old', 'v2.body as new']).where('v1.version', '=', 1).where('v1.status', '=', 5).where('v2.version', '=', 2).where('v2.status', '=', 2).execute();
    assert.ok(revised.length >= 20, `修订过的知识 ${revised.length}`);
    assert.ok(revised.some((r) => r.old !== r.new));
    const levels = await db.selectFrom('knowledge_category').select(['parent_id']).execute();
    assert.equal(levels.filter((c) => c.parent_id === 0).length, 4);
    assert.ok(levels.length >= 15);
    assert.ok(await count(db.selectFrom('knowledge_synonym').select(n())) >= 40);
    const open = await db.selectFrom('knowledge_correction').select(['due_at']).where('state', '=', 0).execute();
    assert.ok(open.length >= 3 && open.some((c) => c.due_at.getTime() < Date.now()) && open.some((c) => c.due_at.getTime() > Date.now()));
    const weekAgo = new Date(Date.now() - 7 * DAY_MS);
    assert.ok(await count(db.selectFrom('knowledge_citation').select(n()).where('cited_at', '>=', weekAgo)) > 5);
    assert.ok(await count(db.selectFrom('knowledge_search_log').select(n()).where('hits', '=', 0).where('searched_at', '>=', weekAgo)) > 10);
    // Every citation names a published version of its article.
    assert.equal(await count(db.selectFrom('knowledge_citation as c').innerJoin('knowledge_article as a', 'a.id', 'c.article_id').select(n())
      .where((eb) => eb.or([eb('a.status', '<>', 2), eb('a.published_version', '<>', eb.ref('c.article_version'))]))), 0);
  });
});
