// The signed-in user's workflow reminders: the page with counts, marking read.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { WorkflowReminder } from '../../../../src/shared/api/notice.types.ts';
import type { Database } from '../../db/schema.ts';
import type { Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';

type Db = Kysely<Database>;

function toReminder(r: Selectable<Database['workflow_remind_msg']>): WorkflowReminder {
  return {
    id: r.id, type: r.type, workflowId: r.workflow_id, roleType: r.role_type, content: r.content, isRead: r.is_read,
    createTime: formatDateTime(r.created_at),
  };
}

/** The spec's reminder page: `list` + `total` (and the unread count), with `page` for the page answered. */
export async function reminderPage(db: Db, userId: number, isRead: number | undefined, page: Paging) {
  const mine = db.selectFrom('workflow_remind_msg').where('user_id', '=', userId);
  const filtered = isRead === undefined ? mine : mine.where('is_read', '=', isRead);
  const [total, unread, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    mine.where('is_read', '=', 0).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.size).offset(page.offset).execute(),
  ]);
  return { list: rows.map(toReminder), total: total.n, unread: unread.n, page: page.current, size: page.size };
}

/** Marks one reminder (id) or all of them read; refuses an id that is not the user's. */
export async function markRemindersRead(db: Db, userId: number, id: number | undefined): Promise<number> {
  let update = db.updateTable('workflow_remind_msg').set({ is_read: 1, read_at: new Date() })
    .where('user_id', '=', userId).where('is_read', '=', 0);
  if (id !== undefined) update = update.where('id', '=', id);
  const result = await update.executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (id !== undefined && updated === 0) {
    const exists = await db.selectFrom('workflow_remind_msg').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!exists) throw new Refusal('提醒不存在或已被删除');
  }
  return updated;
}
