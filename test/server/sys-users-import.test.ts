// Users' import and export: the template, a sheet of good, bad and duplicate rows (each reason exact, the failures
// file listing them), update of existing users, a row failing midway leaving nothing, permissions, broken files,
// and the export of a filtered query within the caller's data scope.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { UserImportProgress, UserImportResult } from '../../src/shared/api/contracts/sysUserImport.ts';
import { databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
});

const HEADERS = ['用户名*', '姓名*', '工号*', '性别', '手机号码', '邮箱', '部门*', '角色', '岗位', '分机号', '状态', '初始密码'];
type Row = Array<string | number | null>;

async function sheet(rows: Row[], headers: string[] = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Upload { status: number; body: { code: number; msg: string; data: UserImportResult | null } }

async function importFile(token: string, file: Buffer | string, opts: { updateSupport?: boolean; name?: string; importId?: string } = {}): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([file]), opts.name ?? 'users.xlsx');
  const query = new URLSearchParams();
  if (opts.updateSupport !== undefined) query.set('updateSupport', String(opts.updateSupport));
  if (opts.importId) query.set('importId', opts.importId);
  const res = await fetch(`${s.url}/api/sys/user/import?${query}`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  return { status: res.status, body: (await res.json()) as Upload['body'] };
}

async function download(path: string, token: string, body?: unknown): Promise<{ status: number; type: string; data: Buffer }> {
  const res = await fetch(s.url + path, {
    method: 'POST', headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', data: Buffer.from(await res.arrayBuffer()) };
}

async function readSheet(data: Buffer, name?: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = name ? wb.getWorksheet(name)! : wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((row) => { rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))); });
  return rows;
}

const userRow = (username: string) => s.app.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();
const rolesOf = async (id: number) => (await s.app.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).orderBy('role_id').execute()).map((r) => r.role_id);
const postNamesOf = async (id: number) => (await s.app.db.selectFrom('sys_user_post').innerJoin('sys_post', 'sys_post.id', 'sys_user_post.post_id')
  .select('post_name').where('user_id', '=', id).execute()).map((r) => r.post_name).sort();

/** Gives a seeded role some of the import / export buttons (only the admin holds them by default). */
async function grant(roleId: number, menuIds: number[]): Promise<void> {
  await s.app.db.insertInto('sys_role_menu').values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
  s.app.cache.invalidate();
}
const IMPORT_BUTTON = 140105;
const EXPORT_BUTTON = 140106;

describe(`用户导入模板（${databaseLabel}）`, () => {
  test('模板含表头、一行示例和填写说明（性别、状态、部门、角色、岗位）', async () => {
    const r = await download('/api/sys/user/template', admin);
    assert.equal(r.status, 200);
    assert.match(r.type, /spreadsheetml/);
    const users = await readSheet(r.data, '用户');
    assert.deepEqual(users[0], HEADERS);
    assert.equal(users.length, 2, '表头加一行示例');
    assert.equal(users[1]![0], 'zhangsan01');
    const hints = (await readSheet(r.data, '填写说明')).map((row) => row.join(' ')).join('\n');
    assert.match(hints, /0 男，1 女，2 保密/);
    assert.match(hints, /0 停用，1 正常/);
    assert.match(hints, /新用户不填则生成一次性密码/);
    assert.ok(!r.data.includes(Buffer.from(PASSWORD)) && !hints.includes(PASSWORD), '模板不印任何已知密码');
    assert.ok((await readSheet(r.data, '部门')).some((row) => row[1] === '话务受理科'));
    assert.ok((await readSheet(r.data, '角色')).some((row) => row[1] === '话务员'));
    assert.ok((await readSheet(r.data, '岗位')).some((row) => row[1] === '派单员'));
  });

  test('原样导入模板不会建出示例用户', async () => {
    const template = (await download('/api/sys/user/template', admin)).data;
    const r = await importFile(admin, template);
    assert.equal(r.body.code, 0, r.body.msg);
    assert.deepEqual(r.body.data && { ...r.body.data, id: '' }, { id: '', total: 0, imported: 0, updated: 0, failed: 0, oneTimePasswords: 0 });
    assert.equal(await userRow('zhangsan01'), undefined);
  });

  test('没有 sys:user:import 的用户：模板与导入都 403，不写入', async () => {
    const agent = await s.login('agent01');
    assert.equal((await download('/api/sys/user/template', agent)).status, 403);
    const before = await s.snapshot();
    const r = await importFile(agent, await sheet([['imp900', '甲', 'J900', '男', '', '', '话务受理科', '', '', '', '', '']]));
    assert.equal(r.status, 403);
    assert.equal(r.body.msg, '暂无权限');
    assert.deepEqual(await s.snapshot(), before);
    assert.equal((await s.call('/api/sys/user/importProgress', { token: agent, body: { id: 'a'.repeat(32) } })).status, 403);
  });
});

describe(`用户导入（${databaseLabel}）`, () => {
  const GOOD_AND_BAD: Row[] = [
    /* 2 */ ['imp001', '钱一', 'J001', '男', '13912340001', 'imp001@example.com', '话务受理科', '话务员，派单员', '话务员', '8101', '正常', ''],
    /* 3 */ ['imp002', '钱二', 'J002', '女', '0871-6612399', '', '22', '', '', '', '停用', 'Strong#Pass9'],
    /* 4 */ ['imp003', '钱三', 'J003', '', '12345', '', '话务受理科', '', '', '', '', ''],
    /* 5 */ ['imp004', '钱四', 'J004', '', '', '', '不存在的部门', '超级管理员', '', '', '', ''],
    /* 6 */ ['imp005', '', 'J005', '未知', '', 'bad-mail', '话务受理科', '', '', '', '', 'abc'],
    /* 7 */ ['imp001', '钱一重复', 'J001', '', '', '', '话务受理科', '', '', '8101', '', ''],
    /* 8 */ ['agent01', '王晓敏', '1001', '', '', '', '话务受理科', '', '', '', '', ''],
    /* 9 */ ['imp006', '钱六', 'J006', '', '', '', '话务受理科', '', '', '8001', '', ''],
    /* 10 */ [null, null, null, null, null, null, null, null, null, null, null, null],
    /* 11 */ ['imp007', '钱七', 'J007', 2, 13912340007, '', 21, '话务员', '文员,质检员', '', 1, ''],
  ];
  const REASONS: Array<[number, string]> = [
    [4, '请输入正确的手机号'],
    [5, '部门不存在：不存在的部门；角色不存在：超级管理员'],
    [6, '姓名不能为空；性别只能填写 男、女、保密（或 0、1、2）；请输入正确的邮箱地址；初始密码不符合要求：密码长度须为8-20位，密码须至少包含小写字母、大写字母、数字、特殊符号中的三种'],
    [7, '用户名与第2行重复；工号与第2行重复；分机号与第2行重复'],
    [8, '用户名已存在（如需更新已存在的用户，请开启“更新已存在的用户”）'],
    [9, '分机号已被其他用户使用：8001'],
  ];

  test('好行写入、坏行逐条给出原因、文件内重复被拒；失败记录可下载且带失败原因', async () => {
    const r = await importFile(admin, await sheet(GOOD_AND_BAD), { importId: 'import-test-0000000001' });
    assert.equal(r.status, 200);
    assert.equal(r.body.code, 0, r.body.msg);
    assert.deepEqual(r.body.data, { id: 'import-test-0000000001', total: 9, imported: 3, updated: 0, failed: 6, oneTimePasswords: 2 });
    assert.equal(r.body.msg, '导入完成：新增 3 条，更新 0 条，失败 6 条；2 个新用户生成了一次性密码，请下载（仅可下载一次）');

    const one = (await userRow('imp001'))!;
    assert.equal(one.real_name, '钱一');
    assert.equal(one.landline_number, '8101');
    assert.equal(one.email, 'imp001@example.com');
    assert.equal(one.gender, 0);
    assert.deepEqual(await rolesOf(one.id), [10, 15]);
    assert.deepEqual(await postNamesOf(one.id), ['话务员']);
    const two = (await userRow('imp002'))!;
    assert.equal(two.status, 0);
    assert.equal(two.dept_id, 22, '部门可填编号');
    assert.equal(two.gender, 1);
    const seven = (await userRow('imp007'))!;
    assert.equal(seven.gender, 2);
    assert.equal(seven.mobile, '13912340007', '数字格式的手机号按原样读取');
    assert.deepEqual(await postNamesOf(seven.id), ['文员', '质检员'].sort());
    // imp002 gave its own password; imp001 and imp007 left it empty and got one-time passwords of their own.
    assert.notEqual(two.password_hash, one.password_hash);
    assert.notEqual(seven.password_hash, one.password_hash, '每个新用户的一次性密码各不相同');
    assert.deepEqual([one.must_change_password, two.must_change_password, seven.must_change_password], [true, true, true], '首次登录须修改密码');
    for (const failed of ['imp003', 'imp004', 'imp005', 'imp006']) assert.equal(await userRow(failed), undefined, failed);
    assert.equal((await userRow('agent01'))!.real_name, '王晓敏');

    const progress = await s.call<UserImportProgress>('/api/sys/user/importProgress', { token: admin, body: { id: 'import-test-0000000001' } });
    assert.deepEqual(progress.body.data, { id: 'import-test-0000000001', status: 'finished', total: 9, done: 9, imported: 3, updated: 0, failed: 6, oneTimePasswords: 2, error: null });

    const failures = await download('/api/sys/user/importFailures?id=import-test-0000000001', admin);
    assert.equal(failures.status, 200);
    const rows = await readSheet(failures.data);
    assert.deepEqual(rows[0], ['行号', ...HEADERS.map((h) => h.replace('*', '')), '失败原因']);
    assert.deepEqual(rows.slice(1).map((row) => [Number(row[0]), row[row.length - 1]]), REASONS);
    assert.deepEqual(rows[2]!.slice(1, 4), ['imp004', '钱四', 'J004'], '失败行保留原来填写的内容');
  });

  test('初始密码为空的新用户得到各不相同的一次性密码：只给导入的人、只能下载一次，可登录但须先改密码；演示密码登录不了', async () => {
    const r = await importFile(admin, await sheet([
      ['imp401', '甲', 'J401', '', '', '', '话务受理科', '话务员', '', '', '', ''],
      ['imp402', '乙', 'J402', '', '', '', '话务受理科', '话务员', '', '', '', ''],
      ['imp403', '丙', 'J403', '', '', '', '话务受理科', '话务员', '', '', '', 'Chosen#Pass9'],
    ]), { importId: 'import-test-0000000401' });
    assert.equal(r.body.data!.oneTimePasswords, 2);
    await grant(25, [IMPORT_BUTTON]);
    const manager = await s.login('manager');
    const theirs = await s.call('/api/sys/user/importPasswords?id=import-test-0000000401', { token: manager });
    assert.equal(theirs.body.msg, '导入记录不存在，或不是您的导入');

    const file = await download('/api/sys/user/importPasswords?id=import-test-0000000401', admin);
    assert.equal(file.status, 200);
    assert.match(file.type, /spreadsheetml/);
    const rows = await readSheet(file.data);
    assert.deepEqual(rows[0]!.slice(0, 4), ['行号', '用户名', '姓名', '一次性密码']);
    assert.deepEqual(rows.slice(1).map((row) => row.slice(0, 3)), [['2', 'imp401', '甲'], ['3', 'imp402', '乙']], '自己填了密码的行不在其中');
    const [first, second] = rows.slice(1).map((row) => row[3]!);
    assert.notEqual(first, second);
    assert.deepEqual((await s.tablesContaining(first!)), [], '下载后一次性密码不再保存');
    const again = await s.call('/api/sys/user/importPasswords?id=import-test-0000000401', { token: admin });
    assert.equal(again.body.msg, '该次导入没有待下载的一次性密码（仅可下载一次，超过一天未下载的已删除）');

    assert.equal((await s.call('/api/login', { body: { username: 'imp401', password: PASSWORD } })).body.msg, '用户名或密码错误', '演示密码不是任何导入用户的密码');
    const signedIn = await s.call<{ mustChangePassword: boolean }>('/api/login', { body: { username: 'imp401', password: first } });
    assert.equal(signedIn.body.code, 0, signedIn.body.msg);
    assert.equal(signedIn.body.data.mustChangePassword, true);
    const chosen = await s.call<{ mustChangePassword: boolean }>('/api/login', { body: { username: 'imp403', password: 'Chosen#Pass9' } });
    assert.equal(chosen.body.data.mustChangePassword, true, '管理员填写的初始密码也须在首次登录时修改');
  });

  test('失败记录只给导入的人；没有失败时给出提示', async () => {
    await importFile(admin, await sheet(GOOD_AND_BAD), { importId: 'import-test-0000000002' });
    await grant(25, [IMPORT_BUTTON]);
    const manager = await s.login('manager');
    const r = await s.call('/api/sys/user/importFailures?id=import-test-0000000002', { token: manager });
    assert.equal(r.body.code, 1);
    assert.equal(r.body.msg, '导入记录不存在，或不是您的导入');
    const theirs = await s.call<UserImportProgress>('/api/sys/user/importProgress', { token: manager, body: { id: 'import-test-0000000002' } });
    assert.equal(theirs.body.data.done, 0, '别人的导入进度不可见');

    await importFile(admin, await sheet([['imp100', '甲', 'J100', '', '', '', '话务受理科', '', '', '', '', '']]), { importId: 'import-test-0000000003' });
    const none = await s.call('/api/sys/user/importFailures?id=import-test-0000000003', { token: admin });
    assert.equal(none.body.msg, '该次导入没有失败记录');
  });

  test('开启“更新已存在的用户”：按用户名更新资料、角色与岗位；停用的用户会话立即失效', async () => {
    const agentToken = await s.login('agent02');
    const r = await importFile(admin, await sheet([
      ['agent01', '王晓敏（新）', '1001', '女', '13912349999', '', '工单派遣科', '派单员', '派单员,文员', '8001', '', ''],
      ['agent02', '陈思远', '1002', '', '', '', '话务受理科', '', '', '8002', '停用', ''],
      ['imp200', '新人', 'J200', '', '', '', '话务受理科', '', '', '', '', ''],
    ]), { updateSupport: true });
    assert.equal(r.body.code, 0, r.body.msg);
    assert.deepEqual({ ...r.body.data!, id: '' }, { id: '', total: 3, imported: 1, updated: 2, failed: 0, oneTimePasswords: 1 });
    const a1 = (await userRow('agent01'))!;
    assert.equal(a1.real_name, '王晓敏（新）');
    assert.equal(a1.dept_id, 22);
    assert.equal(a1.mobile, '13912349999');
    assert.deepEqual(await rolesOf(a1.id), [15]);
    assert.deepEqual(await postNamesOf(a1.id), ['派单员', '文员'].sort());
    assert.ok(await s.login('agent01'), '更新时不填密码则不修改密码');
    const a2 = (await userRow('agent02'))!;
    assert.equal(a2.status, 0);
    assert.deepEqual(await rolesOf(a2.id), [10], '角色列不填则保留原角色');
    assert.equal((await s.call('/api/sys/user/info', { token: agentToken })).status, 401, '被导入停用的用户立即下线');
  });

  test('关闭“更新已存在的用户”（默认）：已存在的用户名整行失败，不改动该用户', async () => {
    const before = (await userRow('agent01'))!;
    const r = await importFile(admin, await sheet([['agent01', '改名', '1001', '', '', '', '话务受理科', '', '', '', '', '']]), { updateSupport: false });
    assert.equal(r.body.data!.failed, 1);
    assert.deepEqual(await userRow('agent01'), before);
  });

  test('一行在写入中途失败：该行的用户、角色、岗位都不写入，其它行照常', async () => {
    // The database refuses one post in the middle of the row's transaction (after the user and its roles).
    await sql`create function refuse_clerk() returns trigger language plpgsql as $$
      begin if new.post_id = (select id from sys_post where post_name = '文员') then raise exception 'refused'; end if; return new; end $$`.execute(s.app.db);
    await sql`create trigger refuse_clerk before insert on sys_user_post for each row execute function refuse_clerk()`.execute(s.app.db);
    try {
      const r = await importFile(admin, await sheet([
        ['imp301', '甲', 'J301', '', '', '', '话务受理科', '话务员', '话务员', '8301', '', ''],
        ['imp302', '乙', 'J302', '', '', '', '话务受理科', '话务员', '文员', '8302', '', ''],
        ['imp303', '丙', 'J303', '', '', '', '话务受理科', '话务员', '', '', '', ''],
      ]), { importId: 'import-test-0000000004' });
      assert.deepEqual({ ...r.body.data!, id: '' }, { id: '', total: 3, imported: 2, updated: 0, failed: 1, oneTimePasswords: 2 });
      assert.equal(await userRow('imp302'), undefined, '用户没有写入');
      const orphanRoles = await sql<{ n: number }>`select count(*)::int as n from sys_user_role where user_id not in (select id from sys_user)`.execute(s.app.db);
      assert.equal(orphanRoles.rows[0]!.n, 0);
      assert.ok(await userRow('imp301'));
      assert.ok(await userRow('imp303'));
      const rows = await readSheet((await download('/api/sys/user/importFailures?id=import-test-0000000004', admin)).data);
      assert.deepEqual(rows[1]!.slice(-1), ['保存失败：该行未写入，请检查后重新导入']);
    } finally {
      await sql`drop trigger refuse_clerk on sys_user_post`.execute(s.app.db);
      await sql`drop function refuse_clerk()`.execute(s.app.db);
    }
  });

  test('损坏的文件、非 xlsx 文件、缺少表头：400 中文提示，不写入', async () => {
    const before = await s.snapshot();
    const broken = await importFile(admin, 'this is not a zip file at all', { name: 'users.xlsx' });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.msg, '文件无法读取，请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）');
    const cut = await importFile(admin, (await sheet(GOOD_AND_BAD)).subarray(0, 900));
    assert.equal(cut.status, 400);
    assert.match(cut.body.msg, /文件无法读取/);
    const csv = await importFile(admin, 'username\nimp1', { name: 'users.csv' });
    assert.equal(csv.status, 400);
    assert.equal(csv.body.msg, '仅支持 .xlsx 格式的 Excel 文件，请下载导入模板填写后上传');
    const headers = await importFile(admin, await sheet([['imp1', '甲']], ['账号', '名字']));
    assert.equal(headers.status, 400);
    assert.equal(headers.body.msg, '表头不正确：缺少「用户名」、「姓名」、「工号」、「部门」列，请下载导入模板后按模板填写');
    const json = await s.call('/api/sys/user/import', { token: admin, body: {} });
    assert.equal(json.status, 400);
    assert.match(json.body.msg, /multipart/);
    assert.deepEqual(await s.snapshot(), before);
  });

  test('导入记入操作日志', async () => {
    await importFile(admin, await sheet([['imp400', '甲', 'J400', '', '', '', '话务受理科', '', '', '', '', '']]));
    const log = await s.app.db.selectFrom('sys_log_operation').selectAll().where('operation', '=', '导入用户').executeTakeFirst();
    assert.equal(log?.module, '用户管理');
    assert.equal(log?.status, 1);
  });
});

describe(`用户导出（${databaseLabel}）`, () => {
  test('按当前查询条件导出（部门含下级、状态、姓名），列与导入模板一致', async () => {
    const r = await download('/api/sys/user/export', admin, { deptId: 104, status: 1 });
    assert.equal(r.status, 200);
    assert.match(r.type, /spreadsheetml/);
    const rows = await readSheet(r.data);
    assert.deepEqual(rows[0], [...HEADERS.slice(0, -1).map((h) => h.replace('*', '')), '创建时间']);
    const expected = await sql<{ username: string }>`
      with recursive below(id) as (select 104 union select d.id from sys_dept d join below b on d.pid = b.id)
      select username from sys_user where status = 1 and dept_id in (select id from below)`.execute(s.app.db);
    assert.ok(expected.rows.length > 0);
    assert.deepEqual(rows.slice(1).map((row) => row[0]).sort(), expected.rows.map((u) => u.username).sort());
    assert.ok(rows.slice(1).every((row) => row[10] === '正常'));

    const byName = await readSheet((await download('/api/sys/user/export', admin, { realName: '王晓敏' })).data);
    assert.deepEqual(byName.slice(1).map((row) => row.slice(0, 3)), [['agent01', '王晓敏', '1001']]);
    assert.equal(byName[1]![7], '话务员');
  });

  test('数据范围：本部门及以下的角色只导出本部门及以下的用户；无导出权限 403', async () => {
    assert.equal((await download('/api/sys/user/export', await s.login('dept01'))).status, 403);
    await grant(3, [EXPORT_BUTTON]);
    const rows = await readSheet((await download('/api/sys/user/export', await s.login('dept01'))).data);
    const expected = await sql<{ username: string }>`
      with recursive below(id) as (select 101 union select d.id from sys_dept d join below b on d.pid = b.id)
      select username from sys_user where dept_id in (select id from below)`.execute(s.app.db);
    assert.deepEqual(rows.slice(1).map((row) => row[0]).sort(), expected.rows.map((u) => u.username).sort());
    assert.ok(!rows.some((row) => row[0] === 'admin'));
  });

  test('导出的表格改过后可以原样导回（开启更新）', async () => {
    const exported = await download('/api/sys/user/export', admin, { username: 'user00' });
    const r = await importFile(admin, exported.data, { updateSupport: true });
    assert.equal(r.body.code, 0, r.body.msg);
    assert.equal(r.body.data!.failed, 0);
    assert.equal(r.body.data!.updated, 9);
  });
});
