// Relations between orders: each pair stored both ways with its type; the list a detail page and /aop/workflowRel/{id} show.
import { sql } from 'kysely';
import { formatDateTime } from '../../lib/time.ts';
import type { WorkflowRelation } from '../../../../../src/shared/api/workorder.types.ts';
import { appealTypeName, relationTypeName, relationTypes, statusNames } from './model.ts';
import { TransitionRefused } from './transitions.ts';
import { visibility } from './queues.ts';
import type { Actor, Db } from './run-transition.ts';

/** The refusal for a type outside the table, naming the types there are. */
export function checkRelationType(relType: number): void {
  if (!relationTypes.some((t) => t.value === relType)) {
    throw new TransitionRefused(`关联类型不存在，请选择：${relationTypes.map((t) => `${t.value} ${t.label}`).join('、')}`);
  }
}

/**
 * The orders related to one order (deleted ones left out), with the type and who related them. A related order the
 * viewer may not open shows its number, type and status but not the citizen's words.
 */
export async function relationsOf(db: Db, workflowId: string, viewer: Actor): Promise<WorkflowRelation[]> {
  const rows = await db.selectFrom('workflow_rel as r')
    .innerJoin('workflow as w', 'w.workflow_id', 'r.rel_workflow_id')
    .leftJoin('sys_user as u', 'u.id', 'r.created_by')
    .select(['w.workflow_id', 'w.status', 'w.appeal_type', 'w.content', 'w.created_at', 'r.rel_type', 'r.created_at as rel_created_at', 'u.real_name'])
    .where('r.workflow_id', '=', workflowId).where('w.deleted', '=', 0)
    .orderBy('r.created_at').orderBy('w.workflow_id').execute();
  const ids = rows.map((r) => r.workflow_id);
  const visible = new Set(ids.length ? (await sql<{ workflow_id: string }>`select w.workflow_id from workflow w
    where w.workflow_id in (${sql.join(ids)}) and ${visibility(viewer)}`.execute(db)).rows.map((r) => r.workflow_id) : []);
  return rows.map((r) => ({
    workflowId: r.workflow_id, relType: r.rel_type, relTypeName: relationTypeName(r.rel_type),
    status: r.status, statusName: statusNames[r.status] ?? '', appealType: r.appeal_type, appealTypeName: appealTypeName(r.appeal_type),
    content: visible.has(r.workflow_id) ? r.content : '', visible: visible.has(r.workflow_id), createTime: formatDateTime(r.created_at)!, relTime: formatDateTime(r.rel_created_at)!, relUserName: r.real_name ?? '',
  }));
}
