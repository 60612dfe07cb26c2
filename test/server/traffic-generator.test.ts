// The traffic generator: 'simulate N minutes now' at a fixed seed writes the same calls twice, and its counts are the records'.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
});

const TRAFFIC = { rate: 6, seed: 16, seats: 2, minutes: 10 };

async function simulate(body: object) {
  const r = await s.call<{ offered: number; answered: number; abandoned: number; missed: number; from: number; to: number }>('/aip/callcenter/sim/traffic/simulate', { token: admin, body });
  assert.equal(r.body.code, 200, r.body.msg);
  return r.body.data;
}

async function recordsByResult() {
  const rows = await s.app.db.selectFrom('call_record').select(['result', (eb) => eb.fn.countAll<string>().as('n')]).where('simulated', '=', 1)
    .groupBy('result').execute();
  return Object.fromEntries(rows.map((r) => [r.result, Number(r.n)]));
}

/** What a run left, in the order the calls were offered: the parts of each record a seed decides. */
async function callShape() {
  const rows = await s.app.db.selectFrom('call_record').select(['caller', 'result', 'extension', 'wait_seconds', 'talk_seconds', 'queue',
    sql<number>`extract(epoch from offered_at - (select min(offered_at) from call_record))::int`.as('at')]).orderBy('offered_at').orderBy('caller').execute();
  return rows;
}

describe(`话务生成器（${databaseLabel}）`, () => {
  test('固定种子模拟 10 分钟：两次得到相同的话单；计数等于话单记录；放弃与未接进入漏单；接通的通话有录音', async () => {
    const first = await simulate(TRAFFIC);
    assert.ok(first.offered >= 30, `10 minutes at 6 a minute offers dozens of calls, got ${first.offered}`);
    assert.ok(first.answered > 0 && first.abandoned > 0, JSON.stringify(first));
    assert.equal(first.offered, first.answered + first.abandoned + first.missed);
    assert.ok(first.to - first.from >= 10 * 60_000);
    const byResult = await recordsByResult();
    assert.deepEqual(byResult, Object.fromEntries(Object.entries({ answered: first.answered, abandoned: first.abandoned, missed: first.missed }).filter(([, n]) => n > 0)));
    const missed = await s.app.db.selectFrom('miss_order').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('call_id', 'in', (eb) => eb.selectFrom('call_record').select('call_id').where('simulated', '=', 1)).executeTakeFirstOrThrow();
    assert.equal(Number(missed.n), first.abandoned + first.missed);
    const withRecording = await s.app.db.selectFrom('call_record').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('result', '=', 'answered').where('recording_file_id', 'is not', null).executeTakeFirstOrThrow();
    assert.equal(Number(withRecording.n), first.answered);
    const times = await s.app.db.selectFrom('call_record').selectAll().where('result', '=', 'answered').limit(1).executeTakeFirstOrThrow();
    assert.ok(times.offered_at <= times.rang_at! && times.rang_at! <= times.answered_at! && times.answered_at! < times.ended_at);
    const shape = await callShape();

    // The seats are signed out again after the run.
    const seats = await s.app.db.selectFrom('seat_state').select('seat_status').execute();
    assert.ok(seats.every((r) => r.seat_status === 'Logged Out'));

    await s.reset();
    admin = await s.login('admin');
    const second = await simulate(TRAFFIC);
    assert.deepEqual({ ...second, from: 0, to: 0 }, { ...first, from: 0, to: 0 });
    assert.deepEqual(await callShape(), shape);

    const other = await simulate({ ...TRAFFIC, seed: 17 });
    assert.notDeepEqual({ ...other, from: 0, to: 0 }, { ...first, from: 0, to: 0 });
  });

  test('在线模式：开始、状态、停止；运行中再开始被拒绝；仅管理员可操作', async () => {
    const start = await s.call('/aip/callcenter/sim/traffic/start', { token: admin, body: { rate: 600, seed: 1, seats: 2, minutes: 1, talkSeconds: 1 } });
    assert.equal(start.body.code, 200, start.body.msg);
    const again = await s.call('/aip/callcenter/sim/traffic/start', { token: admin, body: { rate: 600, seed: 1, seats: 2, minutes: 1 } });
    assert.equal(again.body.msg, '模拟话务正在运行，请先停止');
    await new Promise((r) => setTimeout(r, 1500));
    const status = await s.call<{ running: boolean; offered: number; simulatedSeats: string[] }>('/aip/callcenter/sim/traffic/status', { token: admin });
    assert.equal(status.body.data.running, true);
    assert.ok(status.body.data.offered > 0);
    assert.deepEqual(status.body.data.simulatedSeats, ['8001', '8002']);
    const stop = await s.call<{ running: boolean; offered: number; answered: number; abandoned: number; missed: number }>('/aip/callcenter/sim/traffic/stop', { token: admin });
    assert.equal(stop.body.data.running, false);
    const d = stop.body.data;
    // Every offered call ended with a record once stopped (the waiting ones hang up).
    const records = await s.app.db.selectFrom('call_record').select((eb) => eb.fn.countAll<string>().as('n')).where('leg', '=', 1).executeTakeFirstOrThrow();
    assert.equal(Number(records.n), d.offered);

    const agent = await s.login('agent01');
    const refused = await s.call('/aip/callcenter/sim/traffic/start', { token: agent, body: { rate: 6, seed: 1, seats: 1, minutes: 1 } });
    assert.equal(refused.status, 403);
    const anonymous = await s.call('/aip/callcenter/sim/traffic/status', {});
    assert.equal(anonymous.status, 401);
    const bad = await s.call('/aip/callcenter/sim/traffic/simulate', { token: admin, body: { rate: -1, seed: 1, seats: 1, minutes: 1 } });
    assert.equal(bad.status, 400);
  });
});
