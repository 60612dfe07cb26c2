// Common opinions (常用意见): each user's own phrases, only ever read and changed by their owner.
import type { Opinion } from '../../../../src/shared/api/workorder.types.ts';
import { pageAnswer, pageOf } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { Db } from './run-transition.ts';

const opinionOf = (o: { id: number; content: string; sort: number; created_at: Date }): Opinion =>
  ({ id: o.id, content: o.content, sort: o.sort, createTime: formatDateTime(o.created_at)! });

export async function opinionPage(db: Db, userId: number, f: Parameters<typeof pageOf>[0] & { keyword?: string }) {
  const p = pageOf(f);
  let q = db.selectFrom('workflow_opinion').where('user_id', '=', userId);
  if (f.keyword) q = q.where('content', 'like', likePattern(f.keyword));
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('sort').orderBy('id').limit(p.size).offset(p.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(opinionOf), total.n, p);
}

export async function allOpinions(db: Db, userId: number): Promise<Opinion[]> {
  return (await db.selectFrom('workflow_opinion').selectAll().where('user_id', '=', userId).orderBy('sort').orderBy('id').execute()).map(opinionOf);
}

async function ownOpinion(db: Db, userId: number, id: number) {
  const o = await db.selectFrom('workflow_opinion').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!o) throw new Refusal('常用意见不存在');
  return o;
}

export const getOpinion = async (db: Db, userId: number, id: number): Promise<Opinion> => opinionOf(await ownOpinion(db, userId, id));

export async function addOpinion(db: Db, userId: number, input: { content: string; sort?: number }): Promise<Opinion> {
  const o = await db.insertInto('workflow_opinion').values({ user_id: userId, content: input.content.trim(), sort: input.sort ?? 0 }).returningAll().executeTakeFirstOrThrow();
  return opinionOf(o);
}

export async function updateOpinion(db: Db, userId: number, input: { id: number; content?: string; sort?: number }): Promise<Opinion> {
  await ownOpinion(db, userId, input.id);
  const o = await db.updateTable('workflow_opinion').set({
    ...(input.content !== undefined ? { content: input.content.trim() } : {}),
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
  }).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
  return opinionOf(o);
}

/** Deletes the user's own opinions among ids; refused when none of them is. */
export async function deleteOpinions(db: Db, userId: number, ids: number[]): Promise<number> {
  const r = await db.deleteFrom('workflow_opinion').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) throw new Refusal('请选择删除项');
  return Number(r.numDeletedRows);
}
