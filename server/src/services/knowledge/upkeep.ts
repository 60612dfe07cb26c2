// Upkeep measured per department (articles, updated in the last 90 days, overdue reviews, open and overdue 纠错), the
// week's questions (citations by article, searches that found nothing), and the daily reminders of the knowledgeUpkeep job.
import { sql } from 'kysely';
import { ARTICLE_STATUS as S, KNOWLEDGE_PERMISSIONS as KP, type HotQuestions, type UpkeepRow } from '../../../../src/shared/api/contracts/knowledge.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import type { StatKnowledgeKey } from '../../../../src/shared/protocol/statsFigures.ts';
import { DAY_MS, formatDateTime } from '../../lib/time.ts';
import { DeptKind } from '../org/dept-admin.ts';
import { createReminders } from '../reminders.ts';
import { articleRef, maintainedDepts, today, usersHolding, type Db, type KnowledgeReader } from './access.ts';
import { CorrectionState, remindOverdueCorrections } from './corrections.ts';

/** "Updated" in the upkeep figures: published or confirmed within this many days. */
export const UPDATED_WITHIN_DAYS = 90;
/** The hot lists' length. */
export const HOT_TOP = 20;

/**
 * The figures per owning department, as words and as one query (DESIGN §8a):
 * 知识数 published articles it owns; 近90天更新 of them published or confirmed (复审确认) in the last 90 days;
 * 复审逾期 of them past their review date; 待处理纠错 纠错 not yet answered; 逾期纠错 of them past their deadline.
 */
export async function upkeepRows(db: Db, deptIds: readonly number[] | null, now = new Date()): Promise<UpkeepRow[]> {
  if (deptIds && !deptIds.length) return [];
  const since = new Date(now.getTime() - UPDATED_WITHIN_DAYS * DAY_MS);
  const todayText = today(now.getTime());
  const scope = deptIds ? sql`and dept_id in (${sql.join([...deptIds])})` : sql``;
  const { rows } = await sql<{ dept_id: number; dept_name: string; articles: number; updated90: number; overdue_reviews: number; open_corrections: number; overdue_corrections: number }>`
    with a as (
      select dept_id, count(*)::int as articles,
        count(*) filter (where greatest(published_at, confirmed_at) >= ${since})::int as updated90,
        count(*) filter (where review_date < ${todayText}::date)::int as overdue_reviews
      from knowledge_article where deleted = 0 and status = ${S.published} ${scope} group by dept_id
    ), c as (
      select dept_id, count(*)::int as open_corrections, count(*) filter (where due_at < ${now})::int as overdue_corrections
      from knowledge_correction where state = ${CorrectionState.open} ${scope} group by dept_id
    )
    select d.id as dept_id, d.name as dept_name, coalesce(a.articles, 0) as articles, coalesce(a.updated90, 0) as updated90,
      coalesce(a.overdue_reviews, 0) as overdue_reviews, coalesce(c.open_corrections, 0) as open_corrections, coalesce(c.overdue_corrections, 0) as overdue_corrections
    from sys_dept d left join a on a.dept_id = d.id left join c on c.dept_id = d.id
    where a.dept_id is not null or c.dept_id is not null
    order by d.level, d.sort, d.id`.execute(db);
  return rows.map((r) => ({
    deptId: r.dept_id, deptName: r.dept_name, articles: r.articles, updated90: r.updated90, overdueReviews: r.overdue_reviews,
    openCorrections: r.open_corrections, overdueCorrections: r.overdue_corrections,
  }));
}

/** 绩效统计's knowledge columns: the figures per department row, a main department's including its units'. */
export async function upkeepStatFigures(db: Db, grouping: 'mainDept' | 'subDept'): Promise<Map<number, StatKnowledgeFigures>> {
  const [rows, depts] = await Promise.all([upkeepRows(db, null), db.selectFrom('sys_dept').select(['id', 'pid', 'kind']).execute()]);
  const dept = new Map(depts.map((d) => [d.id, d]));
  const out = new Map<number, StatKnowledgeFigures>();
  for (const r of rows) {
    const d = dept.get(r.deptId);
    const id = grouping === 'mainDept' && d?.kind === DeptKind.sub ? d.pid : r.deptId;
    const f = out.get(id) ?? { kbArticles: 0, kbUpdated90: 0, kbOverdueReviews: 0, kbOpenCorrections: 0, kbOverdueCorrections: 0 };
    f.kbArticles += r.articles;
    f.kbUpdated90 += r.updated90;
    f.kbOverdueReviews += r.overdueReviews;
    f.kbOpenCorrections += r.openCorrections;
    f.kbOverdueCorrections += r.overdueCorrections;
    out.set(id, f);
  }
  return out;
}

export type StatKnowledgeFigures = Record<StatKnowledgeKey, number>;

/** 知识维护's upkeep: a department's own rows, every row for the centre's knowledge administrators. */
export const upkeepFor = (db: Db, r: KnowledgeReader) => upkeepRows(db, maintainedDepts(r));

/** The last `days` days' citations by article and searches with no result by query, most first. */
export async function hotQuestions(db: Db, days: number, now = new Date()): Promise<HotQuestions> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const [cited, unanswered] = await Promise.all([
    db.selectFrom('knowledge_citation as c').innerJoin('knowledge_article as a', 'a.id', 'c.article_id')
      .select(['c.article_id', 'a.title']).select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.cited_at', '>=', from).where('c.cited_at', '<=', now).where('a.deleted', '=', 0)
      .groupBy(['c.article_id', 'a.title']).orderBy('n', 'desc').orderBy('c.article_id').limit(HOT_TOP).execute(),
    db.selectFrom('knowledge_search_log').select('query').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('searched_at').as('last')])
      .where('hits', '=', 0).where('searched_at', '>=', from).where('searched_at', '<=', now)
      .groupBy('query').orderBy('n', 'desc').orderBy('last', 'desc').limit(HOT_TOP).execute(),
  ]);
  return {
    cited: cited.map((c) => ({ articleId: c.article_id, title: c.title, count: Number(c.n) })),
    unanswered: unanswered.map((q) => ({ query: q.query, count: Number(q.n), lastTime: formatDateTime(q.last)! })),
    from: formatDateTime(from)!, to: formatDateTime(now)!,
  };
}

/** Published articles whose review date is within `remindDays` or past, not yet reminded of for that date: the department is told once. */
export async function remindReviews(db: Db, now: Date, remindDays: number): Promise<{ articles: number; reminders: number }> {
  return db.transaction().execute(async (tx) => {
    const until = today(now.getTime() + remindDays * DAY_MS);
    const todayText = today(now.getTime());
    const due = await tx.updateTable('knowledge_article').set({ review_reminded_for: sql`review_date` })
      .where('deleted', '=', 0).where('status', '=', S.published).where(sql<boolean>`review_date <= ${until}::date`)
      .where(sql<boolean>`review_reminded_for is distinct from review_date`)
      .returning(['id', 'dept_id', 'title', sql<string>`to_char(review_date, 'YYYY-MM-DD')`.as('review_date')]).execute();
    const out = [];
    for (const a of due) {
      const when = a.review_date < todayText ? `已于 ${a.review_date} 到复审期，已过期` : `将于 ${a.review_date} 到复审期`;
      for (const userId of await usersHolding(tx, KP.edit, [a.dept_id])) {
        out.push({ userId, type: ReminderType.knowledgeReview, roleType: ReminderRoleType.main, workflowId: articleRef(a.id),
          content: `知识“${a.title}”${when}，请复审确认或修订` });
      }
    }
    await createReminders(tx, out);
    return { articles: due.length, reminders: out.length };
  });
}

/** The knowledgeUpkeep job: review reminders, then overdue 纠错. */
export async function knowledgeUpkeep(db: Db, now: Date, remindDays: number): Promise<string> {
  const reviews = await remindReviews(db, now, remindDays);
  const corrections = await remindOverdueCorrections(db, now);
  return `提醒复审 ${reviews.articles} 条知识（${reviews.reminders} 人次），逾期纠错 ${corrections.corrections} 条（${corrections.reminders} 人次）`;
}
