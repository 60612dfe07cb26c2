// Latency of /api/sys/user/page with 100,000 users, 20 concurrent requests, on PGlite in memory and on a throwaway
// PostgreSQL cluster. The server runs in its own process (users bulk-inserted with generate_series) so the load
// generator's CPU does not count as server time.
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { startServer } from '../../server/src/app.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/lib/password.ts';
import { startThrowawayPostgres } from '../pg-cluster.mjs';
import { benchLogin as login, measureLatency, spawnBenchServer, type LatencyRow } from './load.ts';

const USERS = 100_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = 2000;
// A server in service is warm: JIT, plans and caches settle over the first requests.
const WARMUP = 500;
const SERVE_FLAG = '--serve-users-for-bench';
/** Units the bench users work in: the sub-units of departments 103-108, as the seed's generated handlers. */
const UNITS = [10301, 10302, 10401, 10402, 10403, 10404, 10501, 10502, 10601, 10602, 10603, 10701, 10702, 10703, 10801, 10802];
const DEPT_LEVEL1_ROLE = 3;
const DEPT_LEVEL2_ROLE = 56;

export interface UsersBenchRow extends LatencyRow {
  database: string;
}

/** Every case on PGlite, then on PostgreSQL when its server programs are installed (else the row says so). */
export async function benchUserPage(): Promise<Array<UsersBenchRow | { database: string; skipped: string }>> {
  const rows: Array<UsersBenchRow | { database: string; skipped: string }> = [];
  rows.push(...(await benchOn('PGlite', '')));
  const cluster = await startThrowawayPostgres();
  if (!cluster) return [...rows, { database: 'PostgreSQL', skipped: '未找到 PostgreSQL 服务器程序（pg_ctl），跳过' }];
  try {
    rows.push(...(await benchOn('PostgreSQL', cluster.url)));
  } finally {
    cluster.stop();
  }
  return rows;
}

async function benchOn(database: string, databaseUrl: string): Promise<UsersBenchRow[]> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), `${SERVE_FLAG}=${databaseUrl}`, 300_000);
  try {
    const admin = await login(url, 'admin');
    const dept01 = await login(url, 'dept01');
    const path = '/api/sys/user/page';
    const cases = [
      { name: '第 1 页（全部用户，admin）', token: admin, body: { page: 1, size: 10 } },
      { name: '第 200 页（全部用户，admin）', token: admin, body: { page: 200, size: 10 } },
      { name: '部门及下级 104（约 25,000 人）', token: admin, body: { page: 1, size: 10, deptId: 104 } },
      { name: '状态 停用', token: admin, body: { page: 1, size: 20, status: 0 } },
      { name: '一级单位 dept01（数据权限 本局及下级）', token: dept01, body: { page: 1, size: 10 } },
    ];
    const rows: UsersBenchRow[] = [];
    for (const { name, token, body } of cases) {
      // The load generator sees only HTTP statuses: check once that the answer really is a non-empty page.
      const reply = (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) })).json()) as {
        code: number; msg: string; data: { total: number; records: unknown[] };
      };
      if (reply.code !== 0 || reply.data.records.length === 0) throw new Error(`${path} ${name} 返回 ${reply.code} ${reply.msg}`);
      await measureLatency(url + path, { token, body, connections: CONCURRENCY, amount: WARMUP });
      rows.push({ database, name: `${name}，共 ${reply.data.total} 条`, ...(await measureLatency(url + path, { token, body, connections: CONCURRENCY, amount: REQUESTS })) });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

/** 100,000 handlers in one statement, their role and post in one more each; dept01's role may list users. */
async function seedUsers(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword('Bench#2026users');
  await sql`insert into sys_user (username, password_hash, real_name, job_number, dept_id, mobile, gender, status, email, created_at)
    select 'bench' || lpad(g::text, 6, '0'), ${hash}, '基准用户' || g, 'B' || lpad(g::text, 6, '0'),
      (${sql.raw(`array[${UNITS.join(',')}]`)})[1 + g % ${UNITS.length}], '139' || lpad(g::text, 8, '0'), g % 3,
      case when g % 10 = 0 then 0 else 1 end, 'bench' || g || '@example.cn', now() - g * interval '1 minute'
    from generate_series(1, ${USERS}::int) g`.execute(db);
  await sql`insert into sys_user_role (user_id, role_id) select id, ${DEPT_LEVEL2_ROLE} from sys_user where username like 'bench%'`.execute(db);
  await sql`insert into sys_user_post (user_id, post_id)
    select u.id, p.id from sys_user u, sys_post p where u.username like 'bench%' and p.post_code = 'handler'`.execute(db);
  await sql`insert into sys_role_menu (role_id, menu_id) select ${DEPT_LEVEL1_ROLE}, id from sys_menu where perms like '%sys:user:list%'`.execute(db);
  // What autovacuum would have done on a server running for a while: statistics and the visibility map.
  for (const table of ['sys_user', 'sys_user_role', 'sys_user_post']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

const serveArg = process.argv.find((a) => a.startsWith(SERVE_FLAG));
if (serveArg !== undefined) {
  const databaseUrl = serveArg.slice(SERVE_FLAG.length + 1) || undefined;
  const server = await startServer({ dataDir: 'memory', databaseUrl, port: 0, host: '127.0.0.1', logger: false });
  await seedUsers(server.app.db);
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchUserPage()) {
    console.log('skipped' in r ? `${r.database}: ${r.skipped}` : `${r.database} ${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（${r.requests} 次，并发 ${CONCURRENCY}）`);
  }
}
