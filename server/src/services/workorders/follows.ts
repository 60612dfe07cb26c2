// Following orders (关注): a user's own marks, shown in lists and the detail.
import { Refusal } from '../../lib/refusal.ts';
import type { Db } from './run-transition.ts';

/** Follows or unfollows every order of `workflowIds` (each once); refused, writing nothing, unless all of them exist. */
export async function setFollowing(db: Db, userId: number, workflowIds: string[], follow: boolean): Promise<number> {
  const ids = [...new Set(workflowIds)];
  const found = await db.selectFrom('workflow').select('workflow_id').where('workflow_id', 'in', ids).where('deleted', '=', 0).execute();
  if (found.length !== ids.length) throw new Refusal('部分工单不存在，请刷新后重试');
  if (follow) {
    await db.insertInto('workflow_follow').values(ids.map((id) => ({ user_id: userId, workflow_id: id }))).onConflict((oc) => oc.doNothing()).execute();
  } else {
    await db.deleteFrom('workflow_follow').where('user_id', '=', userId).where('workflow_id', 'in', ids).execute();
  }
  return ids.length;
}
