// 主办/协办 against the real server, on orders this file makes itself: a dispatch names assisting departments with their
// own deadlines; each finds the order in 协办工单, opens it and replies to the lead, or the centre releases it; the lead's
// 办理回复 waits for every one; 改派 ends what is still awaited; the 派单目录 entry of the lead sets the order's time limit;
// 绩效统计 counts each assisting department's part, and each cell equals its drill-down.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { StatDetailPage, StatTable } from '../../src/shared/api/contracts/stats.ts';
import type {
  AssistCatalogueEntry, WorkflowActionResult, WorkflowDetail, WorkflowPage, WorkflowUpdateLogEntry,
} from '../../src/shared/api/workorder.types.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { cstDay } from '../../server/src/lib/time.ts';
import { loadWorkCalendar } from '../../server/src/services/workorders/workdays.ts';
import { callsAs, databaseLabel, NEW_ORDER, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

const HOUSING = 101;
const MARKET = 102;
const ECOLOGY = 103;
const TRANSPORT = 105;
const CITY = 106;
/** 价格违法: the file's own 派单目录 entries only (the seed's are removed). */
const TYPE = 203;
const ORDER = { ...NEW_ORDER, eventTypeId: TYPE, content: '超市标价与结账价格不一致（协办测试）' };
const today = cstDay(Date.now());

/** Makes a generated handler the level-1 user of a main department (the seed has one level-1 account). */
async function levelOneOf(username: string, deptId: number): Promise<void> {
  const db = s.app.db;
  const u = await db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  await db.updateTable('sys_user').set({ dept_id: deptId, status: 1 }).where('id', '=', u.id).execute();
  await db.deleteFrom('sys_user_role').where('user_id', '=', u.id).execute();
  await db.insertInto('sys_user_role').values({ user_id: u.id, role_id: 3 }).execute();
  tok[username] = await s.login(username);
}

async function accepted(fields: object = {}): Promise<WorkflowActionResult> {
  const o = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', { ...ORDER, ...fields });
  return ok('dispatcher', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action: 'accept' }, 'PATCH');
}
const dispatch = (o: WorkflowActionResult, mainDeptId: number, assists?: object[]) => ({
  workflowId: o.workflowId, version: o.version, action: 'dispatch', mainDeptId, opinion: '请核实处理', ...(assists ? { assists } : {}),
});
async function get<T>(user: string, path: string, query: Record<string, string>): Promise<T> {
  const r = await s.call<T>(`${path}?${new URLSearchParams(query)}`, { token: tok[user], method: 'GET' });
  assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
  return r.body.data;
}
const detail = (user: string, workflowId: string) => get<WorkflowDetail>(user, '/aop/workflow/detail', { workflowId });
const updateLog = (user: string, workflowId: string) => get<WorkflowUpdateLogEntry[]>(user, '/aop/workflow/detailUpdateLog', { workflowId });
const assistQueue = (user: string, queryType: number, workflowId: string) =>
  ok<WorkflowPage>(user, '/aop/workflow/list/assist', { queryType, ...(workflowId ? { workflowId } : {}) });

before(async () => {
  s = await startTestServer();
  await s.reset();
  for (const u of ['admin', 'agent01', 'dispatcher', 'dept01', 'supervisor']) tok[u] = await s.login(u);
  await levelOneOf('user001', MARKET);
  await levelOneOf('user002', ECOLOGY);
  await levelOneOf('user003', TRANSPORT);
  const seeded = await s.app.db.selectFrom('dispatch_catalogue').select('id').where('event_type_id', '=', TYPE).execute();
  if (seeded.length) await ok('admin', '/api/sys/dispatchCatalogue/delete', { ids: seeded.map((r) => r.id) });
});
after(async () => { await s?.close(); });

describe(`主办/协办（${databaseLabel}）`, () => {
  let order: WorkflowActionResult;

  test('种子：住建局的协办工单各页签、主办的协办情况、中心的协办工单都有数据', async () => {
    const tabs = await ok<Array<{ name: string; count: number }>>('dept01', '/aop/workflow/list/all', { belong: 'assist' });
    assert.deepEqual(tabs.map((t) => t.name), ['协办待回复', '协办已回复', '协办已解除']);
    assert.ok(tabs.every((t) => t.count > 0), JSON.stringify(tabs));
    const open = await ok<WorkflowPage>('dept01', '/aop/workflow/list/assist', { queryType: 1 });
    assert.ok(open.records.some((r) => r.assistOverdue) && open.records.some((r) => !r.assistOverdue));
    const led = await s.app.db.selectFrom('workflow_assist as a').innerJoin('workflow as w', 'w.workflow_id', 'a.workflow_id')
      .select('w.workflow_id').where('w.main_dept_id', '=', HOUSING).where('a.state', '=', 1).executeTakeFirstOrThrow();
    assert.ok((await detail('dept01', led.workflow_id)).assists.some((a) => a.stateName === '待回复' || a.stateName === '超期'));
    assert.ok((await assistQueue('dispatcher', 1, '')).total >= 3);
  });

  test('派遣指定协办单位：各自的时限、协办工单、可以打开工单；不相干的单位看不到', async () => {
    order = await accepted();
    order = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(order, HOUSING, [{ deptId: MARKET, days: 2 }, { deptId: ECOLOGY }]), 'PATCH');
    const d = await detail('dept01', order.workflowId);
    assert.deepEqual(d.assists.map((a) => [a.deptName, a.days, a.stateName]), [
      ['云澜市市场监督管理局', 2, '待回复'], ['云澜市生态环境局', d.timeLimit, '待回复'],
    ], 'no 派单目录 entry: the default is the order\'s own time limit');
    const calendar = await loadWorkCalendar(s.app.db);
    const created = new Date(`${d.assists[0]!.createTime.replace(' ', 'T')}+08:00`);
    assert.ok(Math.abs(new Date(`${d.assists[0]!.deadline.replace(' ', 'T')}+08:00`).getTime() - calendar.addWorkingDays(created, 2).getTime()) < 1500);
    assert.deepEqual(d.coDeptIds.sort(), [MARKET, ECOLOGY]);
    const log = await updateLog('dispatcher', order.workflowId);
    assert.ok(log.some((l) => l.action === '指定协办' && l.content.includes('云澜市市场监督管理局（2 个工作日')));
    // Each assisting department is told, and finds it in 协办工单 with its own deadline; the lead's other departments are not.
    const told = await s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id').select('u.username')
      .where('m.workflow_id', '=', order.workflowId).where('m.type', '=', ReminderType.assistTodo).execute();
    assert.deepEqual(told.map((t) => t.username).sort(), ['user001', 'user002']);
    const listed = await assistQueue('user001', 1, order.workflowId);
    assert.equal(listed.total, 1);
    assert.equal(listed.records[0]!.assistDeptName, '云澜市市场监督管理局');
    assert.equal(listed.records[0]!.assistDeadline, d.assists[0]!.deadline);
    assert.equal(listed.records[0]!.assistOverdue, false);
    assert.equal((await assistQueue('user003', 1, order.workflowId)).total, 0);
    assert.equal((await assistQueue('dispatcher', 1, order.workflowId)).total, 2, 'the centre follows every department\'s assists');
    const seen = await detail('user001', order.workflowId);
    assert.equal(seen.assists.length, 2);
    const stranger = await s.call(`/aop/workflow/detail?workflowId=${order.workflowId}`, { token: tok.user003, method: 'GET' });
    assert.notEqual(stranger.body.code, 0, 'a department neither leading nor assisting cannot open the order');
    assert.equal((await ok<WorkflowPage>('user003', '/aop/workflow/list/index', { workflowId: order.workflowId })).total, 0);
  });

  test('协办单位可以读工单的附件和 PDF；既不主办也不协办的单位不能', async () => {
    const form = new FormData();
    form.append('file', new Blob(['现场照片']), '现场记录.txt');
    const res = await fetch(`${s.url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': tok.agent01! }, body: form });
    const file = ((await res.json()) as { data: { id: string; name: string } }).data;
    const o = await ok<WorkflowActionResult>('agent01', '/aop/neijiangworkflow/commit', {
      ...ORDER, mainDeptId: HOUSING, assists: [{ deptId: MARKET }], attachments: [{ fileId: file.id, fileName: file.name }],
    });
    const read = async (user: string, url: string, body?: object) => {
      const r = await fetch(s.url + url, {
        method: body ? 'POST' : 'GET', headers: { 'x-auth-token': tok[user]!, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, json: (r.headers.get('content-type') ?? '').startsWith('application/json'), bytes: Buffer.from(await r.arrayBuffer()) };
    };
    const mine = await read('user001', `/api/download?id=${file.id}`);
    assert.equal(mine.status, 200);
    assert.equal(mine.bytes.toString(), '现场照片');
    const pdf = await read('user001', '/aop/import/exportPdf', { workflowId: o.workflowId });
    assert.ok(pdf.status === 200 && !pdf.json, 'the assistant gets the PDF');
    for (const url of [`/api/download?id=${file.id}`]) {
      const theirs = await read('user003', url);
      assert.ok(theirs.status !== 200 || theirs.json, 'a department neither leading nor assisting gets no file');
    }
    const theirPdf = await read('user003', '/aop/import/exportPdf', { workflowId: o.workflowId });
    assert.ok(theirPdf.status !== 200 || theirPdf.json);
  });

  test('派遣的协办单位逐项校验，拒绝时什么也不写', async () => {
    const o = await accepted();
    const refuse = (assists: object[], msg: string | RegExp) => no('dispatcher', '/aop/workflow/commitTask', dispatch(o, HOUSING, assists), msg, 'PATCH');
    await refuse([{ deptId: MARKET }, { deptId: MARKET }], '协办单位不能重复');
    await refuse([{ deptId: HOUSING }], '主办单位不能同时作为协办单位');
    await refuse([{ deptId: 99999 }], '协办单位不存在（编号 99999）');
    await refuse([{ deptId: 10101 }], '协办单位必须是一级承办单位：物业监管科');
    await refuse([{ deptId: MARKET, days: 31 }], '协办时限应为 1 至 30 个工作日');
    await refuse([{ deptId: MARKET, days: 0 }], /协办|days|时限|不能小于|应/);
    await refuse([102, 103, 104, 105, 106, 107].map((deptId) => ({ deptId })), '协办单位最多 5 个');
    await refuse([{ deptId: MARKET, days: '2' }], /./);
    // The limit is a setting: 参数设置 changes it without a release.
    await s.app.db.updateTable('sys_config').set({ config_value: '1' }).where('config_key', '=', 'assist.maxDepts').execute();
    await s.app.settings.reload(s.app.db);
    await refuse([{ deptId: MARKET }, { deptId: ECOLOGY }], '协办单位最多 1 个');
    await s.app.db.updateTable('sys_config').set({ config_value: '5' }).where('config_key', '=', 'assist.maxDepts').execute();
    await s.app.settings.reload(s.app.db);
  });

  test('主办单位在协办回复或解除前不能办理回复；协办单位不能代替主办单位；回复、解除都记入修改记录与步骤', async () => {
    const reply = { workflowId: order.workflowId, version: order.version, action: 'reply', opinion: '已处理完毕' };
    await no('dept01', '/aop/workflow/commitTask', reply, '还有 2 个协办单位未回复，请待协办单位回复或热线中心解除协办后再办理回复', 'PATCH');
    assert.ok(!(await detail('dept01', order.workflowId)).allowedActions.includes('reply'));
    await no('user001', '/aop/workflow/commitTask', reply, '该工单不由您所在单位办理，不能办理回复', 'PATCH');
    const [market, ecology] = (await detail('dept01', order.workflowId)).assists;
    await no('user003', '/aop/workflow/assist/reply', { assistId: market!.id, content: '代答' }, '只有协办单位可以回复该协办');
    await no('user002', '/aop/workflow/assist/reply', { assistId: market!.id, content: '代答' }, '只有协办单位可以回复该协办');
    await no('dept01', '/aop/workflow/assist/release', { assistId: ecology!.id, reason: '不需要' }, '您的角色无权解除协办');
    await no('user001', '/aop/workflow/assist/reply', { assistId: market!.id, content: '   ' }, '请填写协办意见');

    await ok('user001', '/aop/workflow/assist/reply', { assistId: market!.id, content: '经核查，该超市已按标价退还差价' });
    await no('user001', '/aop/workflow/assist/reply', { assistId: market!.id, content: '再答' }, '该协办已回复，不能回复');
    await no('dept01', '/aop/workflow/commitTask', reply, '还有 1 个协办单位未回复，请待协办单位回复或热线中心解除协办后再办理回复', 'PATCH');
    await no('dispatcher', '/aop/workflow/assist/release', { assistId: ecology!.id, reason: '' }, /解除原因|不能为空|reason/);
    await ok('dispatcher', '/aop/workflow/assist/release', { assistId: ecology!.id, reason: '经核实与生态环境无关' });

    const d = await detail('dept01', order.workflowId);
    assert.deepEqual(d.assists.map((a) => [a.stateName, a.replyContent, a.releaseReason]), [
      ['已回复', '经核查，该超市已按标价退还差价', null], ['已解除', null, '经核实与生态环境无关'],
    ]);
    assert.ok(d.assists[0]!.replyTime?.startsWith(today) && d.assists[0]!.repliedByName);
    assert.ok(d.steps.some((st) => st.action === 'assistReply' && st.opinion === '经核查，该超市已按标价退还差价'));
    assert.ok(d.steps.some((st) => st.action === 'releaseAssist' && st.opinion?.includes('经核实与生态环境无关')));
    const log = await updateLog('dept01', order.workflowId);
    assert.ok(log.some((l) => l.action === '协办回复') && log.some((l) => l.action === '解除协办' && l.content.includes('生态环境局')));
    const leadTold = await s.app.db.selectFrom('workflow_remind_msg').select('content')
      .where('workflow_id', '=', order.workflowId).where('type', '=', ReminderType.assistAnswered).where('user_id', '=', (await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'dept01').executeTakeFirstOrThrow()).id).execute();
    assert.equal(leadTold.length, 2);
    assert.equal((await assistQueue('user001', 2, order.workflowId)).total, 1);
    assert.equal((await assistQueue('user002', 3, order.workflowId)).total, 1);

    assert.ok(d.allowedActions.includes('reply'));
    const replied = await ok<WorkflowActionResult>('dept01', '/aop/workflow/commitTask', { ...reply, version: d.version }, 'PATCH');
    assert.equal(replied.statusName, '待核查');
  });

  test('改派（撤回派遣）与退回结束尚未回复的协办', async () => {
    let o = await accepted();
    o = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(o, HOUSING, [{ deptId: MARKET }]), 'PATCH');
    o = await ok('dispatcher', '/aop/workflow/commitTaskWithDraw', { workflowId: o.workflowId, version: o.version }, 'PATCH');
    let d = await detail('dispatcher', o.workflowId);
    assert.deepEqual(d.assists.map((a) => [a.state, a.stateName, a.releaseReason]), [[4, '已解除', '撤回派遣']]);
    const assistId = d.assists[0]!.id;
    await no('user001', '/aop/workflow/assist/reply', { assistId, content: '晚到的回复' }, '该协办已解除，不能回复');
    // Sent again, to another lead with the former assistant now leading: a new round of assists.
    o = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(o, MARKET, [{ deptId: HOUSING, days: 3 }]), 'PATCH');
    o = await ok('user001', '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action: 'applyReturn', opinion: '不属本单位职责' }, 'PATCH');
    const apply = await s.app.db.selectFrom('workflow_apply').select('id').where('workflow_id', '=', o.workflowId).where('state', '=', 1).executeTakeFirstOrThrow();
    const approver = await s.login('approver');
    const r = await s.call('/aop/workflowApply/approve', { token: approver, body: { applyId: apply.id, agree: true, opinion: '同意' } });
    assert.equal(r.body.code, 0, r.body.msg);
    d = await detail('dispatcher', o.workflowId);
    assert.deepEqual(d.assists.map((a) => [a.deptName, a.state]), [['云澜市市场监督管理局', 4], ['云澜市住房和城乡建设局', 4]]);
    const log = await updateLog('dispatcher', o.workflowId);
    assert.ok(log.some((l) => l.action === '解除协办' && l.content.startsWith('同意退回')));

    // 派单异议成立 is a 改派 too: the assists the old lead awaited end with it.
    let disputed = await accepted();
    disputed = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(disputed, HOUSING, [{ deptId: ECOLOGY }]), 'PATCH');
    await ok('dept01', '/aop/workflowObjection/file', {
      workflowId: disputed.workflowId, version: disputed.version, reason: '价格违法不属本局职责', basis: '市场监管局“三定”规定', proposedDeptId: MARKET,
    });
    const objection = await s.app.db.selectFrom('workflow_objection').select('id').where('workflow_id', '=', disputed.workflowId).executeTakeFirstOrThrow();
    await ok('dispatcher', '/aop/workflowObjection/rule', { id: objection.id, upheld: true, reason: '属市场监管局职责' });
    d = await detail('dispatcher', disputed.workflowId);
    assert.deepEqual(d.assists.map((a) => [a.deptName, a.state, a.releaseReason]), [['云澜市生态环境局', 4, '派单异议成立']]);
  });

  test('派单目录：派给条目的主办单位时按条目的办理时限计截止时间并预填协办单位；派给别的单位不变', async () => {
    await ok('admin', '/api/sys/dispatchCatalogue/save', {
      eventTypeId: TYPE, keywords: '预付卡', leadDeptId: CITY, assistDeptIds: [TRANSPORT, 10101], timeLimit: 7, basis: '测试依据：预付卡纠纷由城管局牵头', status: 1,
    });
    const content = '商家关门跑路，预付卡无法退款（协办测试）';
    let o = await accepted({ content });
    const entry = await ok<AssistCatalogueEntry>('dispatcher', '/aop/workflow/assist/catalogue', { workflowId: o.workflowId, mainDeptId: CITY });
    assert.equal(entry?.timeLimit, 7);
    assert.deepEqual(entry?.assists, [{ deptId: TRANSPORT, deptName: '云澜市交通运输局' }], 'a level-2 unit is not offered as 协办');
    assert.equal(await ok('dispatcher', '/aop/workflow/assist/catalogue', { workflowId: o.workflowId, mainDeptId: HOUSING }), null);
    await no('dept01', '/aop/workflow/assist/catalogue', { workflowId: o.workflowId, mainDeptId: CITY }, '暂无权限');

    const before = await detail('dispatcher', o.workflowId);
    assert.equal(before.timeLimit, 13);
    o = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(o, CITY, [{ deptId: TRANSPORT }]), 'PATCH');
    const d = await detail('dispatcher', o.workflowId);
    const calendar = await loadWorkCalendar(s.app.db);
    const created = new Date(`${d.createTime.replace(' ', 'T')}+08:00`);
    assert.equal(d.timeLimit, 7);
    assert.ok(Math.abs(new Date(`${d.deadline.replace(' ', 'T')}+08:00`).getTime() - calendar.addWorkingDays(created, 7).getTime()) < 1500);
    assert.equal(d.assists[0]!.days, 7, 'the assist\'s default is the entry\'s time limit');
    const log = await updateLog('dispatcher', o.workflowId);
    assert.ok(log.some((l) => l.content.includes('办理时限按派单目录：13 → 7 个工作日')));

    // Another lead: the order keeps the appeal type's limit.
    let other = await accepted({ content });
    other = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(other, HOUSING), 'PATCH');
    assert.equal((await detail('dispatcher', other.workflowId)).timeLimit, 13);
    // 登记并派遣 to the entry's lead takes it too, with its assists; an agent's own limit is kept.
    const registered = await ok<WorkflowActionResult>('agent01', '/aop/neijiangworkflow/commit', { ...ORDER, content, mainDeptId: CITY, assists: [{ deptId: TRANSPORT, days: 4 }] });
    const r = await detail('dispatcher', registered.workflowId);
    assert.equal(r.timeLimit, 7);
    assert.deepEqual(r.assists.map((a) => [a.deptId, a.days]), [[TRANSPORT, 4]]);
    const own = await ok<WorkflowActionResult>('agent01', '/aop/neijiangworkflow/commit', { ...ORDER, content, timeLimit: 5, mainDeptId: CITY });
    assert.equal((await detail('dispatcher', own.workflowId)).timeLimit, 5);
    await no('agent01', '/aop/neijiangworkflow/commit', { ...ORDER, content, mainDeptId: CITY, assists: [{ deptId: CITY }] }, '主办单位不能同时作为协办单位');
  });

  test('绩效统计：协办件数、协办按时回复、协办超期计入协办单位；单元格 = 下钻明细', async () => {
    const row = async (dept: number) => (await ok<StatTable>('admin', '/apo/performanceReport/table', { grouping: 'mainDept', preset: 'custom', startTime: today, endTime: today }))
      .rows.find((r) => r.dimensionValues === String(dept))!;
    const before = { market: await row(MARKET), ecology: await row(ECOLOGY), transport: await row(TRANSPORT) };
    let o = await accepted();
    o = await ok('dispatcher', '/aop/workflow/commitTask', dispatch(o, HOUSING, [{ deptId: MARKET }, { deptId: ECOLOGY }, { deptId: TRANSPORT }]), 'PATCH');
    const [market, ecology, transport] = (await detail('dept01', o.workflowId)).assists;
    // 市场监管 on time; 生态环境 replies after its deadline; 交通 is released past its deadline without a reply.
    await ok('user001', '/aop/workflow/assist/reply', { assistId: market!.id, content: '按时回复' });
    await s.app.db.updateTable('workflow_assist').set({ deadline: new Date(Date.now() - 3_600_000) }).where('id', 'in', [ecology!.id, transport!.id]).execute();
    const late = await detail('dept01', o.workflowId);
    assert.deepEqual(late.assists.map((a) => [a.stateName, a.overdue]), [['已回复', false], ['超期', true], ['超期', true]]);
    assert.equal((await assistQueue('user002', 1, o.workflowId)).records[0]!.assistOverdue, true);
    await ok('user002', '/aop/workflow/assist/reply', { assistId: ecology!.id, content: '超期回复' });
    await ok('supervisor', '/aop/workflow/assist/release', { assistId: transport!.id, reason: '逾期未回复，中心解除' });

    const after = { market: await row(MARKET), ecology: await row(ECOLOGY), transport: await row(TRANSPORT) };
    assert.deepEqual([after.market.assistNum - before.market.assistNum, after.market.assistOnTimeNum - before.market.assistOnTimeNum, after.market.assistOverdueNum - before.market.assistOverdueNum], [1, 1, 0]);
    assert.deepEqual([after.ecology.assistNum - before.ecology.assistNum, after.ecology.assistOnTimeNum - before.ecology.assistOnTimeNum, after.ecology.assistOverdueNum - before.ecology.assistOverdueNum], [1, 0, 1]);
    assert.deepEqual([after.transport.assistNum - before.transport.assistNum, after.transport.assistOverdueNum - before.transport.assistOverdueNum], [1, 1]);
    assert.equal(after.market.turnNum, before.market.turnNum, 'an assist is not a dispatch to the assisting department');
    for (const [key, r] of [['assistNum', after.market], ['assistOnTimeNum', after.market], ['assistOverdueNum', after.ecology], ['assistOverdueNum', after.transport]] as const) {
      const listed = await ok<StatDetailPage>('admin', '/apo/performanceReport/detail', {
        tableName: r.tableName, dimensionValues: r.dimensionValues, indexName: key, startTime: `${today} 00:00:00`, endTime: `${today} 23:59:59`, size: 200,
      });
      assert.equal(listed.total, r[key], `${key} ${r.name}`);
      assert.ok(listed.records.some((x) => x.workflowId === o.workflowId));
    }
    const sub = await ok<StatTable>('admin', '/apo/performanceReport/table', { grouping: 'subDept', preset: 'custom', startTime: today, endTime: today });
    assert.ok(sub.rows.every((r) => r.assistNum === 0), 'assists are level-1 departments: none in the sub-department table');
    // A deleted order takes its assists out of the counts.
    await get('admin', '/aop/workflow/deleteWorkOrder', { workflowIds: o.workflowId });
    assert.equal((await row(MARKET)).assistNum, before.market.assistNum);
  });
});
