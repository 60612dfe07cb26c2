// 知识检索 and 受理登记's suggested articles: Chinese words (the city's names whole), synonyms, highlights on the words,
// filters by category, department and region, only published articles — also those another server published —, the
// search log, suggestions with their reasons, and refusals of bad input.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import { PERMISSION_CACHES } from '../../server/src/services/permissions.ts';
import { ARTICLE_STATUS, KNOWLEDGE_PERMISSIONS, type KnowledgeSearchResult, type KnowledgeSuggestion } from '../../src/shared/api/contracts/knowledge.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok } = callsAs(() => s, tok);
const cat: Record<string, number> = {};

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  // The search button's permission, when the menu seed does not carry it yet: admin holds every button there is.
  const has = await s.app.db.selectFrom('sys_menu').select('id').where('perms', '=', KNOWLEDGE_PERMISSIONS.search).executeTakeFirst();
  if (!has) {
    await s.app.db.insertInto('sys_menu').values({
      pid: 801, name: '检索', url: '', component: '', component_name: '', icon: '', type: 1, perms: KNOWLEDGE_PERMISSIONS.search,
      routing_type: 3, is_show: 0, no_cache: 0, sort: 1,
    }).execute();
    s.app.cache.invalidate(PERMISSION_CACHES);
  }
  tok.admin = await s.login('admin');
  // The seed's articles aside: what is found here is the test's own.
  for (const table of ['knowledge_citation', 'knowledge_correction', 'knowledge_attachment', 'knowledge_article_version', 'knowledge_article', 'knowledge_synonym', 'knowledge_category'] as const) {
    await s.app.db.deleteFrom(table).execute();
  }
  const category = async (name: string, parent = 0) => (await s.app.db.insertInto('knowledge_category').values({ parent_id: parent, name })
    .returning('id').executeTakeFirstOrThrow()).id;
  cat.guide = await category('办事指南');
  cat.fund = await category('公积金', cat.guide);
  cat.policy = await category('政策文件');
  cat.insurance = await category('社会保险', cat.policy);
  await s.app.db.insertInto('knowledge_synonym').values({ words: '住房公积金,公积金,公基金' }).execute();
});

interface ArticleFields { title: string; body?: string; answer?: string; keywords?: string; category?: number; dept?: number; regions?: number[];
  status?: number; deleted?: number; reviewDate?: string }

/** An article of the test's own, as the article lifecycle stores it (published: version 1 is the one shown). */
async function article(a: ArticleFields): Promise<number> {
  const status = a.status ?? ARTICLE_STATUS.published;
  const row = await s.app.db.insertInto('knowledge_article').values({
    category_id: a.category ?? cat.fund!, dept_id: a.dept ?? 101, title: a.title, body: a.body ?? `<p>${a.title}的说明。</p>`,
    answer: a.answer ?? `${a.title}：请按指南办理。`, keywords: a.keywords ?? '', region_ids: a.regions ?? [], review_date: a.reviewDate ?? null,
    status, deleted: a.deleted ?? 0, published_version: status === ARTICLE_STATUS.published ? 1 : null, published_at: status === ARTICLE_STATUS.published ? new Date() : null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const search = (body: Record<string, unknown>) => ok<KnowledgeSearchResult>('admin', '/api/knowledge/search', body);
const titles = (r: KnowledgeSearchResult) => r.records.map((h) => h.title);
const marked = (text: string, marks: Array<[number, number]>) => marks.map(([a, b]) => text.slice(a, b));

const RENT_BODY = `<p>本指南依据《云澜市住房保障条例》制定，适用于在本市工作、连续缴存的职工家庭。办事前请先通过政务服务网预约，携带原件，窗口不收复印件；如遇系统升级，以窗口公告为准。节假日期间暂停现场受理，线上渠道照常开放。</p><h3>办理条件</h3><p>职工本人及配偶在本市<strong>无自有产权住房</strong>，公积金账户正常缴存满3个月，距上次提取满12个月。</p>
<h3>所需材料</h3><ul><li>身份证、本人名下一类银行卡；</li><li>住房租赁合同备案证明。</li></ul>
<h3>办理渠道</h3><p>线上通过“云澜公积金”App办理，线下到市政务服务中心二楼窗口。未备案的租房提取每人每年不超过1.2万元，1个工作日到账。</p>
<h3>温馨提示</h3><p>同一年度内只能办理一次，提取金额不超过实际支付的房租；以虚假租赁合同骗提的，五年内不予受理。</p>`;

describe(`知识检索（${databaseLabel}）`, () => {
  test('中文分词与同义词：公基金 找到住房公积金的文章，标题与摘要的高亮落在词上，摘要为纯文本', async () => {
    const rent = await article({ title: '住房公积金提取（租房）办理指南', body: RENT_BODY, keywords: '租房提取,房租' });
    await article({ title: '城关街道便民服务中心可办事项', body: '<p>城关街道便民服务中心可办理居住证、老年优待证。</p>', category: cat.insurance, dept: 107 });

    const r = await search({ q: '公基金租房提取' });
    assert.equal(r.records[0]?.id, rent);
    assert.ok(r.synonyms.some((line) => /^公基金 → .*住房公积金/.test(line)), r.synonyms.join('；'));
    assert.ok(r.terms.includes('住房公积金') && r.terms.includes('租房'), r.terms.join(' '));
    const hit = r.records[0]!;
    const inTitle = marked(hit.title, hit.titleMarks);
    assert.ok(inTitle.some((w) => w.includes('住房公积金')) && inTitle.some((w) => w.includes('提取')), inTitle.join('|'));
    assert.doesNotMatch(hit.snippet, /[<>]/);
    assert.ok(hit.snippet.length <= 120 && hit.snippet.includes('租房提取'), hit.snippet);
    assert.ok(marked(hit.snippet, hit.snippetMarks).every((w) => /租房|提取|公积金/.test(w)), marked(hit.snippet, hit.snippetMarks).join('|'));
    assert.equal(hit.categoryPath, '办事指南 / 公积金');
    assert.equal(hit.deptName, '云澜市住房和城乡建设局');

    // The user dictionary keeps the city's names whole: 城关街道 is one word, found only where it is written.
    const place = await search({ q: '城关街道' });
    assert.ok(place.terms.includes('城关街道'));
    assert.deepEqual(titles(place), ['城关街道便民服务中心可办事项']);
    assert.deepEqual(marked(place.records[0]!.title, place.records[0]!.titleMarks), ['城关街道']);
  });

  test('筛选：分类含下级，部门含下属单位，区域含上级区域与全市通用；无检索词时按发布时间浏览', async () => {
    const city = await article({ title: '公积金缴存基数调整说明', dept: 101 });
    const chengguan = await article({ title: '城关街道公积金服务点', regions: [1101], dept: 10101 });
    const binjiang = await article({ title: '滨江街道公积金服务点', regions: [1201], dept: 101 });
    const pension = await article({ title: '公积金与养老保险的区别', category: cat.insurance, dept: 104 });
    const ids = (r: KnowledgeSearchResult) => r.records.map((h) => h.id).sort((a, b) => a - b);

    assert.deepEqual(ids(await search({ q: '公积金', categoryId: cat.guide })), [city, chengguan, binjiang].sort((a, b) => a - b));
    assert.deepEqual(ids(await search({ q: '公积金', categoryId: cat.insurance })), [pension]);
    assert.deepEqual(ids(await search({ q: '公积金', deptId: 101 })), [city, chengguan, binjiang].sort((a, b) => a - b));
    assert.deepEqual(ids(await search({ q: '公积金', deptId: 10101 })), [chengguan]);
    // 北门社区 lies in 城关街道: its articles and the city-wide ones, not 滨江街道's.
    assert.deepEqual(ids(await search({ q: '公积金', regionId: 110101 })), [city, chengguan, pension].sort((a, b) => a - b));
    const hit = (await search({ q: '公积金服务点', regionId: 110101 })).records.find((h) => h.id === chengguan)!;
    assert.deepEqual(hit.regionNames, ['城关街道']);

    const browse = await search({ categoryId: cat.policy });
    assert.deepEqual(browse.records.map((h) => h.id), [pension]);
    assert.equal(browse.total, 1);
    assert.deepEqual(browse.terms, []);
    assert.equal((await search({ size: 100_000 })).size, 100);
    const paged = await search({ size: 2, current: 2 });
    assert.equal(paged.total, 4);
    assert.equal(paged.records.length, 2);
  });

  test('只检索已发布的：草稿、待审核、已过期、已删除的不出现；下架（过期）或删除后下一次检索即消失', async () => {
    const shown = await article({ title: '公积金贷款额度计算' });
    await article({ title: '公积金贷款草稿', status: ARTICLE_STATUS.draft });
    await article({ title: '公积金贷款待审核', status: ARTICLE_STATUS.pending });
    await article({ title: '公积金贷款已过期', status: ARTICLE_STATUS.expired });
    await article({ title: '公积金贷款已删除', deleted: 1 });
    const other = await article({ title: '公积金贷款利率说明' });
    assert.deepEqual(titles(await search({ q: '公积金贷款' })).sort(), ['公积金贷款利率说明', '公积金贷款额度计算'].sort());

    await s.app.db.updateTable('knowledge_article').set({ status: ARTICLE_STATUS.expired, updated_at: sql`now()` }).where('id', '=', shown).execute();
    assert.deepEqual(titles(await search({ q: '公积金贷款' })), ['公积金贷款利率说明']);
    await s.app.db.updateTable('knowledge_article').set({ deleted: 1, updated_at: sql`now()` }).where('id', '=', other).execute();
    assert.deepEqual((await search({ q: '公积金贷款' })).records, []);
  });

  test('已过复审期与待处理纠错数随结果返回；新增同义词在下一次检索生效', async () => {
    const stale = await article({ title: '灵活就业人员公积金缴存', reviewDate: '2020-01-01' });
    await article({ title: '公积金异地转移接续', reviewDate: '2099-12-31' });
    await s.app.db.insertInto('knowledge_correction').values([
      { article_id: stale, kind: 2, reason: '比例已调整', reporter_id: 1, dept_id: 101, due_at: new Date(Date.now() + 86_400_000) },
      { article_id: stale, kind: 1, reason: '已处理的', reporter_id: 1, dept_id: 101, due_at: new Date(), state: 1 },
    ]).execute();
    const r = await search({ q: '公积金' });
    const byTitle = new Map(r.records.map((h) => [h.title, h]));
    assert.equal(byTitle.get('灵活就业人员公积金缴存')!.pastReview, true);
    assert.equal(byTitle.get('灵活就业人员公积金缴存')!.openCorrections, 1);
    assert.equal(byTitle.get('公积金异地转移接续')!.pastReview, false);
    assert.equal(byTitle.get('公积金异地转移接续')!.openCorrections, 0);

    assert.deepEqual((await search({ q: '打零工' })).records, []);
    await s.app.db.insertInto('knowledge_synonym').values({ words: '灵活就业,打零工' }).execute();
    const again = await search({ q: '打零工' });
    assert.deepEqual(titles(again), ['灵活就业人员公积金缴存']);
    assert.deepEqual(again.synonyms, ['打零工 → 灵活就业']);
  });

  test('检索日志：有检索词的首页各记一条（含命中数，零命中供热点问题），翻页与浏览不记', async () => {
    await article({ title: '公积金提取到账时间' });
    const seeded = await s.app.db.selectFrom('knowledge_search_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    const log = () => s.app.db.selectFrom('knowledge_search_log').select(['query', 'hits', 'user_id']).where('id', '>', String(seeded?.id ?? 0)).orderBy('id').execute();
    const admin = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await search({ q: ' 公积金提取 ' });
    await search({ q: '火星移民' });
    await search({ q: '公积金提取', current: 2 });
    await search({ categoryId: cat.fund });
    assert.deepEqual(await log(), [{ query: '公积金提取', hits: 1, user_id: admin.id }, { query: '火星移民', hits: 0, user_id: admin.id }]);
  });

  test('受理登记推荐：诉求内容的前 3 篇，附理由与发布版本；与知识无关的内容不推荐', async () => {
    const rent = await article({ title: '住房公积金提取（租房）办理指南', body: RENT_BODY, keywords: '租房提取,房租' });
    await article({ title: '公积金贷款额度计算', body: '<p>贷款额度按缴存余额和还款能力计算，单缴存人最高60万元。</p>' });
    await article({ title: '餐饮油烟扰民投诉处理', body: '<p>餐饮单位油烟直排的，由生态环境部门查处。</p>', category: cat.insurance, dept: 103 });
    await s.app.db.updateTable('knowledge_article').set({ published_version: 3 }).where('id', '=', rent).execute();

    const top = await ok<KnowledgeSuggestion[]>('admin', '/api/knowledge/suggest', {
      content: '来电人反映自己在城关街道租房住，想用公积金交房租，询问租房提取需要什么材料、多久到账', regionId: 110101 });
    assert.ok(top.length >= 1 && top.length <= 3);
    assert.equal(top[0]!.id, rent);
    assert.equal(top[0]!.version, 3);
    assert.match(top[0]!.reason, /^匹配：.*(租房|提取)/);
    assert.equal(top[0]!.categoryPath, '办事指南 / 公积金');
    assert.ok(!top.some((t) => t.title === '餐饮油烟扰民投诉处理'));

    assert.deepEqual(await ok('admin', '/api/knowledge/suggest', { content: '小区门口的路灯坏了好几天，晚上很黑' }), []);
    assert.deepEqual(await ok('admin', '/api/knowledge/suggest', { content: '' }), []);
  });

  test('错误输入：检索词含 NUL、超过 100 字、类型不对，均为中文 400 且不写日志，从不 5xx', async () => {
    const bad: Array<[string, unknown]> = [
      ['/api/knowledge/search', { q: '公积金\u0000' }], ['/api/knowledge/search', { q: '公'.repeat(101) }], ['/api/knowledge/search', { q: 12 }],
      ['/api/knowledge/search', { categoryId: 'abc' }], ['/api/knowledge/search', { regionId: -1 }], ['/api/knowledge/search', { size: 1e309 }],
      ['/api/knowledge/suggest', { content: 5 }], ['/api/knowledge/suggest', {}], ['/api/knowledge/suggest', { content: '公积金', regionId: 'x' }],
      ['/api/knowledge/suggest', { content: '公'.repeat(2001) }],
    ];
    for (const [path, body] of bad) {
      const before = await s.snapshot();
      const r = await s.call(path, { token: tok.admin, body });
      assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}: ${r.status} ${r.body.msg}`);
      assert.match(r.body.msg, /[\u4e00-\u9fff]/u);
      assert.deepEqual(await s.snapshot(), before);
    }
    const broken = await s.call('/api/knowledge/search', { token: tok.admin, raw: '{"q":' });
    assert.equal(broken.status, 400);
    // A body-less JSON POST is "no body": the newest published articles.
    const none = await s.call<KnowledgeSearchResult>('/api/knowledge/search', { token: tok.admin, headers: { 'content-type': 'application/json' } });
    assert.equal(none.body.code, 0, none.body.msg);
    assert.equal((await s.call('/api/knowledge/search', { body: { q: '公积金' } })).status, 401);
  });
});

describe(`知识检索：另一台服务器发布的文章（${databaseLabel}）`, { skip: !process.env.DATABASE_URL && '仅 PostgreSQL：两台服务器共用一个数据库' }, () => {
  let b: StartedServer;
  before(async () => { b = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false, scheduler: false }); });
  after(async () => { await b?.close(); });

  test('在 A 上发布（写库），B 的下一次检索即可找到；在 A 上下架，B 的下一次检索即消失', async () => {
    const onB = async (q: string) => {
      const r = await fetch(`${b.url}/api/knowledge/search`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.admin! }, body: JSON.stringify({ q }) });
      return ((await r.json()) as { data: KnowledgeSearchResult }).data;
    };
    assert.deepEqual((await onB('医保异地备案')).records, []);
    const id = await article({ title: '医保异地就医备案办理指南', category: cat.insurance, dept: 104 });
    assert.deepEqual(titles(await onB('医保异地备案')), ['医保异地就医备案办理指南']);
    await s.app.db.updateTable('knowledge_article').set({ status: ARTICLE_STATUS.expired, updated_at: sql`now()` }).where('id', '=', id).execute();
    assert.deepEqual((await onB('医保异地备案')).records, []);
  });
});
