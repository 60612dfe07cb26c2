// The knowledge base at first start: the category tree, the written articles (seed/knowledge-articles.ts) with plausible
// histories — most published once, some revised (v1 已替代 under a published v2, so the diff shows something), drafts,
// pending ones and a taken-off one as their state says — synonyms, a few open 纠错 (one overdue), citations on the
// last week's orders and searches that found nothing, so 知识检索, 知识维护 and the hot questions show data. Deterministic (prng).
import type { Insertable, Kysely } from 'kysely';
import { ARTICLE_STATUS as S } from '../../../src/shared/api/contracts/knowledge.ts';
import { KNOWLEDGE_PERMISSIONS as KP } from '../../../src/shared/api/contracts/knowledge.ts';
import { ReminderRoleType, ReminderType } from '../../../src/shared/protocol/reminders.ts';
import { SETTING, SETTING_DEFAULTS } from '../../../src/shared/protocol/settings.ts';
import type { Database } from '../db/schema.ts';
import type { KnowledgeArticleTable, KnowledgeArticleVersionTable } from '../db/schema-knowledge.ts';
import { sanitizeArticleHtml } from '../lib/sanitize-html.ts';
import { cstDay, DAY_MS } from '../lib/time.ts';
import { articleRef, usersHolding } from '../services/knowledge/access.ts';
import { CorrectionState } from '../services/knowledge/corrections.ts';
import { loadWorkCalendar } from '../services/workorders/workdays.ts';
import { SEED_ARTICLES, type SeedArticle } from './knowledge-articles.ts';
import { SEED_SYNONYMS } from './knowledge-synonyms.ts';
import { DEPT } from './org.ts';
import { mulberry32 } from './prng.ts';

const KINDS = ['政策文件', '办事指南', '常见问答', '热点口径'] as const;
const STATE: Record<SeedArticle['state'], number> = { published: S.published, draft: S.draft, pending: S.pending, expired: S.expired };
/** Questions callers asked this week that the base could not answer (the centre sees what is missing). */
const UNANSWERED = [
  '新能源车充电桩进小区物业不让装', '二手房公积金贷款转商贷', '灵活就业人员生育津贴怎么领', '外卖骑手工伤认定', '老旧小区加装电梯补贴标准',
  '宠物狗办证在哪里办', '异地就医备案后门诊能报吗', '共享单车乱停放投诉', '电动自行车上牌预约', '小区充电车棚收费标准', '退役军人优待证办理', '夜间施工噪音投诉时间',
];

type Tx = Kysely<Database>;

export async function seedKnowledge(tx: Tx): Promise<void> {
  const rand = mulberry32(30_2026);
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * DAY_MS);
  const dayText = (offsetDays: number) => cstDay(now + offsetDays * DAY_MS);

  // Categories: the four kinds, each with the domains its articles name.
  const firstIds = new Map<string, number>();
  const first = await tx.insertInto('knowledge_category').values(KINDS.map((name, i) => ({ parent_id: 0, name, order_num: i + 1 }))).returning(['id', 'name']).execute();
  for (const c of first) firstIds.set(c.name, c.id);
  const domains = [...new Set(SEED_ARTICLES.map((a) => a.category.join('\u0000')))].map((k) => k.split('\u0000') as [string, string]);
  const second = await tx.insertInto('knowledge_category').values(domains.map(([kind, domain], i) => ({
    parent_id: firstIds.get(kind) ?? firstIds.get('常见问答')!, name: domain, order_num: i + 1,
  }))).returning(['id', 'parent_id', 'name']).execute();
  const categoryOf = (a: SeedArticle) => second.find((c) => c.name === a.category[1] && c.parent_id === (firstIds.get(a.category[0]) ?? firstIds.get('常见问答')))!.id;

  // Areas by name, users by department: who wrote and who reviewed.
  const areaRows = await tx.selectFrom('sys_area').select(['id', 'name']).orderBy('id').execute();
  const areaId = new Map<string, number>();
  for (const a of areaRows) if (!areaId.has(a.name)) areaId.set(a.name, a.id);
  const editors = await usersHolding(tx, KP.edit);
  const users = await tx.selectFrom('sys_user').select(['id', 'dept_id', 'username']).where('id', 'in', editors.length ? editors : [-1]).orderBy('id').execute();
  const manager = (await tx.selectFrom('sys_user').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow()).id;
  const depts = await tx.selectFrom('sys_dept').select(['id', 'pid']).execute();
  const parentOf = new Map(depts.map((d) => [d.id, d.pid]));
  const writerOf = (deptId: number) => users.find((u) => u.dept_id === deptId && u.username !== 'admin')?.id
    ?? users.find((u) => u.dept_id === parentOf.get(deptId))?.id ?? manager;

  // Every article and its versions, built in memory and written in three statements.
  type Plan = { article: Insertable<KnowledgeArticleTable>; versions: Array<Omit<Insertable<KnowledgeArticleVersionTable>, 'article_id'>> };
  const plans: Plan[] = SEED_ARTICLES.map((a, i) => {
    const writer = writerOf(a.deptId);
    const body = sanitizeArticleHtml(a.body);
    const content = {
      category_id: categoryOf(a), title: a.title, body, answer: a.answer, keywords: a.keywords.join(','),
      region_ids: a.regions.map((name) => areaId.get(name)).filter((id): id is number => id !== undefined), basis: a.basis,
      effective_from: dayText(-rand.int(200, 900)), review_date: dayText(a.reviewInDays),
    };
    const createdDays = rand.int(30, 400);
    const created = daysAgo(createdDays);
    const publishedDays = rand.int(1, Math.max(2, createdDays - 5));
    const published = daysAgo(publishedDays);
    const state = STATE[a.state];
    const versions: Plan['versions'] = [];
    let publishedVersion: number | null = null;
    if (state === S.published || state === S.expired) {
      // One in five was revised once: v1 (without the body's last part) is 已替代 under the published v2.
      const revised = i % 5 === 2;
      if (revised) {
        const blocks = body.split(/(?=<(?:p|h3|ul|ol|table)>)/);
        const older = blocks.length > 2 ? blocks.slice(0, -1).join('') : body;
        const v1At = daysAgo(Math.min(createdDays, publishedDays + rand.int(60, 200)));
        versions.push({ ...content, body: older, version: 1, status: S.superseded, note: '新建', changed_by: writer, changed_at: v1At, reviewed_by: manager, reviewed_at: v1At });
      }
      publishedVersion = versions.length + 1;
      versions.push({
        ...content, version: publishedVersion, status: state, note: revised ? '补充办理要求和注意事项' : '新建', changed_by: writer,
        changed_at: new Date(published.getTime() - 2 * DAY_MS), reviewed_by: manager, reviewed_at: published,
        review_note: state === S.expired ? '政策已调整，下架待修订' : null,
      });
    } else {
      versions.push({ ...content, version: 1, status: state, note: '新建', changed_by: writer, changed_at: daysAgo(rand.int(1, 10)) });
    }
    const latest = versions.at(-1)!;
    return {
      article: {
        ...content, dept_id: a.deptId, status: state, published_version: publishedVersion, latest_version: latest.version,
        created_by: writer, created_at: created, updated_by: publishedVersion ? manager : writer,
        updated_at: publishedVersion ? published : (latest.changed_at as Date), published_at: publishedVersion ? published : null,
      },
      versions,
    };
  });
  const ids = await tx.insertInto('knowledge_article').values(plans.map((p) => p.article)).returning('id').execute();
  await tx.insertInto('knowledge_article_version').values(plans.flatMap((p, i) => p.versions.map((v) => ({ ...v, article_id: ids[i]!.id })))).execute();
  const published = plans.map((p, i) => ({
    id: ids[i]!.id, dept_id: p.article.dept_id, status: p.article.status as number, title: p.article.title, keywords: p.article.keywords as string,
    published_version: p.article.published_version ?? null,
  })).filter((a) => a.status === S.published);

  if (SEED_SYNONYMS.length) {
    await tx.insertInto('knowledge_synonym').values(SEED_SYNONYMS.map((words) => ({ words: words.join(','), updated_by: manager, updated_at: daysAgo(rand.int(5, 120)) }))).execute();
  }

  // 纠错: four open on the demo department's articles (one overdue), one answered elsewhere; each with its reminder.
  const reporters = await tx.selectFrom('sys_user').select(['id', 'dept_id', 'username']).where('username', 'in', ['agent01', 'agent02', 'dispatcher']).orderBy('username').execute();
  const ownArticles = published.filter((a) => a.dept_id === DEPT.housing || parentOf.get(a.dept_id) === DEPT.housing);
  const calendar = await loadWorkCalendar(tx);
  const correctionDays = SETTING_DEFAULTS[SETTING.knowledgeCorrectionDays];
  const filings: Array<{ article: (typeof published)[number]; kind: number; reason: string; daysBack: number; answer?: string }> = [
    { article: ownArticles[0]!, kind: 2, reason: '答复口径里的提取额度还是去年的标准，今年已上调，请更新', daysBack: 1 },
    { article: ownArticles[3]!, kind: 1, reason: '办理地点写的是旧政务大厅，已搬到市民中心二楼', daysBack: 2 },
    { article: ownArticles[6]!, kind: 3, reason: '市民问到外地户籍能否办理，知识里没有写，建议补充', daysBack: 0 },
    { article: ownArticles[9]!, kind: 2, reason: '联系电话已停用，市民反映打不通', daysBack: 9 },
    { article: published.find((a) => !ownArticles.includes(a))!, kind: 1, reason: '所需材料少写了身份证复印件', daysBack: 12, answer: '已核实并补充所需材料，感谢指正' },
  ];
  const reminders = [];
  for (const [i, f] of filings.entries()) {
    if (!f.article) continue;
    const reporter = reporters[i % reporters.length]!;
    const created = new Date(now - f.daysBack * DAY_MS - 3_600_000 * (i + 1));
    const due = calendar.addWorkingDays(created, correctionDays);
    const handler = f.answer ? writerOf(f.article.dept_id) : null;
    await tx.insertInto('knowledge_correction').values({
      article_id: f.article.id, kind: f.kind, reason: f.reason, reporter_id: reporter.id, reporter_dept_id: reporter.dept_id, dept_id: f.article.dept_id,
      created_at: created, due_at: due, state: f.answer ? CorrectionState.accepted : CorrectionState.open,
      reply: f.answer ?? null, handled_by: handler, handled_at: f.answer ? new Date(created.getTime() + DAY_MS) : null,
    }).execute();
    if (!f.answer) {
      for (const userId of await usersHolding(tx, KP.correct, [f.article.dept_id])) {
        reminders.push({ user_id: userId, type: ReminderType.knowledgeCorrection, role_type: ReminderRoleType.main, workflow_id: articleRef(f.article.id),
          // Read (the department has seen them; the 纠错 list still holds them open): the bell keeps the orders' reminders only.
          content: `知识“${f.article.title}”收到纠错，请按期处理`, is_read: 1, read_at: new Date(created.getTime() + 3_600_000), created_at: created });
      }
    }
  }
  if (reminders.length) await tx.insertInto('workflow_remind_msg').values(reminders).execute();

  // Citations on the last week's registrations (the hot questions' first list), at the articles' published versions.
  const orders = await tx.selectFrom('workflow').select(['workflow_id', 'created_at', 'creator_id', 'main_dept_id']).where('deleted', '=', 0)
    .where('created_at', '>=', daysAgo(7)).orderBy('created_at').orderBy('workflow_id').limit(600).execute();
  // An order cites an article of the department that handles it, so the 答复依据 on its detail fits its appeal.
  const byDept = new Map<number, typeof published>();
  for (const a of published) byDept.set(a.dept_id, [...byDept.get(a.dept_id) ?? [], a]);
  if (orders.length && published.length) {
    const citations = orders.filter((o) => o.main_dept_id !== null && byDept.has(o.main_dept_id) && rand() < 0.6).map((o) => {
      const own = byDept.get(o.main_dept_id!)!;
      // A few articles answer most calls: the cube skews the pick toward each department's first ones.
      const a = own[Math.floor(rand() ** 3 * own.length)]!;
      return { article_id: a.id, article_version: a.published_version!, workflow_id: o.workflow_id, cited_by: o.creator_id, cited_at: o.created_at };
    });
    if (citations.length) {
      await tx.insertInto('knowledge_citation').values(citations).execute();
      const counts = new Map<number, number>();
      for (const c of citations) counts.set(c.article_id, (counts.get(c.article_id) ?? 0) + 1);
      for (const [id, n] of counts) await tx.updateTable('knowledge_article').set({ cite_count: n + rand.int(5, 40) }).where('id', '=', id).execute();
    }
  }

  // Searches this week: the unanswered ones (hits = 0) several times each, among answered ones.
  const agents = reporters.map((r) => r.id);
  const searches = [
    ...UNANSWERED.flatMap((query, i) => Array.from({ length: Math.max(1, 9 - i) }, () => ({
      query, hits: 0, user_id: rand.pick(agents), searched_at: new Date(now - rand.int(1, 7 * 24 * 60) * 60_000),
    }))),
    ...published.slice(0, 40).map((a) => ({ query: a.keywords.split(',')[0] || a.title, hits: rand.int(1, 12), user_id: rand.pick(agents), searched_at: new Date(now - rand.int(1, 7 * 24 * 60) * 60_000) })),
  ];
  await tx.insertInto('knowledge_search_log').values(searches).execute();
}
