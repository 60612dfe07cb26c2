// The work-order calls around the loop: base data, time limits, notes, relations, opinions, field configuration,
// missed calls, department matching, batch verification, repairs, up-level supervision, deletion, cache.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type {
  BatchResult, BizData, DeptMatch, EventTypeNode, JobSchedule, LimitDayTimeResult, MissOrder, Opinion, PropertyConfig, WorkflowActionResult,
  WorkflowDetail, WorkflowNote, WorkflowPage,
} from '../../src/shared/api/workorder.types.ts';
import type { Page } from '../../src/shared/api/types.ts';
import type { IntegratedRow } from '../../src/shared/api/contracts/integrated.ts';
import { loadWorkCalendar } from '../../server/src/services/workorders/workdays.ts';
import { callsAs, databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01', 'dispatcher', 'dept01', 'dept02', 'supervisor', 'manager']) tok[u] = await s.login(u);
});

const order = { citizenName: '李四', phone: '13800138000', channel: '1', appealType: '1', content: '咨询公积金提取流程' };

const { ok, no } = callsAs(() => s, tok);

describe(`工单基础数据与时限（${databaseLabel}）`, () => {
  test('诉求类型的办理时限按工作日计：咨询/求助 3 天，投诉/建议 13 天；周末与法定节假日不计', async () => {
    const biz = await ok<BizData>('agent01', '/aop/baseData/bizData', undefined, 'GET');
    const limit = Object.fromEntries(biz.appealTypes.map((a) => [a.label, a.timeLimit]));
    assert.deepEqual([limit['咨询'], limit['求助'], limit['投诉'], limit['建议']], [3, 3, 13, 13]);
    const calendar = await loadWorkCalendar(s.app.db);
    // 2026-09-30（周三）起 3 个工作日：国庆 10/1-10/7 休，10/10（周六）调休上班 -> 10/8、10/9、10/10。
    assert.equal(calendar.addWorkingDays(new Date('2026-09-30T10:00:00+08:00'), 3).toISOString(), new Date('2026-10-10T23:59:59+08:00').toISOString());
    // 周五起 1 个工作日是下周一。
    assert.equal(calendar.addWorkingDays(new Date('2026-03-13T10:00:00+08:00'), 1).toISOString(), new Date('2026-03-16T23:59:59+08:00').toISOString());
    const d = await ok<LimitDayTimeResult>('agent01', '/aop/limit/limitDayTime?day=3');
    assert.match(d.deadline, /^\d{4}-\d{2}-\d{2} 23:59:59$/);
    const o = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', { ...order, appealType: '3' });
    const detail = await ok<WorkflowDetail>('agent01', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET');
    assert.equal(detail.timeLimit, 13);
    const tree = await ok<EventTypeNode[]>('agent01', '/aip/eventType2/treeList');
    assert.ok(tree.find((n) => n.name === '城乡建设')!.children.some((c) => c.name === '物业管理'));
    const init = await ok<{ historyCount: number; defaultTimeLimit: number }>('agent01', '/aop/workflow/init', { telNo: '13800138000' });
    assert.equal(init.historyCount, 1);
  });

  test('智能匹配：按分类与诉求内容推荐承办单位并说明理由', async () => {
    // Content alone: the type is guessed (噪声污染), and the 派单目录's 烧烤 entry sends it to 城管局, 生态环境局 after it.
    const byWords = await ok<DeptMatch>('agent01', '/aop/intelligentMatch/intelligentMatch', { content: '楼下烧烤店夜间噪音扰民' });
    assert.equal(byWords.deptName, '云澜市城市管理综合执法局');
    assert.match(byWords.reason, /^分类推测：噪声污染.*派单目录：.*烧烤/);
    assert.ok(byWords.candidates.some((c) => c.deptName === '云澜市生态环境局'), JSON.stringify(byWords.candidates));
    const byType = await ok<DeptMatch>('agent01', '/aop/intelligentMate/getDeptId', { content: '其他问题', eventTypeId: 401 });
    assert.equal(byType.deptId, 104);
    assert.match(byType.reason, /欠薪/);
    assert.ok(byType.candidates.length <= 3);
    const none = await ok<DeptMatch>('agent01', '/aop/intelligentMatch/intelligentMatch', { content: '你好' });
    assert.equal(none.deptId, null);
    assert.equal(none.reason, '未找到匹配的承办单位，请人工选择');
  });
});

describe(`备注、批注、关联与常用意见（${databaseLabel}）`, () => {
  test('批注与备注写入更新日志；关联双向可解除', async () => {
    const a = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', order);
    const b = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', order);
    const comments = await ok<WorkflowNote[]>('dispatcher', '/aop/workflow/addComment', { workflowId: a.workflowId, content: '重复来电' });
    assert.equal(comments[0]!.userName, '赵子涵');
    const remarks = await ok<WorkflowNote[]>('agent01', '/aop/workflowRemark', { workflowId: a.workflowId, content: '市民要求短信回复' });
    assert.equal(remarks.length, 1);
    await ok('agent01', '/aop/workflowRel/batchInsert', { workflowId: a.workflowId, relWorkflowIds: [b.workflowId] });
    const db = await ok<WorkflowDetail>('agent01', `/aop/workflow/detail?workflowId=${b.workflowId}`, undefined, 'GET');
    assert.deepEqual(db.relations.map((r) => r.workflowId), [a.workflowId]);
    await ok('agent01', '/aop/workflowRel/unbindWorkFlow', { workflowId: b.workflowId, relWorkflowId: a.workflowId });
    await no('agent01', '/aop/workflowRel/unbindWorkFlow', { workflowId: b.workflowId, relWorkflowId: a.workflowId }, '两张工单没有关联');
    await no('agent01', '/aop/workflowRel/batchInsert', { workflowId: a.workflowId, relWorkflowIds: [a.workflowId] }, '不能关联工单本身');
    const log = await ok<Array<{ action: string }>>('agent01', `/aop/workflow/detailUpdateLog?workflowId=${a.workflowId}`, undefined, 'GET');
    assert.deepEqual(log.map((l) => l.action), ['登记工单', '添加批注', '添加备注', '关联工单']);
  });

  test('常用意见：每人自己的增删改查与分页', async () => {
    const added = await ok<Opinion>('dept01', '/aop/opinions/add', { content: '已转交物业处理', sort: 0 });
    const page = await ok<Page<Opinion>>('dept01', '/aop/opinions/page', { page: 1, size: 2 });
    assert.equal(page.total, 3);
    assert.equal(page.records[0]!.content, '已转交物业处理');
    await ok('dept01', '/aop/opinions/update', { id: added.id, content: '已转交物业公司处理' });
    assert.equal((await ok<Opinion>('dept01', '/aop/opinions/get', { id: added.id })).content, '已转交物业公司处理');
    await no('dept02', '/aop/opinions/get', { id: added.id }, '常用意见不存在');
    await no('dept02', '/aop/opinions/delete', { ids: [added.id] }, '请选择删除项');
    await ok('dept01', '/aop/opinions/delete', { ids: [added.id] });
    assert.equal((await ok<Opinion[]>('dept01', '/aop/opinions/all')).length, 2);
  });
});

describe(`配置、漏单、批量核查、补录与删除（${databaseLabel}）`, () => {
  test('字段配置按 menuType 查询，只有管理员可批量修改，隐藏字段不能必填', async () => {
    const list = await ok<PropertyConfig[]>('agent01', '/aop/tPropertyConfig/queryConfList', { menuType: 2 });
    assert.equal(list.find((c) => c.propKey === 'eventTypeId')!.required, 0);
    const address = list.find((c) => c.propKey === 'address')!;
    await no('agent01', '/aop/tPropertyConfig/bathUpdate', { list: [{ id: address.id, required: 1 }] }, '只有管理员可以修改字段配置');
    await no('manager', '/aop/tPropertyConfig/bathUpdate', { list: [{ id: address.id, visible: 0, required: 1 }] }, '隐藏的字段不能设为必填');
    await ok('manager', '/aop/tPropertyConfig/bathUpdate', { list: [{ id: address.id, required: 1 }] });
    assert.equal((await ok<PropertyConfig[]>('agent01', '/aop/tPropertyConfig/queryConfList', { menuType: 2 })).find((c) => c.id === address.id)!.required, 1);
  });

  test('漏单：分页查询未处理漏单，处理后不可重复处理；部门无权查看', async () => {
    const page = await ok<Page<MissOrder>>('agent01', '/aip/missOrderWork/page', { state: 0, size: 5 });
    assert.equal(page.total, 14);
    await ok('agent01', '/aop/workflow/doMissOrder', { id: page.records[0]!.id, handleResult: '已回拨并登记' });
    await no('agent01', '/aop/workflow/doMissOrder', { id: page.records[0]!.id, handleResult: '再次处理' }, '漏单不存在或已处理');
    const r = await s.call('/aip/missOrderWork/page', { token: tok.dept01, body: {} });
    assert.equal(r.status, 403);
  });

  test('批量核查：逐单处理，状态不符的单独报告；进度表给出步骤与用时', async () => {
    // Two orders 住建局 has replied to (待核查), and one still 待受理.
    const replied: string[] = [];
    for (let i = 0; i < 2; i++) {
      const o = await registerOrder(s, { deptId: 101 });
      replied.push((await ok<WorkflowActionResult>('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action: 'reply', opinion: '已处理' }, 'PATCH')).workflowId);
    }
    const other = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', order);
    const ids = [...replied, other.workflowId];
    const result = await ok<BatchResult>('dispatcher', '/aop/workflowTask/batchVerification', { workflowIds: ids, pass: true, claimReasonable: 1 });
    assert.equal(result.succeeded.length, 2);
    assert.deepEqual(result.failed, [{ workflowId: other.workflowId, msg: '工单当前状态为「待受理」，不能核查通过' }]);
    const schedule = await ok<JobSchedule>('dispatcher', '/aop/workflowTask/getJobSchedule', { workflowId: ids[0] });
    assert.equal(schedule.statusName, '待回访');
    assert.equal(schedule.steps.at(-1)!.actionName, '核查通过');
  });

  test('批量核查：无核查权的角色整批拒绝，一单也不动', async () => {
    const o = await registerOrder(s, { deptId: 101 });
    const replied = await ok<WorkflowActionResult>('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action: 'reply', opinion: '已处理' }, 'PATCH');
    for (const pass of [true, false]) {
      await no('dept01', '/aop/workflowTask/batchVerification', { workflowIds: [replied.workflowId], pass, claimReasonable: 1 }, pass ? '您的角色无权核查通过' : '您的角色无权核查不通过');
    }
    const detail = await ok<WorkflowDetail>('dispatcher', `/aop/workflow/detail?workflowId=${replied.workflowId}`, undefined, 'GET');
    assert.equal(detail.version, replied.version);
  });

  test('重办次数：核查不通过、回访不满意各加一，核查通过与回访满意都不清零；详情、列表、综合查询都有', async () => {
    const o = await registerOrder(s, { deptId: 101 });
    let at: WorkflowActionResult = o;
    const act = async (user: string, action: string, fields: Record<string, unknown> = {}) => {
      at = await ok<WorkflowActionResult>(user, '/aop/workflow/commitTask', { workflowId: o.workflowId, version: at.version, action, ...fields }, 'PATCH');
    };
    const callBack = async (callbackResult: number) => {
      at = await ok<WorkflowActionResult>('supervisor', '/aop/workflow/commitCbTask', { workflowId: o.workflowId, version: at.version, callbackResult, opinion: '已回访' }, 'PATCH');
    };
    const count = async () => (await ok<WorkflowDetail>('dispatcher', `/aop/workflow/detail?workflowId=${o.workflowId}`, undefined, 'GET')).reworkCount;
    assert.equal(await count(), 0);
    await act('dept01', 'reply', { opinion: '已处理' });
    await act('dispatcher', 'checkFail', { opinion: '回复内容不完整' });
    assert.equal(await count(), 1);
    await act('dept01', 'reply', { opinion: '已补充' });
    await act('dispatcher', 'checkPass', { claimReasonable: 1 });
    assert.equal(await count(), 1, '核查通过不清零');
    await callBack(3);
    await act('dept01', 'reply', { opinion: '再次上门处理' });
    await act('dispatcher', 'checkPass', { claimReasonable: 1 });
    await callBack(1);
    assert.equal(await count(), 2);
    const listed = await ok<WorkflowPage>('dispatcher', '/aop/workflow/list/index', { workflowId: o.workflowId });
    assert.equal(listed.records[0]!.reworkCount, 2);
    const found = await ok<Page<IntegratedRow>>('admin', '/apo/integratedController/integratedQuery', { workflowId: o.workflowId });
    assert.equal(found.records[0]!.reworkCount, 2);
  });

  test('分页参数：limit 与 size 同义（renren-ui 等老客户端），size 优先，limit 越界同样拒绝', async () => {
    const byLimit = await ok<WorkflowPage>('manager', '/aop/workflow/list/index', { page: 1, limit: 3 });
    assert.equal(byLimit.records.length, 3);
    assert.equal(byLimit.size, 3);
    const both = await ok<WorkflowPage>('manager', '/aop/workflow/list/index', { page: 1, limit: 3, size: 5 });
    assert.equal(both.records.length, 5);
    await no('manager', '/aop/workflow/list/index', { page: 1, limit: 501 }, '参数错误：limit 不能大于 500');
    await no('manager', '/aop/workflow/list/index', { page: 1, limit: 'x' }, /^参数错误：limit /);
    await no('manager', '/aop/workflow/list/index', { page: 1, size: 501 }, '参数错误：size 不能大于 500');
    // Every paged list: 漏单 too.
    const missed = await ok<Page<MissOrder>>('agent01', '/aip/missOrderWork/page', { state: 0, limit: 2 });
    assert.deepEqual([missed.records.length, missed.size], [2, 2]);
  });

  test('补录更正已办结工单并留痕；处置意见；上级督办；删除只限管理员', async () => {
    const done = await ok<WorkflowPage>('manager', '/aop/workflow/list/index', { status: 8, size: 1 });
    const o = done.records[0]!;
    await no('dept01', '/aop/repair/repairOperation', { workflowId: o.workflowId, version: o.version, field: 'address', value: '新地址', reason: '地址登记错误' }, '您的角色无权补录更正');
    const fixed = await ok<WorkflowActionResult>('manager', '/aop/repair/repairOperation', { workflowId: o.workflowId, version: o.version, field: 'address', value: '北门社区99号', reason: '地址登记错误' });
    assert.equal(fixed.version, o.version + 1);
    const records = await ok<Page<{ oldValue: string; newValue: string }>>('manager', '/aop/workflow/getLeakAndRepairRecord', { workflowId: o.workflowId });
    assert.deepEqual([records.records[0]!.oldValue, records.records[0]!.newValue], [o.address, '北门社区99号']);

    const todo = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commitToAssign', order);
    const disposed = await ok<WorkflowActionResult>('dispatcher', '/aop/workflow/updateDisposeInstruction', { workflowId: todo.workflowId, version: todo.version, disposeInstruction: '请住建局牵头' });
    const up = await ok<WorkflowActionResult>('supervisor', '/aop/workflowIntance/updateUpSuperviseState', { workflowId: todo.workflowId, upSuperviseState: 1 });
    assert.equal(up.version, disposed.version + 1);
    const d = await ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${todo.workflowId}`, undefined, 'GET');
    assert.equal(d.disposeInstruction, '请住建局牵头');
    assert.equal(d.upSuperviseState, 1);

    const denied = await s.call(`/aop/workflow/deleteWorkOrder?workflowIds=${todo.workflowId}`, { token: tok.dispatcher, method: 'GET' });
    assert.equal(denied.status, 403);
    await ok('admin', `/aop/workflow/deleteWorkOrder?workflowIds=${todo.workflowId}`, undefined, 'GET');
    await no('admin', `/aop/workflow/detail?workflowId=${todo.workflowId}`, undefined, '工单不存在或无权查看', 'GET');
    await no('dispatcher', '/aop/cache/delCache', {}, '只有管理员可以清除缓存');
    await ok('admin', '/aop/cache/delCache', {});
  });

  test('按页签打开详情：页签须对本人可见；延期申请表单的初始数据', async () => {
    const { workflowId: id } = await registerOrder(s, { deptId: 101 });
    const d = await ok<WorkflowDetail & { listModel: { tabName: string } }>('dept01', `/aop/workflow/detailByListAndModel?workflowId=${id}&belong=untodo&queryType=0`, undefined, 'GET');
    assert.equal(d.listModel.tabName, '一级待办');
    assert.ok(d.allowedActions.includes('reply'));
    await no('dept01', `/aop/workflow/detailByListAndModel?workflowId=${id}&belong=delayApply&queryType=1`, undefined, '暂无权限', 'GET');
    const init = await ok<{ maxDays: number; approvers: Array<{ realName: string }> }>('dept01', '/aop/workflow/initOfDoApplyDelay', { workflowId: id });
    assert.equal(init.maxDays, 30);
    assert.deepEqual(init.approvers.map((a) => a.realName), ['周明']);
  });
});
