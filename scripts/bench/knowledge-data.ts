// The knowledge bench's data: the seed articles and synonyms as rows (categories made from their paths, regions by area
// name), and N generated articles from the seed's own vocabulary (deterministic, seed/prng.ts) for the speed figures.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import { ARTICLE_STATUS } from '../../src/shared/api/contracts/knowledge.ts';
import { SEED_ARTICLES, type SeedArticle } from '../../server/src/seed/knowledge-articles.ts';
import { SEED_SYNONYMS } from '../../server/src/seed/knowledge-synonyms.ts';
import { departments, areas } from '../../server/src/seed/org.ts';
import { mulberry32 } from '../../server/src/seed/prng.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';

const STATUS: Record<SeedArticle['state'], number> = {
  draft: ARTICLE_STATUS.draft, pending: ARTICLE_STATUS.pending, published: ARTICLE_STATUS.published, expired: ARTICLE_STATUS.expired,
};

/** The city's departments and areas, when the database has none yet (a bare migrated one). */
export async function ensureCity(db: Kysely<Database>): Promise<void> {
  const has = await db.selectFrom('sys_dept').select('id').limit(1).execute();
  if (has.length) return;
  await db.insertInto('sys_dept').values(departments()).execute();
  await db.insertInto('sys_area').values(areas()).execute();
}

/** Category ids by path (政策文件 / 公积金), made when missing. */
async function categoryIds(db: Kysely<Database>, paths: ReadonlyArray<readonly [string, string]>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db.selectFrom('knowledge_category').select(['id', 'parent_id', 'name']).execute();
  const find = (parent: number, name: string) => existing.find((c) => c.parent_id === parent && c.name === name)?.id;
  for (const [top, leaf] of paths) {
    let topId = ids.get(top) ?? find(0, top);
    if (topId === undefined) topId = (await db.insertInto('knowledge_category').values({ parent_id: 0, name: top }).returning('id').executeTakeFirstOrThrow()).id;
    ids.set(top, topId);
    const key = `${top} / ${leaf}`;
    let leafId = ids.get(key) ?? find(topId, leaf);
    if (leafId === undefined) leafId = (await db.insertInto('knowledge_category').values({ parent_id: topId, name: leaf }).returning('id').executeTakeFirstOrThrow()).id;
    ids.set(key, leafId);
  }
  return ids;
}

type ArticleInsert = Parameters<ReturnType<Kysely<Database>['insertInto']>['values']>[0];

/** The seed's articles (every state) and synonym groups as rows; answers the article ids by title. */
export async function insertSeedKnowledge(db: Kysely<Database>): Promise<Map<string, number>> {
  await ensureCity(db);
  const cats = await categoryIds(db, SEED_ARTICLES.map((a) => a.category));
  const areaIds = new Map((await db.selectFrom('sys_area').select(['id', 'name']).execute()).map((a) => [a.name, a.id]));
  const now = Date.now();
  const ids = new Map<string, number>();
  for (let i = 0; i < SEED_ARTICLES.length; i += 100) {
    const rows = SEED_ARTICLES.slice(i, i + 100).map((a) => articleRow(a, cats.get(a.category.join(' / '))!, areaIds, now));
    const inserted = await db.insertInto('knowledge_article').values(rows as never).returning(['id', 'title']).execute();
    for (const r of inserted) ids.set(r.title, r.id);
  }
  await db.insertInto('knowledge_synonym').values(SEED_SYNONYMS.map((g) => ({ words: g.join(',') }))).execute();
  return ids;
}

function articleRow(a: SeedArticle, categoryId: number, areaIds: ReadonlyMap<string, number>, now: number) {
  const status = STATUS[a.state];
  const published = status === ARTICLE_STATUS.published || status === ARTICLE_STATUS.expired;
  return {
    category_id: categoryId, dept_id: a.deptId, title: a.title, body: a.body, answer: a.answer, keywords: a.keywords.join(','),
    region_ids: a.regions.map((r) => areaIds.get(r)).filter((id): id is number => id !== undefined), basis: a.basis,
    review_date: cstDay(now + a.reviewInDays * DAY_MS), status, published_version: published ? 1 : null, latest_version: 1,
    published_at: published ? new Date(now - 30 * DAY_MS) : null, updated_at: new Date(now - 30 * DAY_MS),
  } satisfies ArticleInsert;
}

/**
 * `count` articles made of the seed articles' sentences and keywords (300–900 characters, titles recombined from seed
 * titles' words), all published, spread over the seed's categories, departments and regions.
 */
export async function insertGeneratedArticles(db: Kysely<Database>, count: number, seed = 20260615): Promise<void> {
  const random = mulberry32(seed);
  const published = SEED_ARTICLES.filter((a) => a.state === 'published');
  const cats = await categoryIds(db, SEED_ARTICLES.map((a) => a.category));
  const areaIds = new Map((await db.selectFrom('sys_area').select(['id', 'name']).execute()).map((a) => [a.name, a.id]));
  const sentences = published.flatMap((a) => a.body.replace(/<[^>]+>/g, '\n').split(/[\n。；]/u).map((s) => s.trim()).filter((s) => s.length >= 8));
  const titleParts = published.map((a) => a.title.replace(/[（）《》()]/gu, ' ').split(/\s+/u).filter(Boolean)).flat();
  const now = Date.now();
  const BATCH = 500;
  for (let done = 0; done < count; done += BATCH) {
    const rows = [];
    for (let i = done; i < Math.min(count, done + BATCH); i++) {
      const like = random.pick(published);
      const target = random.int(300, 900);
      const paragraphs: string[] = [];
      let length = 0;
      while (length < target) {
        const para = Array.from({ length: random.int(2, 5) }, () => random.pick(sentences)).join('。') + '。';
        paragraphs.push(random() < 0.2 ? `<h3>${random.pick(titleParts)}</h3><p>${para}</p>` : `<p>${para}</p>`);
        length += para.length;
      }
      const at = new Date(now - random.int(1, 900) * DAY_MS);
      const keywords = [...new Set([...like.keywords.slice(0, 2), random.pick(random.pick(published).keywords)])];
      rows.push({
        ...articleRow(like, cats.get(like.category.join(' / '))!, areaIds, now),
        title: `${random.pick(titleParts)}${random.pick(titleParts)}（${i + 1}）`.slice(0, 200),
        body: paragraphs.join(''), answer: random.pick(published).answer, keywords: keywords.join(','),
        status: ARTICLE_STATUS.published, published_version: 1, published_at: at, updated_at: at,
      });
    }
    await db.insertInto('knowledge_article').values(rows as never).execute();
  }
  await sql`analyze knowledge_article`.execute(db);
}
