// 字典管理 against the real server: type and entry add / update / info / delete with their refusals, the dictionary
// version bumped by every write, the push every console hears, and labels that follow (bizData, the cached fetch).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DictData, DictType, DictWriteResult } from '../../src/shared/api/contracts/dict.ts';
import { PUSH_STREAM_PATH, type PushEvent } from '../../src/shared/protocol/push.ts';
import type { DictGroup, Page } from '../../src/shared/api/types.ts';
import { adminSuite, databaseLabel, pushedUntil } from './helpers.ts';

const { server, tokens, as } = adminSuite();
const { ok, no } = as;

const newType = (extra: object = {}) => ({ dictType: 'hotline_topic', dictName: '热线专题', sort: 50, status: 1, remark: '专题统计', ...extra });
const newData = (extra: object = {}) => ({ dictType: 'channel', dictLabel: '政务小程序', dictValue: '9', sort: 9, listClass: 'success', status: 1, ...extra });
const version = async () => (await ok<{ version: number }>('agent', '/api/sys/dict/version')).version;
const groups = async () => new Map((await ok<DictGroup[]>('agent', '/api/sys/dict/data/dicts')).map((g) => [g.dictType, g]));

describe(`字典管理（${databaseLabel}）`, () => {
  test('未登录 401，话务员无 sys:dict:* 得到 403 且什么也没写', async () => {
    for (const path of ['/api/sys/dict/type/save', '/api/sys/dict/data/save', '/api/sys/dict/type/update', '/api/sys/dict/data/update']) {
      const r = await server().call(path, { body: newType() });
      assert.equal(r.status, 401, path);
    }
    const before = await server().snapshot();
    for (const [path, body] of [
      ['/api/sys/dict/type/save', newType()], ['/api/sys/dict/data/save', newData()],
      ['/api/sys/dict/type/update', { id: 1, ...newType() }], ['/api/sys/dict/data/update', { id: 1, ...newData() }],
      ['/api/sys/dict/type/delete', { ids: [1] }], ['/api/sys/dict/data/delete', { ids: [1] }], ['/api/sys/dict/type/page', {}],
    ] as const) {
      const r = await server().call(path, { token: tokens.agent, body });
      assert.deepEqual([r.status, r.body.msg], [403, '暂无权限'], path);
    }
    assert.deepEqual(await server().snapshot(), before);
  });

  test('输入不合规得到 400 中文提示：类型编码只许字母数字下划线，样式只许六种', async () => {
    for (const [path, body] of [
      ['/api/sys/dict/type/save', newType({ dictType: '专题' })], ['/api/sys/dict/type/save', newType({ dictName: '' })],
      ['/api/sys/dict/data/save', newData({ listClass: 'purple' })], ['/api/sys/dict/data/save', newData({ status: 2 })],
    ] as const) {
      const r = await server().call(path, { token: tokens.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
  });

  test('新增类型与数据、详情、修改；每次写入版本号加一；类型编码重复、同类型键值重复被拒且不写入', async () => {
    const v0 = await version();
    const type = await ok<DictWriteResult>('admin', '/api/sys/dict/type/save', newType());
    assert.equal(type.version, v0 + 1);
    assert.equal(await version(), v0 + 1);
    await no('admin', '/api/sys/dict/type/save', newType({ dictName: '另一个' }), '字典类型“hotline_topic”已存在');
    await no('admin', '/api/sys/dict/type/update', { id: type.id, ...newType({ dictType: 'channel' }) }, '字典类型“channel”已存在');
    const entry = await ok<DictWriteResult>('admin', '/api/sys/dict/data/save', newData({ dictType: 'hotline_topic', dictValue: 'a', dictLabel: '防汛' }));
    assert.equal(entry.version, v0 + 2);
    await no('admin', '/api/sys/dict/data/save', newData({ dictType: 'hotline_topic', dictValue: 'a', dictLabel: '别的' }), '字典“热线专题”中已存在键值“a”');
    await no('admin', '/api/sys/dict/data/save', newData({ dictType: 'nope' }), '字典类型不存在');
    await no('admin', '/api/sys/dict/data/save', newData({ dictLabel: '   ' }), '必填项不能为空');
    // The same value in another type is fine.
    await ok('admin', '/api/sys/dict/data/save', newData({ dictValue: 'a' }));

    const info = await ok<DictData>('admin', '/api/sys/dict/data/info', { id: entry.id });
    assert.deepEqual([info.dictLabel, info.dictValue, info.listClass, info.status], ['防汛', 'a', 'success', 1]);
    await ok('admin', '/api/sys/dict/data/update', { id: entry.id, ...newData({ dictType: 'hotline_topic', dictValue: 'a', dictLabel: '防汛抗旱', listClass: 'danger', status: 0 }) });
    const page = await ok<Page<DictData>>('admin', '/api/sys/dict/data/page', { dictType: 'hotline_topic' });
    assert.deepEqual(page.records.map((d) => [d.dictLabel, d.listClass, d.status]), [['防汛抗旱', 'danger', 0]]);

    // A new code carries the entries along.
    await ok('admin', '/api/sys/dict/type/update', { id: type.id, ...newType({ dictType: 'topic', dictName: '专题' }) });
    const moved = await ok<DictType>('admin', '/api/sys/dict/type/info', { id: type.id });
    assert.deepEqual([moved.dictType, moved.dictName, moved.dictList.map((d) => d.dictLabel)], ['topic', '专题', ['防汛抗旱']]);
    assert.equal(await version(), v0 + 5);
    await no('admin', '/api/sys/dict/type/info', { id: 999999 }, '字典类型不存在');
  });

  test('删除：类型连同数据一起删除；不存在的 id 整体被拒；未选择时提示 请选择删除项', async () => {
    const { id } = await ok<DictWriteResult>('admin', '/api/sys/dict/type/save', newType());
    await ok('admin', '/api/sys/dict/data/save', newData({ dictType: 'hotline_topic' }));
    await no('admin', '/api/sys/dict/type/delete', { ids: [id, 999999] }, '字典类型不存在，请刷新后重试');
    const r = await server().call('/api/sys/dict/type/delete', { token: tokens.admin, body: {} });
    assert.deepEqual([r.status, r.body.msg], [400, '请选择删除项']);
    await ok('admin', '/api/sys/dict/type/delete', { ids: [id] });
    assert.equal((await ok<Page<DictData>>('admin', '/api/sys/dict/data/page', { dictType: 'hotline_topic' })).total, 0);
    assert.equal((await groups()).has('hotline_topic'), false);
  });

  test('修改字典后，缓存的通用字典和工单基础数据立刻是新标签；推送 dicts 事件带新版本号', async () => {
    const before = await groups();
    const phone = before.get('channel')!.dataList.find((d) => d.dictValue === '1')!;
    const event = await pushedUntil(server(), tokens.agent!, () => ok('admin', '/api/sys/dict/data/update', {
      id: phone.id, dictType: 'channel', dictLabel: '12345热线电话', dictValue: '1', sort: phone.sort, listClass: 'primary', status: 1,
    }), (e) => e.type === 'dicts');
    assert.deepEqual(event, { type: 'dicts', version: await version() });
    const after = await groups();
    assert.equal(after.get('channel')!.dataList.find((d) => d.dictValue === '1')!.dictLabel, '12345热线电话');
    const biz = await ok<{ channels: Array<{ value: string; label: string }> }>('agent', '/aop/baseData/bizData', undefined, 'GET');
    assert.equal(biz.channels.find((c) => c.value === '1')!.label, '12345热线电话');
  });

  test('受理登记的初始数据与工单基础数据的诉求类型都取自字典：改名立刻可见，停用的不再提供', async () => {
    const types = (await groups()).get('appeal_type')!.dataList;
    const complaint = types.find((d) => d.dictValue === '3')!;
    const praise = types.find((d) => d.dictValue === '6')!;
    const update = (d: DictData, patch: object) => ok('admin', '/api/sys/dict/data/update', {
      id: d.id, dictType: d.dictType, dictLabel: d.dictLabel, dictValue: d.dictValue, sort: d.sort, listClass: d.listClass, status: d.status, ...patch,
    });
    await update(complaint, { dictLabel: '投诉（含举报线索）' });
    await update(praise, { status: 0 });
    type Choices = { appealTypes: Array<{ value: string; label: string; timeLimit: number }> };
    const init = await ok<Choices & { defaultAppealType: string }>('agent', '/aop/workflow/init', { telNo: '13900001111' });
    const biz = await ok<Choices>('agent', '/aop/baseData/bizData', undefined, 'GET');
    for (const { appealTypes } of [init, biz]) {
      assert.deepEqual(appealTypes.find((a) => a.value === '3'), { value: '3', label: '投诉（含举报线索）', timeLimit: 13 });
      assert.ok(!appealTypes.some((a) => a.value === '6'), '停用的 表扬 不再提供');
    }
    assert.deepEqual(init.appealTypes, biz.appealTypes);
    assert.equal(init.defaultAppealType, '1');
  });

  test('登记工单按字典校验：新增的诉求类型可用、停用的被拒；列表与详情的名称随字典改名', async () => {
    const order = { citizenName: '字典测试', phone: '13912345678', channel: '9', appealType: '7', eventTypeId: 101, regionId: 110101, address: '北门社区1号', content: '按字典登记' };
    await ok('admin', '/api/sys/dict/data/save', newData());
    await ok('admin', '/api/sys/dict/data/save', newData({ dictType: 'appeal_type', dictValue: '7', dictLabel: '求决' }));
    const { workflowId } = await ok<{ workflowId: string }>('agent', '/aop/workflow/commit', order);
    const detail = await ok<{ channelName: string; appealTypeName: string; timeLimit: number }>('agent', `/aop/workflow/detail?workflowId=${workflowId}`, undefined, 'GET');
    assert.deepEqual([detail.channelName, detail.appealTypeName, detail.timeLimit], ['政务小程序', '求决', 3]);

    const entries = (await groups()).get('appeal_type')!.dataList;
    const added = entries.find((d) => d.dictValue === '7')!;
    await ok('admin', '/api/sys/dict/data/update', { id: added.id, dictType: 'appeal_type', dictLabel: '求决类', dictValue: '7', sort: added.sort, listClass: added.listClass, status: 0 });
    const listed = await ok<Page<{ workflowId: string; appealTypeName: string }>>('agent', '/aop/workflow/list/index', { size: 50 });
    assert.equal(listed.records.find((r) => r.workflowId === workflowId)?.appealTypeName, '求决类', '列表的名称随字典改名');
    const before = await server().snapshot();
    await no('agent', '/aop/workflow/commit', order, '诉求类型无效');
    assert.deepEqual(await server().snapshot(), before, '被拒的登记什么也没写');
  });

  test('推送流的 hello 带当前字典版本号：重连的控制台据此判断是否需要重新加载字典', async () => {
    const greeting = async () => {
      const controller = new AbortController();
      const res = await fetch(server().url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': tokens.agent! }, signal: controller.signal });
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('data: ') || !text.slice(text.indexOf('data: ')).includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      const line = text.split('\n').find((l) => l.startsWith('data: '))!;
      return JSON.parse(line.slice(6)) as PushEvent;
    };
    const before = await version();
    assert.deepEqual(await greeting(), { type: 'hello', dictVersion: before });
    await ok('admin', '/api/sys/dict/type/save', newType());
    assert.deepEqual(await greeting(), { type: 'hello', dictVersion: before + 1 });
  });

  test('写操作记入操作日志（模块 字典管理）', async () => {
    await ok('admin', '/api/sys/dict/type/save', newType());
    const logged = await server().app.db.selectFrom('sys_log_operation').selectAll().execute();
    assert.ok(JSON.stringify(logged).includes('新增字典类型'), '操作日志应有 新增字典类型');
  });
});
