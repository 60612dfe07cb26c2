// Posts (岗位): the admin's page, the user form's list, add / update / delete.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PostSaveRequest } from '../../../../src/shared/api/contracts/sysPost.ts';
import type { Database, SysPostTable } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

type Db = Kysely<Database>;

const toPost = (p: Selectable<SysPostTable>) => ({
  id: p.id, postCode: p.post_code, postName: p.post_name, sort: p.sort, status: p.status, remark: p.remark, createTime: formatDateTime(p.created_at),
});

export interface PostFilters { postCode?: string; postName?: string; status?: number }

export async function postPage(db: Db, f: PostFilters, page: Paging) {
  let q = db.selectFrom('sys_post');
  if (f.postCode?.trim()) q = q.where('post_code', 'like', likePattern(f.postCode.trim()));
  if (f.postName?.trim()) q = q.where('post_name', 'like', likePattern(f.postName.trim()));
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('sort').orderBy('id').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toPost), count.n, page);
}

/** Enabled posts in display order, for the user form. */
export async function enabledPosts(db: Db) {
  const rows = await db.selectFrom('sys_post').select(['id', 'post_code', 'post_name', 'sort', 'status'])
    .where('status', '=', 1).orderBy('sort').orderBy('id').execute();
  return rows.map((p) => ({ id: p.id, postCode: p.post_code, postName: p.post_name, sort: p.sort, status: p.status }));
}

export async function postDetail(db: Db, id: number) {
  const post = await db.selectFrom('sys_post').selectAll().where('id', '=', id).executeTakeFirst();
  if (!post) throw new Refusal('岗位不存在');
  return toPost(post);
}

function cleaned(input: PostSaveRequest) {
  const postCode = input.postCode.trim();
  const postName = input.postName.trim();
  if (!postCode || !postName) throw new Refusal('必填项不能为空');
  return { post_code: postCode, post_name: postName, sort: input.sort, status: input.status, remark: input.remark?.trim() || null };
}

/** Serialises post writes so two admins cannot both take one name (the table only makes the code unique). */
const lockPosts = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('sys_post'))`.execute(tx);

async function refuseTaken(tx: Db, post: ReturnType<typeof cleaned>, exceptId: number | null): Promise<void> {
  let q = tx.selectFrom('sys_post').select(['post_code', 'post_name'])
    .where((eb) => eb.or([eb('post_code', '=', post.post_code), eb('post_name', '=', post.post_name)]));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const taken = await q.execute();
  if (taken.some((p) => p.post_code === post.post_code)) throw new Refusal(`岗位编码“${post.post_code}”已存在`);
  if (taken.length) throw new Refusal(`岗位名称“${post.post_name}”已存在`);
}

export function addPost(db: Db, input: PostSaveRequest): Promise<number> {
  const post = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockPosts(tx);
    await refuseTaken(tx, post, null);
    return (await tx.insertInto('sys_post').values(post).returning('id').executeTakeFirstOrThrow()).id;
  });
}

export function updatePost(db: Db, id: number, input: PostSaveRequest): Promise<void> {
  const post = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockPosts(tx);
    const found = await tx.selectFrom('sys_post').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw new Refusal('岗位不存在');
    await refuseTaken(tx, post, id);
    await tx.updateTable('sys_post').set(post).where('id', '=', id).execute();
  });
}

/** Deletes posts no user carries; the whole call is refused when one of them is carried. */
export function deletePosts(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    await lockPosts(tx);
    const posts = await tx.selectFrom('sys_post').select(['id', 'post_name']).where('id', 'in', unique).execute();
    if (posts.length !== unique.length) throw new Refusal('岗位不存在，请刷新后重试');
    const carried = await tx.selectFrom('sys_user_post').select(['post_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('post_id', 'in', unique).groupBy('post_id').execute();
    if (carried.length) {
      const names = new Map(posts.map((p) => [p.id, p.post_name]));
      const first = carried[0]!;
      throw new Refusal(`岗位“${names.get(first.post_id)}”已分配给 ${Number(first.n)} 个用户，不能删除`);
    }
    await tx.deleteFrom('sys_post').where('id', 'in', unique).execute();
  });
}
