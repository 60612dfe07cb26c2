// 引用: the published article versions an agent's answer on an order came from (the detail's 答复依据, the week's hot questions).
import { ARTICLE_STATUS as S, CITED_ARTICLES_MAX, type OrderCitation } from '../../../../src/shared/api/contracts/knowledge.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { mustSee } from '../workorders/detail.ts';
import type { Actor } from '../workorders/run-transition.ts';
import type { Db } from './access.ts';

/**
 * Links an order to the published articles its answer cites (each at its published version) and counts the citations.
 * Call inside the registration's transaction: a refusal (an article not published, too many) rolls the whole registration back.
 */
export async function recordCitations(trx: Db, workflowId: string, articleIds: readonly number[], user: { id: number }): Promise<void> {
  const ids = [...new Set(articleIds)];
  if (!ids.length) return;
  if (ids.length > CITED_ARTICLES_MAX) throw new Refusal(`一张工单最多引用 ${CITED_ARTICLES_MAX} 条知识`);
  const found = await trx.selectFrom('knowledge_article').select(['id', 'published_version'])
    .where('id', 'in', ids).where('deleted', '=', 0).where('status', '=', S.published).where('published_version', 'is not', null).execute();
  if (found.length !== ids.length) throw new Refusal('引用的知识不存在或已不在发布状态，请重新选择');
  const now = new Date();
  await trx.insertInto('knowledge_citation').values(found.map((a) => ({
    article_id: a.id, article_version: a.published_version!, workflow_id: workflowId, cited_by: user.id, cited_at: now,
  }))).execute();
  await trx.updateTable('knowledge_article').set((eb) => ({ cite_count: eb('cite_count', '+', 1) })).where('id', 'in', ids).execute();
}

/** An order's 答复依据, for whoever may open the order. */
export async function orderCitations(db: Db, user: Actor, workflowId: string): Promise<OrderCitation[]> {
  await mustSee(db, user, workflowId);
  const rows = await db.selectFrom('knowledge_citation as c').innerJoin('knowledge_article_version as v', (j) =>
    j.onRef('v.article_id', '=', 'c.article_id').onRef('v.version', '=', 'c.article_version'))
    .leftJoin('sys_user as u', 'u.id', 'c.cited_by')
    .select(['c.article_id', 'c.article_version', 'v.title', 'u.real_name', 'c.cited_at'])
    .where('c.workflow_id', '=', workflowId).orderBy('c.id').execute();
  return rows.map((c) => ({ articleId: c.article_id, version: c.article_version, title: c.title, citedBy: c.real_name, citeTime: formatDateTime(c.cited_at)! }));
}
