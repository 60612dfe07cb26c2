// The work lock: opening an order for work takes it; the holder's tab close or an administrator releases it; it goes stale.
import { ApiError } from '../../lib/envelope.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { isCentre, LOCK_TTL_MS, Role } from './model.ts';
import { lockedByOther, type Actor, type Db, type WorkflowRow } from './run-transition.ts';

/** Takes the lock when it is free, stale or already ours; answers the row as it now is. */
export async function takeLock(db: Db, actor: Actor, row: WorkflowRow): Promise<WorkflowRow> {
  if (lockedByOther(row, actor.id)) return row;
  // An assisting (协办) department only reads and answers the lead: its opening the order must not lock the lead out.
  if (!isCentre(actor.roleIds) && !actor.roleIds.includes(Role.approver) && actor.deptId !== row.main_dept_id && actor.deptId !== row.sub_dept_id) return row;
  const now = new Date();
  const stale = new Date(now.getTime() - LOCK_TTL_MS);
  // Conditional update: two users opening at once cannot both win.
  const taken = await db.updateTable('workflow').set({ lock_user_id: actor.id, lock_user_name: actor.realName, locked_at: now })
    .where('workflow_id', '=', row.workflow_id)
    .where((eb) => eb.or([eb('lock_user_id', 'is', null), eb('lock_user_id', '=', actor.id), eb('locked_at', '<', stale)]))
    .returningAll().executeTakeFirst();
  return taken ?? (await db.selectFrom('workflow').selectAll().where('workflow_id', '=', row.workflow_id).executeTakeFirstOrThrow());
}

/** The holder releases the lock of a step (tab closed). Unknown or someone else's processid changes nothing. */
export async function unlockByProcess(db: Db, actor: Actor, processid: string): Promise<boolean> {
  const row = await db.selectFrom('workflow').select(['workflow_id', 'lock_user_id', 'lock_user_name', 'locked_at']).where('processid', '=', processid).executeTakeFirst();
  if (!row) throw new Refusal('工单环节不存在');
  if (row.lock_user_id === null) return false;
  if (row.lock_user_id !== actor.id && lockedByOther(row, actor.id)) {
    throw new ApiError(403, `工单由${row.lock_user_name}（${formatDateTime(row.locked_at)}起）锁定，只有本人或管理员可以解锁`);
  }
  await db.updateTable('workflow').set({ lock_user_id: null, lock_user_name: null, locked_at: null }).where('processid', '=', processid).execute();
  return true;
}

/** An administrator releases any order's lock. */
export async function systemUnlock(db: Db, workflowIds: string[]): Promise<number> {
  const r = await db.updateTable('workflow').set({ lock_user_id: null, lock_user_name: null, locked_at: null })
    .where('workflow_id', 'in', workflowIds).where('lock_user_id', 'is not', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}
