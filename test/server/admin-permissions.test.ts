// What an admin screen's form needs to read comes with the right to use the form: a user editor reads roles and
// posts, a role editor reads the menu tree — without holding the other screens' list permissions.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { databaseLabel, ownPassword, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

const USER_ADD_BUTTON = 140102; // sys:user:save
const ROLE_EDIT_BUTTON = 140203; // sys:role:update

/** A role holding exactly `menuIds`, and a user with only that role; answers the user's token. */
async function userWith(menuIds: number[], name: string): Promise<string> {
  const admin = await s.login('admin');
  const role = await s.call<{ id: number }>('/api/sys/role/save', { token: admin, body: { roleName: name, roleCode: name, dataScope: 0, menuIdList: menuIds } });
  assert.equal(role.body.code, 0, role.body.msg);
  const user = await s.call('/api/sys/user', { token: admin, body: {
    username: name, realName: '测试', jobNumber: name, gender: 2, deptId: 2, roleIdList: [role.body.data.id], status: 1, password: PASSWORD,
  } });
  assert.equal(user.body.code, 0, user.body.msg);
  return ownPassword(s, name, PASSWORD);
}

describe(`管理表单所需的参考数据（${databaseLabel}）`, () => {
  test('能新增用户的人能读角色和岗位，不能读菜单', async () => {
    const token = await userWith([USER_ADD_BUTTON], 'usereditor');
    assert.equal((await s.call('/api/sys/role/list', { token })).body.code, 0);
    assert.equal((await s.call('/api/sys/post/list', { token })).body.code, 0);
    assert.equal((await s.call('/api/sys/menu/list', { token })).status, 403);
  });

  test('能修改角色的人能读菜单树；两者都没有的人被拒绝', async () => {
    const token = await userWith([ROLE_EDIT_BUTTON], 'roleeditor');
    assert.equal((await s.call('/api/sys/menu/list', { token })).body.code, 0);
    const agent = await s.login('agent01');
    for (const path of ['/api/sys/menu/list', '/api/sys/role/list', '/api/sys/post/list']) {
      assert.equal((await s.call(path, { token: agent })).status, 403, path);
    }
  });
});
