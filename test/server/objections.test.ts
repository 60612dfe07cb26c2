// 派单异议 against the real server, on orders this file makes itself: the lead department files within the window
// (参数设置) with reason, 依据 and the department it holds responsible; refusals in Chinese write nothing; the centre
// rules 成立 (redispatched through a recorded step, the original deadline kept, the catalogue entry flagged 待复核 until
// saved) or 不成立 (stays, with the ruling's reason); 绩效统计 counts both per objecting department.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Objection, OrderObjections } from '../../src/shared/api/contracts/objections.ts';
import type { StatDetailPage, StatTable } from '../../src/shared/api/contracts/stats.ts';
import type { CatalogueEntry } from '../../src/shared/api/contracts/dispatchCatalogue.ts';
import type { WorkflowActionResult } from '../../src/shared/api/workorder.types.ts';
import { SETTING } from '../../src/shared/protocol/settings.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { cstDay } from '../../server/src/lib/time.ts';
import { remindOverdueRulings } from '../../server/src/services/workorders/objections.ts';
import { appealModelOf } from '../../server/src/services/classifiers/appeal-model.ts';
import { appealTerms } from '../../server/src/services/repeats/repeat-rules.ts';
import { callsAs, databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const as = callsAs(() => s, tok);
const DAY = 86_400_000;
const HOUSING = 101;
const MARKET = 102;
const CITY = 106;
const today = cstDay(Date.now());

const file = (o: WorkflowActionResult, extra: object = {}) => ({
  workflowId: o.workflowId, version: o.version, reason: '事发地点在小区红线外的市政道路，不属于本局职责', basis: '城管执法局“三定”规定第三条第（三）项', proposedDeptId: CITY, ...extra,
});
const objectionOf = async (workflowId: string) => (await as.ok<OrderObjections>('dispatcher', '/aop/workflowObjection/forOrder', { workflowId })).objections.at(-1)!;
const order = (id: string) => s.app.db.selectFrom('workflow').selectAll().where('workflow_id', '=', id).executeTakeFirstOrThrow();
/** Moves the order's dispatch back by whole days: weekends and holidays inside do not count, ten days always pass the window. */
const dispatchedDaysAgo = (id: string, days: number) =>
  s.app.db.updateTable('workflow').set({ dispatched_at: new Date(Date.now() - days * DAY) }).where('workflow_id', '=', id).execute();

before(async () => {
  s = await startTestServer();
  await s.reset();
  for (const u of ['admin', 'dispatcher', 'supervisor', 'dept01', 'dept02', 'agent01']) tok[u] = await s.login(u);
});
after(async () => { await s?.close(); });

describe(`派单异议（${databaseLabel}）`, () => {
  test('时限内可提出；超过时限、重复提出、不在本单位、非主办单位角色、缺少依据均被拒绝且不写入', async () => {
    const o = await registerOrder(s, { deptId: HOUSING });
    await as.no('dept01', '/aop/workflowObjection/file', file(o, { basis: '   ' }), '请填写异议依据');
    await as.no('dept01', '/aop/workflowObjection/file', file(o, { proposedDeptId: HOUSING }), '认为应当承办的单位不能是本单位');
    await as.no('dept01', '/aop/workflowObjection/file', file(o, { proposedDeptId: 10101 }), /须为一级承办单位/);
    await as.no('agent01', '/aop/workflowObjection/file', file(o), /暂无权限|无权/);
    await as.no('dispatcher', '/aop/workflowObjection/file', file(o), /暂无权限|无权/);
    const other = await registerOrder(s, { deptId: MARKET });
    await as.no('dept01', '/aop/workflowObjection/file', file(other), '工单当前不在本单位办理，不能提出派单异议');
    await as.no('dept01', '/aop/workflowObjection/forOrder', { workflowId: other.workflowId }, '工单不存在或无权查看');

    const view = await as.ok<OrderObjections>('dept01', '/aop/workflowObjection/forOrder', { workflowId: o.workflowId });
    assert.equal(view.canFile, true);
    assert.equal(view.windowHours, 2);
    const before = await order(o.workflowId);
    const filed = await as.ok<WorkflowActionResult>('dept01', '/aop/workflowObjection/file', file(o));
    const after = await order(o.workflowId);
    assert.equal(after.deadline.getTime(), before.deadline.getTime(), '异议期间办理时限不暂停、不顺延');
    assert.equal(after.main_dept_id, HOUSING);
    const obj = await objectionOf(o.workflowId);
    assert.equal(obj.state, 1);
    assert.equal(obj.proposedDeptName, '云澜市城市管理综合执法局');
    assert.ok(obj.rulingMinutesLeft !== null && obj.rulingMinutesLeft > 0);
    // Pending: no second one, no reply, no return.
    await as.no('dept01', '/aop/workflowObjection/file', file(filed), '该工单已有待裁定的派单异议');
    await as.no('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: filed.version, action: 'reply', opinion: '已处理' }, '工单有待裁定的派单异议，裁定前不能办理', 'PATCH');
    await as.no('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: filed.version, action: 'assignDown', subDeptId: 10101 }, '工单有待裁定的派单异议，裁定前不能办理', 'PATCH');
    await as.no('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: filed.version, action: 'applyReturn', opinion: '不属本单位' }, '工单有待裁定的派单异议，裁定前不能申请退回', 'PATCH');
    await as.no('dispatcher', '/aop/workflow/commitTaskWithDraw', { workflowId: o.workflowId, version: filed.version }, '工单有待裁定的派单异议，请先裁定', 'PATCH');
    const reminders = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id').select('u.username')
      .where('m.workflow_id', '=', o.workflowId).where('m.type', '=', ReminderType.objection).execute();
    assert.ok(reminders.some((r) => r.username === 'dispatcher') && reminders.some((r) => r.username === 'supervisor'), '派单员和值班长收到提醒');
    const log = await s.app.db.selectFrom('workflow_update_log').select('content').where('workflow_id', '=', o.workflowId).where('action', '=', '派单异议').execute();
    assert.match(log[0]!.content, /认为应由「云澜市城市管理综合执法局」承办；依据：/);

    // A pending 退回 and an objection are two answers to one question: one at a time.
    let returning = await registerOrder(s, { deptId: HOUSING });
    returning = await as.ok<WorkflowActionResult>('dept01', '/aop/workflow/commitTask', { workflowId: returning.workflowId, version: returning.version, action: 'applyReturn', opinion: '不属本单位' }, 'PATCH');
    await as.no('dept01', '/aop/workflowObjection/file', file(returning), '工单有待审批的退回申请，不能同时提出派单异议');

    // Outside the window: the message names the window and when it closed.
    const late = await registerOrder(s, { deptId: HOUSING });
    await dispatchedDaysAgo(late.workflowId, 10);
    await as.no('dept01', '/aop/workflowObjection/file', file(late), /^已超过派单异议时限：派遣后 2 个工作小时内可提出，已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 截止$/);
    assert.equal((await as.ok<OrderObjections>('dept01', '/aop/workflowObjection/forOrder', { workflowId: late.workflowId })).canFile, false);
    // The window is a setting, read at each use.
    await s.app.db.updateTable('sys_config').set({ config_value: '2000' }).where('config_key', '=', SETTING.objectionWindowHours).execute();
    await s.app.settings.reload(s.app.db);
    try {
      await as.ok('dept01', '/aop/workflowObjection/file', file(late));
    } finally {
      await s.app.db.updateTable('sys_config').set({ config_value: '2' }).where('config_key', '=', SETTING.objectionWindowHours).execute();
      await s.app.settings.reload(s.app.db);
    }
  });

  test('成立：改派到提出的单位（记录派遣步骤），办理时限仍为原时限，派单目录条目待复核，保存后清除；新单位收到待办提醒', async () => {
    // 城管执法局's own handler, to hear of the order it is sent.
    const handler = await s.app.db.insertInto('sys_user').values({
      username: 'cgj01', password_hash: 'x', real_name: '城管局经办人', job_number: 'T0601', gender: 0, status: 1, dept_id: CITY,
    }).returning('id').executeTakeFirstOrThrow();
    await s.app.db.insertInto('sys_user_role').values({ user_id: handler.id, role_id: 3 }).execute();
    // 物业管理 at 住建局 is a catalogue entry: the order dispatched to 住建局 applies it.
    const o = await registerOrder(s, { deptId: HOUSING });
    const filed = await as.ok<WorkflowActionResult>('dept01', '/aop/workflowObjection/file', file(o));
    const obj = await objectionOf(o.workflowId);
    assert.ok(obj.catalogueEntryId, '记录了适用的派单目录条目');
    const before = await order(o.workflowId);
    const lostByHousing = async () => (await appealModelOf(s.app.db)).similar(appealTerms(before.content), 0.9).lostBy.get(HOUSING)?.redispatch ?? 0;
    const lostBefore = await lostByHousing();
    await as.no('dept01', '/aop/workflowObjection/rule', { id: obj.id, upheld: true, reason: '属实' }, /暂无权限|无权/);
    await as.no('agent01', '/aop/workflowObjection/rule', { id: obj.id, upheld: true, reason: '属实' }, /暂无权限|无权/);
    await as.no('dispatcher', '/aop/workflowObjection/rule', { id: obj.id, upheld: true, reason: '属实', newDeptId: HOUSING }, '异议成立时须改派给提出异议以外的单位');
    const ruled = await as.ok<WorkflowActionResult>('dispatcher', '/aop/workflowObjection/rule', { id: obj.id, upheld: true, reason: '事发地点在市政道路，属城管职责' });
    assert.notEqual(ruled.processid, filed.processid, '改派是新的环节');
    const after = await order(o.workflowId);
    assert.equal(after.main_dept_id, CITY);
    assert.equal(after.status, 3);
    assert.equal(after.deadline.getTime(), before.deadline.getTime(), '新单位的办理时限仍为原时限');
    const step = await s.app.db.selectFrom('workflow_step').selectAll().where('workflow_id', '=', o.workflowId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(step.action, 'upholdObjection');
    assert.equal(step.opinion, '事发地点在市政道路，属城管职责');
    // The suggestion learns from the ruling as from any 改派: 住建局 has lost this appeal.
    assert.equal(await lostByHousing(), lostBefore + 1, '智能派单把异议成立计为住建局被改派走的一件');
    const done = await objectionOf(o.workflowId);
    assert.equal(done.stateName, '异议成立');
    assert.equal(done.newDeptName, '云澜市城市管理综合执法局');
    assert.equal(done.catalogueReviewPending, true);
    // 住建局 reads the outcome on its 派单异议 page, but no longer opens the order; the centre still does.
    const own = await as.ok<{ records: Objection[] }>('dept01', '/aop/workflowObjection/page', { workflowId: o.workflowId, size: 10 });
    assert.deepEqual(own.records.map((r) => [r.stateName, r.canOpen]), [['异议成立', false]]);
    const centre = await as.ok<{ records: Objection[] }>('dispatcher', '/aop/workflowObjection/page', { workflowId: o.workflowId, size: 10 });
    assert.deepEqual(centre.records.map((r) => r.canOpen), [true]);
    await as.no('supervisor', '/aop/workflowObjection/rule', { id: obj.id, upheld: false, reason: '再裁' }, '该派单异议已裁定（异议成立）');
    // The new department gets its 待办 (type 0) saying the deadline is the original one; 住建局 reads the outcome on the 派单异议 page.
    const msgs = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
      .select(['u.dept_id', 'm.type', 'm.content']).where('m.workflow_id', '=', o.workflowId).where('m.type', '=', ReminderType.newTodo).where('r.role_id', '=', 3).execute();
    assert.ok(msgs.some((m) => m.dept_id === CITY && m.content.includes('办理时限仍按原派单计算')), '城管执法局收到待办提醒');
    assert.ok(!msgs.some((m) => m.dept_id === HOUSING && m.content.includes('派单异议成立')));
    // The catalogue shows the flag, filters by it, and saving the entry clears it.
    const flagged = await as.ok<{ records: CatalogueEntry[] }>('admin', '/api/sys/dispatchCatalogue/page', { reviewPending: true, size: 100 });
    const entry = flagged.records.find((e) => e.id === obj.catalogueEntryId)!;
    assert.ok(entry.reviewPending && entry.reviewNote?.includes(o.workflowId));
    const { id, eventTypeId, regionId, keywords, leadDeptId, assistDeptIds, timeLimit, basis, effectiveFrom, effectiveTo, status } = entry;
    await as.ok('admin', '/api/sys/dispatchCatalogue/update', { id, eventTypeId, regionId, keywords, leadDeptId, assistDeptIds, timeLimit, basis, effectiveFrom, effectiveTo, status });
    assert.equal((await as.ok<CatalogueEntry>('admin', '/api/sys/dispatchCatalogue/info', { id })).reviewPending, false);
  });

  test('不成立：工单仍由原单位办理，附裁定理由，提醒提出单位；之后可办理回复，不能再次提出', async () => {
    const o = await registerOrder(s, { deptId: HOUSING });
    await as.ok('dept01', '/aop/workflowObjection/file', file(o, { proposedDeptId: MARKET }));
    const obj = await objectionOf(o.workflowId);
    await as.no('dispatcher', '/aop/workflowObjection/rule', { id: obj.id, upheld: false, reason: ' ' }, '请填写裁定理由');
    const ruled = await as.ok<WorkflowActionResult>('supervisor', '/aop/workflowObjection/rule', { id: obj.id, upheld: false, reason: '诉求核心是物业服务质量，属住建局职责' });
    const row = await order(o.workflowId);
    assert.equal(row.main_dept_id, HOUSING);
    const done = (await as.ok<{ records: Objection[] }>('dept01', '/aop/workflowObjection/page', { workflowId: o.workflowId })).records[0]!;
    assert.equal(done.stateName, '异议不成立');
    assert.equal(done.rulingReason, '诉求核心是物业服务质量，属住建局职责');
    const msg = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id').select('m.content')
      .where('m.workflow_id', '=', o.workflowId).where('u.username', '=', 'dept01').where('m.type', '=', ReminderType.objection).execute();
    assert.ok(msg.some((m) => m.content.includes('派单异议不成立')));
    await as.no('dept01', '/aop/workflowObjection/file', file(ruled), '本单位对该工单的派单异议已经裁定，不能再次提出');
    await as.ok('dept01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: ruled.version, action: 'reply', opinion: '已处理' }, 'PATCH');
    // Agents and other departments never see it; the log holds the ruling.
    for (const other of ['agent01', 'dept02']) {
      assert.equal((await as.ok<{ records: Objection[] }>(other, '/aop/workflowObjection/page', {})).records.length, 0, other);
    }
    const log = await s.app.db.selectFrom('workflow_update_log').select('content').where('workflow_id', '=', o.workflowId).where('action', '=', '派单异议不成立').executeTakeFirstOrThrow();
    assert.match(log.content, /派单异议不成立，工单仍由其办理；意见：诉求核心/);
  });

  test('超过裁定时限的待裁定异议提醒派单员、值班长一次', async () => {
    const o = await registerOrder(s, { deptId: HOUSING });
    await as.ok('dept01', '/aop/workflowObjection/file', file(o));
    await s.app.db.updateTable('workflow_objection').set({ ruling_due_at: new Date(Date.now() - 60_000) }).where('workflow_id', '=', o.workflowId).execute();
    assert.equal((await objectionOf(o.workflowId)).overdue, true);
    const first = await remindOverdueRulings(s.app.db, new Date());
    assert.ok(first.objections >= 1 && first.reminders >= 2);
    assert.equal((await remindOverdueRulings(s.app.db, new Date())).objections, 0, '每条只提醒一次');
  });

  test('绩效统计：派单异议数、异议成立、异议不成立计入提出异议的单位；下钻明细行数等于单元格', async () => {
    const t = await as.ok<StatTable>('admin', '/apo/performanceReport/table', { grouping: 'mainDept', preset: 'custom', startTime: today, endTime: today });
    const housing = t.rows.find((r) => r.dimensionValues === String(HOUSING))!;
    const mine = await s.app.db.selectFrom('workflow_objection as o').innerJoin('workflow as w', 'w.workflow_id', 'o.workflow_id')
      .select(['o.state']).where('o.dept_id', '=', HOUSING).where('w.deleted', '=', 0)
      .where('o.created_at', '>=', new Date(`${today}T00:00:00+08:00`)).execute();
    assert.equal(housing.objectionNum, mine.length);
    assert.equal(housing.objectionUpheldNum, mine.filter((m) => m.state === 2).length);
    assert.equal(housing.objectionRefusedNum, mine.filter((m) => m.state === 3).length);
    assert.ok(housing.objectionUpheldNum >= 1 && housing.objectionRefusedNum >= 1);
    // The upheld order now belongs to 城管, but its objection stays with 住建局.
    const city = t.rows.find((r) => r.dimensionValues === String(CITY));
    assert.equal(city?.objectionNum ?? 0, 0);
    for (const key of ['objectionNum', 'objectionUpheldNum', 'objectionRefusedNum'] as const) {
      const d = await as.ok<StatDetailPage>('admin', '/apo/performanceReport/detail', {
        tableName: housing.tableName, dimensionValues: housing.dimensionValues, indexName: key, startTime: t.startTime, endTime: t.endTime, size: 200,
      });
      assert.equal(d.total, housing[key], key);
      assert.equal(d.records.length, housing[key], key);
    }
  });
});
