// Comments (批注) and remarks (备注) on an order: each written with a log line.
import type { WorkflowNote } from '../../../../src/shared/api/workorder.types.ts';
import { formatDateTime } from '../../lib/time.ts';
import { writeLog, type Actor, type Db } from './run-transition.ts';

export type NoteKind = 'comment' | 'remark';

const noteOf = (n: { id: number; content: string; user_name: string; created_at: Date }): WorkflowNote =>
  ({ id: n.id, content: n.content, userName: n.user_name, createTime: formatDateTime(n.created_at)! });

/** Adds a note and logs it as `label：content`. */
export async function addNote(db: Db, user: Actor, workflowId: string, kind: NoteKind, label: string, content: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('workflow_comment').values({ workflow_id: workflowId, kind, content, user_id: user.id, user_name: user.realName }).execute();
    await writeLog(tx, workflowId, user, label, `${label}：${content}`);
  });
}

export async function listNotes(db: Db, workflowId: string, kind: NoteKind): Promise<WorkflowNote[]> {
  const rows = await db.selectFrom('workflow_comment').select(['id', 'content', 'user_name', 'created_at'])
    .where('workflow_id', '=', workflowId).where('kind', '=', kind).orderBy('id').execute();
  return rows.map(noteOf);
}
