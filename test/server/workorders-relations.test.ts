// Relation types between orders, the two event-classification services, and the reminder a registration writes.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type {
  ClassificationSuggestion, RelationType, WorkflowActionResult, WorkflowDetail, WorkflowRelation, WorkflowUpdateLogEntry,
} from '../../src/shared/api/workorder.types.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['agent01', 'agent02', 'dispatcher', 'dept01', 'dept02']) tok[u] = await s.login(u);
});

const order = { citizenName: '李四', phone: '13800138000', channel: '1', appealType: '3', content: '咨询公积金提取流程' };

const { ok, no } = callsAs(() => s, tok);
const register = (body: object = order) => ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', { ...order, ...body });

describe(`工单关联类型（${databaseLabel}）`, () => {
  test('getType2 给出关联类型；关联时选择类型，列表与详情显示类型、对方工单的状态、诉求类型与登记时间', async () => {
    const types = await ok<RelationType[]>('agent01', '/aop/workflowRel/getType2', undefined, 'GET');
    assert.deepEqual(types.map((t) => `${t.value}${t.label}`), ['1关联件', '2重复件', '3同一诉求人', '4同一事件']);

    const a = await register();
    const b = await register({ appealType: '1' });
    const c = await register();
    await ok('agent01', '/aop/workflowRel/batchInsert', { workflowId: a.workflowId, relWorkflowIds: [b.workflowId], relType: 2 });
    // Without a type the relation is the general one.
    await ok('agent01', '/aop/workflowRel/batchInsert', { workflowId: a.workflowId, relWorkflowIds: [c.workflowId] });

    const rels = await ok<WorkflowRelation[]>('dispatcher', `/aop/workflowRel/${a.workflowId}`, undefined, 'GET');
    assert.deepEqual(rels.map((r) => [r.workflowId, r.relType, r.relTypeName]), [[b.workflowId, 2, '重复件'], [c.workflowId, 1, '关联件']]);
    const rb = rels[0]!;
    assert.equal(rb.statusName, '待受理');
    assert.equal(rb.appealTypeName, '咨询');
    assert.match(rb.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(rb.relUserName, '王晓敏');
    // Both ways, same type.
    const back = await ok<WorkflowRelation[]>('agent01', `/aop/workflowRel/${b.workflowId}`, undefined, 'GET');
    assert.deepEqual(back.map((r) => [r.workflowId, r.relTypeName]), [[a.workflowId, '重复件']]);
    const detail = await ok<WorkflowDetail>('agent01', `/aop/workflow/detail?workflowId=${a.workflowId}`, undefined, 'GET');
    assert.deepEqual(detail.relations.map((r) => r.relTypeName), ['重复件', '关联件']);

    // Relating again changes the type; the update log names the type each time.
    await ok('agent01', '/aop/workflowRel/batchInsert', { workflowId: a.workflowId, relWorkflowIds: [c.workflowId], relType: 4 });
    assert.equal((await ok<WorkflowRelation[]>('agent01', `/aop/workflowRel/${c.workflowId}`, undefined, 'GET'))[0]!.relTypeName, '同一事件');
    await ok('agent01', '/aop/workflowRel/unbindWorkFlow', { workflowId: a.workflowId, relWorkflowId: b.workflowId });
    const log = await ok<WorkflowUpdateLogEntry[]>('agent01', `/aop/workflow/detailUpdateLog?workflowId=${a.workflowId}`, undefined, 'GET');
    const texts = log.map((l) => l.content);
    assert.ok(texts.includes(`关联工单（重复件）：${b.workflowId}`), texts.join('\n'));
    assert.ok(texts.includes(`关联工单（关联件）：${c.workflowId}`));
    assert.ok(texts.includes(`关联工单（同一事件）：${c.workflowId}`));
    assert.ok(texts.includes(`解除关联工单（重复件）：${b.workflowId}`));
  });

  test('看不到的关联工单只显示编号、类型与状态，不显示诉求内容', async () => {
    const mine = await ok<WorkflowActionResult>('agent01', '/aop/neijiangworkflow/commit', { ...order, mainDeptId: 101 });
    const other = await register({ content: '别人的诉求：邻居装修噪音扰民' });
    await ok('agent01', '/aop/workflowRel/batchInsert', { workflowId: mine.workflowId, relWorkflowIds: [other.workflowId] });
    const [rel] = await ok<WorkflowRelation[]>('dept01', `/aop/workflowRel/${mine.workflowId}`, undefined, 'GET');
    assert.deepEqual([rel!.workflowId, rel!.visible, rel!.content, rel!.statusName], [other.workflowId, false, '', '待受理']);
    const detail = await ok<WorkflowDetail>('dept01', `/aop/workflow/detail?workflowId=${mine.workflowId}`, undefined, 'GET');
    assert.equal(detail.relations[0]!.content, '');
    // The centre sees it whole.
    const [whole] = await ok<WorkflowRelation[]>('dispatcher', `/aop/workflowRel/${mine.workflowId}`, undefined, 'GET');
    assert.deepEqual([whole!.visible, whole!.content], [true, '别人的诉求：邻居装修噪音扰民']);
  });

  test('类型不在表中、类型不是整数、看不到的工单：拒绝且不写入', async () => {
    const a = await register();
    const b = await register();
    const body = { workflowId: a.workflowId, relWorkflowIds: [b.workflowId] };
    const listed = /^关联类型不存在，请选择：1 关联件、2 重复件、3 同一诉求人、4 同一事件$/;
    await no('agent01', '/aop/workflowRel/batchInsert', { ...body, relType: 9 }, listed);
    await no('agent01', '/aop/workflowRel/batchInsert', { ...body, relType: 0 }, listed);
    await no('agent01', '/aop/workflowRel/batchInsert', { ...body, relType: '2' }, '参数错误：relType 应为整数');
    // A level-2 department sees only what was sent down to it.
    await no('dept02', `/aop/workflowRel/${a.workflowId}`, undefined, '工单不存在或无权查看', 'GET');
    const anonymous = await s.call(`/aop/workflowRel/${a.workflowId}`, { method: 'GET' });
    assert.equal(anonymous.status, 401);
    assert.deepEqual(await ok('agent01', `/aop/workflowRel/${a.workflowId}`, undefined, 'GET'), []);
  });
});

describe(`事件分类推荐（${databaseLabel}）`, () => {
  test('关键词分类：命中关键词的分类排在前面，给出完整路径、0..1 的分值与命中的关键词', async () => {
    const found = await ok<ClassificationSuggestion[]>('agent01', '/aop/classifier/keyword', { content: '小区电梯坏了一周，物业公司一直不派人修' });
    assert.ok(found.length >= 1 && found.length <= 3);
    const best = found[0]!;
    assert.deepEqual([best.eventTypeId, best.name, best.path, best.source], [101, '物业管理', '城乡建设 / 物业管理', 'keyword']);
    assert.match(best.reason, /电梯/);
    assert.match(best.reason, /物业公司/);
    assert.ok(best.score > 0 && best.score < 1);

    const noise = await ok<ClassificationSuggestion[]>('agent01', '/aop/classifier/keyword', { content: '楼上每天晚上放音响，广场舞噪音扰民' });
    assert.equal(noise[0]!.name, '噪声污染');
    // Scores fall from the first suggestion to the last.
    assert.deepEqual(noise.map((n) => n.score), [...noise.map((n) => n.score)].sort((x, y) => y - x));
    assert.deepEqual(await ok('agent01', '/aop/classifier/keyword', { content: '你好，我想问一下' }), []);
  });

  test('相似工单分类：与已有工单相似的内容得到它们的分类，理由列出相似工单编号；新登记的工单随即参与', async () => {
    const seeded = await s.app.db.selectFrom('workflow').select('workflow_id').where('event_type_id', '=', 301).execute();
    const found = await ok<ClassificationSuggestion[]>('agent01', '/aop/classifier/similar', { content: '附近的工厂排放废气，有很刺鼻的异味' });
    assert.deepEqual([found[0]!.eventTypeId, found[0]!.path, found[0]!.source], [301, '生态环境 / 大气污染', 'similar']);
    const numbers = found[0]!.reason.replace(/^相似工单：/, '').split('、');
    assert.ok(numbers.length >= 1 && numbers.every((n) => seeded.some((o) => o.workflow_id === n)), found[0]!.reason);

    // Words no keyword knows: only the similar-case service can tell; it sees an order registered after its last answer.
    const text = '滨河公园东门的雕塑底座松动摇晃，存在安全隐患';
    assert.deepEqual(await ok('agent01', '/aop/classifier/similar', { content: text }), []);
    assert.deepEqual(await ok('agent01', '/aop/classifier/keyword', { content: text }), []);
    const o = await register({ content: text, eventTypeId: 601 });
    const after = await ok<ClassificationSuggestion[]>('agent01', '/aop/classifier/similar', { content: '滨河公园东门雕塑底座松动了，很危险' });
    assert.equal(after[0]!.name, '市容环卫');
    assert.equal(after[0]!.reason, `相似工单：${o.workflowId}`);
  });

  test('内容须 2 到 2000 个字，须登录；不合格的请求给出中文提示', async () => {
    for (const path of ['/aop/classifier/keyword', '/aop/classifier/similar']) {
      await no('agent01', path, {}, '参数错误：content 不能为空');
      await no('agent01', path, { content: '电' }, '参数错误：content 长度不能少于 2 个字符');
      await no('agent01', path, { content: '  电  ' }, '诉求内容至少需要 2 个字才能推荐分类');
      await no('agent01', path, { content: '电梯'.repeat(1001) }, '参数错误：content 长度不能超过 2000 个字符');
      // A field this server does not know (a newer client's) is ignored, not refused.
      await ok('agent01', path, { content: '电梯故障', extra: 1 });
      const anonymous = await s.call(path, { body: { content: '电梯故障' } });
      assert.equal(anonymous.status, 401);
    }
  });
});

describe(`登记提醒（${databaseLabel}）`, () => {
  test('登记工单（待受理）提醒派单员受理，不提醒登记的话务员，也不提醒其他话务员；工单被受理后提醒即已处理', async () => {
    const o = await register();
    const reminders = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id')
      .select(['u.username', 'm.type', 'm.role_type', 'm.content']).where('m.workflow_id', '=', o.workflowId).orderBy('u.username').execute();
    assert.deepEqual(reminders.map((r) => [r.username, r.type, r.role_type]), [['dispatcher', 12, 2]]);
    assert.equal(reminders[0]!.content, `工单 ${o.workflowId}：有新登记的工单待受理`);
    // The dispatcher's bell lists it.
    const page = await ok<{ list: Array<{ workflowId: string; type: number }> }>('dispatcher', '/aop/workflowRemindMsg/selectList', { page: 1, size: 50, isRead: 0 });
    assert.ok(page.list.some((m) => m.workflowId === o.workflowId && m.type === 12));

    // Once someone takes the order, no bell sends anyone to 待受理 for it.
    await ok('agent01', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action: 'accept' }, 'PATCH');
    const left = await s.app.db.selectFrom('workflow_remind_msg').select('is_read').where('workflow_id', '=', o.workflowId).where('type', '=', 12).execute();
    assert.deepEqual(left.map((r) => r.is_read), [1]);
  });
});
