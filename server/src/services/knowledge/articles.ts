// 知识 articles through their lifecycle (草稿 → 待审核 → 已发布 → 已过期), every version kept with who changed what. The
// article row holds what agents read — the published version's content, or the first draft's until one is published —
// so a revision never takes the answer away mid-way; every change moves updated_at (each server's search index catches up from it).
import { sql } from 'kysely';
import {
  ARTICLE_STATUS as S, ARTICLE_STATUS_NAMES, KNOWLEDGE_PERMISSIONS as KP,
  type ArticleSaveRequest, type ArticleVersion, type KnowledgeArticle, type ManagedArticle, type ManagedArticlePageRequest,
} from '../../../../src/shared/api/contracts/knowledge.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { htmlText, sanitizeArticleHtml } from '../../lib/sanitize-html.ts';
import { formatDateTime } from '../../lib/time.ts';
import { keywordList, realDay } from '../catalogue/dispatch-catalogue.ts';
import { DeptKind } from '../org/dept-admin.ts';
import { createReminders } from '../reminders.ts';
import { ownUploads } from '../storage/files.ts';
import { articleRef, maintainedDepts, mayEdit, today, usersHolding, type Db, type KnowledgeReader } from './access.ts';
import { categoryPaths } from './categories.ts';

export const ARTICLE_MISSING = '知识不存在或已删除';
const NOT_PUBLISHED = '知识不存在或尚未发布';
const NOT_YOURS = '只能维护本单位的知识';

/** Dates as 'YYYY-MM-DD' text (date columns read as local midnights otherwise). */
const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const articleColumns = [
  'a.id', 'a.category_id', 'a.dept_id', 'a.title', 'a.body', 'a.answer', 'a.keywords', 'a.region_ids', 'a.basis', 'a.status',
  'a.published_version', 'a.latest_version', 'a.cite_count', 'a.updated_by', 'a.updated_at', 'a.published_at',
  day('a.effective_from').as('effective_from'), day('a.review_date').as('review_date'),
] as const;

const versionColumns = [
  'v.version', 'v.category_id', 'v.title', 'v.body', 'v.answer', 'v.keywords', 'v.region_ids', 'v.basis', 'v.status', 'v.note', 'v.review_note',
  'v.changed_by', 'v.changed_at', 'v.reviewed_by', 'v.reviewed_at',
  day('v.effective_from').as('effective_from'), day('v.review_date').as('review_date'),
] as const;

/** What an article's editor sends, checked and cleaned: the version's (and, when it shows, the article's) content. */
interface CheckedContent {
  category_id: number;
  title: string;
  body: string;
  answer: string;
  keywords: string;
  region_ids: number[];
  basis: string;
  effective_from: string | null;
  review_date: string | null;
}

async function checkedContent(tx: Db, r: KnowledgeReader, input: ArticleSaveRequest): Promise<{ content: CheckedContent; deptId: number }> {
  const category = await tx.selectFrom('knowledge_category').select('id').where('id', '=', input.categoryId).executeTakeFirst();
  if (!category) throw new Refusal('知识分类不存在，请刷新后重试');
  const dept = await tx.selectFrom('sys_dept').select(['id', 'name', 'kind', 'status']).where('id', '=', input.deptId).executeTakeFirst();
  if (!dept || dept.status !== 1) throw new Refusal('所属单位不存在或已停用');
  if (dept.kind !== DeptKind.main && dept.kind !== DeptKind.sub && !r.publishes) throw new Refusal(`所属单位须为承办单位，“${dept.name}”不是`);
  if (!mayEdit(r, dept.id)) throw new Refusal('所属单位只能选择本单位或本单位的下级单位');
  const title = input.title.trim();
  if (!title) throw new Refusal('请填写标题');
  const body = sanitizeArticleHtml(input.body);
  if (!htmlText(body)) throw new Refusal('请填写正文');
  const regionIds = [...new Set(input.regionIds ?? [])];
  if (regionIds.length) {
    const found = await tx.selectFrom('sys_area').select('id').where('id', 'in', regionIds).execute();
    if (found.length !== regionIds.length) throw new Refusal('适用区域不存在，请刷新后重试');
  }
  const effectiveFrom = input.effectiveFrom ? realDay(input.effectiveFrom, '生效日期') : null;
  const reviewDate = input.reviewDate ? realDay(input.reviewDate, '复审日期') : null;
  if (reviewDate && reviewDate <= today()) throw new Refusal('复审日期须晚于今天');
  if (effectiveFrom && reviewDate && reviewDate < effectiveFrom) throw new Refusal('复审日期不能早于生效日期');
  return {
    deptId: dept.id,
    content: {
      category_id: input.categoryId, title, body, answer: (input.answer ?? '').trim(), keywords: keywordList(input.keywords).join(','),
      region_ids: regionIds, basis: (input.basis ?? '').trim(), effective_from: effectiveFrom, review_date: reviewDate,
    },
  };
}

/** The article's attachments become `refs`: files already attached stay allowed, new ones must be the editor's own uploads. */
async function setAttachments(tx: Db, r: KnowledgeReader, articleId: number, refs: string[] | undefined): Promise<void> {
  if (refs === undefined) return;
  const unique = [...new Set(refs)];
  const attached = await tx.selectFrom('knowledge_attachment as k').innerJoin('upload_file as f', 'f.id', 'k.file_id')
    .select(['f.id', 'f.public_id']).where('k.article_id', '=', articleId).execute();
  const fresh = unique.filter((ref) => !attached.some((f) => f.public_id === ref));
  const freshIds = await ownUploads(tx, r.id, fresh);
  const ids = unique.map((ref) => attached.find((f) => f.public_id === ref)?.id ?? freshIds[fresh.indexOf(ref)]!);
  await tx.deleteFrom('knowledge_attachment').where('article_id', '=', articleId).execute();
  if (ids.length) await tx.insertInto('knowledge_attachment').values(ids.map((file_id) => ({ article_id: articleId, file_id }))).execute();
}

/** The article locked for a change, or the refusal. */
async function lockedArticle(tx: Db, id: number) {
  const a = await tx.selectFrom('knowledge_article').select(['id', 'dept_id', 'status', 'published_version', 'latest_version', 'title'])
    .where('id', '=', id).where('deleted', '=', 0).forUpdate().executeTakeFirst();
  if (!a) throw new Refusal(ARTICLE_MISSING);
  return a;
}

const newestVersion = (tx: Db, id: number, version: number) => tx.selectFrom('knowledge_article_version')
  .select(['id', 'version', 'status']).where('article_id', '=', id).where('version', '=', version).executeTakeFirstOrThrow();

/** 新增: version 1, a draft. */
export async function saveArticle(db: Db, r: KnowledgeReader, input: ArticleSaveRequest): Promise<{ id: number; version: number }> {
  return db.transaction().execute(async (tx) => {
    const { content, deptId } = await checkedContent(tx, r, input);
    const now = new Date();
    const { id } = await tx.insertInto('knowledge_article').values({
      ...content, dept_id: deptId, status: S.draft, latest_version: 1, created_by: r.id, updated_by: r.id, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('knowledge_article_version').values({
      ...content, article_id: id, version: 1, status: S.draft, note: input.note?.trim() || '新建', changed_by: r.id, changed_at: now,
    }).execute();
    await setAttachments(tx, r, id, input.attachmentRefs);
    return { id, version: 1 };
  });
}

/**
 * 修改: a draft or sent-back newest version changes in place (back to 草稿); a published or expired one gets a new draft
 * version while agents keep reading the published one. A newer version than the editor's `baseVersion` refuses.
 */
export async function updateArticle(db: Db, r: KnowledgeReader, input: ArticleSaveRequest & { id: number; baseVersion: number }): Promise<{ version: number }> {
  return db.transaction().execute(async (tx) => {
    const a = await lockedArticle(tx, input.id);
    if (!mayEdit(r, a.dept_id)) throw new Refusal(NOT_YOURS);
    if (input.baseVersion !== a.latest_version) throw new Refusal(`该知识已被他人修改（当前为第 ${a.latest_version} 版），请刷新后在最新版本上修改`);
    const newest = await newestVersion(tx, a.id, a.latest_version);
    if (newest.status === S.pending) throw new Refusal('该版本正在审核中，不能修改；请等待审核结果，或请知识管理员退回后再改');
    const { content, deptId } = await checkedContent(tx, r, input);
    const now = new Date();
    const note = input.note?.trim() || null;
    let version = a.latest_version;
    if (newest.status === S.draft || newest.status === S.rejected) {
      await tx.updateTable('knowledge_article_version').set({ ...content, status: S.draft, note, review_note: null, changed_by: r.id, changed_at: now, reviewed_by: null, reviewed_at: null })
        .where('id', '=', newest.id).execute();
    } else {
      version = a.latest_version + 1;
      await tx.insertInto('knowledge_article_version').values({ ...content, article_id: a.id, version, status: S.draft, note, changed_by: r.id, changed_at: now }).execute();
    }
    // Until a version is published the article row shows the draft; afterwards it keeps the published content.
    const shown = a.published_version === null ? { ...content, status: S.draft } : {};
    await tx.updateTable('knowledge_article').set({ ...shown, dept_id: deptId, latest_version: version, updated_by: r.id, updated_at: now }).where('id', '=', a.id).execute();
    await setAttachments(tx, r, a.id, input.attachmentRefs);
    return { version };
  });
}

/** 提交审核: the newest version (a draft, or one sent back) waits for the knowledge administrators, who are reminded. */
export async function submitArticle(db: Db, r: KnowledgeReader, id: number, version: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const a = await lockedArticle(tx, id);
    if (!mayEdit(r, a.dept_id)) throw new Refusal(NOT_YOURS);
    if (version !== a.latest_version) throw new Refusal(`该知识已有更新的版本（第 ${a.latest_version} 版），请刷新后重试`);
    const v = await newestVersion(tx, id, version);
    if (v.status === S.pending) throw new Refusal('该版本已提交审核，请等待审核结果');
    if (v.status !== S.draft && v.status !== S.rejected) throw new Refusal(`第 ${version} 版${ARTICLE_STATUS_NAMES[v.status]}，不能提交审核；请先修改`);
    const now = new Date();
    await tx.updateTable('knowledge_article_version').set({ status: S.pending, changed_at: now, changed_by: r.id }).where('id', '=', v.id).execute();
    await tx.updateTable('knowledge_article').set({ ...(a.published_version === null ? { status: S.pending } : {}), updated_by: r.id, updated_at: now })
      .where('id', '=', id).execute();
    const admins = await usersHolding(tx, KP.publish);
    await createReminders(tx, admins.filter((u) => u !== r.id).map((userId) => ({
      userId, type: ReminderType.knowledgeArticle, roleType: ReminderRoleType.centre, workflowId: articleRef(id),
      content: `知识“${a.title}”第 ${version} 版已提交审核（${r.realName}），请审核`,
    })));
  });
}

/** 审核: approve publishes the version (the one published before becomes 已替代); send back needs a reason. The department is told. */
export async function reviewArticle(db: Db, r: KnowledgeReader, input: { id: number; version: number; approve: boolean; reason?: string }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const a = await lockedArticle(tx, input.id);
    if (input.version !== a.latest_version) throw new Refusal(`该知识已有更新的版本（第 ${a.latest_version} 版），请刷新后重试`);
    const v = await tx.selectFrom('knowledge_article_version as v').select(['v.id', ...versionColumns])
      .where('v.article_id', '=', a.id).where('v.version', '=', input.version).executeTakeFirstOrThrow();
    if (v.status !== S.pending) throw new Refusal(`第 ${input.version} 版${ARTICLE_STATUS_NAMES[v.status]}，不在待审核状态`);
    const reason = input.reason?.trim() || null;
    if (!input.approve && !reason) throw new Refusal('请填写退回理由');
    const now = new Date();
    if (input.approve) {
      if (a.published_version !== null) {
        await tx.updateTable('knowledge_article_version').set({ status: S.superseded })
          .where('article_id', '=', a.id).where('version', '=', a.published_version).execute();
      }
      await tx.updateTable('knowledge_article_version').set({ status: S.published, review_note: reason, reviewed_by: r.id, reviewed_at: now }).where('id', '=', v.id).execute();
      await tx.updateTable('knowledge_article').set({
        category_id: v.category_id, title: v.title, body: v.body, answer: v.answer, keywords: v.keywords, region_ids: v.region_ids, basis: v.basis,
        effective_from: v.effective_from, review_date: v.review_date, status: S.published, published_version: v.version, published_at: now,
        updated_by: r.id, updated_at: now,
      }).where('id', '=', a.id).execute();
    } else {
      await tx.updateTable('knowledge_article_version').set({ status: S.rejected, review_note: reason, reviewed_by: r.id, reviewed_at: now }).where('id', '=', v.id).execute();
      // Never published: back to a draft; otherwise agents keep the published (or taken-off) article as it was.
      await tx.updateTable('knowledge_article').set({ ...(a.published_version === null ? { status: S.draft } : {}), updated_by: r.id, updated_at: now })
        .where('id', '=', a.id).execute();
    }
    const dept = await usersHolding(tx, KP.edit, [a.dept_id]);
    await createReminders(tx, dept.filter((u) => u !== r.id).map((userId) => ({
      userId, type: ReminderType.knowledgeArticle, roleType: ReminderRoleType.main, workflowId: articleRef(a.id),
      content: input.approve ? `知识“${v.title}”第 ${v.version} 版已审核发布` : `知识“${v.title}”第 ${v.version} 版被退回：${reason}`,
    })));
  });
}

/** 下架: a published article leaves search (已过期). */
export async function expireArticle(db: Db, r: KnowledgeReader, id: number, reason: string | undefined): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const a = await lockedArticle(tx, id);
    if (a.status !== S.published || a.published_version === null) throw new Refusal('只能下架已发布的知识');
    const now = new Date();
    await tx.updateTable('knowledge_article_version').set({ status: S.expired, review_note: reason?.trim() || '下架', reviewed_by: r.id, reviewed_at: now })
      .where('article_id', '=', id).where('version', '=', a.published_version).execute();
    await tx.updateTable('knowledge_article').set({ status: S.expired, updated_by: r.id, updated_at: now }).where('id', '=', id).execute();
  });
}

/** 复审确认: the department says the published article is still right and sets the next review date (an update for upkeep). */
export async function confirmArticle(db: Db, r: KnowledgeReader, id: number, reviewDate: string): Promise<void> {
  const next = realDay(reviewDate, '复审日期');
  if (next <= today()) throw new Refusal('下次复审日期须晚于今天');
  await db.transaction().execute(async (tx) => {
    const a = await lockedArticle(tx, id);
    if (!mayEdit(r, a.dept_id)) throw new Refusal(NOT_YOURS);
    if (a.status !== S.published) throw new Refusal('只能对已发布的知识做复审确认');
    const now = new Date();
    await tx.updateTable('knowledge_article').set({ review_date: next, confirmed_at: now, updated_by: r.id, updated_at: now }).where('id', '=', id).execute();
    await tx.updateTable('knowledge_article_version').set({ review_date: next }).where('article_id', '=', id).where('version', '=', a.published_version!).execute();
  });
}

/** 删除: an editor deletes drafts never published; a knowledge administrator any article (it leaves search). */
export async function deleteArticles(db: Db, r: KnowledgeReader, ids: number[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const unique = [...new Set(ids)];
    const now = new Date();
    for (const id of unique) {
      const a = await lockedArticle(tx, id);
      if (!r.publishes) {
        if (!mayEdit(r, a.dept_id)) throw new Refusal(NOT_YOURS);
        const v = await newestVersion(tx, id, a.latest_version);
        if (a.published_version !== null || (v.status !== S.draft && v.status !== S.rejected)) {
          throw new Refusal(`“${a.title}”已提交或发布过，只能由知识管理员删除`);
        }
      }
      await tx.updateTable('knowledge_article').set({ deleted: 1, updated_by: r.id, updated_at: now }).where('id', '=', id).execute();
    }
  });
}

// ---- reading ----

type ArticleRow = Awaited<ReturnType<typeof articleRows>>[number];

function articleRows(db: Db, where: (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>) {
  return where(baseQuery(db)).select(articleColumns)
    .select(['d.name as dept_name', 'u.real_name as updated_by_name'])
    .select(sql<number>`(select count(*)::int from knowledge_correction c where c.article_id = a.id and c.state = 0)`.as('open_corrections'))
    .select(sql<number>`(select v.status from knowledge_article_version v where v.article_id = a.id and v.version = a.latest_version)`.as('latest_status'))
    .execute();
}

const baseQuery = (db: Db) => db.selectFrom('knowledge_article as a').innerJoin('sys_dept as d', 'd.id', 'a.dept_id')
  .leftJoin('sys_user as u', 'u.id', 'a.updated_by').where('a.deleted', '=', 0);

/** Area names by id, e.g. 青川区 / 城关街道 (a few hundred rows at most are asked for). */
async function regionNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('sys_area').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((a) => [a.id, a.name]));
}

const pastReview = (reviewDate: string | null, status: number) => status === S.published && reviewDate !== null && reviewDate < today();

/** 详情: the published version for readers; maintainers of its department may ask for the newest (`latest`), and only they see an unpublished one. */
export async function articleInfo(db: Db, r: KnowledgeReader, id: number, latest: boolean): Promise<KnowledgeArticle> {
  const [a] = await articleRows(db, (q) => q.where('a.id', '=', id));
  if (!a) throw new Refusal(ARTICLE_MISSING);
  const keeps = mayEdit(r, a.dept_id);
  if (a.status !== S.published && !keeps) throw new Refusal(NOT_PUBLISHED);
  let shown = { ...a, version: a.published_version ?? a.latest_version, changedBy: a.updated_by_name, status: a.status };
  if ((latest && keeps) || a.published_version === null) {
    const v = await db.selectFrom('knowledge_article_version as v').leftJoin('sys_user as u', 'u.id', 'v.changed_by').select(versionColumns)
      .select('u.real_name').where('v.article_id', '=', id).where('v.version', '=', a.latest_version).executeTakeFirstOrThrow();
    shown = { ...a, ...v, changedBy: v.real_name, status: v.status };
  }
  const [paths, regions, attachments] = await Promise.all([
    categoryPaths(db),
    regionNames(db, shown.region_ids),
    db.selectFrom('knowledge_attachment as k').innerJoin('upload_file as f', 'f.id', 'k.file_id').select(['f.public_id as ref', 'f.name', 'f.size'])
      .where('k.article_id', '=', id).orderBy('f.id').execute(),
  ]);
  return {
    id: a.id, version: shown.version, publishedVersion: a.published_version, latestVersion: a.latest_version,
    status: shown.status, statusName: ARTICLE_STATUS_NAMES[shown.status] ?? '', title: shown.title, body: shown.body, answer: shown.answer,
    categoryId: shown.category_id, categoryPath: paths.get(shown.category_id) ?? '', deptId: a.dept_id, deptName: a.dept_name,
    keywords: keywordList(shown.keywords), regionIds: shown.region_ids, regionNames: shown.region_ids.map((rid) => regions.get(rid) ?? ''),
    basis: shown.basis, effectiveFrom: shown.effective_from, reviewDate: shown.review_date, pastReview: pastReview(a.review_date, a.status),
    attachments: attachments.map((f) => ({ ref: f.ref, name: f.name, size: Number(f.size) })),
    citeCount: a.cite_count, openCorrections: a.open_corrections, updatedBy: shown.changedBy ?? null,
    updateTime: formatDateTime(a.updated_at)!, publishTime: formatDateTime(a.published_at),
    canEdit: keeps, canPublish: r.publishes,
  };
}

/** 知识维护's list: the reader's department's articles (every department's for knowledge administrators); status is the newest version's. */
export async function managedArticlePage(db: Db, r: KnowledgeReader, f: NonNullable<ManagedArticlePageRequest>, page: Paging) {
  const depts = maintainedDepts(r);
  const todayText = today();
  const filtered = (q: ReturnType<typeof baseQuery>) => {
    let out = q;
    if (depts) out = out.where('a.dept_id', 'in', depts.length ? [...depts] : [-1]);
    if (f.title?.trim()) out = out.where('a.title', 'like', `%${f.title.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.status !== undefined) {
      const status = f.status;
      out = out.where(sql<boolean>`(select v.status from knowledge_article_version v where v.article_id = a.id and v.version = a.latest_version) = ${status}`);
    }
    if (f.categoryId !== undefined) out = out.where('a.category_id', 'in', categorySubtree(db, f.categoryId));
    if (f.deptId !== undefined) out = out.where('a.dept_id', '=', f.deptId);
    if (f.pastReview !== undefined) {
      const past = sql<boolean>`(a.status = ${S.published} and a.review_date < ${todayText}::date)`;
      out = out.where(f.pastReview ? past : sql<boolean>`not ${past}`);
    }
    if (f.withCorrections) out = out.where(sql<boolean>`exists (select 1 from knowledge_correction c where c.article_id = a.id and c.state = 0)`);
    return out;
  };
  const [rows, count, paths] = await Promise.all([
    articleRows(db, (q) => filtered(q).orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc').limit(page.size).offset(page.offset)),
    filtered(baseQuery(db)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    categoryPaths(db),
  ]);
  return pageAnswer(rows.map((a) => managedRow(a, paths)), count.n, page);
}

function managedRow(a: ArticleRow, paths: Map<number, string>): ManagedArticle {
  const status = a.latest_status ?? a.status;
  return {
    id: a.id, title: a.title, status, statusName: ARTICLE_STATUS_NAMES[status] ?? '', categoryPath: paths.get(a.category_id) ?? '',
    deptId: a.dept_id, deptName: a.dept_name, publishedVersion: a.published_version, latestVersion: a.latest_version,
    reviewDate: a.review_date, pastReview: pastReview(a.review_date, a.status), openCorrections: a.open_corrections, citeCount: a.cite_count,
    updatedBy: a.updated_by_name, updateTime: formatDateTime(a.updated_at)!,
  };
}

/** A category and every category below it (as a subquery). */
export const categorySubtree = (db: Db, id: number) => db.withRecursive('sub(id)', (qb) =>
  qb.selectFrom('knowledge_category').select('id').where('id', '=', id)
    .union((u) => u.selectFrom('knowledge_category as c').innerJoin('sub', 'sub.id', 'c.parent_id').select('c.id')))
  .selectFrom('sub').select('sub.id');

/** 修订记录: every version, newest first, for the diff view; only the article's maintainers read them. */
export async function articleVersions(db: Db, r: KnowledgeReader, id: number): Promise<ArticleVersion[]> {
  const a = await db.selectFrom('knowledge_article').select(['dept_id']).where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
  if (!a) throw new Refusal(ARTICLE_MISSING);
  if (!mayEdit(r, a.dept_id)) throw new Refusal('只有本单位的知识维护人员和知识管理员可以查看修订记录');
  const rows = await db.selectFrom('knowledge_article_version as v').leftJoin('sys_user as c', 'c.id', 'v.changed_by').leftJoin('sys_user as rv', 'rv.id', 'v.reviewed_by')
    .select(versionColumns).select(['c.real_name as changed_name', 'rv.real_name as reviewed_name'])
    .where('v.article_id', '=', id).orderBy('v.version', 'desc').execute();
  const [paths, regions] = await Promise.all([categoryPaths(db), regionNames(db, rows.flatMap((v) => v.region_ids))]);
  return rows.map((v) => ({
    version: v.version, status: v.status, statusName: ARTICLE_STATUS_NAMES[v.status] ?? '', title: v.title, body: v.body, answer: v.answer,
    categoryPath: paths.get(v.category_id) ?? '', keywords: keywordList(v.keywords), regionNames: v.region_ids.map((rid) => regions.get(rid) ?? ''),
    basis: v.basis, effectiveFrom: v.effective_from, reviewDate: v.review_date, note: v.note, reviewNote: v.review_note,
    changedBy: v.changed_name, changeTime: formatDateTime(v.changed_at)!, reviewedBy: v.reviewed_name, reviewTime: formatDateTime(v.reviewed_at),
  }));
}
