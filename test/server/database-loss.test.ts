// A PostgreSQL backend that goes away while the server holds its connection mid-transaction (a restart, a failover, an
// administrator's pg_terminate_backend) must fail that transaction only, never end the server's process; a LISTEN
// connection that goes away is opened again and says notices may have been lost.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { listenChannel } from '../../server/src/db/listen.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

const skip = !process.env.DATABASE_URL && '只在 PostgreSQL 上有外部数据库连接';
let s: TestServer;

describe(`数据库连接中断（${databaseLabel}）`, { skip }, () => {
  before(async () => { s = await startTestServer(); });
  after(async () => { await s?.close(); });

  test('事务进行中连接被数据库断开：该事务失败，服务照常应答', async () => {
    const failed = await s.app.db.transaction().execute(async (trx) => {
      const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!;
      // Another connection ends this one while it is idle in the transaction: pg reports it as an 'error' event.
      await sql`select pg_terminate_backend(${pid})`.execute(s.app.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return sql`select 1`.execute(trx).then(() => false, () => true);
    }).catch(() => true);
    assert.equal(failed, true, '断开后的事务失败');
    const login = await s.call<{ token: string }>('/api/login', { body: { username: 'admin', password: 'Hotline@2026' } });
    assert.equal(login.body.code, 0, '服务仍然应答');
  });

  test('LISTEN 连接被数据库断开：重新连接并告知可能漏收通知，之后的通知照常收到', async () => {
    const heard: string[] = [];
    let recovered = 0;
    const listener = listenChannel(s.databaseUrl!, 'hotline_listen_test', (payload) => heard.push(payload), () => { recovered += 1; });
    const until = async (what: string, done: () => boolean) => {
      for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 20))) {
        if (Date.now() - started > 5_000) assert.fail(`${what}：5 秒内没有发生`);
      }
    };
    try {
      await listener.ready;
      await sql`select pg_notify('hotline_listen_test', 'one')`.execute(s.app.db);
      await until('第一条通知', () => heard.includes('one'));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen hotline_listen_test'`.execute(s.app.db);
      await until('重新连接', () => recovered === 1);
      await sql`select pg_notify('hotline_listen_test', 'two')`.execute(s.app.db);
      await until('重连后的通知', () => heard.includes('two'));
    } finally {
      await listener.close();
    }
  });
});
