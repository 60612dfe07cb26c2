// The work-order engine against the real server: the whole loop with its queues, reminders and roles;
// side requests; refusals that change nothing; idempotent retries; version conflicts; locks; exports.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { WorkflowActionResult, WorkflowDetail, WorkflowPage, WorkflowTabEntry } from '../../src/shared/api/workorder.types.ts';
import { ORDER_FIELDS, SHEET_FIELDS } from '../../src/shared/protocol/orderFields.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';
import { loadWorkCalendar } from '../../server/src/services/workorders/workdays.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const USERS = ['admin', 'agent01', 'dispatcher', 'dept01', 'dept02', 'approver', 'supervisor', 'manager'];

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of USERS) tok[u] = await s.login(u);
});

const newOrder = {
  citizenName: '测试市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101,
  address: '北门社区1号', content: '小区电梯停运三天，物业不修（测试工单）',
};

async function ok<T>(user: string, path: string, body?: unknown, method = 'POST', headers?: Record<string, string>): Promise<T> {
  const r = await s.call<T>(path, { token: tok[user], body, method, headers });
  assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
  return r.body.data;
}

async function register(user = 'agent01', path = '/aop/workflow/commit', extra: object = {}): Promise<WorkflowActionResult> {
  return ok<WorkflowActionResult>(user, path, { ...newOrder, ...extra });
}

async function task(user: string, o: { workflowId: string; version: number }, action: string, extra: object = {}): Promise<WorkflowActionResult> {
  return ok<WorkflowActionResult>(user, '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action, ...extra }, 'PATCH');
}

async function inTab(user: string, type: string, queryType: number | string, workflowId: string): Promise<boolean> {
  const page = await ok<WorkflowPage>(user, `/aop/workflow/list/${type}`, { queryType, workflowId, size: 50 });
  return page.records.some((r) => r.workflowId === workflowId);
}

async function remindersOf(username: string, workflowId: string): Promise<Array<{ type: number; role_type: number }>> {
  return s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id')
    .select(['m.type', 'm.role_type']).where('u.username', '=', username).where('m.workflow_id', '=', workflowId).orderBy('m.id').execute();
}

async function refused(user: string, path: string, body: unknown, method: string, msg: RegExp | string): Promise<void> {
  const before = await s.snapshot();
  const r = await s.call(path, { token: tok[user], body, method });
  assert.notEqual(r.body.code, 0, `${user} ${path} should be refused`);
  if (typeof msg === 'string') assert.equal(r.body.msg, msg);
  else assert.match(r.body.msg, msg);
  assert.deepEqual(await s.snapshot(), before, 'a refused call must change nothing');
}

describe(`工单闭环（${databaseLabel}）`, () => {
  test('登记 → 派遣 → 一级 → 二级 → 回复 → 核查不通过 → 回复 → 核查通过 → 回访不满意 → 返工 → 回访满意 → 考核 → 归档', async () => {
    // 话务员登记：待受理，话务员与派单员都在「待受理」看到。
    let o = await register();
    assert.equal(o.status, 1);
    assert.equal(o.queue, 'unaccept');
    assert.ok(await inTab('agent01', 'unaccept', 0, o.workflowId));
    assert.ok(await inTab('dispatcher', 'unaccept', 0, o.workflowId));

    o = await task('dispatcher', o, 'accept');
    assert.equal(o.statusName, '待派遣');
    assert.ok(await inTab('dispatcher', 'unassign', 0, o.workflowId));
    assert.ok(await inTab('dispatcher', 'unaccept', 1, o.workflowId), '已受理');

    // 派单员派遣到住建局：dept01（角色 3）一级待办，提醒 type 0 / roleType 0 -> untodo。
    o = await task('dispatcher', o, 'dispatch', { mainDeptId: 101, opinion: '请核实处理' });
    assert.equal(o.status, 3);
    assert.ok(await inTab('dept01', 'untodo', 0, o.workflowId));
    assert.ok(await inTab('dispatcher', 'unassign', 1, o.workflowId), '已派遣');
    assert.deepEqual(await remindersOf('dept01', o.workflowId), [{ type: 0, role_type: 0 }]);

    // 一级下派物业监管科：dept02（角色 56）二级待办，提醒 type 5 / roleType 1。
    o = await task('dept01', o, 'assignDown', { subDeptId: 10101 });
    assert.equal(o.status, 4);
    assert.ok(await inTab('dept02', 'untodo', 2, o.workflowId));
    assert.ok(await inTab('dept01', 'todo2', 1, o.workflowId), '下派待办');
    assert.deepEqual(await remindersOf('dept02', o.workflowId), [{ type: 5, role_type: 1 }]);

    // 二级回复一级，一级回复中心：待核查（派单员、班长收到 type 2 / roleType 0 -> uncheckList）。
    o = await task('dept02', o, 'reply', { opinion: '已约谈物业，电梯已报修' });
    assert.equal(o.status, 3);
    assert.ok(await inTab('dept02', 'untodo', 3, o.workflowId), '二级已办');
    o = await task('dept01', o, 'reply', { opinion: '电梯已修复' });
    assert.equal(o.status, 5);
    assert.ok(await inTab('dispatcher', 'uncheckList', 0, o.workflowId));
    assert.ok(await inTab('dept01', 'untodo', 1, o.workflowId), '一级已办');
    assert.deepEqual((await remindersOf('dispatcher', o.workflowId)).at(-1), { type: 2, role_type: 0 });
    assert.deepEqual((await remindersOf('supervisor', o.workflowId)).at(-1), { type: 2, role_type: 0 });
    assert.deepEqual((await remindersOf('dept02', o.workflowId)).at(-1), { type: 3, role_type: 1 });

    // 核查不通过：回到一级单位的「审核不通过待办」，提醒 type 6。
    o = await task('dispatcher', o, 'checkFail', { opinion: '未附现场照片' });
    assert.equal(o.status, 3);
    assert.ok(await inTab('dept01', 'todo2', 4, o.workflowId));
    assert.ok(await inTab('dispatcher', 'uncheckList', 2, o.workflowId), '核查不通过');
    assert.deepEqual((await remindersOf('dept01', o.workflowId)).at(-1), { type: 6, role_type: 0 });

    o = await task('dept01', o, 'reply', { opinion: '已补充现场照片' });
    o = await task('dispatcher', o, 'checkPass', { claimReasonable: 1 });
    assert.equal(o.status, 6);
    assert.ok(await inTab('supervisor', 'uncallback', 6, o.workflowId));
    assert.deepEqual((await remindersOf('dept01', o.workflowId)).at(-1), { type: 1, role_type: 0 });

    // 回访不满意：回到一级单位的「回访不满意待办」，提醒 type 7。
    o = await ok<WorkflowActionResult>('supervisor', '/aop/workflow/commitCbTask', { workflowId: o.workflowId, version: o.version, callbackResult: 3, opinion: '市民称电梯仍有异响' }, 'PATCH');
    assert.equal(o.status, 3);
    assert.ok(await inTab('dept01', 'todo2', 5, o.workflowId));
    assert.deepEqual((await remindersOf('dept01', o.workflowId)).at(-1), { type: 7, role_type: 0 });

    o = await task('dept01', o, 'reply', { opinion: '已更换电梯部件' });
    o = await task('dispatcher', o, 'checkPass', { claimReasonable: 1 });
    o = await ok<WorkflowActionResult>('supervisor', '/aop/workflow/commitCbTask', { workflowId: o.workflowId, version: o.version, callbackResult: 1 }, 'PATCH');
    assert.equal(o.status, 7);
    assert.ok(await inTab('supervisor', 'uncallback', 999, o.workflowId), '已回访');
    assert.ok(await inTab('manager', 'unAssessmentList', 0, o.workflowId));

    o = await task('manager', o, 'assess', { assessScore: 95 });
    assert.equal(o.statusName, '已办结');
    assert.ok(await inTab('manager', 'unAssessmentList', 1, o.workflowId));
    o = await ok<WorkflowActionResult>('manager', '/aop/workflow/commitCaseFile', { workflowId: o.workflowId, version: o.version }, 'PATCH');
    assert.equal(o.statusName, '已归档');

    const d = await ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET');
    assert.deepEqual(d.steps.map((x) => x.actionName), [
      '登记工单', '受理', '派遣', '下派二级单位', '二级单位办理回复', '办理回复', '核查不通过', '办理回复', '核查通过', '回访不满意',
      '办理回复', '核查通过', '回访满意', '考核', '归档',
    ]);
    const log = await ok<Array<{ userName: string; content: string }>>('admin', `/aop/workflow/detailUpdateLog?workflowId=${o.workflowId}`, undefined, 'GET');
    assert.equal(log.length, 15);
    assert.ok(log.some((l) => l.userName === '赵子涵' && l.content.includes('待受理 → 待派遣')));
  });

  test('坐席直接办结进入回访；登记并派遣直达一级待办；热线办结已登记的工单', async () => {
    const done = await register('agent01', '/aop/workflow/seatfirstdone');
    assert.equal(done.statusName, '待回访');
    const direct = await register('agent01', '/aop/neijiangworkflow/commit', { mainDeptId: 101 });
    assert.equal(direct.status, 3);
    assert.ok(await inTab('dept01', 'untodo', 0, direct.workflowId));
    const toAssign = await register('agent01', '/aop/workflow/commitToAssign');
    assert.equal(toAssign.status, 2);
    const hot = await ok<WorkflowActionResult>('dispatcher', '/aop/workflow/hotLinetDone', { workflowId: toAssign.workflowId, version: toAssign.version, opinion: '已电话答复' });
    assert.equal(hot.statusName, '待回访');
    // 坐席办结的工单回访不满意：没有承办单位，回到待派遣。
    const back = await ok<WorkflowActionResult>('supervisor', '/aop/workflow/commitCbTask', { workflowId: done.workflowId, version: done.version, callbackResult: 3 }, 'PATCH');
    assert.equal(back.status, 2);
  });

  test('一级单位撤回下派；派单员撤回派遣；一级单位撤回回复', async () => {
    let o = await register('agent01', '/aop/neijiangworkflow/commit', { mainDeptId: 101 });
    o = await task('dept01', o, 'assignDown', { subDeptId: 10101 });
    o = await ok<WorkflowActionResult>('dept01', '/aop/workflow/mainDeptWithDraw', { workflowId: o.workflowId, version: o.version }, 'PATCH');
    assert.equal(o.status, 3);
    assert.equal(await inTab('dept02', 'untodo', 2, o.workflowId), false);
    o = await task('dept01', o, 'reply', { opinion: '已处理' });
    o = await ok<WorkflowActionResult>('dept01', '/aop/workflow/commitTaskWithDraw', { workflowId: o.workflowId, version: o.version }, 'PATCH');
    assert.equal(o.status, 3);
    o = await ok<WorkflowActionResult>('dispatcher', '/aop/workflow/commitTaskWithDraw', { workflowId: o.workflowId, version: o.version }, 'PATCH');
    assert.equal(o.status, 2);
  });
});

describe(`延期、挂账、退回与督办（${databaseLabel}）`, () => {
  async function atDept1() {
    return register('agent01', '/aop/neijiangworkflow/commit', { mainDeptId: 101 });
  }
  async function pendingApply(workflowId: string, kind: string): Promise<number> {
    const row = await s.app.db.selectFrom('workflow_apply').select('id').where('workflow_id', '=', workflowId).where('kind', '=', kind).where('state', '=', 1).executeTakeFirstOrThrow();
    return row.id;
  }

  test('延期：班长申请，审批人同意后截止时间顺延；拒绝则不变', async () => {
    const o = await atDept1();
    await task('supervisor', o, 'applyDelay', { days: 5, opinion: '需协调多部门' });
    assert.deepEqual((await remindersOf('approver', o.workflowId)).at(-1), { type: 4, role_type: 2 });
    assert.ok(await inTab('supervisor', 'delayApply', 1, o.workflowId));
    assert.ok(await inTab('approver', 'applyDelay', 1, o.workflowId));
    // 班长不能审批，部门不能重复申请。
    await refused('supervisor', '/aop/workflowApply/approve', { applyId: await pendingApply(o.workflowId, 'delay'), agree: true }, 'POST', '您的角色无权同意延期');
    const agreed = await ok<WorkflowActionResult>('approver', '/aop/workflowApply/approve', { applyId: await pendingApply(o.workflowId, 'delay'), agree: true, opinion: '同意' });
    assert.ok(agreed.deadline > o.deadline, `${agreed.deadline} > ${o.deadline}`);
    assert.ok(await inTab('approver', 'applyDelay', 2, o.workflowId));
    assert.deepEqual((await remindersOf('dept01', o.workflowId)).at(-1), { type: 0, role_type: 0 });

    await task('dept01', agreed, 'applyDelay', { days: 3, opinion: '仍需时间' });
    const refusedResult = await ok<WorkflowActionResult>('approver', '/aop/workflowApply/approve', { applyId: await pendingApply(o.workflowId, 'delay'), agree: false, opinion: '理由不充分' });
    assert.equal(refusedResult.deadline, agreed.deadline);
    assert.ok(await inTab('dept01', 'applyDelay', 3, o.workflowId));
  });

  test('挂账：同意后计时暂停、列表标记挂账，恢复后截止时间顺延；拒绝则照常', async () => {
    const o = await atDept1();
    const applied = await task('manager', o, 'applyHang', { opinion: '等待司法鉴定' });
    const hung = await ok<WorkflowActionResult>('approver', '/aop/workflowApply/approve', { applyId: await pendingApply(o.workflowId, 'hang'), agree: true });
    assert.equal(hung.version, applied.version + 1);
    const page = await ok<WorkflowPage>('dept01', '/aop/workflow/list/untodo', { queryType: 0, workflowId: o.workflowId });
    assert.equal(page.records[0]!.hung, true);
    // 挂账一天前开始：恢复时截止时间顺延这一天里的工作时间（周末、节假日不计），见 work-calendar.test.ts。
    const hangStart = new Date(Date.now() - 86_400_000);
    await s.app.db.updateTable('workflow').set({ hang_started_at: hangStart }).where('workflow_id', '=', o.workflowId).execute();
    const calendar = await loadWorkCalendar(s.app.db);
    const cst = (text: string) => Date.parse(text.replace(' ', 'T') + '+08:00');
    const movedTo = (resumedAt: number) => calendar.addWorkingMs(new Date(cst(o.deadline)), calendar.workingMsBetween(hangStart, new Date(resumedAt))).getTime();
    const earliest = movedTo(Date.now());
    const resumed = await task('dept01', hung, 'resumeHang');
    const latest = movedTo(Date.now());
    assert.ok(cst(resumed.deadline) >= earliest - 1000 && cst(resumed.deadline) <= latest, `${resumed.deadline} within the pause's working time`);

    await task('dept01', resumed, 'applyHang', { opinion: '再次挂账' });
    const no = await ok<WorkflowActionResult>('approver', '/aop/workflowApply/approve', { applyId: await pendingApply(o.workflowId, 'hang'), agree: false });
    assert.equal(no.deadline, resumed.deadline);
    assert.ok(await inTab('approver', 'hangApply', 3, o.workflowId));
  });

  test('退回：同意后回到待派遣；拒绝则留在承办单位', async () => {
    const a = await atDept1();
    await task('supervisor', a, 'applyReturn', { opinion: '不属于住建局职责' });
    assert.ok(await inTab('supervisor', 'returnApply', 1, a.workflowId));
    // 有待审批的退回申请时不能回复。
    await refused('dept01', '/aop/workflow/commitTask', { workflowId: a.workflowId, version: a.version + 1, action: 'reply', opinion: 'x' }, 'PATCH', '工单有待审批的退回申请，审批完成前不能办理');
    const back = await ok<WorkflowActionResult>('approver', '/aop/workflowApply/approve', { applyId: await pendingApply(a.workflowId, 'return'), agree: true });
    assert.equal(back.status, 2);
    assert.ok(await inTab('dispatcher', 'unassign', 0, a.workflowId));

    const b = await atDept1();
    await task('dept01', b, 'applyReturn', { opinion: '请改派' });
    const stay = await ok<WorkflowActionResult>('approver', '/aop/workflowApply/approve', { applyId: await pendingApply(b.workflowId, 'return'), agree: false });
    assert.equal(stay.status, 3);
    assert.ok(await inTab('dept01', 'applyReturn', 3, b.workflowId));
  });

  test('督办：班长督办，一级单位回复', async () => {
    const o = await atDept1();
    const sup = await task('supervisor', o, 'supervise', { opinion: '请于今日内回复' });
    assert.deepEqual((await remindersOf('dept01', o.workflowId)).at(-1), { type: 8, role_type: 0 });
    assert.ok(await inTab('dept01', 'supervise', 'supervision2', o.workflowId));
    await refused('supervisor', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: sup.version, action: 'supervise', opinion: '再催' }, 'PATCH', '该工单已在督办中，等待承办单位回复');
    await task('dept01', sup, 'superviseReply', { opinion: '已安排处理' });
    assert.ok(await inTab('supervisor', 'supervise', 'supervision3', o.workflowId));
  });
});

describe(`拒绝、幂等、并发与锁（${databaseLabel}）`, () => {
  test('角色不符、状态不符、单位不符的操作被拒绝且不改变任何数据', async () => {
    const o = await register();
    await refused('agent01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action: 'dispatch', mainDeptId: 101 }, 'PATCH', '工单当前状态为「待受理」，不能派遣');
    const accepted = await task('dispatcher', o, 'accept');
    await refused('agent01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: accepted.version, action: 'dispatch', mainDeptId: 101 }, 'PATCH', '您的角色无权派遣');
    await refused('dispatcher', '/aop/workflow/commitCaseFile', { workflowId: o.workflowId, version: accepted.version }, 'PATCH', '工单当前状态为「待派遣」，不能归档');
    const atOther = await task('dispatcher', accepted, 'dispatch', { mainDeptId: 102 });
    await refused('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: atOther.version, action: 'reply', opinion: '越权回复' }, 'PATCH', '该工单不由您所在单位办理，不能办理回复');
    await refused('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: atOther.version, action: 'checkPass', claimReasonable: 1 }, 'PATCH', /不能核查通过|无权核查通过/);
    await refused('dispatcher', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: atOther.version, action: 'assignDown', subDeptId: 10101 }, 'PATCH', '您的角色无权下派二级单位');
    // 别的单位看不到这张工单。
    await refused('dept01', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET', '工单不存在或无权查看');
    // 二级单位看不到一级待办页签。
    await refused('dept02', '/aop/workflow/list/untodo', { queryType: 0 }, 'POST', '暂无权限');
    await refused('agent01', '/aop/workflow/commit', { ...newOrder, phone: '12345' }, 'POST', '请输入正确的手机号');
  });

  test('幂等键：重试（含并发重试）返回第一次的结果，只生成一张工单', async () => {
    const count = async () => Number((await s.app.db.selectFrom('workflow').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const headers = { 'idempotency-key': 'commit-retry-0001' };
    const [a, b] = await Promise.all([
      ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', newOrder, 'POST', headers),
      ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', newOrder, 'POST', headers),
    ]);
    const c = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', newOrder, 'POST', headers);
    assert.equal(a.workflowId, b.workflowId);
    assert.deepEqual(c, a);
    assert.equal(await count(), before + 1);
    // A retried step answers the first result instead of a version conflict.
    const step = { workflowId: a.workflowId, version: a.version, action: 'accept' };
    const k = { 'idempotency-key': 'accept-retry-0001' };
    const first = await ok<WorkflowActionResult>('dispatcher', '/aop/workflow/commitTask', step, 'PATCH', k);
    assert.deepEqual(await ok<WorkflowActionResult>('dispatcher', '/aop/workflow/commitTask', step, 'PATCH', k), first);
    const bad = await s.call('/aop/workflow/commit', { token: tok.agent01, body: newOrder, headers: { 'idempotency-key': 'x' } });
    assert.match(bad.body.msg, /幂等键格式错误/);
  });

  test('并发修改：旧版本号的修改得到 409，不覆盖别人的修改', async () => {
    const o = await register();
    const results = await Promise.all([
      s.call('/aop/workflow/modify', { token: tok.agent01, method: 'PATCH', body: { workflowId: o.workflowId, version: o.version, content: '甲的修改' } }),
      s.call('/aop/workflow/modify', { token: tok.dispatcher, method: 'PATCH', body: { workflowId: o.workflowId, version: o.version, address: '乙的地址' } }),
    ]);
    const codes = results.map((r) => r.body.code).sort();
    assert.deepEqual(codes, [0, 409]);
    const lost = results.find((r) => r.body.code === 409)!;
    assert.equal(lost.status, 409);
    assert.equal(lost.body.msg, '工单已被他人修改，请刷新后重试');
    const d = await ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET');
    assert.equal(d.version, o.version + 1);
    assert.ok(d.content === '甲的修改' ? d.address === '北门社区1号' : d.address === '乙的地址' && d.content === newOrder.content);
    const log = await ok<Array<{ content: string }>>('admin', `/aop/workflow/detailUpdateLog?workflowId=${o.workflowId}`, undefined, 'GET');
    assert.match(log.at(-1)!.content, /诉求内容：.* → 甲的修改|地址：北门社区1号 → 乙的地址/);
  });

  test('打开办理加锁，他人看到持有人且不能操作；本人关闭页签解锁；管理员强制解锁；过期锁可被接管', async () => {
    const o = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commitToAssign', newOrder);
    const mine = await ok<WorkflowDetail>('dispatcher', `/aop/workflow/detail?workflowId=${o.workflowId}&forWork=true`, undefined, 'GET');
    assert.equal(mine.lock.mine, true);
    const other = await ok<WorkflowDetail>('agent01', `/aop/workflow/detail?workflowId=${o.workflowId}&forWork=true`, undefined, 'GET');
    assert.equal(other.lock.mine, false);
    assert.equal(other.lock.lockUserName, '赵子涵');
    assert.deepEqual(other.allowedActions, []);
    const listed = await ok<WorkflowPage>('agent01', '/aop/workflow/list/unassign', { queryType: 0, workflowId: o.workflowId });
    assert.equal(listed.records[0]!.lockUserName, '赵子涵');
    await refused('agent01', '/aop/workflow/hotLinetDone', { workflowId: o.workflowId, version: o.version }, 'POST', /^工单正在由赵子涵处理（.*起），请稍后再试$/);
    await refused('agent01', '/aop/lock/unlockWorkflow', { processid: o.processid }, 'POST', /只有本人或管理员可以解锁/);

    await ok('dispatcher', '/aop/lock/unlockWorkflow', { processid: o.processid });
    const free = await ok<WorkflowDetail>('agent01', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET');
    assert.equal(free.lock.lockUserName, null);

    await ok('agent01', `/aop/workflow/detail?workflowId=${o.workflowId}&forWork=true`, undefined, 'GET');
    await refused('dispatcher', '/aop/lock/systemUnlockWorkflow', { workflowIds: [o.workflowId] }, 'POST', '只有管理员可以强制解锁工单');
    await ok('admin', '/aop/lock/systemUnlockWorkflow', { workflowIds: [o.workflowId] });
    assert.equal((await ok<WorkflowDetail>('dispatcher', `/aop/workflow/detail?workflowId=${o.workflowId}&forWork=true`, undefined, 'GET')).lock.mine, true);

    // 锁 31 分钟未续：已过期，他人打开即接管。
    await s.app.db.updateTable('workflow').set({ locked_at: new Date(Date.now() - 31 * 60_000) }).where('workflow_id', '=', o.workflowId).execute();
    const taken = await ok<WorkflowDetail>('agent01', `/aop/workflow/detail?workflowId=${o.workflowId}&forWork=true`, undefined, 'GET');
    assert.equal(taken.lock.mine, true);
    // 流转到下一环节释放锁。
    const moved = await ok<WorkflowActionResult>('agent01', '/aop/workflow/hotLinetDone', { workflowId: o.workflowId, version: taken.version });
    assert.notEqual(moved.processid, o.processid);
    assert.equal((await ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET')).lock.lockUserName, null);
  });
});

describe(`队列、页签与导出（${databaseLabel}）`, () => {
  test('页签按角色可见，计数与列表总数一致', async () => {
    const tabsOf = async (u: string) => ok<WorkflowTabEntry[]>(u, '/aop/workflow/list/all');
    const dept02 = await tabsOf('dept02');
    const keys = (t: WorkflowTabEntry[]) => new Set(t.filter((x) => x.roleIds.length).map((x) => `${x.belong}/${x.params.queryType}`));
    assert.deepEqual([...keys(dept02)].sort(), ['applyDelay/1', 'applyDelay/2', 'applyDelay/3', 'applyReturn/1', 'applyReturn/2', 'applyReturn/3',
      'hangApply/1', 'hangApply/2', 'hangApply/3', 'todo2/0', 'todo2/1', 'untodo/2', 'untodo/3']);
    const approver = keys(await tabsOf('approver'));
    assert.ok([...approver].every((k) => /^(applyDelay|applyReturn|hangApply)\//.test(k)));
    const sv = keys(await tabsOf('supervisor'));
    for (const k of ['delayApply/1', 'returnApply/1', 'hangApply/1', 'supervise/supervision1', 'supervise/supervision3']) assert.ok(sv.has(k), k);
    assert.ok(![...sv].some((k) => k.startsWith('untodo/') || k.startsWith('applyDelay/')));
    const dept01 = await tabsOf('dept01');
    assert.ok(keys(dept01).has('supervise/supervision2') && !keys(dept01).has('supervise/supervision1'));
    for (const t of dept01) {
      const page = await ok<WorkflowPage>('dept01', `/aop/workflow/list/${t.type}`, { queryType: t.params.queryType, size: 1 });
      assert.equal(page.total, t.count, `${t.belong}/${t.name}`);
    }
    // Every tab of every group has seeded rows for some role.
    const all = [...dept01, ...dept02, ...(await tabsOf('supervisor')), ...(await tabsOf('approver')), ...(await tabsOf('dispatcher'))];
    for (const group of ['unaccept', 'unassign', 'untodo', 'todo2', 'uncheckList', 'uncallback', 'unAssessmentList', 'delayApply', 'applyDelay', 'hangApply', 'returnApply', 'applyReturn', 'supervise']) {
      const tabs = all.filter((t) => t.belong === group);
      assert.ok(tabs.length > 0, group);
      for (const qt of new Set(tabs.map((t) => String(t.params.queryType)))) {
        assert.ok(tabs.some((t) => String(t.params.queryType) === qt && t.count > 0), `${group}/${qt} 有数据`);
      }
    }
  });

  test('筛选、分页、排序、超期标记与号码脱敏；同号码历史工单', async () => {
    const page1 = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { size: 10, page: 1, sortField: 'deadline', sortOrder: 'asc' });
    const page2 = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { size: 10, page: 2, sortField: 'deadline', sortOrder: 'asc' });
    assert.equal(page1.total, 300);
    assert.ok(page1.records.at(-1)!.deadline <= page2.records[0]!.deadline);
    assert.ok(page1.records.every((r) => /^139\d{8}$/.test(r.phone)));
    const masked = await ok<WorkflowPage>('dept01', '/aop/workflow/list/untodo', { queryType: 0, size: 5 });
    assert.ok(masked.records.every((r) => /^139\*{4}\d{4}$/.test(r.phone)));
    const overdue = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { overdue: true, size: 100 });
    assert.ok(overdue.total > 0 && overdue.records.every((r) => r.overdue));
    const kw = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { keyword: '电梯', size: 100 });
    assert.ok(kw.total > 0 && kw.records.every((r) => r.content.includes('电梯')));
    const byType = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { eventTypeId: 1, status: 3, size: 100 });
    assert.ok(byType.records.every((r) => ['物业管理', '建筑施工', '房屋质量'].includes(r.eventTypeName!) && r.status === 3));
    const dept = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { deptId: 101, startTime: '2000-01-01', endTime: '2100-01-01', size: 1 });
    assert.ok(dept.total > 0);
    const phone = page1.records[0]!.phone;
    const history = await ok<WorkflowPage>('agent01', '/aop/workflow/list/historyCallList', { phone });
    assert.ok(history.total >= 2 && history.records.every((r) => r.phone === phone));
    const bad = await s.call('/aop/workflow/list/index', { token: tok.dispatcher, body: { startTime: '昨天' } });
    assert.equal(bad.body.msg, '开始时间格式错误');
    const follow = await ok('agent01', '/aop/workflow/batchFollow', { workflowIds: [phone ? history.records[0]!.workflowId : ''], follow: true });
    assert.ok(follow);
    const followed = await ok<WorkflowPage>('agent01', '/aop/workflow/list/index', { followed: true });
    assert.equal(followed.total, 1);
  });

  test('导出 Excel 可被解析回来；导出 PDF 是真正的 PDF', async () => {
    const res = await fetch(`${s.url}/aop/exportWorkflow/list/exportAll`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.dispatcher! }, body: JSON.stringify({ type: 'unassign', queryType: 0 }),
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition')!, /filename\*=UTF-8''/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('工单列表')!;
    assert.equal(ws.getRow(1).getCell(1).value, '工单编号');
    // The same labels as the list's columns and print (src/shared/protocol/orderFields.ts).
    assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), SHEET_FIELDS.map((id) => ORDER_FIELDS[id].label));
    assert.equal(ws.rowCount - 1, 30);
    assert.match(String(ws.getRow(2).getCell(1).value), /^YL\d{14}$/);
    const denied = await s.call('/aop/exportWorkflow/list/exportAll', { token: tok.dept01, body: {} });
    assert.equal(denied.status, 403);

    const o = await register();
    const pdf = await fetch(`${s.url}/aop/import/exportPdf`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.agent01! }, body: JSON.stringify({ workflowId: o.workflowId }),
    });
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = bytes.toString('latin1');
    assert.ok(/\/Type \/Pages[\s\S]*\/Count [1-9]/.test(text), 'has pages');
    assert.ok(/\/FontFile2|\/FontFile3|\/CIDFontType/.test(text), 'embeds the CJK font');
    assert.ok(text.trimEnd().endsWith('%%EOF'));
  });
});
