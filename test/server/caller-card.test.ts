// The ringing caller's card (/aop/workflow/callerCard): place, order count, three orders with open ones first, a pending
// 漏单, the 多次来电 marker and 受理登记's first history page, for users with an extension; refusals write nothing.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { CallerCard, WorkflowPage } from '../../src/shared/api/workorder.types.ts';
import { PHONE_REFUSAL } from '../../src/shared/protocol/phone.ts';
import { SETTING } from '../../src/shared/protocol/settings.ts';
import { databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let agent: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  agent = await s.login('agent01');
});

const card = (phone: string, token = agent) => s.call<CallerCard>('/aop/workflow/callerCard', { token, body: { phone } });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** An order of `phone` registered now, then moved to `createdDaysAgo` and, when `finished`, to 已办结. */
async function orderOf(phone: string, createdDaysAgo: number, finished: boolean): Promise<string> {
  const { workflowId } = await registerOrder(s, { fields: { phone } });
  await s.app.db.updateTable('workflow').set({ created_at: daysAgo(createdDaysAgo), ...(finished ? { status: 8, finished_at: new Date() } : {}) })
    .where('workflow_id', '=', workflowId).execute();
  return workflowId;
}

describe(`来电信息卡（${databaseLabel}）`, () => {
  test('有历史：归属地、工单数、未办结在前的三件、待回拨漏单、多次来电，并带受理登记的历史第一页', async () => {
    const phone = '13800005678';
    const closedNewest = await orderOf(phone, 1, true);
    const openNewer = await orderOf(phone, 2, false);
    await orderOf(phone, 3, true);
    const openOld = await orderOf(phone, 40, false);
    await s.app.db.insertInto('miss_order').values([
      { phone, call_id: 'card-miss-1', landline_number: '8001', call_time: daysAgo(2) },
      { phone, call_id: 'card-miss-2', landline_number: '8002', call_time: daysAgo(1) },
      { phone, call_id: 'card-miss-3', landline_number: '8002', call_time: new Date(), state: 1 },
    ]).execute();

    const r = await card(phone);
    assert.equal(r.body.code, 0, r.body.msg);
    const c = r.body.data;
    assert.equal(c.place, '云南 云澜市 移动');
    assert.equal(c.orderCount, 4);
    assert.equal(c.orderCountMore, false);
    assert.deepEqual(c.recent.map((o) => [o.workflowId, o.open]), [[openNewer, true], [openOld, true], [closedNewest, false]]);
    assert.deepEqual(c.recent.map((o) => o.statusName), ['待受理', '待受理', '已办结']);
    assert.ok(c.recent.every((o) => o.appealTypeName && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(o.createTime)));
    assert.equal(c.pendingMiss?.count, 2, 'the handled one is not pending');
    assert.equal(c.pendingMiss?.lastCallTime.slice(0, 10), (await sql<{ d: string }>`select to_char(now() at time zone 'Asia/Shanghai' - interval '1 day', 'YYYY-MM-DD') as d`.execute(s.app.db)).rows[0]!.d);
    assert.deepEqual(c.repeat, { appeals: 3, days: 30 }, 'three orders within 30 days');
    // The same page the registration's history panel asks for, so the card can prime it.
    const history = await s.call<WorkflowPage>('/aop/workflow/list/historyCallList', { token: agent, body: { phone, size: 50 } });
    assert.deepEqual(c.history, history.body.data);
  });

  test('无历史：工单数 0、没有漏单与标记；固话归属地；+86 的来电号码按本号查', async () => {
    const none = await card('0871-6610101');
    assert.equal(none.body.code, 0, none.body.msg);
    assert.deepEqual({ ...none.body.data, history: undefined }, {
      phone: '0871-6610101', place: '云南 云澜市 固话', orderCount: 0, orderCountMore: false, recent: [], pendingMiss: null, repeat: null, history: undefined,
    });
    assert.deepEqual(none.body.data.history.records, []);

    const phone = '13900007777';
    await orderOf(phone, 0, false);
    const plus = await card(`+86${phone}`);
    assert.equal(plus.body.data.phone, phone);
    assert.equal(plus.body.data.orderCount, 1);
    assert.equal(plus.body.data.place, '外省 移动');
  });

  test('多次来电的件数与天数来自参数设置；窗口外的工单不算', async () => {
    const phone = '13800009999';
    await orderOf(phone, 1, true);
    await orderOf(phone, 5, false);
    await orderOf(phone, 45, true);
    assert.equal((await card(phone)).body.data.repeat, null, 'two within 30 days');
    await s.app.db.updateTable('sys_config').set({ config_value: '60' }).where('config_key', '=', SETTING.frequentCallerDays).execute();
    await s.app.settings.reload(s.app.db);
    assert.deepEqual((await card(phone)).body.data.repeat, { appeals: 3, days: 60 });
  });

  test('号码不合规给中文提示；无分机的用户 403；未登录 401；都不写库', async () => {
    const dispatcher = await s.login('dispatcher');
    const before = await s.snapshot();
    const bad = await card('abc');
    assert.equal(bad.status, 200);
    assert.deepEqual([bad.body.code, bad.body.msg], [1, PHONE_REFUSAL]);
    assert.equal((await card('')).status, 400);
    const refused = await card('13800005678', dispatcher);
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /暂无权限/);
    assert.equal((await s.call('/aop/workflow/callerCard', { body: { phone: '13800005678' } })).status, 401);
    // Calls touch their session's last use; the card itself writes nothing else.
    const after = await s.snapshot();
    for (const table of Object.keys(before)) if (table !== 'sys_token') assert.equal(after[table], before[table], table);
  });
});
