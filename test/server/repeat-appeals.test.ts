// 重复诉求并单: the likely repeats of an appeal being registered, with why (same caller, same place and type, similar
// content); merging keeps it on the order (no new order, no department told twice); the third repeat reminds the
// supervisors; a repeat splits off into an order of its own; refusals change nothing.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { RepeatCandidate, WorkflowActionResult, WorkflowDetail, WorkflowRegisterRequest } from '../../src/shared/api/workorder.types.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { callsAs, databaseLabel, NEW_ORDER, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01', 'agent02', 'dispatcher', 'dept01', 'supervisor']) tok[u] = await s.login(u);
});

// 文庙社区 has no seeded orders: what is found here is the test's own.
const LIFT: WorkflowRegisterRequest = {
  ...NEW_ORDER, citizenName: '王女士', phone: '13700001111', regionId: 110103, eventTypeId: 101, address: '文庙社区5号楼',
  content: '文庙社区5号楼电梯停运三天了，物业一直不修，老人上下楼很困难',
};
const NEIGHBOUR: WorkflowRegisterRequest = {
  ...LIFT, citizenName: '李先生', phone: '13700002222', address: '城关街道文庙社区五栋', content: '5栋的电梯坏了好几天，物业公司不派人来维修，家里老人下不了楼',
};
const candidates = (who: string, q: Partial<WorkflowRegisterRequest>) => ok<RepeatCandidate[]>(who, '/aop/workflow/repeat/candidates',
  { phone: q.phone, regionId: q.regionId, address: q.address, eventTypeId: q.eventTypeId, content: q.content });
const orderCount = async () => Number((await s.app.db.selectFrom('workflow').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe(`重复诉求并单（${databaseLabel}）`, () => {
  test('疑似重复：同一地点同类事件、同一来电人换个说法；同楼不同事、别处同类事不算', async () => {
    const lift = await registerOrder(s, { fields: LIFT, deptId: 101 });

    const neighbour = await candidates('agent01', NEIGHBOUR);
    assert.equal(neighbour[0]?.workflowId, lift.workflowId);
    assert.match(neighbour[0]!.reasons[0]!, /^同一地点、同一事件类型，(今天|\d+ 天前)已有工单$/);
    assert.match(neighbour[0]!.reasons.join('；'), /内容相似度 0\.\d\d（共同词：.*电梯/);
    assert.equal(neighbour[0]!.mainDeptName, '云澜市住房和城乡建设局');

    const again = await candidates('agent01', { ...LIFT, address: undefined, content: '上次反映的电梯还是坏的，到现在没人来修' });
    assert.equal(again[0]?.workflowId, lift.workflowId);
    assert.match(again[0]!.reasons[0]!, /^同一来电人(今天|\d+ 天前)反映过$/);

    assert.deepEqual(await candidates('agent01', { ...NEIGHBOUR, eventTypeId: 103, content: '文庙社区5号楼楼上漏水，天花板都泡坏了' }), []);
    assert.deepEqual(await candidates('agent01', { ...NEIGHBOUR, regionId: 120201, address: '江北社区8号楼' }), []);
    assert.deepEqual(await candidates('agent01', { ...LIFT, content: '楼下烧烤店每天半夜还在营业，油烟很大' , eventTypeId: 302 }), []);
  });

  test('并单：记在原工单上，不新建工单、不再派给部门；第 3 次重复提醒班长督办；可拆分为新工单', async () => {
    const lift = await registerOrder(s, { fields: LIFT, deptId: 101 });
    const orders = await orderCount();
    const deptReminders = async () => (await s.app.db.selectFrom('workflow_remind_msg').select('id').where('workflow_id', '=', lift.workflowId)
      .where('type', '=', ReminderType.newTodo).execute()).length;
    const before = await deptReminders();

    const merged = await ok<WorkflowActionResult>('agent01', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, parentId: lift.workflowId });
    assert.equal(merged.workflowId, lift.workflowId);
    assert.equal(await orderCount(), orders);
    assert.equal(await deptReminders(), before);
    const detail = () => ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${lift.workflowId}`, undefined, 'GET');
    let d = await detail();
    assert.equal(d.repeats.length, 1);
    assert.equal(d.repeats[0]!.citizenName, '李先生');
    assert.equal(d.repeats[0]!.phone, '13700002222');
    assert.match(d.repeats[0]!.reasons, /同一地点、同一事件类型/);
    const log = await s.app.db.selectFrom('workflow_update_log').select('content').where('workflow_id', '=', lift.workflowId).where('action', '=', '并单').execute();
    assert.match(log[0]!.content, /^并单（第 1 次重复诉求）：李先生（137\*\*\*\*2222）反映：5栋的电梯坏了/);

    // The second repeat reminds nobody; the third tells every supervisor it is a candidate for 督办.
    const supervisorReminders = () => s.app.db.selectFrom('workflow_remind_msg').select(['content', 'role_type'])
      .where('workflow_id', '=', lift.workflowId).where('type', '=', ReminderType.repeatAppeals).execute();
    await ok('agent02', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, citizenName: '赵阿姨', phone: '13700003333', parentId: lift.workflowId });
    assert.equal((await supervisorReminders()).length, 0);
    await ok('agent01', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, citizenName: '钱师傅', phone: '13700004444', parentId: lift.workflowId });
    const reminded = await supervisorReminders();
    assert.ok(reminded.length >= 1);
    assert.equal(reminded[0]!.content, `工单 ${lift.workflowId}：已有 3 次重复诉求，仍在办理中，建议督办`);
    const counted = await candidates('agent01', NEIGHBOUR);
    assert.equal(counted.find((c) => c.workflowId === lift.workflowId)?.repeatCount, 3);

    // Split off: an order of its own, 待受理, carrying the repeat's caller and content.
    d = await detail();
    const split = await ok<WorkflowActionResult>('agent01', '/aop/workflow/repeat/split', { repeatId: d.repeats[1]!.id, reason: '赵阿姨反映的是另一个单元的电梯' });
    assert.notEqual(split.workflowId, lift.workflowId);
    assert.equal(await orderCount(), orders + 1);
    const own = await ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${split.workflowId}`, undefined, 'GET');
    assert.equal(own.citizenName, '赵阿姨');
    assert.equal(own.statusName, '待受理');
    assert.equal(own.content, NEIGHBOUR.content);
    d = await detail();
    assert.equal(d.repeats[1]!.splitWorkflowId, split.workflowId);
    assert.equal(d.repeats[1]!.splitReason, '赵阿姨反映的是另一个单元的电梯');
    await no('agent01', '/aop/workflow/repeat/split', { repeatId: d.repeats[1]!.id, reason: '再拆一次' }, `该重复诉求已拆分为工单 ${split.workflowId}`);
  });

  test('拒绝：工单不存在、已办结多日、部门无权登记、拆分理由为空、坏输入；什么都不改', async () => {
    const lift = await registerOrder(s, { fields: LIFT, deptId: 101 });
    await no('agent01', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, parentId: 'YL20000101000001' }, '工单不存在或已删除');
    await no('dept01', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, parentId: lift.workflowId }, '您的角色无权登记工单');
    await no('agent01', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, phone: '', parentId: lift.workflowId }, /phone/);
    await no('agent01', '/aop/workflow/repeat/split', { repeatId: '1', reason: '' }, /reason/);
    await no('agent01', '/aop/workflow/repeat/split', { repeatId: 'x', reason: '理由充分' }, /repeatId/);
    await no('agent01', '/aop/workflow/repeat/candidates', { regionId: 'abc' }, /regionId/);
    await s.app.db.updateTable('workflow').set({ status: 8, finished_at: new Date(Date.now() - 8 * 86_400_000) }).where('workflow_id', '=', lift.workflowId).execute();
    await no('agent01', '/aop/workflow/repeat/merge', { ...NEIGHBOUR, parentId: lift.workflowId }, `工单 ${lift.workflowId} 已办结超过 7 天，不能并单，请登记新工单`);
    assert.deepEqual(await candidates('agent01', NEIGHBOUR), []);
  });
});
