// Who may read which file: every contract endpoint that answers a file or a recording is called by users who must not
// see it (another department, a level-2 unit, an agent, a user without the permission) and must refuse them, and by one
// who may, who gets the file. An endpoint marked `file: true` that this test cannot call fails it, so a new file route
// is covered by default. Also: files are named by unguessable references, and 相似工单 shows only orders in scope.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { endpoints, type EndpointKey, type Endpoints } from '../../src/shared/api/contracts/endpoints.ts';
import type { Endpoint } from '../../src/shared/api/contracts/schema.ts';
import type { Announcement, UploadedFile } from '../../src/shared/api/notice.types.ts';
import type { ClassificationSuggestion, WorkflowActionResult, WorkflowDetail } from '../../src/shared/api/workorder.types.ts';
import { FILE_REF_PATTERN, RoleId } from '../../src/shared/protocol/index.ts';
import { loadExcel } from '../../server/src/lib/office.ts';
import { formatDateTime } from '../../server/src/lib/time.ts';
import { migrations } from '../../server/src/db/migrations/index.ts';
import { writeCallRecord } from '../../server/src/services/calls/record-writer.ts';
import { databaseLabel, ownPassword, PASSWORD, startTestServer, type TestServer } from './helpers.ts';
import { PNG_1x1 } from './storage-fixtures.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const SEEDED = ['admin', 'agent01', 'agent02', 'dispatcher', 'dept01', 'dept02', 'supervisor', 'manager'] as const;
/** Users this file creates: an L1 handler of another department (市场监督管理局), and an importer who is not the admin. */
const CREATED = ['dept03', 'importer'] as const;
type User = (typeof SEEDED)[number] | (typeof CREATED)[number];

const HOUSING = 101; // 市住房和城乡建设局: dept01's department; dept02 is its level-2 unit 物业监管科
const MARKET = 102; // 市市场监督管理局
const IMPORT_BUTTON = 140105; // sys:user:import
const REF = new RegExp(`^${FILE_REF_PATTERN}$`);

async function ok<T>(user: User, path: string, body?: unknown, method = 'POST'): Promise<T> {
  const r = await s.call<T>(path, { token: tok[user], body, method });
  assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
  return r.body.data;
}

async function upload(user: User, name: string, content: Uint8Array | string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const res = await fetch(`${s.url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': tok[user]! }, body: form });
  const body = (await res.json()) as { code: number; msg: string; data: UploadedFile };
  assert.equal(body.code, 0, body.msg);
  return body.data;
}

const newOrder = {
  citizenName: '测试市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 601, regionId: 110101, address: '北门社区1号',
};

/** agent01 registers an order and sends it straight to a main department. */
const registerAt = (mainDeptId: number, extra: object) =>
  ok<WorkflowActionResult>('agent01', '/aop/neijiangworkflow/commit', { ...newOrder, content: '小区电梯停运三天，物业不修', mainDeptId, ...extra });

/** A user with one role: an existing one, or a new role holding exactly these menu buttons. */
async function createUser(username: string, deptId: number, role: number | number[]): Promise<void> {
  let roleId = role;
  if (Array.isArray(role)) {
    roleId = (await ok<{ id: number }>('admin', '/api/sys/role/save', { roleName: username, roleCode: username, dataScope: 0, menuIdList: role })).id;
  }
  await ok('admin', '/api/sys/user', { username, realName: '测试', jobNumber: username, gender: 2, deptId, roleIdList: [roleId], status: 1, password: PASSWORD });
  // A password the admin chose must be changed first; refusals below must come from the file rule, not from that.
  tok[username] = await ownPassword(s, username, PASSWORD);
}

/** What this file creates once: an order with an attachment and a recorded call, a draft announcement, a loose upload, an import. */
interface Fixture {
  /** agent01's order, sent to 市住建局 (dept01), registered from a recorded call, with a picture attached. */
  workflowId: string;
  attachment: string;
  /** call_record.id of that call, and its recording's file reference. */
  recordId: string;
  recording: string;
  /** The attachment of an announcement not yet published. */
  draftNotice: string;
  /** agent01's upload, not saved with anything yet. */
  loose: string;
  /** admin's user import with a failed row. */
  importId: string;
  /** Attachments of two 住建局 knowledge articles: a draft, and one published. */
  draftArticle: string;
  publishedArticle: string;
}
let f: Fixture;

const today = () => formatDateTime(new Date())!.slice(0, 10);

async function recordedCall(callId: string): Promise<{ recordId: string; recording: string }> {
  const agent = await s.app.db.selectFrom('sys_user').select(['id', 'real_name']).where('username', '=', 'agent01').executeTakeFirstOrThrow();
  const now = Date.now();
  // What the CTI simulator writes when an answered call ends (call-records.test.ts drives it through the socket).
  await writeCallRecord(s.app, {
    callId, leg: 1, direction: 'in', caller: newOrder.phone, called: '12345', queue: null, skillName: 'skill1', offeredAt: now - 60_000,
    queuedAt: null, rangAt: now - 58_000, answeredAt: now - 55_000, endedAt: now - 1000, result: 'answered', transferredTo: null, thirdNumber: null,
    simulated: true, agent: { extension: '8001', userId: agent.id, realName: agent.real_name },
  });
  const row = await s.app.db.selectFrom('call_record as cr').innerJoin('upload_file as u', 'u.id', 'cr.recording_file_id')
    .select(['cr.id', 'u.public_id']).where('cr.call_id', '=', callId).executeTakeFirstOrThrow();
  return { recordId: String(row.id), recording: row.public_id };
}

async function userImport(importId: string): Promise<void> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['用户名*', '姓名*', '工号*', '性别', '手机号码', '邮箱', '部门*', '角色', '岗位', '分机号', '状态', '初始密码']);
  sheet.addRow(['agent01', '重名', 'J9001', '', '', '', 21, '', '', '', 1, '']);
  // A new user without 初始密码: the import keeps a one-time password for its importer to download once.
  sheet.addRow(['fa_new_user', '新用户', 'J9002', '', '', '', 21, '', '', '', 1, '']);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'users.xlsx');
  const res = await fetch(`${s.url}/api/sys/user/import?importId=${importId}`, { method: 'POST', headers: { 'x-auth-token': tok.admin! }, body: form });
  const body = (await res.json()) as { code: number; msg: string; data: { failed: number } };
  assert.equal(body.code, 0, body.msg);
  assert.equal(body.data.failed, 1);
}

before(async () => {
  s = await startTestServer();
  for (const u of SEEDED) tok[u] = await s.login(u);
  await createUser('dept03', MARKET, RoleId.level1);
  await createUser('importer', 2, [IMPORT_BUTTON]);

  const picture = await upload('agent01', '现场照片.png', PNG_1x1);
  const call = await recordedCall('file-access-call-1');
  const order = await registerAt(HOUSING, { callId: 'file-access-call-1', attachments: [{ fileId: picture.id, fileName: picture.name }] });

  const noticeFile = await upload('admin', '停水安排.txt', '各小区停水时间表');
  await ok<Announcement>('admin', '/api/announcementManage/add', { title: '停水通知（草稿）', impLevel: 2, content: '<p>见附件</p>', attachmentIds: noticeFile.id });
  const loose = await upload('agent01', '刚上传.txt', '还没保存的工单附件');
  await userImport('file-access-import-01');

  const categoryId = (await ok<{ id: number }>('manager', '/api/knowledge/category/save', { parentId: 0, name: '附件测试' })).id;
  const article = async (name: string) => {
    const file = await upload('dept01', name, '政策原文');
    const { id } = await ok<{ id: number }>('dept01', '/api/knowledge/article/save', { categoryId, deptId: HOUSING, title: name, body: '<p>正文</p>', attachmentRefs: [file.id] });
    return { id, ref: file.id };
  };
  const draftArticle = await article('未发布知识附件.txt');
  const publishedArticle = await article('已发布知识附件.txt');
  await ok('dept01', '/api/knowledge/article/submit', { id: publishedArticle.id, version: 1 });
  await ok('manager', '/api/knowledge/article/review', { id: publishedArticle.id, version: 1, approve: true });

  f = {
    workflowId: order.workflowId, attachment: picture.id, ...call, draftNotice: noticeFile.id, loose: loose.id, importId: 'file-access-import-01',
    draftArticle: draftArticle.ref, publishedArticle: publishedArticle.ref,
  };
});
after(async () => { await s?.close(); });

// ---- the sweep over every file endpoint ----

interface Probe {
  /** What is read, for the messages. */
  what: string;
  /** The URL with its query, and the JSON body of a POST. */
  url: string;
  body?: unknown;
  /** Get the file. */
  allowed: User[];
  /** Get a Chinese refusal and no file. */
  refused: User[];
  /** List exports: get a workbook, but without the order's row. */
  scoped?: User[];
}

type FileEndpoint = { [K in EndpointKey]: Endpoints[K] extends { file: true } ? K : never }[EndpointKey];

/** How to call each file endpoint, and who may and may not; the type makes a new file endpoint a compile error here too. */
const PROBES: Record<FileEndpoint, (f: Fixture) => Probe[]> = {
  'GET /api/download': (x) => [
    { what: '工单附件', url: `/api/download?id=${x.attachment}`, allowed: ['dept01', 'agent01', 'dispatcher'], refused: ['dept02', 'dept03'] },
    { what: '工单来电录音', url: `/api/download?id=${x.recording}`, allowed: ['dept01', 'supervisor'], refused: ['dept02', 'dept03'] },
    { what: '未发布公告的附件', url: `/api/download?id=${x.draftNotice}`, allowed: ['admin'], refused: ['agent01', 'dept02', 'dept03'] },
    { what: '刚上传未保存的文件', url: `/api/download?id=${x.loose}`, allowed: ['agent01', 'admin'], refused: ['agent02', 'dept01', 'dept02'] },
    // A knowledge article's: its department's editors and the knowledge administrators before it is published, whoever may search after.
    { what: '未发布知识的附件', url: `/api/download?id=${x.draftArticle}`, allowed: ['dept01', 'manager'], refused: ['agent01', 'dept02', 'dept03'] },
    { what: '已发布知识的附件', url: `/api/download?id=${x.publishedArticle}`, allowed: ['agent01', 'dept02', 'dept03'], refused: ['importer'] },
  ],
  'GET /api/sys/oss/preview': (x) => [
    { what: '云存储预览', url: `/api/sys/oss/preview?id=${x.attachment}`, allowed: ['admin'], refused: ['agent01', 'dept01', 'dept02', 'supervisor'] },
  ],
  '/aop/import/exportPdf': (x) => [
    { what: '工单 PDF', url: '/aop/import/exportPdf', body: { workflowId: x.workflowId }, allowed: ['dept01', 'agent01'], refused: ['dept02', 'dept03'] },
  ],
  '/aop/workflow/recording': (x) => [
    { what: '工单详情里的录音', url: '/aop/workflow/recording', body: { workflowId: x.workflowId, id: x.recordId }, allowed: ['dept01', 'agent01'], refused: ['dept02', 'dept03'] },
  ],
  '/apo/payroll/history/recording': (x) => [
    { what: '话单录音', url: '/apo/payroll/history/recording', body: { id: x.recordId }, allowed: ['supervisor'], refused: ['agent01', 'dept01', 'dept02'] },
  ],
  '/aop/exportWorkflow/list/exportAll': (x) => [
    { what: '工单列表导出', url: '/aop/exportWorkflow/list/exportAll', body: { workflowId: x.workflowId }, allowed: ['dispatcher'], refused: ['agent01', 'dept01', 'dept02', 'dept03'] },
  ],
  '/apo/integratedController/integratedQueryExcel': (x) => [
    { what: '综合查询导出', url: '/apo/integratedController/integratedQueryExcel', body: { workflowId: x.workflowId }, allowed: ['dept01'], refused: ['agent01'], scoped: ['dept02', 'dept03'] },
  ],
  '/apo/performanceReport/tableExcel': () => [
    { what: '绩效统计导出', url: '/apo/performanceReport/tableExcel', body: { grouping: 'mainDept' }, allowed: ['supervisor'], refused: ['agent01', 'dept01', 'dept02'] },
  ],
  '/apo/performanceReport/detailExcel': () => [{
    what: '下钻明细导出', url: '/apo/performanceReport/detailExcel', allowed: ['supervisor'], refused: ['agent01', 'dispatcher', 'dept01', 'dept02'],
    body: { tableName: 'stat_main_dept', dimensionValues: String(HOUSING), indexName: 'turnNum', startTime: today(), endTime: today() },
  }],
  '/aip/payroll/export': () => [
    { what: '话单导出', url: '/aip/payroll/export', body: { startTime: today(), endTime: today() }, allowed: ['supervisor'], refused: ['agent01', 'dept01', 'dept02'] },
  ],
  '/api/caCallAccept/export': () => [
    { what: '来电受理导出', url: '/api/caCallAccept/export', body: { startTime: today(), endTime: today() }, allowed: ['manager'], refused: ['agent01', 'supervisor', 'dept02'] },
  ],
  '/api/sys/user/importFailures': (x) => [
    { what: '用户导入失败记录', url: `/api/sys/user/importFailures?id=${x.importId}`, allowed: ['admin'], refused: ['importer', 'agent01', 'dept02'] },
  ],
  // Refused users come first: the one-time passwords can be downloaded once, by the importer.
  '/api/sys/user/importPasswords': (x) => [
    { what: '导入用户的一次性密码', url: `/api/sys/user/importPasswords?id=${x.importId}`, allowed: ['admin'], refused: ['importer', 'agent01', 'dept02'] },
  ],
  '/api/sys/user/template': () => [
    { what: '用户导入模板', url: '/api/sys/user/template', allowed: ['admin', 'importer'], refused: ['agent01', 'dept02'] },
  ],
  '/api/sys/user/export': () => [
    { what: '用户导出', url: '/api/sys/user/export', body: {}, allowed: ['admin'], refused: ['importer', 'agent01', 'dept02'] },
  ],
  '/api/sys/role/export': () => [
    { what: '角色导出', url: '/api/sys/role/export', body: {}, allowed: ['admin'], refused: ['importer', 'agent01', 'dept02'] },
  ],
  '/api/sys/log/operation/export': () => [
    { what: '操作日志导出', url: '/api/sys/log/operation/export', body: {}, allowed: ['admin'], refused: ['supervisor', 'agent01', 'dept02'] },
  ],
  '/api/sys/log/login/export': () => [
    { what: '登录日志导出', url: '/api/sys/log/login/export', body: {}, allowed: ['admin'], refused: ['supervisor', 'agent01', 'dept02'] },
  ],
  '/api/sys/dict/type/export': () => [
    { what: '字典类型导出', url: '/api/sys/dict/type/export', body: {}, allowed: ['admin'], refused: ['supervisor', 'agent01', 'dept02'] },
  ],
  '/api/sys/dict/data/export': () => [
    { what: '字典数据导出', url: '/api/sys/dict/data/export', body: { dictType: 'channel' }, allowed: ['admin'], refused: ['supervisor', 'agent01', 'dept02'] },
  ],
  '/api/sys/dispatchCatalogue/template': () => [
    { what: '派单目录导入模板', url: '/api/sys/dispatchCatalogue/template', allowed: ['admin'], refused: ['supervisor', 'agent01', 'dept02'] },
  ],
  '/api/sys/dispatchCatalogue/export': () => [
    { what: '派单目录导出', url: '/api/sys/dispatchCatalogue/export', body: {}, allowed: ['admin'], refused: ['supervisor', 'agent01', 'dept02'] },
  ],
  '/aip/commonNumber/phone/template': () => [
    { what: '常用号码模板', url: '/aip/commonNumber/phone/template', allowed: ['manager'], refused: ['agent01', 'dept02'] },
  ],
  '/aip/commonNumber/phone/export': () => [
    { what: '常用号码导出', url: '/aip/commonNumber/phone/export', body: {}, allowed: ['agent01'], refused: ['dept02'] },
  ],
};

interface Answer { status: number; type: string; bytes: Buffer }

async function read(user: User, key: string, probe: Probe): Promise<Answer> {
  const get = key.startsWith('GET ');
  const res = await fetch(s.url + probe.url, {
    method: get ? 'GET' : 'POST',
    headers: { 'x-auth-token': tok[user]!, ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: get || probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

const isEnvelope = (a: Answer) => a.type.startsWith('application/json');
const label = (user: User, probe: Probe, a: Answer) => `${probe.what}（${probe.url}）as ${user}: ${a.status} ${a.type} ${isEnvelope(a) ? a.bytes.toString() : `${a.bytes.length} bytes`}`;

async function workbookCells(bytes: Buffer): Promise<string> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => { cells.push(String(cell.value)); }));
  return cells.join('\n');
}

describe(`文件读取权限：逐个文件接口（${databaseLabel}）`, () => {
  test('契约里每个返回文件的接口（file: true）本测试都会调用', () => {
    const fileEndpoints = Object.entries(endpoints).filter(([, e]) => (e as Endpoint).file).map(([key]) => key);
    assert.ok(fileEndpoints.includes('GET /api/download') && fileEndpoints.includes('GET /api/sys/oss/preview'));
    const unknown = fileEndpoints.filter((key) => !(key in PROBES));
    assert.deepEqual(unknown, [], `这些文件接口没有访问权限用例，请在 PROBES 中补上：${unknown.join('，')}`);
  });

  for (const [key, probesOf] of Object.entries(PROBES) as Array<[FileEndpoint, (f: Fixture) => Probe[]]>) {
    test(`${key}：无权的人被拒绝，有权的人拿到文件`, async () => {
      for (const probe of probesOf(f)) {
        assert.ok(probe.refused.length > 0 && probe.allowed.length > 0, probe.what);
        for (const user of probe.refused) {
          const a = await read(user, key, probe);
          assert.ok(isEnvelope(a), label(user, probe, a));
          const { code, msg } = JSON.parse(a.bytes.toString()) as { code: number; msg: string };
          assert.notEqual(code, 0, label(user, probe, a));
          assert.match(msg, /[\u4e00-\u9fa5]/, label(user, probe, a));
        }
        for (const user of probe.allowed) {
          const a = await read(user, key, probe);
          assert.ok(a.status === 200 && !isEnvelope(a) && a.bytes.length > 0, label(user, probe, a));
        }
        for (const user of probe.scoped ?? []) {
          const a = await read(user, key, probe);
          if (isEnvelope(a)) continue;
          assert.equal(a.status, 200, label(user, probe, a));
          assert.ok(!(await workbookCells(a.bytes)).includes(f.workflowId), `${label(user, probe, a)}：导出含有看不到的工单`);
        }
        if (probe.scoped) {
          const own = await read(probe.allowed[0]!, key, probe);
          assert.ok((await workbookCells(own.bytes)).includes(f.workflowId), '能看到该工单的人导出里有它');
        }
      }
    });
  }
});

describe(`文件引用不可猜（${databaseLabel}）`, () => {
  test('上传答复、工单详情、公告、云存储只给随机引用；顺序编号与未知引用得到同样的 404', async () => {
    const a = await upload('agent01', 'a.txt', '一');
    const b = await upload('agent01', 'b.txt', '二');
    assert.match(a.id, REF);
    assert.match(b.id, REF);
    assert.notEqual(a.id, b.id);
    // Consecutive uploads share no prefix worth guessing from.
    assert.ok(a.id.slice(0, 8) !== b.id.slice(0, 8));

    const detail = await ok<WorkflowDetail>('dept01', `/aop/workflow/detail?workflowId=${f.workflowId}`, undefined, 'GET');
    assert.deepEqual(detail.attachments.map((x) => x.fileId), [f.attachment]);
    const rows = await ok<{ records: Array<{ id: string }> }>('admin', '/api/sys/oss/page', { page: 1, size: 100 });
    assert.ok(rows.records.every((r) => REF.test(r.id)), '云存储的行也只给引用');

    const sequential = await s.app.db.selectFrom('upload_file').select('id').where('public_id', '=', a.id).executeTakeFirstOrThrow();
    const answers = [];
    for (const id of [String(sequential.id), '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await fetch(`${s.url}/api/download?id=${id}`, { headers: { 'x-auth-token': tok.agent01! } });
      answers.push([res.status, ((await res.json()) as { msg: string }).msg]);
    }
    assert.deepEqual(answers, Array(3).fill([404, '附件不存在或已被删除']));
    const mine = await fetch(`${s.url}/api/download?id=${a.id}`, { headers: { 'x-auth-token': tok.agent01! } });
    assert.equal(await mine.text(), '一', '上传人能取回刚上传的文件');
  });

  test('迁移 021：已有文件得到各不相同的引用，工单里按顺序编号存的附件改存引用', async () => {
    const db = new PGlite();
    try {
      const run = async (from: number, to: number) => {
        for (const m of migrations.filter((x) => x.version >= from && x.version <= to)) for (const statement of m.statements) await db.query(statement);
      };
      await run(1, 20);
      await db.query(`insert into upload_file (name, size, data) values ('a.png', 1, '\\x00'), ('b.png', 1, '\\x00')`);
      await db.query(`insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, content, time_limit, deadline, status, creator_id, creator_name)
        values ('GD-OLD', 'p', '市民', '13900000000', '1', '1', '旧工单', 3, now(), 1, 1, '话务员')`);
      await db.query(`insert into workflow_attachment (workflow_id, file_id, file_name) values ('GD-OLD', '2', 'b.png')`);
      await run(21, 21);
      const files = (await db.query<{ id: number; public_id: string }>('select id, public_id from upload_file order by id')).rows;
      assert.ok(files.every((x) => REF.test(x.public_id)) && files[0]!.public_id !== files[1]!.public_id, JSON.stringify(files));
      const attached = (await db.query<{ file_id: string }>('select file_id from workflow_attachment')).rows;
      assert.deepEqual(attached.map((x) => x.file_id), [files[1]!.public_id]);
    } finally {
      await db.close();
    }
  });

  test('工单与公告只收本人上传的文件：别人的引用被拒绝，不写入', async () => {
    const theirs = await upload('agent02', '别人的.txt', '别人的文件');
    const before = await s.snapshot();
    const order = await s.call('/aop/neijiangworkflow/commit', { token: tok.agent01, body: {
      ...newOrder, content: '借用别人的附件', mainDeptId: HOUSING, attachments: [{ fileId: theirs.id, fileName: '别人的.txt' }] } });
    assert.equal(order.body.msg, '附件不存在或不是您上传的，请重新上传');
    const notice = await s.call('/api/announcementManage/add', { token: tok.admin, body: { title: '借用', impLevel: 3, content: '<p>x</p>', attachmentIds: theirs.id } });
    assert.equal(notice.body.msg, '附件不存在或不是您上传的，请重新上传');
    const numeric = await s.call('/aop/neijiangworkflow/commit', { token: tok.agent01, body: {
      ...newOrder, content: '顺序编号的附件', mainDeptId: HOUSING, attachments: [{ fileId: '12', fileName: 'x.txt' }] } });
    assert.equal(numeric.status, 400);
    const { sys_token: _a, ...after } = await s.snapshot();
    const { sys_token: _b, ...was } = before;
    assert.deepEqual(after, was);
  });

  test('公告发布后，它的附件人人可下载', async () => {
    const file = await upload('admin', '发布后可读.txt', '公告附件内容');
    const notice = await ok<Announcement>('admin', '/api/announcementManage/add', { title: '发布测试', impLevel: 3, content: '<p>x</p>', attachmentIds: file.id });
    const get = (user: User) => fetch(`${s.url}/api/download?id=${file.id}`, { headers: { 'x-auth-token': tok[user]! } });
    assert.equal((await get('dept02')).status, 403);
    await ok('admin', '/api/announcementManage/publishById', { id: notice.id });
    for (const user of ['dept02', 'dept03', 'agent01'] as const) assert.equal(await (await get(user)).text(), '公告附件内容', user);
  });
});

describe(`相似工单只给看得到的工单（${databaseLabel}）`, () => {
  test('别的部门看不到的工单不出现在理由里，也不参与推荐；自己部门的照常出现', async () => {
    const text = '青石巷口老槐树被白蚁蛀空树干开裂随时可能倒伏';
    const elsewhere = await registerAt(MARKET, { content: text });
    const ours = await registerAt(HOUSING, { content: `${text}，请尽快处理` });
    const similar = (user: User) => ok<ClassificationSuggestion[]>(user, '/aop/classifier/similar', { content: '青石巷口的老槐树被白蚁蛀空了，树干开裂' });
    const reasons = (found: ClassificationSuggestion[]) => found.map((x) => x.reason).join('；');

    const centre = reasons(await similar('agent01'));
    assert.ok(centre.includes(elsewhere.workflowId) && centre.includes(ours.workflowId), centre);
    const housing = reasons(await similar('dept01'));
    assert.ok(housing.includes(ours.workflowId), housing);
    assert.ok(!housing.includes(elsewhere.workflowId), `市住建局看到了市场监管局的工单：${housing}`);
    const level2 = await similar('dept02');
    assert.ok(!reasons(level2).includes(elsewhere.workflowId) && !reasons(level2).includes(ours.workflowId), reasons(level2));
  });
});
