// Relations between orders: each pair stored both ways with its type; the list a detail page and /aop/workflowRel/{id} show;
// relating and unrelating.
import { sql } from 'kysely';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { WorkflowRelation } from '../../../../src/shared/api/workorder.types.ts';
import { relationTypeName, relationTypes, statusNames } from './model.ts';
import { visibilityOf } from './queues.ts';
import { writeLog, type Actor, type Db } from './run-transition.ts';
import { orderLabels } from './order-labels.ts';
import type { ReadCache } from '../cache.ts';

/** The refusal for a type outside the table, naming the types there are. */
export function checkRelationType(relType: number): void {
  if (!relationTypes.some((t) => t.value === relType)) {
    throw new Refusal(`关联类型不存在，请选择：${relationTypes.map((t) => `${t.value} ${t.label}`).join('、')}`);
  }
}

/**
 * The orders related to one order (deleted ones left out), with the type and who related them. A related order the
 * viewer may not open shows its number, type and status but not the citizen's words.
 */
export async function relationsOf(db: Db, workflowId: string, viewer: Actor, cache?: ReadCache): Promise<WorkflowRelation[]> {
  const [labels, rows] = await Promise.all([orderLabels(db, cache), db.selectFrom('workflow_rel as r')
    .innerJoin('workflow as w', 'w.workflow_id', 'r.rel_workflow_id')
    .leftJoin('sys_user as u', 'u.id', 'r.created_by')
    .select(['w.workflow_id', 'w.status', 'w.appeal_type', 'w.content', 'w.created_at', 'r.rel_type', 'r.created_at as rel_created_at', 'u.real_name'])
    .where('r.workflow_id', '=', workflowId).where('w.deleted', '=', 0)
    .orderBy('r.created_at').orderBy('w.workflow_id').execute()]);
  const ids = rows.map((r) => r.workflow_id);
  const visible = new Set(ids.length ? (await sql<{ workflow_id: string }>`select w.workflow_id from workflow w
    where w.workflow_id in (${sql.join(ids)}) and ${await visibilityOf(db, viewer)}`.execute(db)).rows.map((r) => r.workflow_id) : []);
  return rows.map((r) => ({
    workflowId: r.workflow_id, relType: r.rel_type, relTypeName: relationTypeName(r.rel_type),
    status: r.status, statusName: statusNames[r.status] ?? '', appealType: r.appeal_type, appealTypeName: labels.label('appealType', r.appeal_type),
    content: visible.has(r.workflow_id) ? r.content : '', visible: visible.has(r.workflow_id), createTime: formatDateTime(r.created_at)!, relTime: formatDateTime(r.rel_created_at)!, relUserName: r.real_name ?? '',
  }));
}

/** The orders to relate to workflowId: each once, never the order itself (refused when none is left). */
export function relationTargets(workflowId: string, relWorkflowIds: string[]): string[] {
  const rels = [...new Set(relWorkflowIds)].filter((id) => id !== workflowId);
  if (!rels.length) throw new Refusal('不能关联工单本身');
  return rels;
}

/** Relates the orders both ways with a log line; relating again changes the type of an existing relation. */
export async function relate(db: Db, user: Actor, workflowId: string, rels: string[], relType: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('workflow_rel').values(rels.flatMap((r) => [
      { workflow_id: workflowId, rel_workflow_id: r, rel_type: relType, created_by: user.id },
      { workflow_id: r, rel_workflow_id: workflowId, rel_type: relType, created_by: user.id },
    ])).onConflict((oc) => oc.columns(['workflow_id', 'rel_workflow_id']).doUpdateSet({ rel_type: relType })).execute();
    await writeLog(tx, workflowId, user, '关联工单', `关联工单（${relationTypeName(relType)}）：${rels.join('、')}`);
  });
}

/** Removes the relation both ways with a log line; refused when the two orders are not related. */
export async function unrelate(db: Db, user: Actor, workflowId: string, relWorkflowId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const r = await tx.deleteFrom('workflow_rel').where((eb) => eb.or([
      eb.and([eb('workflow_id', '=', workflowId), eb('rel_workflow_id', '=', relWorkflowId)]),
      eb.and([eb('workflow_id', '=', relWorkflowId), eb('rel_workflow_id', '=', workflowId)]),
    ])).returning('rel_type').execute();
    if (!r.length) throw new Refusal('两张工单没有关联');
    await writeLog(tx, workflowId, user, '解除关联', `解除关联工单（${relationTypeName(r[0]!.rel_type)}）：${relWorkflowId}`);
    return true;
  });
}
