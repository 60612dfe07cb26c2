// Every work-order list answers from an index (DESIGN §7; issue 27): each queue tab as the users who see it, 工单查询's
// common filters, the caller-history lookup and the tab badges, over enough orders that the planner weighs a scan,
// checked with EXPLAIN (no sequential scan of the orders or their steps), on PGlite and PostgreSQL alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type RawBuilder } from 'kysely';
import { listCases, seedListOrders } from '../../scripts/bench/list-orders.ts';
import { actorNamed } from '../../scripts/bench/lists.ts';
import { findTab, listOrders, listQueries, queueGroups, tabCountQuery, tabVisibility, tabVisible, TAB_COUNT_CAP, visibilityOf } from '../../server/src/services/workorders/queues.ts';
import { fromClause, KEYWORD_WINDOW_DAYS, LIST_TOTAL_CAP } from '../../server/src/services/workorders/list-sql.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const ORDERS = 30_000;
let server: TestServer;

before(async () => {
  server = await startTestServer();
  await seedListOrders(server.app.db, ORDERS);
  // Deleted orders, some with side requests and supervision: every list and count must leave them out.
  await sql`update workflow set deleted = 1 where workflow_id like 'BY%' and substr(workflow_id, 3)::int % 150 = 0`.execute(server.app.db);
}, { timeout: 600_000 });
after(async () => { await server?.close(); });

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Plan Rows': number; Plans?: PlanNode[] }

async function planOf(query: RawBuilder<unknown>): Promise<PlanNode> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${query}`.execute(server.app.db);
  const raw = rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return plan[0]!.Plan;
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/**
 * Sequential scans of the orders or their steps, except one under a count's cap that the planner expects to stop at the cap
 * (more rows match than the cap): PostgreSQL picks it for a department user's badge on a centre tab (已受理…) at 30,000
 * orders, where its department's orders are too many for a bitmap scan to be cheaper; it reads at most until the cap.
 */
function seqScans(n: PlanNode, cap: number | null = null): PlanNode[] {
  const under = n['Node Type'] === 'Limit' ? n['Plan Rows'] : cap;
  const own = n['Node Type'] === 'Seq Scan' && (n['Relation Name'] === 'workflow' || n['Relation Name'] === 'workflow_step')
    && !(under !== null && n['Plan Rows'] > under) ? [n] : [];
  return [...own, ...(n.Plans ?? []).flatMap((c) => seqScans(c, under))];
}
const describe = (n: PlanNode): string => nodes(n).map((x) => `${x['Node Type']}${x['Relation Name'] ? ` on ${x['Relation Name']}` : ''}${x['Index Name'] ? ` using ${x['Index Name']}` : ''}`).join(' → ');

function assertIndexed(name: string, plan: PlanNode) {
  // The orders and their steps (several an order); side requests and supervision are a few in a hundred orders.
  assert.equal(seqScans(plan).length, 0, `${name}: ${describe(plan)}`);
  const capped = nodes(plan).some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'workflow');
  assert.ok(capped || nodes(plan).some((n) => n['Index Name']?.startsWith('workflow')), `${name} reads no work-order index: ${describe(plan)}`);
}

test('each queue tab, 工单查询 filter and the caller-history lookup reads an index, page and total alike', async () => {
  const page = { current: 1, size: 20, offset: 0 };
  const failures: string[] = [];
  for (const c of listCases()) {
    const user = await actorNamed(server.app.db, c.username);
    const tab = c.type === 'index' || c.type === 'history' ? null : findTab(c.type, c.body.queryType as number | string, user);
    const q = await listQueries(server.app.db, user, tab, c.body, page);
    const windows = q.newest.map((w) => [`newest ${w.days} days`, w.rows] as const);
    for (const [part, query] of [['page', q.rows], ['total', q.count], ...windows] as const) {
      try {
        assertIndexed(`${c.name} (${part})`, await planOf(query));
      } catch (error) {
        failures.push((error as Error).message.split('\n')[0]!);
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('every tab badge of list/all is counted from an index', async () => {
  const failures: string[] = [];
  for (const username of ['dispatcher', 'supervisor', 'dept01', 'dept02']) {
    const user = await actorNamed(server.app.db, username);
    const visible = await tabVisibility(server.app.db, user);
    for (const [group, tabs] of Object.entries(queueGroups)) {
      for (const tab of tabs.filter((t) => tabVisible(t, user))) {
        try {
          assertIndexed(`${username} ${group} ${tab.name}`, await planOf(tabCountQuery(user, tab, visible).count));
        } catch (error) {
          failures.push((error as Error).message.split('\n')[0]!);
        }
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('every tab\'s total and badge count exactly the rows it lists, as the engine\'s full visibility sees them', async () => {
  const db = server.app.db;
  const all = { current: 1, size: LIST_TOTAL_CAP + 1, offset: 0 };
  const failures: string[] = [];
  for (const username of ['dispatcher', 'supervisor', 'dept01', 'dept02']) {
    const user = await actorNamed(db, username);
    const visible = await tabVisibility(db, user);
    const everything = await visibilityOf(db, user);
    for (const [group, tabs] of Object.entries(queueGroups)) {
      for (const tab of tabs.filter((t) => tabVisible(t, user))) {
        const q = await listQueries(db, user, tab, {}, all);
        const listed = (await q.rows.execute(db)).rows.length;
        const total = (await q.count.execute(db)).rows[0]!.n;
        const badge = (await tabCountQuery(user, tab, visible).count.execute(db)).rows[0]!.n;
        // A department tab skips the visibility its own condition implies: counted with it, the rows are the same.
        const full = (await sql<{ n: number }>`select count(*)::int as n from ${fromClause(tab.source)}
          where w.deleted = 0 and ${everything} and ${tab.where(user)}`.execute(db)).rows[0]!.n;
        const got = [listed, total, Math.min(badge, TAB_COUNT_CAP + 1)].join('/');
        const want = [Math.min(full, LIST_TOTAL_CAP + 1), Math.min(full, LIST_TOTAL_CAP + 1), Math.min(full, TAB_COUNT_CAP + 1)].join('/');
        if (got !== want) failures.push(`${username} ${group} ${tab.name}: listed/total/badge ${got}, want ${want}`);
      }
    }
    // 工单查询 by 承办单位 (main or sub unit), counted in parts.
    const depts = (await sql<{ id: number }>`select id from sys_dept where kind in ('main', 'sub') order by id`.execute(db)).rows.map((d) => d.id);
    for (const deptId of depts) {
      const q = await listQueries(db, user, null, { deptId }, all);
      const got = [(await q.rows.execute(db)).rows.length, (await q.count.execute(db)).rows[0]!.n].join('/');
      const full = (await sql<{ n: number }>`select count(*)::int as n from workflow w
        where w.deleted = 0 and ${everything} and (w.main_dept_id = ${deptId} or w.sub_dept_id = ${deptId})`.execute(db)).rows[0]!.n;
      const want = [Math.min(full, LIST_TOTAL_CAP + 1), Math.min(full, LIST_TOTAL_CAP + 1)].join('/');
      if (got !== want) failures.push(`${username} 工单查询 承办单位 ${deptId}: listed/total ${got}, want ${want}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('a department\'s counts read its own unit\'s index apart from what it co-handles, and a side request\'s count never reads every order', async () => {
  const db = server.app.db;
  const failures: string[] = [];
  for (const username of ['supervisor', 'dept01', 'dept02']) {
    const user = await actorNamed(db, username);
    const visible = await tabVisibility(db, user);
    for (const [group, tabs] of Object.entries(queueGroups)) {
      for (const tab of tabs.filter((t) => tabVisible(t, user))) {
        const plan = await planOf(tabCountQuery(user, tab, visible).count);
        const read = nodes(plan).filter((n) => n['Relation Name'] === 'workflow');
        // The co-handling index widens a tab to orders its own condition excludes (a BitmapOr over both, 1 s at 1,000,000).
        if (tab.ownUnit && read.some((n) => n['Index Name'] === 'workflow_co_depts')) failures.push(`${username} ${group} ${tab.name}: ${describe(plan)}`);
        // Its own unit's orders and those it co-handles are counted apart, each from its index, not OR-ed over both.
        if (nodes(plan).some((n) => n['Node Type'] === 'BitmapOr')) failures.push(`${username} ${group} ${tab.name}: ${describe(plan)}`);
        // A side request's order is looked up by its number (or among the deleted ones), never by scanning the orders.
        if (tab.source !== 'order' && read.some((n) => !['workflow_pkey', 'workflow_visible_by', 'workflow_deleted'].includes(n['Index Name'] ?? ''))) {
          failures.push(`${username} ${group} ${tab.name}: ${describe(plan)}`);
        }
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('a department user\'s 工单查询 under a 承办单位 reads each part from its own index and pages exactly as one OR over them', async () => {
  const db = server.app.db;
  const failures: string[] = [];
  for (const username of ['dept01', 'dept02']) {
    const user = await actorNamed(db, username);
    const own = username === 'dept01' ? sql`w.main_dept_id` : sql`w.sub_dept_id`;
    for (const deptId of [101, 102, 104]) {
      for (const current of [1, 2]) {
        const page = { current, size: 20, offset: (current - 1) * 20 };
        const q = await listQueries(db, user, null, { deptId }, page);
        const plan = await planOf(q.rows);
        if (nodes(plan).some((n) => n['Node Type'] === 'BitmapOr' || n['Node Type'] === 'Seq Scan')) failures.push(`${username} 承办单位 ${deptId}: ${describe(plan)}`);
        const got = (await q.rows.execute(db)).rows.map((r) => r.workflow_id);
        // The same page as one OR of the department's own and co-handled orders under the 承办单位 filter's main or sub unit.
        const want = (await sql<{ workflow_id: string }>`select w.workflow_id from workflow w where w.deleted = 0
          and (${own} = ${user.deptId} or (w.co_dept_ids @> array[${user.deptId}]::int[] and ${own} is distinct from ${user.deptId}))
          and (w.main_dept_id = ${deptId} or (w.sub_dept_id = ${deptId} and w.main_dept_id is distinct from ${deptId}))
          order by w.created_at desc, w.workflow_id desc limit 20 offset ${page.offset}`.execute(db)).rows.map((r) => r.workflow_id);
        if (got.join() !== want.join()) failures.push(`${username} 承办单位 ${deptId} page ${current}: ${got.length} rows, want ${want.length}`);
        if (current === 1 && deptId === 101 && username === 'dept01' && got.length < 20) failures.push('dept01 承办单位 101 should fill a page');
      }
    }
  }
  assert.deepEqual(failures, []);
});

test('a unit\'s queue narrowed to one appeal type reads the unit\'s orders of that type, not every order of the unit', async () => {
  const db = server.app.db;
  const failures: string[] = [];
  for (const [username, index] of [['dept01', 'workflow_main_appeal_type'], ['dept02', 'workflow_sub_appeal_type']] as const) {
    const user = await actorNamed(db, username);
    for (const [group, queryType] of [['uncheckList', 1], ['uncallback', 999], ['unAssessmentList', 1], ['unaccept', 1]] as const) {
      const q = await listQueries(db, user, findTab(group, queryType, user), { appealType: '3' }, { current: 1, size: 20, offset: 0 });
      const plan = await planOf(q.rows);
      if (!nodes(plan).some((n) => n['Index Name'] === index)) failures.push(`${username} ${group} ${queryType}: ${describe(plan)}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('a keyword or number search reads a department\'s matches and the newest days first, from one index, and pages as the whole search', async () => {
  const db = server.app.db;
  const failures: string[] = [];
  // A common word (five pages and more) for the centre, a page's worth for a department, a scarcer and a rare one, a number, an old start date.
  const searches = [['dispatcher', { keyword: '噪音' }, 100], ['dept01', { keyword: '噪音' }, 20], ['dispatcher', { keyword: '井盖' }, 20],
    ['dispatcher', { keyword: '市民1234' }, 1], ['dispatcher', { workflowId: 'BY0000' }, 100], ['dispatcher', { keyword: '噪音', startTime: '2000-01-01' }, 100]] as const;
  let fromWindow = 0;
  for (const [username, filters, least] of searches) {
    const user = await actorNamed(db, username);
    // Every visible order holding the text, read without the pairs, the parts or the days.
    const text = 'keyword' in filters ? filters.keyword : filters.workflowId;
    const like = `%${text}%`;
    const holds = 'keyword' in filters
      ? sql`(w.content ilike ${like} or w.address ilike ${like} or w.citizen_name ilike ${like} or w.workflow_id ilike ${like})`
      : sql`w.workflow_id like ${like}`;
    const everyMatch = (await sql<{ workflow_id: string }>`select w.workflow_id from workflow w where w.deleted = 0 and ${await visibilityOf(db, user)}
      and ${holds} order by w.created_at desc, w.workflow_id desc limit 100`.execute(db)).rows.map((r) => r.workflow_id);
    if (everyMatch.length < least) failures.push(`${username} ${JSON.stringify(filters)}: ${everyMatch.length} matches, want ${least} or more`);
    for (const current of [1, 2, 5]) {
      const page = { current, size: 20, offset: (current - 1) * 20 };
      const q = await listQueries(db, user, null, filters, page);
      if (q.newest.length !== KEYWORD_WINDOW_DAYS.length) failures.push(`${username} ${JSON.stringify(filters)}: ${q.newest.length} windows`);
      for (const query of [...q.newest.map((w) => w.rows), q.rows, q.count]) {
        const plan = await planOf(query);
        if (!nodes(plan).some((n) => n['Index Name'] === 'workflow_keyword_days')) failures.push(`${username} ${JSON.stringify(filters)}: ${describe(plan)}`);
      }
      if ((await q.newest[0]!.rows.execute(db)).rows.length >= page.offset + page.size) fromWindow += 1;
      const got = (await listOrders(db, user, null, filters, page)).records.map((r) => r.workflowId);
      const want = everyMatch.slice(page.offset, page.offset + page.size);
      if (got.join() !== want.join()) failures.push(`${username} ${JSON.stringify(filters)} page ${current}: ${got.length} rows, want ${want.length}`);
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(fromWindow > 0, 'a common word fills a page from its newest days');
  // Up to an end date, or in another order, the search reads as a whole.
  const user = await actorNamed(db, 'dispatcher');
  for (const filters of [{ keyword: '井盖', endTime: '2030-01-01' }, { keyword: '井盖', sortField: 'deadline' as const }, { keyword: '井盖', sortOrder: 'asc' as const }, { status: 8 }]) {
    assert.equal((await listQueries(db, user, null, filters, { current: 1, size: 20, offset: 0 })).newest.length, 0, JSON.stringify(filters));
  }
});
