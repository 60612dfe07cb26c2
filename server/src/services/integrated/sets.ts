// 综合查询's saved query sets: named conditions of one user, kept in the database (they survive sign-out and are the
// same on every server); nobody else lists, renames or deletes them.
import type { Selectable } from 'kysely';
import { INTEGRATED_SETS_MAX, type IntegratedFilters, type IntegratedQuerySet } from '../../../../src/shared/api/contracts/integrated.ts';
import type { IntegratedQuerySetTable } from '../../db/schema-integrated.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { Db } from '../workorders/run-transition.ts';

/** The consoles' session resource of the sets, named in the push after a write (the user's other consoles reload). */
export const QUERY_SETS_RESOURCE = 'integrated:sets';

const SAME_NAME = '已存在同名的查询方案，请换一个名称';
const NOT_FOUND = '查询方案不存在或已删除';

const toSet = (r: Selectable<IntegratedQuerySetTable>): IntegratedQuerySet => ({
  id: r.id, name: r.name, conditions: r.conditions, updateTime: formatDateTime(r.updated_at)!,
});

/** Only the conditions that say something: empty texts are left out, so applying a set sets exactly them. */
function meaningful(f: IntegratedFilters): IntegratedFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')) as IntegratedFilters;
}

export async function listSets(db: Db, userId: number): Promise<IntegratedQuerySet[]> {
  const rows = await db.selectFrom('integrated_query_set').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
  return rows.map(toSet);
}

async function nameTaken(db: Db, userId: number, name: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('integrated_query_set').select('id').where('user_id', '=', userId).where('name', '=', name)
    .where('id', '!=', exceptId).executeTakeFirst());
}

export async function saveSet(db: Db, userId: number, name: string, conditions: IntegratedFilters): Promise<IntegratedQuerySet> {
  const trimmed = name.trim();
  if (!trimmed) throw new Refusal('请输入方案名称');
  const kept = meaningful(conditions);
  if (!Object.keys(kept).length) throw new Refusal('请先填写查询条件再保存');
  if (await nameTaken(db, userId, trimmed)) throw new Refusal(SAME_NAME);
  const { n } = await db.selectFrom('integrated_query_set').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(n) >= INTEGRATED_SETS_MAX) throw new Refusal(`最多保存 ${INTEGRATED_SETS_MAX} 个查询方案，请先删除不用的方案`);
  const row = await db.insertInto('integrated_query_set').values({ user_id: userId, name: trimmed, conditions: JSON.stringify(kept) })
    .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing()).returningAll().executeTakeFirst();
  if (!row) throw new Refusal(SAME_NAME);
  return toSet(row);
}

export async function renameSet(db: Db, userId: number, id: number, name: string): Promise<IntegratedQuerySet> {
  const trimmed = name.trim();
  if (!trimmed) throw new Refusal('请输入方案名称');
  if (await nameTaken(db, userId, trimmed, id)) throw new Refusal(SAME_NAME);
  const row = await db.updateTable('integrated_query_set').set({ name: trimmed, updated_at: new Date() })
    .where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
  if (!row) throw new Refusal(NOT_FOUND);
  return toSet(row);
}

export async function deleteSet(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db.deleteFrom('integrated_query_set').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!gone.numDeletedRows) throw new Refusal(NOT_FOUND);
}
