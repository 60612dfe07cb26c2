// Writes workflow reminders for the people who must act; the bell and the reminders page read them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface NewReminder {
  userId: number;
  /** The spec's reminder type: 0, 5, 6, 7, 8 go to untodo; 1, 3 to the done lists; 2 to verification. */
  type: number;
  workflowId: string;
  /** 0, 1 or 2 (the spec's roleType). */
  roleType: number;
  content: string;
}

/** Inserts reminders in one statement (inside the caller's transaction when given one). */
export async function createReminders(db: Kysely<Database>, reminders: readonly NewReminder[]): Promise<void> {
  if (reminders.length === 0) return;
  await db
    .insertInto('workflow_remind_msg')
    .values(reminders.map((r) => ({ user_id: r.userId, type: r.type, workflow_id: r.workflowId, role_type: r.roleType, content: r.content, read_at: null })))
    .execute();
}

/** Marks an order's unread reminders of one type read for everyone (the work they asked for is done). */
export async function settleReminders(db: Kysely<Database>, workflowId: string, type: number): Promise<void> {
  await db.updateTable('workflow_remind_msg').set({ is_read: 1, read_at: new Date() })
    .where('workflow_id', '=', workflowId).where('type', '=', type).where('is_read', '=', 0).execute();
}
