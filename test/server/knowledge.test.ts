// 知识库 against the real server, on articles this file writes itself: the lifecycle (草稿 → 待审核 → 已发布 → 已过期) with
// every version kept, a draft changed in place and a published article revised in a new version while agents keep
// reading the published one, a stale baseVersion refused; who may do what (refusals write nothing); 纠错 reaching the
// department with a deadline in working days and the answer reaching the reporter; the review reminders; attachments
// readable as the one file rule says; upkeep and hot figures equal to the rows behind them; malformed input.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type {
  ArticleVersion, Correction, HotQuestions, KnowledgeArticle, KnowledgeCategory, KnowledgeOptions, KnowledgeSearchResult, ManagedArticle, OrderCitation, Synonym,
  UpkeepRow,
} from '../../src/shared/api/contracts/knowledge.ts';
import type { Page } from '../../src/shared/api/contracts/schema.ts';
import type { StatTable } from '../../src/shared/api/contracts/stats.ts';
import type { UploadedFile } from '../../src/shared/api/notice.types.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { SETTING } from '../../src/shared/protocol/settings.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';
import { recordCitations } from '../../server/src/services/knowledge/citations.ts';
import { remindOverdueCorrections } from '../../server/src/services/knowledge/corrections.ts';
import { remindReviews, upkeepRows } from '../../server/src/services/knowledge/upkeep.ts';
import { handlerNamed } from '../../server/src/services/schedule/registry.ts';
import { loadWorkCalendar } from '../../server/src/services/workorders/workdays.ts';
import { callsAs, databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const as = callsAs(() => s, tok);
const HOUSING = 101;
const PROPERTY_UNIT = 10101;
const MARKET = 102;
const dayAfter = (days: number) => cstDay(Date.now() + days * DAY_MS);
let categoryId = 0;
let n = 0;

/** An article's fields as the editor's form sends them; each call a new title. */
const fields = (extra: object = {}) => ({
  categoryId, deptId: HOUSING, title: `测试知识${++n}：公积金租房提取`, body: '<p>提取条件：<strong>无房</strong>且连续缴存满3个月。</p><script>alert(1)</script>',
  answer: '连续缴存满3个月、本市无自有住房的职工可申请租房提取。', keywords: '公积金，租房提取、提取', reviewDate: dayAfter(180), note: '新建', ...extra,
});
/** Whether 知识检索 finds the article for its title (the index catches up from updated_at on each search). */
const found = async (id: number, q: string) => (await as.ok<KnowledgeSearchResult>('agent01', '/api/knowledge/search', { q, size: 50 })).records.some((h) => h.id === id);
const info = (user: string, id: number, latest = false) => as.ok<KnowledgeArticle>(user, '/api/knowledge/article/info', { id, latest });
const row = (id: number) => s.app.db.selectFrom('knowledge_article').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userId = async (username: string) => (await s.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const remindersOf = (username: string, type: number) => s.app.db.selectFrom('workflow_remind_msg as m').innerJoin('sys_user as u', 'u.id', 'm.user_id')
  .select(['m.content', 'm.workflow_id']).where('u.username', '=', username).where('m.type', '=', type).orderBy('m.id').execute();

/** dept01 writes an article and the knowledge administrator publishes it. */
async function published(extra: object = {}, writer = 'dept01'): Promise<number> {
  const { id } = await as.ok<{ id: number }>(writer, '/api/knowledge/article/save', fields(extra));
  await as.ok(writer, '/api/knowledge/article/submit', { id, version: 1 });
  await as.ok('manager', '/api/knowledge/article/review', { id, version: 1, approve: true });
  return id;
}

async function upload(user: string, name: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', new Blob(['政策原文']), name);
  const res = await fetch(`${s.url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': tok[user]! }, body: form });
  const body = (await res.json()) as { code: number; msg: string; data: UploadedFile };
  assert.equal(body.code, 0, body.msg);
  return body.data;
}
const download = async (user: string, ref: string) => (await fetch(`${s.url}/api/download?id=${ref}`, { headers: { 'x-auth-token': tok[user]! } })).status;

before(async () => {
  s = await startTestServer();
  await s.reset();
  for (const u of ['admin', 'manager', 'dept01', 'dept02', 'agent01', 'agent02', 'approver', 'dispatcher']) tok[u] = await s.login(u);
  categoryId = (await as.ok<{ id: number }>('manager', '/api/knowledge/category/save', { parentId: 0, name: '测试分类' })).id;
});
after(async () => { await s?.close(); });

describe(`知识库（${databaseLabel}）`, () => {
  test('生命周期：草稿原地修改，提交审核提醒知识管理员，发布后修订另起新版本而坐席仍看已发布版本，退回、再发布、下架，每一步都留版本并推进 updated_at', async () => {
    const stamps: number[] = [];
    const moved = async (id: number) => {
      const at = (await row(id)).updated_at.getTime();
      assert.ok(stamps.length === 0 || at > stamps.at(-1)!, 'updated_at moves with every change');
      stamps.push(at);
    };
    const { id, version } = await as.ok<{ id: number; version: number }>('dept01', '/api/knowledge/article/save', fields());
    assert.equal(version, 1);
    await moved(id);
    const draft = await info('dept01', id, true);
    assert.equal(draft.statusName, '草稿');
    assert.ok(!draft.body.includes('script') && draft.body.includes('<strong>无房</strong>'), draft.body);
    assert.deepEqual(draft.keywords, ['公积金', '租房提取', '提取']);
    await as.no('agent01', '/api/knowledge/article/info', { id }, '知识不存在或尚未发布');

    // A draft changes in place.
    const firstTitle = `${draft.title}（修订）`;
    assert.equal((await as.ok<{ version: number }>('dept01', '/api/knowledge/article/update', { ...fields({ title: firstTitle }), id, baseVersion: 1 })).version, 1);
    await moved(id);
    assert.equal((await info('dept01', id)).title, firstTitle);

    await as.ok('dept01', '/api/knowledge/article/submit', { id, version: 1 });
    await moved(id);
    assert.ok((await remindersOf('manager', ReminderType.knowledgeArticle)).some((m) => m.content.includes(firstTitle) && m.content.includes('请审核')));
    await as.no('dept01', '/api/knowledge/article/update', { ...fields(), id, baseVersion: 1 }, '该版本正在审核中，不能修改；请等待审核结果，或请知识管理员退回后再改');
    await as.no('dept01', '/api/knowledge/article/review', { id, version: 1, approve: true }, '暂无权限');

    await as.ok('manager', '/api/knowledge/article/review', { id, version: 1, approve: true });
    await moved(id);
    const v1 = await info('agent01', id);
    assert.deepEqual([v1.version, v1.publishedVersion, v1.status, v1.title, v1.canEdit], [1, 1, 2, firstTitle, false]);
    assert.ok((await remindersOf('dept01', ReminderType.knowledgeArticle)).some((m) => m.content.includes('已审核发布') && m.workflow_id === `KB${id}`));

    // A published article is revised in a new version; agents keep reading version 1 until it is approved.
    const secondTitle = `${firstTitle}（二版）`;
    assert.equal((await as.ok<{ version: number }>('dept01', '/api/knowledge/article/update', { ...fields({ title: secondTitle, note: '提取额度调整' }), id, baseVersion: 1 })).version, 2);
    await moved(id);
    assert.equal((await info('agent01', id)).title, firstTitle);
    assert.ok(await found(id, firstTitle), 'search keeps the published answer during a revision');
    const newest = await info('dept01', id, true);
    assert.deepEqual([newest.version, newest.title, newest.statusName, newest.publishedVersion, newest.latestVersion], [2, secondTitle, '草稿', 1, 2]);
    // Someone saved version 2 after this editor opened version 1.
    await as.no('dept01', '/api/knowledge/article/update', { ...fields(), id, baseVersion: 1 }, '该知识已被他人修改（当前为第 2 版），请刷新后在最新版本上修改');

    await as.ok('dept01', '/api/knowledge/article/submit', { id, version: 2 });
    await as.no('manager', '/api/knowledge/article/review', { id, version: 2, approve: false, reason: '  ' }, '请填写退回理由');
    await as.ok('manager', '/api/knowledge/article/review', { id, version: 2, approve: false, reason: '额度依据未注明文号' });
    await moved(id);
    assert.equal((await row(id)).status, 2, 'a sent-back revision leaves the published article as it was');
    assert.equal((await info('agent01', id)).title, firstTitle);
    assert.ok((await remindersOf('dept01', ReminderType.knowledgeArticle)).some((m) => m.content.includes('被退回：额度依据未注明文号')));
    // The sent-back version is changed in place and goes round again.
    assert.equal((await as.ok<{ version: number }>('dept01', '/api/knowledge/article/update', { ...fields({ title: secondTitle, basis: '云公积金〔2026〕3号' }), id, baseVersion: 2 })).version, 2);
    await as.ok('dept01', '/api/knowledge/article/submit', { id, version: 2 });
    await as.ok('manager', '/api/knowledge/article/review', { id, version: 2, approve: true });
    await moved(id);
    assert.ok(await found(id, secondTitle));
    const v2 = await info('agent01', id);
    assert.deepEqual([v2.version, v2.title, v2.basis], [2, secondTitle, '云公积金〔2026〕3号']);

    const versions = await as.ok<ArticleVersion[]>('dept01', '/api/knowledge/article/versions', { id });
    assert.deepEqual(versions.map((v) => [v.version, v.statusName, v.title]), [[2, '已发布', secondTitle], [1, '已替代', firstTitle]]);
    assert.equal(versions[0]!.reviewedBy, '何志远');
    assert.equal(versions[0]!.changedBy, '刘建国');
    await as.no('agent01', '/api/knowledge/article/versions', { id }, '暂无权限');

    // 复审确认 sets a future review date; 下架 takes it out of agents' reach.
    await as.no('dept01', '/api/knowledge/article/confirm', { id, reviewDate: cstDay(Date.now()) }, '下次复审日期须晚于今天');
    await as.ok('dept01', '/api/knowledge/article/confirm', { id, reviewDate: dayAfter(365) });
    await moved(id);
    assert.equal((await info('agent01', id)).reviewDate, dayAfter(365));
    assert.ok((await row(id)).confirmed_at);
    await as.no('dept01', '/api/knowledge/article/expire', { id }, '暂无权限');
    await as.ok('manager', '/api/knowledge/article/expire', { id, reason: '政策调整' });
    await moved(id);
    await as.no('agent01', '/api/knowledge/article/info', { id }, '知识不存在或尚未发布');
    assert.equal(await found(id, secondTitle), false, 'taken off: out of search');
    assert.equal((await info('dept01', id)).statusName, '已过期');
    await as.no('dept01', '/api/knowledge/article/confirm', { id, reviewDate: dayAfter(30) }, '只能对已发布的知识做复审确认');
    // A revision of a taken-off article is a new version again.
    assert.equal((await as.ok<{ version: number }>('dept01', '/api/knowledge/article/update', { ...fields({ title: secondTitle }), id, baseVersion: 2 })).version, 3);
  });

  test('权限：坐席不能编辑，住建局不能编辑或指定其他单位的知识，不能发布，二级单位只管本科室；拒绝不写入', async () => {
    await as.no('agent01', '/api/knowledge/article/save', fields(), '暂无权限');
    await as.no('approver', '/api/knowledge/article/save', fields(), '暂无权限');
    await as.no('dept01', '/api/knowledge/article/save', fields({ deptId: MARKET }), '所属单位只能选择本单位或本单位的下级单位');
    const market = await published({ deptId: MARKET }, 'manager');
    await as.no('dept01', '/api/knowledge/article/update', { ...fields(), id: market, baseVersion: 1 }, '只能维护本单位的知识');
    await as.no('dept01', '/api/knowledge/article/confirm', { id: market, reviewDate: dayAfter(30) }, '只能维护本单位的知识');
    await as.no('dept01', '/api/knowledge/article/delete', { ids: [market] }, '只能维护本单位的知识');
    await as.no('dept01', '/api/knowledge/article/versions', { id: market }, '只有本单位的知识维护人员和知识管理员可以查看修订记录');

    // dept01 may hand an article to its unit; the unit then keeps it, but not its department's own.
    const unit = await published({ deptId: PROPERTY_UNIT });
    const own = await published();
    await as.ok('dept02', '/api/knowledge/article/update', { ...fields({ deptId: PROPERTY_UNIT }), id: unit, baseVersion: 1 });
    await as.no('dept02', '/api/knowledge/article/update', { ...fields({ deptId: PROPERTY_UNIT }), id: own, baseVersion: 1 }, '只能维护本单位的知识');
    await as.no('dept02', '/api/knowledge/article/save', fields(), '所属单位只能选择本单位或本单位的下级单位');
    await as.no('dept02', '/api/knowledge/article/submit', { id: own, version: 1 }, '只能维护本单位的知识');
    await as.no('dept01', '/api/knowledge/synonym/save', { words: ['测试词甲', '测试词乙'] }, '暂无权限');
    await as.no('dept01', '/api/knowledge/category/save', { parentId: 0, name: '住建局的分类' }, '暂无权限');

    // 知识维护's list: a department's own (and its units'), every department's for the knowledge administrators.
    const page = (user: string) => as.ok<Page<ManagedArticle>>(user, '/api/knowledge/article/page', { size: 100, title: '测试知识' });
    const depts = new Set((await page('dept01')).records.map((a) => a.deptId));
    assert.ok(depts.has(HOUSING) && depts.has(PROPERTY_UNIT) && !depts.has(MARKET), [...depts].join());
    assert.deepEqual(new Set((await page('dept02')).records.map((a) => a.deptId)), new Set([PROPERTY_UNIT]));
    assert.ok((await page('manager')).records.some((a) => a.id === market));
    await as.no('agent01', '/api/knowledge/article/page', {}, '暂无权限');

    // Delete: an editor only drafts never published; a knowledge administrator any.
    const { id: draft } = await as.ok<{ id: number }>('dept01', '/api/knowledge/article/save', fields());
    await as.no('dept01', '/api/knowledge/article/delete', { ids: [draft, own] }, /已提交或发布过，只能由知识管理员删除/);
    await as.ok('dept01', '/api/knowledge/article/delete', { ids: [draft] });
    await as.no('dept01', '/api/knowledge/article/info', { id: draft }, '知识不存在或已删除');
    await as.ok('manager', '/api/knowledge/article/delete', { ids: [own] });
    assert.equal((await row(own)).deleted, 1);
  });

  test('纠错：送达所属单位（提醒 + 按工作日计算的期限），本单位答复后送达提出人；逾期标记并只提醒一次', async () => {
    const id = await published();
    const { id: draft } = await as.ok<{ id: number }>('dept01', '/api/knowledge/article/save', fields());
    await as.no('agent01', '/api/knowledge/correction/file', { articleId: draft, kind: 1, reason: '有误' }, '只能对已发布的知识纠错');
    await as.no('agent01', '/api/knowledge/correction/file', { articleId: id, kind: 1, reason: '   ' }, '请填写纠错内容');
    const before = (await row(id)).updated_at.getTime();
    const { id: cid } = await as.ok<{ id: number }>('agent01', '/api/knowledge/correction/file', { articleId: id, kind: 2, reason: '提取额度已上调' });
    await as.no('agent01', '/api/knowledge/correction/file', { articleId: id, kind: 2, reason: '再报一次' }, '您对该知识的纠错尚未处理，请勿重复提交');
    assert.ok((await row(id)).updated_at.getTime() > before, 'search sees the open 纠错');

    const c = await s.app.db.selectFrom('knowledge_correction').selectAll().where('id', '=', cid).executeTakeFirstOrThrow();
    const days = s.app.settings.number(SETTING.knowledgeCorrectionDays);
    assert.equal(c.due_at.getTime(), (await loadWorkCalendar(s.app.db)).addWorkingDays(c.created_at, days).getTime());
    assert.equal(c.dept_id, HOUSING);
    assert.ok((await remindersOf('dept01', ReminderType.knowledgeCorrection)).some((m) => m.workflow_id === `KB${id}` && m.content.includes('收到纠错')));
    assert.equal((await remindersOf('dept02', ReminderType.knowledgeCorrection)).filter((m) => m.workflow_id === `KB${id}`).length, 0, 'not the unit: the article is the department\'s');
    assert.equal((await info('agent01', id)).openCorrections, 1);

    const mine = await as.ok<Page<Correction>>('agent01', '/api/knowledge/correction/page', { mine: true, articleId: id });
    assert.deepEqual(mine.records.map((r) => [r.id, r.stateName, r.overdue]), [[cid, '待处理', false]]);
    assert.ok((await as.ok<Page<Correction>>('dept01', '/api/knowledge/correction/page', { articleId: id })).records.some((r) => r.id === cid));
    assert.equal((await as.ok<Page<Correction>>('agent02', '/api/knowledge/correction/page', { articleId: id })).total, 0, 'another agent reads only their own');

    await as.no('dept02', '/api/knowledge/correction/handle', { id: cid, accept: true, reply: '已改' }, '纠错不存在，或不是本单位知识的纠错');
    await as.no('agent01', '/api/knowledge/correction/handle', { id: cid, accept: true, reply: '已改' }, '暂无权限');
    await as.no('dept01', '/api/knowledge/correction/handle', { id: cid, accept: true, reply: ' ' }, '请填写处理意见');
    await as.ok('dept01', '/api/knowledge/correction/handle', { id: cid, accept: true, reply: '已按新额度修订' });
    assert.ok((await remindersOf('agent01', ReminderType.knowledgeCorrection)).some((m) => m.content.includes('已采纳：已按新额度修订')));
    await as.no('dept01', '/api/knowledge/correction/handle', { id: cid, accept: false, reply: '再答' }, '该纠错已处理（已采纳）');

    // Overdue: flagged on the page and reminded once by the job.
    const { id: late } = await as.ok<{ id: number }>('agent02', '/api/knowledge/correction/file', { articleId: id, kind: 1, reason: '电话已停用' });
    await s.app.db.updateTable('knowledge_correction').set({ due_at: new Date(Date.now() - 60_000) }).where('id', '=', late).execute();
    assert.equal((await as.ok<Page<Correction>>('dept01', '/api/knowledge/correction/page', { articleId: id, state: 0 })).records.find((r) => r.id === late)?.overdue, true);
    const first = await remindOverdueCorrections(s.app.db, new Date());
    assert.ok(first.corrections >= 1);
    assert.ok((await remindersOf('dept01', ReminderType.knowledgeCorrection)).some((m) => m.workflow_id === `KB${id}` && m.content.includes('已超过处理期限')));
    assert.equal((await remindOverdueCorrections(s.app.db, new Date())).corrections, 0);
  });

  test('复审提醒：复审日期临近或已过的已发布知识提醒所属单位，每个复审日期一次；复审确认后按新日期再提醒', async () => {
    const id = await published({ reviewDate: dayAfter(3) });
    const later = await published({ reviewDate: dayAfter(200) });
    const now = new Date();
    await remindReviews(s.app.db, now, 15);
    const reminded = async (articleId: number) => (await remindersOf('dept01', ReminderType.knowledgeReview)).filter((m) => m.workflow_id === `KB${articleId}`).length;
    assert.equal(await reminded(id), 1);
    assert.equal(await reminded(later), 0);
    await remindReviews(s.app.db, now, 15);
    assert.equal(await reminded(id), 1, 'once per review date');
    await as.ok('dept01', '/api/knowledge/article/confirm', { id, reviewDate: dayAfter(10) });
    await remindReviews(s.app.db, now, 15);
    assert.equal(await reminded(id), 2);
    // The seeded job runs both reminders with 参数设置's window; nothing is left to remind of twice.
    const job = handlerNamed('knowledgeUpkeep')!;
    const ran = await job.run({ app: s.app, db: s.app.db, now: new Date(), signal: new AbortController().signal }, {});
    assert.match(ran, /^提醒复审 \d+ 条知识（\d+ 人次），逾期纠错 \d+ 条/);
    assert.match(await job.run({ app: s.app, db: s.app.db, now: new Date(), signal: new AbortController().signal }, {}), /^提醒复审 0 条知识（0 人次），逾期纠错 0 条/);
    // Past its review date: marked for agents and in the maintainers' filter.
    await s.app.db.updateTable('knowledge_article').set({ review_date: dayAfter(-2) }).where('id', '=', id).execute();
    assert.equal((await info('agent01', id)).pastReview, true);
    const past = await as.ok<Page<ManagedArticle>>('dept01', '/api/knowledge/article/page', { pastReview: true, size: 100 });
    assert.ok(past.records.some((a) => a.id === id) && past.records.every((a) => a.pastReview));
  });

  test('附件：发布前只有本单位维护人员和知识管理员可下载，发布后可检索的人都可下载；他人上传的文件不能挂', async () => {
    const file = await upload('dept01', '租房提取办法.txt');
    const others = await upload('agent01', '别人的.txt');
    await as.no('dept01', '/api/knowledge/article/save', fields({ attachmentRefs: [others.id] }), '附件不存在或不是您上传的，请重新上传');
    const { id } = await as.ok<{ id: number }>('dept01', '/api/knowledge/article/save', fields({ attachmentRefs: [file.id] }));
    assert.deepEqual((await info('dept01', id, true)).attachments.map((a) => a.name), ['租房提取办法.txt']);
    assert.equal(await download('dept01', file.id), 200);
    assert.equal(await download('manager', file.id), 200);
    assert.equal(await download('agent01', file.id), 403);
    assert.equal(await download('dept02', file.id), 403, 'the unit does not keep its department\'s article');
    await as.ok('dept01', '/api/knowledge/article/submit', { id, version: 1 });
    await as.ok('manager', '/api/knowledge/article/review', { id, version: 1, approve: true });
    assert.equal(await download('agent01', file.id), 200);
    assert.equal(await download('approver', file.id), 200);
    await as.ok('manager', '/api/knowledge/article/expire', { id });
    assert.equal(await download('agent01', file.id), 403);
    assert.equal(await download('dept01', file.id), 200);
  });

  test('维护统计与热点问题等于其背后的行；引用记录已发布版本，工单可见者可读', async () => {
    const id = await published();
    const upkeep = () => as.ok<UpkeepRow[]>('manager', '/api/knowledge/upkeep');
    const housing = async () => (await upkeep()).find((r) => r.deptId === HOUSING)!;
    const before = await housing();
    await as.ok('agent01', '/api/knowledge/correction/file', { articleId: id, kind: 3, reason: '建议补充外地户籍的办理方式' });
    const after1 = await housing();
    assert.equal(after1.openCorrections, before.openCorrections + 1);
    assert.equal(after1.articles, before.articles);
    const extra = await published();
    assert.equal((await housing()).articles, before.articles + 1);
    assert.equal((await housing()).updated90, before.updated90 + 1);
    await s.app.db.updateTable('knowledge_article').set({ review_date: dayAfter(-1) }).where('id', '=', extra).execute();
    assert.equal((await housing()).overdueReviews, before.overdueReviews + 1);

    // Every row equals its rows counted directly.
    const today = cstDay(Date.now());
    const since = new Date(Date.now() - 90 * DAY_MS);
    for (const r of await upkeep()) {
      const a = await sql<{ articles: number; updated90: number; overdue: number }>`select count(*)::int as articles,
        count(*) filter (where greatest(published_at, confirmed_at) >= ${since})::int as updated90, count(*) filter (where review_date < ${today}::date)::int as overdue
        from knowledge_article where deleted = 0 and status = 2 and dept_id = ${r.deptId}`.execute(s.app.db);
      const c = await sql<{ open: number; late: number }>`select count(*)::int as open, count(*) filter (where due_at < now())::int as late
        from knowledge_correction where state = 0 and dept_id = ${r.deptId}`.execute(s.app.db);
      assert.deepEqual([r.articles, r.updated90, r.overdueReviews, r.openCorrections, r.overdueCorrections],
        [a.rows[0]!.articles, a.rows[0]!.updated90, a.rows[0]!.overdue, c.rows[0]!.open, c.rows[0]!.late], r.deptName);
    }
    // A department sees its own rows.
    const own = await as.ok<UpkeepRow[]>('dept01', '/api/knowledge/upkeep');
    assert.ok(own.length > 0 && own.every((r) => r.deptId === HOUSING || String(r.deptId).startsWith('101')), JSON.stringify(own));
    assert.deepEqual(await upkeepRows(s.app.db, [MARKET]), (await upkeep()).filter((r) => r.deptId === MARKET));

    // 绩效统计 shows the same figures per department row: a main department's include its units'.
    const all = await upkeep();
    const sum = (rows: UpkeepRow[]) => [rows.reduce((t, r) => t + r.articles, 0), rows.reduce((t, r) => t + r.openCorrections, 0), rows.reduce((t, r) => t + r.overdueReviews, 0)];
    const main = await as.ok<StatTable>('dept01', '/apo/performanceReport/table', { grouping: 'mainDept' });
    const housingRow = main.rows.find((r) => r.dimensionValues === String(HOUSING))!;
    assert.deepEqual([housingRow.kbArticles, housingRow.kbOpenCorrections, housingRow.kbOverdueReviews], sum(all.filter((r) => String(r.deptId).startsWith('101'))));
    const sub = await as.ok<StatTable>('manager', '/apo/performanceReport/table', { grouping: 'subDept' });
    const unitRow = sub.rows.find((r) => r.dimensionValues === String(PROPERTY_UNIT))!;
    assert.deepEqual([unitRow.kbArticles, unitRow.kbOpenCorrections, unitRow.kbOverdueReviews], sum(all.filter((r) => r.deptId === PROPERTY_UNIT)));
    const byType = await as.ok<StatTable>('manager', '/apo/performanceReport/table', { grouping: 'eventType' });
    assert.ok(byType.rows.every((r) => r.kbArticles === undefined), 'not on event types');

    // Citations: at the published version, counted, refused for an unpublished article; readable by whoever sees the order.
    const order = await registerOrder(s, { deptId: HOUSING });
    const agent = { id: await userId('agent01') };
    const { id: draft } = await as.ok<{ id: number }>('dept01', '/api/knowledge/article/save', fields());
    await assert.rejects(s.app.db.transaction().execute((tx) => recordCitations(tx, order.workflowId, [id, draft], agent)), /不在发布状态/);
    const hotBefore = await as.ok<HotQuestions>('agent01', '/api/knowledge/hot', {});
    const citedBefore = hotBefore.cited.find((c) => c.articleId === id)?.count ?? 0;
    await s.app.db.transaction().execute((tx) => recordCitations(tx, order.workflowId, [id, id], agent));
    assert.equal((await row(id)).cite_count, 1);
    const cited = await as.ok<OrderCitation[]>('agent01', '/api/knowledge/citations', { workflowId: order.workflowId });
    assert.deepEqual(cited.map((c) => [c.articleId, c.version, c.citedBy]), [[id, 1, '王晓敏']]);
    assert.equal((await as.ok<OrderCitation[]>('dept01', '/api/knowledge/citations', { workflowId: order.workflowId })).length, 1);
    await as.no('dept02', '/api/knowledge/citations', { workflowId: order.workflowId }, '工单不存在或无权查看');

    // Hot questions: this week's citations by article and searches that found nothing, by query.
    const query = `测试无结果查询${Date.now()}`;
    await s.app.db.insertInto('knowledge_search_log').values([0, 1, 2].map((i) => ({ query, hits: 0, user_id: agent.id, searched_at: new Date(Date.now() - i * 3_600_000) }))).execute();
    await s.app.db.insertInto('knowledge_search_log').values({ query, hits: 3, user_id: agent.id }).execute();
    await s.app.db.insertInto('knowledge_search_log').values({ query, hits: 0, user_id: agent.id, searched_at: new Date(Date.now() - 8 * DAY_MS) }).execute();
    const hot = await as.ok<HotQuestions>('agent01', '/api/knowledge/hot', {});
    assert.equal(hot.unanswered.find((q) => q.query === query)?.count, 3);
    assert.equal(hot.cited.find((c) => c.articleId === id)?.count, citedBefore + 1);
    assert.ok(hot.unanswered.length <= 20 && hot.cited.length <= 20);
    const from = new Date(Date.now() - 7 * DAY_MS);
    for (const c of hot.cited) {
      const r = await s.app.db.selectFrom('knowledge_citation').select((eb) => eb.fn.countAll<number>().as('n')).where('article_id', '=', c.articleId).where('cited_at', '>=', from).executeTakeFirstOrThrow();
      assert.ok(Math.abs(Number(r.n) - c.count) === 0, `${c.title}: ${c.count} / ${r.n}`);
    }
    assert.equal((await as.ok<HotQuestions>('agent01', '/api/knowledge/hot', { days: 31 })).unanswered.find((q) => q.query === query)?.count, 4);
  });

  test('分类与同义词：删除有知识或下级的分类被拒；同义词去空白去重，一个词只属一组，修改推进 updated_at', async () => {
    const parent = (await as.ok<{ id: number }>('manager', '/api/knowledge/category/save', { parentId: 0, name: '测试上级' })).id;
    const child = (await as.ok<{ id: number }>('manager', '/api/knowledge/category/save', { parentId: parent, name: '测试下级', orderNum: 2 })).id;
    await as.no('manager', '/api/knowledge/category/save', { parentId: parent, name: ' 测试下级 ' }, '同一上级下已有分类“测试下级”');
    await as.no('manager', '/api/knowledge/category/update', { id: parent, parentId: child, name: '测试上级' }, '上级分类不能是本分类或其下级分类');
    await as.no('manager', '/api/knowledge/category/delete', { id: parent }, '分类“测试上级”下还有下级分类，不能删除');
    await published({ categoryId: child });
    await as.no('manager', '/api/knowledge/category/delete', { id: child }, '分类“测试下级”下还有知识，不能删除');
    const tree = await as.ok<KnowledgeCategory[]>('agent01', '/api/knowledge/category/list');
    assert.equal(tree.find((c) => c.id === parent)?.articles, 1, 'counted in its parent too');
    const empty = (await as.ok<{ id: number }>('manager', '/api/knowledge/category/save', { parentId: parent, name: '空分类' })).id;
    await as.ok('manager', '/api/knowledge/category/delete', { id: empty });

    const options = await as.ok<KnowledgeOptions>('dept01', '/api/knowledge/options');
    assert.equal(options.ownDeptId, HOUSING);
    assert.ok(options.policyCategoryId && options.categories.some((c) => c.id === options.policyCategoryId && c.name === '政策文件'));
    assert.ok(options.depts.some((d) => d.id === PROPERTY_UNIT && d.name.includes('物业监管科')));

    const { id } = await as.ok<{ id: number }>('manager', '/api/knowledge/synonym/save', { words: [' 测试甲 ', '测试乙', '测试甲'] });
    const group = (await as.ok<Synonym[]>('manager', '/api/knowledge/synonym/list')).find((g) => g.id === id)!;
    assert.deepEqual(group.words, ['测试甲', '测试乙']);
    await as.no('manager', '/api/knowledge/synonym/save', { words: ['测试丙', '测试乙'] }, '“测试乙”已在同义词组“测试甲、测试乙”中，一个词只能属于一个同义词组');
    await as.no('manager', '/api/knowledge/synonym/save', { words: ['测试丁', ' 测试丁'] }, '同义词组至少需要两个不同的词');
    await as.no('manager', '/api/knowledge/synonym/save', { words: ['测试,戊', '测试己'] }, '同义词“测试,戊”不能含逗号、顿号、分号或空格');
    const at = (await s.app.db.selectFrom('knowledge_synonym').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at.getTime();
    await as.ok('manager', '/api/knowledge/synonym/update', { id, words: ['测试甲', '测试乙', '测试丙'] });
    assert.ok((await s.app.db.selectFrom('knowledge_synonym').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at.getTime() > at);
    await as.ok('manager', '/api/knowledge/synonym/delete', { id });
    await as.no('manager', '/api/knowledge/synonym/delete', { id }, '同义词组不存在，请刷新后重试');
  });

  test('异常输入：NUL、错误类型、非法日期是中文 400 且不写入；未知字段被丢弃', async () => {
    for (const body of [
      fields({ title: '含\u0000空字符' }), fields({ categoryId: '一' }), fields({ regionIds: 'all' }), fields({ reviewDate: '2026-13-45' }),
      { id: 'x', baseVersion: 1 },
    ]) {
      const before = await s.snapshot();
      const r = await s.call('/api/knowledge/article/save', { token: tok.dept01, body });
      assert.ok(r.status === 400 || r.body.code !== 0, JSON.stringify(r.body));
      assert.ok(r.status < 500);
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
      assert.deepEqual(await s.snapshot(), before);
    }
    await as.no('dept01', '/api/knowledge/article/save', fields({ reviewDate: '2026-02-30' }), '复审日期 2026-02-30 不存在');
    const marker = `unknown-field-${Date.now()}`;
    const { id } = await as.ok<{ id: number }>('dept01', '/api/knowledge/article/save', { ...fields(), cite_count: 999, secret: marker });
    assert.equal((await row(id)).cite_count, 0);
    assert.deepEqual(await s.tablesContaining(marker), []);
    const r = await s.call('/api/knowledge/correction/file', { token: tok.agent01, body: { articleId: id, kind: 9, reason: 'x' } });
    assert.equal(r.status, 400);
  });
});
