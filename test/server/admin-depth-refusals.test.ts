// Issue 26's new admin routes and files, asked by users who must not use them (an agent, a level-1 and a level-2
// department handler, a dispatcher): each is refused with 403 and nothing changes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });

/** Each route with a body it would accept from someone allowed. */
const ROUTES: Array<[path: string, body: unknown]> = [
  ['/api/sys/user/authRole', { userId: 2, roleIds: [1] }],
  ['/api/sys/role/changeStatus', { id: 10, status: 0 }],
  ['/api/sys/role/dataScope', { id: 10, dataScope: 4, deptIds: [101] }],
  ['/api/sys/role/authUser/allocatedList', { roleId: 10, page: 1, size: 10 }],
  ['/api/sys/role/authUser/unallocatedList', { roleId: 10, page: 1, size: 10 }],
  ['/api/sys/role/authUser/selectAll', { roleId: 1, userIds: [2] }],
  ['/api/sys/role/authUser/cancelAll', { roleId: 10, userIds: [2] }],
  ['/api/sys/role/export', {}],
  ['/api/sys/dict/refresh', {}],
  ['/api/sys/dict/type/export', {}],
  ['/api/sys/dict/data/export', { dictType: 'channel' }],
  ['/api/sys/log/operation/clean', {}],
  ['/api/sys/log/login/clean', {}],
  ['/api/sys/schedule/log/clean', {}],
  ['/api/sys/online/page', { page: 1, size: 10 }],
  ['/api/sys/online/forceLogout', { id: 'x' }],
  ['/api/sys/config/page', { page: 1, size: 10 }],
  ['/api/sys/config/info', { id: 1 }],
  ['/api/sys/config/save', { configName: '测试', configKey: 'test.key', valueType: 'text', configValue: 'x' }],
  ['/api/sys/config/update', { id: 1, configName: '会话空闲超时', configKey: 'session.idleMinutes', valueType: 'number', configValue: '5' }],
  ['/api/sys/config/delete', { ids: [1] }],
  ['/api/sys/config/refreshCache', {}],
  ['/api/announcementManage/update', { id: 1, title: '改', content: '<p>改</p>' }],
  ['/api/announcementManage/withdrawById', { id: 1 }],
];

describe(`新管理接口拒绝无权限的人（${databaseLabel}）`, () => {
  test('话务员、一级和二级承办单位、派单员调用每个新接口都得到 403，数据不变', async () => {
    const before = await s.call<{ total: number }>('/api/sys/log/operation/page', { token: await s.login('admin'), body: { page: 1, size: 1 } });
    for (const user of ['agent01', 'dept01', 'dept02', 'dispatcher']) {
      const token = await s.login(user);
      for (const [path, body] of ROUTES) {
        const r = await s.call(path, { token, body });
        assert.equal(r.status, 403, `${user} ${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
        assert.ok(/[\u4e00-\u9fa5]/.test(r.body.msg), `${user} ${path}: 中文说明`);
      }
    }
    const after = await s.call<{ total: number }>('/api/sys/log/operation/page', { token: await s.login('admin'), body: { page: 1, size: 1 } });
    assert.ok(after.body.data.total >= before.body.data.total, '操作日志未被清空');
    const setting = await s.call<{ configValue: string }>('/api/sys/config/info', { token: await s.login('admin'), body: { id: 1 } });
    assert.notEqual(setting.body.data.configValue, '5', '参数未被修改');
  });
});
