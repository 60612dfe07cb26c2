// 知识分类: a small tree (政策文件, 办事指南, 常见问答, 热点口径 and their domains) the knowledge administrators keep.
import { sql } from 'kysely';
import { ARTICLE_STATUS as S, type KnowledgeCategory, type KnowledgeOptions } from '../../../../src/shared/api/contracts/knowledge.ts';
import { Refusal } from '../../lib/refusal.ts';
import { catalogueOptions } from '../catalogue/dispatch-catalogue.ts';
import type { Db } from './access.ts';

/** The category 政策文件 lists (its first-level name). */
export const POLICY_CATEGORY = '政策文件';
const PATH_SEPARATOR = ' / ';
const MISSING = '知识分类不存在，请刷新后重试';

/** Every category's place in the tree, e.g. 办事指南 / 公积金 (a small table, read at each use). */
export async function categoryPaths(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('knowledge_category').select(['id', 'parent_id', 'name']).execute();
  const byId = new Map(rows.map((c) => [c.id, c]));
  const path = (id: number, depth = 0): string => {
    const c = byId.get(id);
    if (!c) return '';
    const parent = c.parent_id && depth < 10 ? path(c.parent_id, depth + 1) : '';
    return parent ? `${parent}${PATH_SEPARATOR}${c.name}` : c.name;
  };
  return new Map(rows.map((c) => [c.id, path(c.id)]));
}

/** The tree in order, each with the published articles in it and below it. */
export async function categoryList(db: Db): Promise<KnowledgeCategory[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('knowledge_category').select(['id', 'parent_id', 'name', 'order_num']).orderBy('parent_id').orderBy('order_num').orderBy('id').execute(),
    db.selectFrom('knowledge_article').select(['category_id']).select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted', '=', 0).where('status', '=', S.published).groupBy('category_id').execute(),
  ]);
  const own = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const children = new Map<number, number[]>();
  for (const c of rows) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  const total = (id: number, depth = 0): number =>
    (own.get(id) ?? 0) + (depth < 10 ? (children.get(id) ?? []).reduce((sum, child) => sum + total(child, depth + 1), 0) : 0);
  return rows.map((c) => ({ id: c.id, parentId: c.parent_id, name: c.name, orderNum: c.order_num, articles: total(c.id) }));
}

const lockCategories = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('knowledge_category'))`.execute(tx);

async function checked(tx: Db, input: { id?: number; parentId: number; name: string }): Promise<string> {
  const name = input.name.trim();
  if (!name) throw new Refusal('请填写分类名称');
  if (input.parentId !== 0) {
    const parent = await tx.selectFrom('knowledge_category').select('id').where('id', '=', input.parentId).executeTakeFirst();
    if (!parent) throw new Refusal('上级分类不存在，请刷新后重试');
    if (input.id !== undefined) {
      // Walking up from the new parent must not meet the category itself.
      const rows = await tx.selectFrom('knowledge_category').select(['id', 'parent_id']).execute();
      const parentOf = new Map(rows.map((c) => [c.id, c.parent_id]));
      for (let at: number | undefined = input.parentId, n = 0; at && n < 100; at = parentOf.get(at), n++) {
        if (at === input.id) throw new Refusal('上级分类不能是本分类或其下级分类');
      }
    }
  }
  let same = tx.selectFrom('knowledge_category').select('id').where('parent_id', '=', input.parentId).where('name', '=', name);
  if (input.id !== undefined) same = same.where('id', '<>', input.id);
  if (await same.executeTakeFirst()) throw new Refusal(`同一上级下已有分类“${name}”`);
  return name;
}

export function saveCategory(db: Db, input: { parentId: number; name: string; orderNum?: number }): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lockCategories(tx);
    const name = await checked(tx, input);
    const row = await tx.insertInto('knowledge_category').values({ parent_id: input.parentId, name, order_num: input.orderNum ?? 0 }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

export function updateCategory(db: Db, input: { id: number; parentId: number; name: string; orderNum?: number }): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockCategories(tx);
    if (!await tx.selectFrom('knowledge_category').select('id').where('id', '=', input.id).executeTakeFirst()) throw new Refusal(MISSING);
    const name = await checked(tx, input);
    await tx.updateTable('knowledge_category').set({ parent_id: input.parentId, name, ...(input.orderNum === undefined ? {} : { order_num: input.orderNum }) })
      .where('id', '=', input.id).execute();
    // Search shows each article's category path: the articles in and below it are re-read.
    await sql`with recursive sub(id) as (select ${input.id}::int union select c.id from knowledge_category c join sub on c.parent_id = sub.id)
      update knowledge_article set updated_at = now() where category_id in (select id from sub)`.execute(tx);
  });
}

export function deleteCategory(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockCategories(tx);
    const c = await tx.selectFrom('knowledge_category').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!c) throw new Refusal(MISSING);
    if (await tx.selectFrom('knowledge_category').select('id').where('parent_id', '=', id).executeTakeFirst()) throw new Refusal(`分类“${c.name}”下还有下级分类，不能删除`);
    // Deleted articles keep their category too: their versions name it.
    const used = await tx.selectFrom('knowledge_article').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow();
    const inVersions = await tx.selectFrom('knowledge_article_version').select('id').where('category_id', '=', id).executeTakeFirst();
    if (Number(used.n) > 0 || inVersions) throw new Refusal(`分类“${c.name}”下还有知识，不能删除`);
    await tx.deleteFrom('knowledge_category').where('id', '=', id).execute();
  });
}

/** The first-level category 政策文件, if there is one. */
export async function policyCategoryId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('knowledge_category').select('id').where('parent_id', '=', 0).where('name', '=', POLICY_CATEGORY).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/** 知识维护's and 知识检索's choices: the tree, the departments that may own articles, areas, the reader's own department. */
export async function knowledgeOptions(db: Db, reader: { deptId: number | null }): Promise<KnowledgeOptions> {
  const [categories, choices, policy] = await Promise.all([categoryList(db), catalogueOptions(db), policyCategoryId(db)]);
  const depts = choices.depts.map((d) => ({ id: d.id, name: d.name }));
  return {
    categories, depts, regions: choices.regions,
    ownDeptId: depts.some((d) => d.id === reader.deptId) ? reader.deptId : null,
    policyCategoryId: policy,
  };
}
