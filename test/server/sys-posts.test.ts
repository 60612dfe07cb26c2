// 岗位管理 against the real server: page with filters, the user form's list, detail, add, update, delete with refusals.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Post, PostOption } from '../../src/shared/api/contracts/sysPost.ts';
import type { Page } from '../../src/shared/api/types.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01']) tok[u] = await s.login(u);
});

const post = (extra: object = {}) => ({ postCode: 'hotline_trainer', postName: '培训师', sort: 9, status: 1, remark: '新人培训', ...extra });

describe(`岗位管理（${databaseLabel}）`, () => {
  test('分页与筛选：编码、名称、状态', async () => {
    const all = await ok<Page<Post>>('admin', '/api/sys/post/page', { page: 1, size: 5 });
    assert.equal(all.total, 8);
    assert.equal(all.records.length, 5);
    const second = await ok<Page<Post>>('admin', '/api/sys/post/page', { current: 2, size: 5 });
    assert.equal(second.records.length, 3);
    assert.deepEqual((await ok<Page<Post>>('admin', '/api/sys/post/page', { postName: '长' })).records.map((p) => p.postName).sort(), ['班组长', '科长']);
    assert.deepEqual((await ok<Page<Post>>('admin', '/api/sys/post/page', { postCode: 'dispatch' })).records.map((p) => p.postCode), ['dispatcher']);
    // A wildcard typed by the user matches literally.
    assert.equal((await ok<Page<Post>>('admin', '/api/sys/post/page', { postCode: '%' })).total, 0);
    const { id } = await ok<{ id: number }>('admin', '/api/sys/post/save', post({ status: 0 }));
    const disabled = await ok<Page<Post>>('admin', '/api/sys/post/page', { status: 0 });
    assert.deepEqual(disabled.records.map((p) => p.id), [id]);
  });

  test('新增、详情、修改；列表只给启用的岗位并按排序', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/post/save', post({ postCode: '  trainer ', sort: 0 }));
    const detail = await ok<Post>('admin', '/api/sys/post/info', { id });
    assert.deepEqual({ ...detail, createTime: undefined }, { id, postCode: 'trainer', postName: '培训师', sort: 0, status: 1, remark: '新人培训', createTime: undefined });
    let list = await ok<PostOption[]>('admin', '/api/sys/post/list');
    assert.equal(list[0]!.id, id, '排序 0 排在最前');
    await ok('admin', '/api/sys/post/update', { id, ...post({ postCode: 'trainer', postName: '培训讲师', status: 0 }) });
    assert.equal((await ok<Post>('admin', '/api/sys/post/info', { id })).postName, '培训讲师');
    list = await ok<PostOption[]>('admin', '/api/sys/post/list');
    assert.ok(!list.some((p) => p.id === id), '停用的岗位不给用户表单');
    const log = await s.app.db.selectFrom('sys_log_operation').select(['operation', 'status']).where('module', '=', '岗位管理').orderBy('id').execute();
    assert.deepEqual(log, [{ operation: '新增岗位', status: 1 }, { operation: '修改岗位', status: 1 }]);
  });

  test('编码与名称唯一、必填项、错误输入 400，都什么都不写', async () => {
    await no('admin', '/api/sys/post/save', post({ postCode: 'agent' }), '岗位编码“agent”已存在');
    await no('admin', '/api/sys/post/save', post({ postName: '科长' }), '岗位名称“科长”已存在');
    await no('admin', '/api/sys/post/save', post({ postName: ' ' }), '必填项不能为空');
    await no('admin', '/api/sys/post/info', { id: 999_999 }, '岗位不存在');
    const { id } = await ok<{ id: number }>('admin', '/api/sys/post/save', post());
    await no('admin', '/api/sys/post/update', { id, ...post({ postCode: 'clerk' }) }, '岗位编码“clerk”已存在');
    await no('admin', '/api/sys/post/update', { id: 999_999, ...post({ postCode: 'x1' }) }, '岗位不存在');
    for (const bad of [post({ status: 2 }), post({ sort: -1 }), post({ sort: '1' }), post({ postCode: '' }), { postName: '缺编码' }, post({ postName: 'x'.repeat(51) })]) {
      const before = await s.snapshot();
      const r = await s.call('/api/sys/post/save', { token: tok.admin, body: bad });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
      assert.deepEqual(await s.snapshot(), before);
    }
  });

  test('删除：有用户的岗位不能删并说明人数，空闲岗位可删', async () => {
    const agentPost = await s.app.db.selectFrom('sys_post').select('id').where('post_code', '=', 'agent').executeTakeFirstOrThrow();
    const holders = await s.app.db.selectFrom('sys_user_post').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', agentPost.id).executeTakeFirstOrThrow();
    await no('admin', '/api/sys/post/delete', { ids: [agentPost.id] }, `岗位“话务员”已分配给 ${Number(holders.n)} 个用户，不能删除`);
    const { id } = await ok<{ id: number }>('admin', '/api/sys/post/save', post());
    await no('admin', '/api/sys/post/delete', { ids: [id, agentPost.id] }, /已分配给/);
    await no('admin', '/api/sys/post/delete', { ids: [999_999] }, '岗位不存在，请刷新后重试');
    await ok('admin', '/api/sys/post/delete', { ids: [id] });
    assert.equal((await ok<Page<Post>>('admin', '/api/sys/post/page', {})).total, 8);
  });

  test('没有会话 401，没有权限 403，都什么都不写', async () => {
    const before = await s.snapshot();
    for (const path of ['/api/sys/post/page', '/api/sys/post/list', '/api/sys/post/info', '/api/sys/post/save', '/api/sys/post/update', '/api/sys/post/delete']) {
      const body = { id: 1, ids: [1], ...post() };
      assert.equal((await s.call(path, { body })).status, 401, path);
      const agent = await s.call(path, { token: tok.agent01, body });
      assert.equal(agent.status, 403, path);
      assert.equal(agent.body.msg, '暂无权限');
    }
    assert.deepEqual(await s.snapshot(), before);
  });
});
