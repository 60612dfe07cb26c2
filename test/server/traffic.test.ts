// 话务指标 and 今日话务 on a hand-made set of call records whose figures are known: the 15-second boundary, abandons in the
// queue and while ringing, a ring-out, a transferred call's two legs; per skill group and agent; today by hour;
// the repeat-call limit (numberLimit) CRUD; who may call what (401/403) and bad input (400).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { AgentTraffic, NumberLimit, TodayTraffic, TrafficIndex } from '../../src/shared/api/contracts/traffic.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
});

const CST = 8 * 3600_000;
const DAY = 24 * 3600_000;
/** Midnight today in Shanghai. */
const todayStart = () => Math.floor((Date.now() + CST) / DAY) * DAY - CST;
const at = (base: number, seconds: number) => new Date(base + seconds * 1000);

interface Leg {
  callId: string; leg?: number; direction?: 'in' | 'out'; offered: number; answeredAfter?: number; endedAfter: number;
  result: 'answered' | 'abandoned' | 'missed' | 'transferred'; extension?: string; skill?: string | null; caller?: string;
}

async function userId(username: string): Promise<number> {
  return (await s.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function insert(legs: Leg[]): Promise<void> {
  const agents: Record<string, { id: number; name: string }> = {
    8001: { id: await userId('agent01'), name: '王晓敏' }, 8002: { id: await userId('agent02'), name: '陈思远' },
  };
  await s.app.db.insertInto('call_record').values(legs.map((l) => {
    const offered = new Date(l.offered);
    const answered = l.answeredAfter === undefined ? null : at(l.offered, l.answeredAfter);
    const agent = l.extension ? agents[l.extension]! : null;
    return {
      call_id: l.callId, leg: l.leg ?? 1, caller: l.caller ?? '13900000001', called: '12345', extension: l.extension ?? null,
      agent_id: agent?.id ?? null, agent_name: agent?.name ?? null, skill_name: l.skill === undefined ? 'skill1' : l.skill,
      queue: 'lineUp', direction: l.direction ?? 'in', offered_at: offered, queued_at: offered, rang_at: l.extension ? offered : null,
      answered_at: answered, ended_at: at(l.offered, l.endedAfter),
      wait_seconds: l.answeredAfter ?? l.endedAfter, talk_seconds: answered ? l.endedAfter - l.answeredAfter! : 0,
      result: l.result, transferred_to: l.result === 'transferred' ? 'skill2' : null, third_number: null, recording_file_id: null, simulated: 0,
    };
  })).execute();
}

/** 2026-03-02 09:00 CST and the day's calls: six incoming calls (one transferred), an outgoing one, one the day before. */
const DAY_START = Date.parse('2026-03-02T00:00:00+08:00');
const NINE = DAY_START + 9 * 3600_000;
const RANGE = { startTime: '2026-03-02', endTime: '2026-03-02' };

async function handMadeDay(): Promise<void> {
  // The seats' wrap-up (话后整理) times: the handle time adds them to answered legs.
  await s.app.db.updateTable('seat_state').set({ finish_time: 10 }).where('landline_number', '=', '8001').execute();
  await s.app.db.updateTable('seat_state').set({ finish_time: 20 }).where('landline_number', '=', '8002').execute();
  await insert([
    { callId: 'A', offered: NINE, answeredAfter: 15, endedAfter: 75, result: 'answered', extension: '8001' }, // exactly 15 s: in time
    { callId: 'B', offered: NINE + 60_000, answeredAfter: 16, endedAfter: 116, result: 'answered', extension: '8002' }, // 16 s: late
    { callId: 'C', offered: NINE + 120_000, endedAfter: 30, result: 'abandoned', skill: null }, // hung up in the queue
    { callId: 'D', offered: NINE + 180_000, endedAfter: 8, result: 'abandoned', extension: '8001' }, // hung up while ringing
    { callId: 'E', offered: NINE + 240_000, endedAfter: 20, result: 'missed', extension: '8002' }, // rang out
    { callId: 'F', offered: NINE + 300_000, answeredAfter: 5, endedAfter: 45, result: 'transferred', extension: '8001' },
    { callId: 'F', leg: 2, offered: NINE + 345_000, answeredAfter: 5, endedAfter: 35, result: 'answered', extension: '8002', skill: 'skill2' },
    { callId: 'G', direction: 'out', offered: NINE + 400_000, answeredAfter: 3, endedAfter: 50, result: 'answered', extension: '8001' },
    { callId: 'H', offered: DAY_START - 1000, answeredAfter: 2, endedAfter: 30, result: 'answered', extension: '8001' },
  ]);
  const agent01 = await userId('agent01');
  await s.app.db.insertInto('seat_log').values([
    { landline_number: '8001', user_id: agent01, action: 'checkIn', detail: null, created_at: new Date(DAY_START + 8.75 * 3600_000) },
    { landline_number: '8001', user_id: agent01, action: 'checkIn', detail: null, created_at: new Date(DAY_START + 8.5 * 3600_000) },
  ]).execute();
}

async function trafficIndex(body: object, token = admin): Promise<TrafficIndex> {
  const r = await s.call<TrafficIndex>('/aip/callcenter/extensionMonitor/getTrafficIndex', { token, body });
  assert.equal(r.body.code, 0, r.body.msg);
  return r.body.data!;
}

describe(`话务指标（${databaseLabel}）`, () => {
  test('中心：每通来电计一次，15 秒整算及时，排队与振铃中挂机都是放弃，转接只计一次；呼出和范围外不计', async () => {
    await handMadeDay();
    const { centre, startTime, endTime } = await trafficIndex(RANGE);
    assert.equal(startTime, '2026-03-02 00:00:00');
    assert.equal(endTime, '2026-03-02 23:59:59');
    assert.deepEqual(centre, {
      offered: 6, answered: 3, abandoned: 2, missed: 1, answeredInTime: 2, inTimeRate: 2 / 6, answerRate: 0.5,
      // (15 + 16 + 5) / 3; talk over the four answered legs (60 + 100 + 40 + 30) / 4; handle adds 10 / 20 s wrap-up except the transferred leg.
      avgWait: 12, avgTalk: 57.5, avgHandle: 70, longestWait: 30,
    });
  });

  test('技能组：按通话段计，转接到法律专席的一段计在 skill2；排队中放弃的来电没有技能组', async () => {
    await handMadeDay();
    const { groups } = await trafficIndex(RANGE);
    const by = new Map(groups.map((g) => [g.skillName, g]));
    assert.deepEqual([...by.keys()], ['skill1', 'skill2', null]);
    assert.deepEqual(by.get('skill1'), {
      skillName: 'skill1', description: by.get('skill1')!.description, offered: 5, answered: 3, abandoned: 1, missed: 1, answeredInTime: 2,
      inTimeRate: 2 / 5, answerRate: 3 / 5, avgWait: 12, avgTalk: 66.7, avgHandle: 76.7, longestWait: 20,
    });
    assert.deepEqual(by.get('skill2'), {
      skillName: 'skill2', description: '法律专席', offered: 1, answered: 1, abandoned: 0, missed: 0, answeredInTime: 1,
      inTimeRate: 1, answerRate: 1, avgWait: 5, avgTalk: 30, avgHandle: 50, longestWait: 5,
    });
    assert.deepEqual(by.get(null), {
      skillName: null, description: null, offered: 1, answered: 0, abandoned: 1, missed: 0, answeredInTime: 0,
      inTimeRate: 0, answerRate: 0, avgWait: null, avgTalk: null, avgHandle: null, longestWait: 30,
    });
  });

  test('坐席：振铃、接听、未接听、平均通话与处理、首次签入；按姓名或分机筛选，分页', async () => {
    await handMadeDay();
    const r = await s.call<{ records: AgentTraffic[]; total: number }>('/aip/callcenter/extensionMonitor/personTrafficList2', { token: admin, body: { ...RANGE, size: 10 } });
    assert.equal(r.body.code, 0, r.body.msg);
    const agents = new Map(r.body.data!.records.map((a) => [a.extension, a]));
    assert.equal(r.body.data!.total, 2);
    assert.deepEqual(agents.get('8001'), {
      agentId: await userId('agent01'), agentName: '王晓敏', extension: '8001', rung: 3, answered: 2, missed: 1, answerRate: 2 / 3,
      avgTalk: 50, avgHandle: 55, talkTotal: 100, firstSignIn: '2026-03-02 08:30:00',
    });
    assert.deepEqual(agents.get('8002'), {
      agentId: await userId('agent02'), agentName: '陈思远', extension: '8002', rung: 3, answered: 2, missed: 1, answerRate: 2 / 3,
      avgTalk: 65, avgHandle: 85, talkTotal: 130, firstSignIn: null,
    });
    const one = await s.call<{ records: AgentTraffic[]; total: number }>('/aip/callcenter/extensionMonitor/personTrafficList2', { token: admin, body: { ...RANGE, keyword: '8002' } });
    assert.deepEqual(one.body.data!.records.map((a) => a.agentName), ['陈思远']);
    const page2 = await s.call<{ records: AgentTraffic[]; total: number }>('/aip/callcenter/extensionMonitor/personTrafficList2', { token: admin, body: { ...RANGE, current: 2, size: 1 } });
    assert.equal(page2.body.data!.total, 2);
    assert.equal(page2.body.data!.records.length, 1);
  });

  test('没有来电的范围：计数为 0，比率与平均为空（不是 0%）', async () => {
    const { centre, groups } = await trafficIndex({ startTime: '2020-01-01', endTime: '2020-01-02' });
    assert.deepEqual(centre, {
      offered: 0, answered: 0, abandoned: 0, missed: 0, answeredInTime: 0, inTimeRate: null, answerRate: null,
      avgWait: null, avgTalk: null, avgHandle: null, longestWait: null,
    });
    assert.deepEqual(groups, []);
  });

  test('开始晚于结束、范围超过 92 天：说明原因，不是 5xx', async () => {
    const late = await s.call('/aip/callcenter/extensionMonitor/getTrafficIndex', { token: admin, body: { startTime: '2026-03-03', endTime: '2026-03-02' } });
    assert.equal(late.status, 200);
    assert.equal(late.body.msg, '开始时间不能晚于结束时间');
    const long = await s.call('/aip/callcenter/extensionMonitor/getTrafficIndex', { token: admin, body: { startTime: '2025-01-01', endTime: '2026-03-02' } });
    assert.equal(long.body.msg, '时间范围不能超过 92 天');
    const bad = await s.call('/aip/callcenter/extensionMonitor/getTrafficIndex', { token: admin, body: { startTime: '昨天' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /[\u4e00-\u9fa5]/);
  });
});

describe(`今日话务（${databaseLabel}）`, () => {
  test('按北京时间小时统计今天的呼入、接通、放弃；转接只计一次，呼出与昨天不计；共 24 小时', async () => {
    const t = todayStart();
    await insert([
      { callId: 'T1', offered: t + 3 * 3600_000 + 600_000, answeredAfter: 4, endedAfter: 64, result: 'answered', extension: '8001' },
      { callId: 'T2', offered: t + 3 * 3600_000 + 1_200_000, endedAfter: 40, result: 'abandoned', skill: null },
      { callId: 'T3', offered: t + 5 * 3600_000, answeredAfter: 20, endedAfter: 80, result: 'transferred', extension: '8001' },
      { callId: 'T3', leg: 2, offered: t + 5 * 3600_000 + 80_000, answeredAfter: 3, endedAfter: 33, result: 'answered', extension: '8002', skill: 'skill2' },
      { callId: 'T4', direction: 'out', offered: t + 5 * 3600_000 + 1_800_000, answeredAfter: 3, endedAfter: 13, result: 'answered', extension: '8001' },
      { callId: 'T5', offered: t - 1000, answeredAfter: 3, endedAfter: 13, result: 'answered', extension: '8001' },
    ]);
    const r = await s.call<TodayTraffic>('/apo/telDataController/getTelMonitorByToday', { token: await s.login('agent01'), body: {} });
    assert.equal(r.body.code, 0, r.body.msg);
    const today = r.body.data!;
    assert.equal(today.date, new Date(Date.now() + CST).toISOString().slice(0, 10));
    assert.equal(today.currentHour, new Date(Date.now() + CST).getUTCHours());
    assert.equal(today.hours.length, 24);
    assert.deepEqual(today.hours[3], { hour: 3, offered: 2, answered: 1, abandoned: 1 });
    assert.deepEqual(today.hours[5], { hour: 5, offered: 1, answered: 1, abandoned: 0 });
    assert.equal(today.hours.reduce((n, h) => n + h.offered, 0), 3);
    assert.equal(today.total.offered, 3);
    assert.equal(today.total.answeredInTime, 1);
  });
});

describe(`限呼号码（${databaseLabel}）`, () => {
  const path = (p = '') => `/aip/callcenter/extensionMonitor/numberLimit${p}`;
  async function list(body: object = {}) {
    const r = await s.call<{ records: NumberLimit[]; total: number }>(path(), { token: admin, body });
    assert.equal(r.body.code, 0, r.body.msg);
    return r.body.data!;
  }

  test('新增、列表（今日来电与超限）、重复号码被拒、修改、删除', async () => {
    const t = todayStart();
    await insert([1, 2, 3].map((n) => ({ callId: `R${n}`, caller: '13700000009', offered: t + n * 1000, endedAfter: 5, result: 'abandoned' as const, skill: null })));
    const saved = await s.call<{ id: number }>(path('/save'), { token: await s.login('supervisor'), body: { number: '13700000009', dayLimit: 2, remark: '频繁来电' } });
    assert.equal(saved.body.code, 0, saved.body.msg);
    const [row] = (await list()).records;
    assert.deepEqual({ ...row, updateTime: undefined }, {
      id: saved.body.data!.id, number: '13700000009', dayLimit: 2, remark: '频繁来电', todayCalls: 3, overLimit: true, createBy: '吴海燕', updateTime: undefined,
    });

    const dup = await s.call(path('/save'), { token: admin, body: { number: '13700000009', dayLimit: 9 } });
    assert.equal(dup.body.msg, '该号码已设置限呼次数');
    assert.equal((await list()).total, 1);

    const up = await s.call(path('/update'), { token: admin, body: { id: row!.id, number: '13700000009', dayLimit: 3, remark: '' } });
    assert.equal(up.body.code, 0, up.body.msg);
    const [changed] = (await list({ number: '0000009' })).records;
    assert.equal(changed!.dayLimit, 3);
    assert.equal(changed!.overLimit, false);
    assert.equal(changed!.remark, null);
    assert.equal((await list({ number: '888' })).total, 0);

    const gone = await s.call(path('/update'), { token: admin, body: { id: 99999, number: '110', dayLimit: 3 } });
    assert.equal(gone.body.msg, '该限呼号码不存在或已被删除');

    assert.equal((await s.call(path('/delete'), { token: admin, body: { ids: [row!.id] } })).body.code, 0);
    assert.equal((await list()).total, 0);
  });

  test('号码格式、次数为 0：400 且说中文，什么都不写', async () => {
    const before = await s.snapshot();
    for (const body of [{ number: 'abc', dayLimit: 2 }, { number: '13700000009', dayLimit: 0 }, { number: '13700000009' }]) {
      const r = await s.call(path('/save'), { token: admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    assert.deepEqual(await s.snapshot(), before);
  });
});

describe(`谁能看、谁能改（${databaseLabel}）`, () => {
  test('没有会话 401；话务员看今日话务但不看话务指标；班长不能删限呼；派单员都不能看；拒绝时什么都不写', async () => {
    const [agent, supervisor, dispatcher] = await Promise.all(['agent01', 'supervisor', 'dispatcher'].map((u) => s.login(u)));
    const saved = await s.call<{ id: number }>('/aip/callcenter/extensionMonitor/numberLimit/save', { token: supervisor, body: { number: '110', dayLimit: 3 } });
    assert.equal(saved.body.code, 0, saved.body.msg);
    const before = await s.snapshot();
    for (const p of ['getTrafficIndex', 'personTrafficList2', 'numberLimit', 'numberLimit/save']) {
      assert.equal((await s.call(`/aip/callcenter/extensionMonitor/${p}`, { body: { number: '119', dayLimit: 3 } })).status, 401, p);
    }
    assert.equal((await s.call('/apo/telDataController/getTelMonitorByToday', { body: {} })).status, 401);
    for (const p of ['getTrafficIndex', 'personTrafficList2', 'numberLimit']) {
      assert.equal((await s.call(`/aip/callcenter/extensionMonitor/${p}`, { token: agent, body: {} })).status, 403, p);
      assert.equal((await s.call(`/aip/callcenter/extensionMonitor/${p}`, { token: supervisor, body: {} })).status, 200, p);
    }
    assert.equal((await s.call('/apo/telDataController/getTelMonitorByToday', { token: agent, body: {} })).status, 200);
    assert.equal((await s.call('/apo/telDataController/getTelMonitorByToday', { token: dispatcher, body: {} })).status, 403);
    assert.equal((await s.call('/aip/callcenter/extensionMonitor/numberLimit/save', { token: agent, body: { number: '119', dayLimit: 3 } })).status, 403);
    assert.equal((await s.call('/aip/callcenter/extensionMonitor/numberLimit/delete', { token: supervisor, body: { ids: [saved.body.data!.id] } })).status, 403);
    assert.deepEqual(await s.snapshot(), before);
    const manager = await s.login('manager');
    assert.equal((await s.call('/aip/callcenter/extensionMonitor/numberLimit/delete', { token: manager, body: { ids: [saved.body.data!.id] } })).body.code, 0);
  });
});
