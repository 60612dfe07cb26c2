// Announcements: the page a reader or a manager sees, one by id, publish / withdraw, delete (mark invalid), add and edit a draft.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Announcement, AnnouncementAttachment, ImpLevel } from '../../../../src/shared/api/notice.types.ts';
import { IMP_LEVEL_NAMES } from '../../../../src/shared/protocol/index.ts';
import type { AnnouncementTable, Database } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { ownUploads } from '../storage/files.ts';

type Db = Kysely<Database>;
type Row = Selectable<AnnouncementTable>;

export const ATTACHMENTS_MAX = 10;

async function attachmentsOf(db: Db, ids: number[]): Promise<Map<number, AnnouncementAttachment[]>> {
  const byAnnouncement = new Map<number, AnnouncementAttachment[]>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await db.selectFrom('announcement_attachment as aa').innerJoin('upload_file as f', 'f.id', 'aa.file_id')
    .select(['aa.announcement_id', 'f.public_id', 'f.name', 'f.size']).where('aa.announcement_id', 'in', ids)
    .orderBy('aa.announcement_id').orderBy('aa.sort').execute();
  for (const r of rows) {
    const list = byAnnouncement.get(r.announcement_id) ?? [];
    list.push({ id: r.public_id, name: r.name, size: r.size });
    byAnnouncement.set(r.announcement_id, list);
  }
  return byAnnouncement;
}

function toAnnouncement(r: Row, attachments: AnnouncementAttachment[], withContent: boolean): Announcement {
  return {
    id: r.id, title: r.title, impLevel: r.imp_level as ImpLevel, impLevelName: IMP_LEVEL_NAMES[r.imp_level as ImpLevel] ?? '',
    content: withContent ? r.content : '',
    attachmentIds: attachments.map((a) => a.id).join(','), attachmentNames: attachments.map((a) => a.name).join(','), attachments,
    publisherName: r.publisher_name, publishDate: formatDateTime(r.publish_date), publishState: r.publish_state, isValid: r.is_valid,
    creatorName: r.creator_name, createTime: formatDateTime(r.created_at),
  };
}

export interface AnnouncementFilter {
  isValid: number;
  publishState?: number;
  impLevel?: number;
  title?: string;
}

export async function announcementPage(db: Db, f: AnnouncementFilter, page: Paging) {
  let q = db.selectFrom('announcement').where('is_valid', '=', f.isValid);
  if (f.publishState !== undefined) q = q.where('publish_state', '=', f.publishState);
  if (f.impLevel !== undefined) q = q.where('imp_level', '=', f.impLevel);
  if (f.title?.trim()) q = q.where('title', 'ilike', likePattern(f.title.trim()));
  const [total, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    // Published ones newest first by publish date; drafts (no date) after them, newest first.
    q.selectAll().orderBy(sql`publish_date desc nulls last`).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.size).offset(page.offset).execute(),
  ]);
  const files = await attachmentsOf(db, rows.map((r) => r.id));
  return pageAnswer(rows.map((r) => toAnnouncement(r, files.get(r.id) ?? [], false)), total.n, page);
}

/** One announcement with its content; hidden (published and valid) ones only when mayManage() says so. */
export async function announcementById(db: Db, id: number, mayManage: () => Promise<boolean>): Promise<Announcement> {
  const row = await db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirst();
  const visible = row && (row.is_valid === 1 && row.publish_state === 1 ? true : await mayManage());
  if (!row || !visible) throw new Refusal('公告不存在或已被删除');
  const files = await attachmentsOf(db, [row.id]);
  return toAnnouncement(row, files.get(row.id) ?? [], true);
}

export async function publishAnnouncement(db: Db, id: number, publisher: { id: number; realName: string }): Promise<void> {
  const row = await db.selectFrom('announcement').select(['id', 'publish_state']).where('id', '=', id).where('is_valid', '=', 1).executeTakeFirst();
  if (!row) throw new Refusal('公告不存在或已被删除');
  if (row.publish_state === 1) throw new Refusal('该公告已发布，无需重复发布');
  await db.updateTable('announcement')
    .set({ publish_state: 1, publish_date: new Date(), publisher_id: publisher.id, publisher_name: publisher.realName })
    .where('id', '=', row.id).where('publish_state', '=', 0).execute();
}

/** 撤回: published -> draft (no publish date or publisher), so it leaves every reader's list. */
export async function withdrawAnnouncement(db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('announcement').select(['id', 'publish_state']).where('id', '=', id).where('is_valid', '=', 1).executeTakeFirst();
  if (!row) throw new Refusal('公告不存在或已被删除');
  if (row.publish_state !== 1) throw new Refusal('该公告尚未发布，无需撤回');
  await db.updateTable('announcement').set({ publish_state: 0, publish_date: null, publisher_id: null, publisher_name: null })
    .where('id', '=', row.id).where('publish_state', '=', 1).execute();
}

/** Deleting marks the announcement invalid, so who published what stays on record. */
export async function deleteAnnouncements(db: Db, ids: number[]): Promise<void> {
  const result = await db.updateTable('announcement').set({ is_valid: 0 }).where('id', 'in', ids).where('is_valid', '=', 1).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Refusal('公告不存在或已被删除');
}

export interface NewAnnouncement {
  title: string;
  impLevel: number;
  /** Already sanitised. */
  content: string;
  /** References answered by /api/uploadFile2. */
  fileRefs: string[];
}

/** A draft's new text and attachments: files already attached stay allowed, new ones must be the editor's own uploads. */
export async function updateDraft(db: Db, editor: { id: number }, id: number, a: NewAnnouncement): Promise<Announcement> {
  if (a.fileRefs.length > ATTACHMENTS_MAX) throw new Refusal(`附件最多 ${ATTACHMENTS_MAX} 个`);
  const row = await db.selectFrom('announcement').select(['id', 'publish_state']).where('id', '=', id).where('is_valid', '=', 1).executeTakeFirst();
  if (!row) throw new Refusal('公告不存在或已被删除');
  if (row.publish_state === 1) throw new Refusal('已发布的公告不能修改，请先撤回');
  const attached = await db.selectFrom('announcement_attachment as aa').innerJoin('upload_file as f', 'f.id', 'aa.file_id')
    .select(['f.id', 'f.public_id']).where('aa.announcement_id', '=', id).execute();
  const fresh = a.fileRefs.filter((ref) => !attached.some((f) => f.public_id === ref));
  const freshIds = await ownUploads(db, editor.id, fresh);
  const fileIds = a.fileRefs.map((ref) => attached.find((f) => f.public_id === ref)?.id ?? freshIds[fresh.indexOf(ref)]!);
  await db.transaction().execute(async (tx) => {
    const r = await tx.updateTable('announcement').set({ title: a.title, imp_level: a.impLevel, content: a.content })
      .where('id', '=', id).where('publish_state', '=', 0).where('is_valid', '=', 1).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw new Refusal('已发布的公告不能修改，请先撤回');
    await tx.deleteFrom('announcement_attachment').where('announcement_id', '=', id).execute();
    if (fileIds.length) await tx.insertInto('announcement_attachment').values(fileIds.map((fileId, sort) => ({ announcement_id: id, file_id: fileId, sort }))).execute();
  });
  const updated = await db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const files = await attachmentsOf(db, [id]);
  return toAnnouncement(updated, files.get(id) ?? [], true);
}

export async function addAnnouncement(db: Db, creator: { id: number; realName: string }, a: NewAnnouncement): Promise<Announcement> {
  const { fileRefs } = a;
  if (fileRefs.length > ATTACHMENTS_MAX) throw new Refusal(`附件最多 ${ATTACHMENTS_MAX} 个`);
  const fileIds = await ownUploads(db, creator.id, fileRefs);
  const id = await db.transaction().execute(async (tx) => {
    const created = await tx.insertInto('announcement').values({
      title: a.title, imp_level: a.impLevel, content: a.content, publisher_id: null, publisher_name: null, publish_date: null,
      created_by: creator.id, creator_name: creator.realName,
    }).returning('id').executeTakeFirstOrThrow();
    if (fileIds.length) {
      await tx.insertInto('announcement_attachment').values(fileIds.map((fileId, sort) => ({ announcement_id: created.id, file_id: fileId, sort }))).execute();
    }
    return created.id;
  });
  const row = await db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const files = await attachmentsOf(db, [id]);
  return toAnnouncement(row, files.get(id) ?? [], true);
}
