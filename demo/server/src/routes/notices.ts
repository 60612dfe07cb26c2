// Workflow reminders of the signed-in user, announcements with their admin calls, and file upload / download.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Announcement, AnnouncementAttachment, ImpLevel, WorkflowReminder } from '../../../../src/shared/api/notice.types.ts';
import { ANNOUNCEMENT_PERMISSIONS as PERM, IMP_LEVEL_NAMES, REMINDER_PAGE_SIZE } from '../../../../src/shared/protocol/index.ts';
import type { AnnouncementTable, Database } from '../db/schema.ts';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { htmlText, sanitizeHtml } from '../lib/sanitize-html.ts';
import { likePattern, pageOf } from '../lib/schema.ts';
import { formatDateTime } from '../lib/time.ts';
import { fileBytes, filePart, installMultipart } from '../plugins/multipart.ts';
import { permissionsOf } from '../services/permissions.ts';

const ATTACHMENTS_MAX = 10;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'gif', 'bmp', 'zip', 'rar', '7z'];
const FILE_NAME_MAX = 120;

type Row = Selectable<AnnouncementTable>;

function toReminder(r: Selectable<Database['workflow_remind_msg']>): WorkflowReminder {
  return {
    id: r.id, type: r.type, workflowId: r.workflow_id, roleType: r.role_type, content: r.content, isRead: r.is_read,
    createTime: formatDateTime(r.created_at),
  };
}

async function attachmentsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, AnnouncementAttachment[]>> {
  const byAnnouncement = new Map<number, AnnouncementAttachment[]>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await db.selectFrom('announcement_attachment as aa').innerJoin('upload_file as f', 'f.id', 'aa.file_id')
    .select(['aa.announcement_id', 'f.id', 'f.name', 'f.size']).where('aa.announcement_id', 'in', ids)
    .orderBy('aa.announcement_id').orderBy('aa.sort').execute();
  for (const r of rows) {
    const list = byAnnouncement.get(r.announcement_id) ?? [];
    list.push({ id: r.id, name: r.name, size: r.size });
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

/** '12,13' -> [12, 13]; the schema already checked the pattern. */
function idList(text: string | undefined): number[] {
  return text ? [...new Set(text.split(',').map(Number))] : [];
}

/** A stored file name: no path, no control characters, no commas (attachmentNames is comma-joined), not too long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/,/g, '，').trim().slice(-FILE_NAME_MAX);
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const noticesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Uploads have their own limit; exceeding it is answered with a clear message below, not a bare 413.
  await installMultipart(app, UPLOAD_MAX_BYTES);

  const permissions = (request: FastifyRequest) => permissionsOf(app.db, request.user.roleIds, app.cache);
  const managesAnnouncements = async (request: FastifyRequest) =>
    (await permissions(request)).some((p) => p === PERM.add || p === PERM.publish || p === PERM.delete);

  // ---- workflow reminders ----

  app.route({ ...endpoint('/aop/workflowRemindMsg/selectList'), handler: async (request) => {
    const input = request.body ?? {};
    const page = input.page ?? 1;
    const size = input.size ?? REMINDER_PAGE_SIZE;
    const mine = app.db.selectFrom('workflow_remind_msg').where('user_id', '=', request.user.id);
    const filtered = input.isRead === undefined ? mine : mine.where('is_read', '=', input.isRead);
    const [total, unread, rows] = await Promise.all([
      filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      mine.where('is_read', '=', 0).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
    ]);
    return ok({ list: rows.map(toReminder), total: total.n, unread: unread.n, page, size });
  } });

  app.route({ ...endpoint('/aop/workflowRemindMsg/markRead'), handler: async (request) => {
    const { id, all } = request.body;
    if ((id === undefined) === (all === undefined)) throw new ApiError(400, '参数错误：请指定要标记的提醒（id）或全部（all）');
    let update = app.db.updateTable('workflow_remind_msg').set({ is_read: 1, read_at: new Date() })
      .where('user_id', '=', request.user.id).where('is_read', '=', 0);
    if (id !== undefined) update = update.where('id', '=', id);
    const result = await update.executeTakeFirst();
    const updated = Number(result.numUpdatedRows);
    if (id !== undefined && updated === 0) {
      const exists = await app.db.selectFrom('workflow_remind_msg').select('id').where('id', '=', id).where('user_id', '=', request.user.id).executeTakeFirst();
      if (!exists) return fail('提醒不存在或已被删除');
    }
    return ok({ updated });
  } });

  // ---- announcements ----

  app.route({ ...endpoint('/api/announcementManage/pageQuery'), handler: async (request) => {
    const input = request.body ?? {};
    const { current, size, offset } = pageOf(input);
    // Readers without an announcement permission see published, valid announcements only, whatever they ask.
    const admin = await managesAnnouncements(request);
    const publishState = admin ? input.publishState : 1;
    const isValid = admin ? input.isValid ?? 1 : 1;
    let q = app.db.selectFrom('announcement').where('is_valid', '=', isValid);
    if (publishState !== undefined) q = q.where('publish_state', '=', publishState);
    if (input.impLevel !== undefined) q = q.where('imp_level', '=', input.impLevel);
    if (input.title?.trim()) q = q.where('title', 'ilike', likePattern(input.title.trim()));
    const [total, rows] = await Promise.all([
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      // Published ones newest first by publish date; drafts (no date) after them, newest first.
      q.selectAll().orderBy(sql`publish_date desc nulls last`).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute(),
    ]);
    const files = await attachmentsOf(app.db, rows.map((r) => r.id));
    return ok({ records: rows.map((r) => toAnnouncement(r, files.get(r.id) ?? [], false)), total: total.n, current, size });
  } });

  app.route({ ...endpoint('/api/announcementManage/queryById'), handler: async (request) => {
    const row = await app.db.selectFrom('announcement').selectAll().where('id', '=', request.body.id).executeTakeFirst();
    const visible = row && (row.is_valid === 1 && row.publish_state === 1 ? true : await managesAnnouncements(request));
    if (!row || !visible) return fail('公告不存在或已被删除');
    const files = await attachmentsOf(app.db, [row.id]);
    return ok(toAnnouncement(row, files.get(row.id) ?? [], true), '');
  } });

  app.route({ ...endpoint('/api/announcementManage/publishById'), config: { permission: PERM.publish }, handler: async (request) => {
    const row = await app.db.selectFrom('announcement').select(['id', 'publish_state']).where('id', '=', request.body.id).where('is_valid', '=', 1).executeTakeFirst();
    if (!row) return fail('公告不存在或已被删除');
    if (row.publish_state === 1) return fail('该公告已发布，无需重复发布');
    await app.db.updateTable('announcement')
      .set({ publish_state: 1, publish_date: new Date(), publisher_id: request.user.id, publisher_name: request.user.realName })
      .where('id', '=', row.id).where('publish_state', '=', 0).execute();
    return ok(null, '发布成功');
  } });

  app.route({ ...endpoint('/api/announcementManage/deleteById'), config: { permission: PERM.delete }, handler: async (request) => {
    const ids = request.body.id !== undefined ? [request.body.id] : request.body.ids ?? [];
    if (ids.length === 0) throw new ApiError(400, '请选择删除项');
    // Deleting marks the announcement invalid, so who published what stays on record.
    const result = await app.db.updateTable('announcement').set({ is_valid: 0 }).where('id', 'in', ids).where('is_valid', '=', 1).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return fail('公告不存在或已被删除');
    return ok(null, '删除成功');
  } });

  app.route({ ...endpoint('/api/announcementManage/add'), config: { permission: PERM.add }, handler: async (request) => {
    const title = request.body.title.trim();
    if (!title) return fail('公告标题不能为空');
    const content = sanitizeHtml(request.body.content);
    if (!htmlText(content)) return fail('公告内容不能为空');
    const fileIds = idList(request.body.attachmentIds);
    if (fileIds.length > ATTACHMENTS_MAX) return fail(`附件最多 ${ATTACHMENTS_MAX} 个`);
    if (fileIds.length) {
      const own = await app.db.selectFrom('upload_file').select('id').where('id', 'in', fileIds).where('uploaded_by', '=', request.user.id).execute();
      if (own.length !== fileIds.length) return fail('附件不存在或不是您上传的，请重新上传');
    }
    const id = await app.db.transaction().execute(async (tx) => {
      const created = await tx.insertInto('announcement').values({
        title, imp_level: request.body.impLevel, content, publisher_id: null, publisher_name: null, publish_date: null,
        created_by: request.user.id, creator_name: request.user.realName,
      }).returning('id').executeTakeFirstOrThrow();
      if (fileIds.length) {
        await tx.insertInto('announcement_attachment').values(fileIds.map((fileId, sort) => ({ announcement_id: created.id, file_id: fileId, sort }))).execute();
      }
      return created.id;
    });
    const row = await app.db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const files = await attachmentsOf(app.db, [id]);
    return ok(toAnnouncement(row, files.get(id) ?? [], true), '新增成功');
  } });

  // ---- files ----

  app.route({ ...endpoint('/api/uploadFile2'), handler: async (request) => {
    const part = await filePart(request);
    if (!part || part.fieldname !== 'file') throw new ApiError(400, '参数错误：请选择要上传的文件（字段名 file）');
    const name = cleanFileName(part.filename);
    const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
    if (!name || !extension || !UPLOAD_EXTENSIONS.includes(extension)) {
      part.file.resume();
      return fail(`不支持的文件类型，仅支持 ${UPLOAD_EXTENSIONS.join('、')}`);
    }
    const data = await fileBytes(part);
    if (!data) return fail(`文件大小不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB，请压缩或拆分后再上传`);
    if (data.length === 0) return fail('文件内容为空，请重新选择');
    const row = await app.db.insertInto('upload_file').values({ name, size: data.length, data, uploaded_by: request.user.id })
      .returning(['id', 'name', 'size']).executeTakeFirstOrThrow();
    return ok(row, '上传成功');
  } });

  app.route({ ...endpoint('GET /api/download'), handler: async (request, reply) => {
    const file = await app.db.selectFrom('upload_file').select(['id', 'name', 'data', 'uploaded_by']).where('id', '=', request.query.id).executeTakeFirst();
    if (!file) throw new ApiError(404, '附件不存在或已被删除');
    const links = await app.db.selectFrom('announcement_attachment as aa').innerJoin('announcement as a', 'a.id', 'aa.announcement_id')
      .select(['a.publish_state', 'a.is_valid']).where('aa.file_id', '=', file.id).execute();
    // Files of announcements: anyone once published, announcement managers before; other files: any signed-in user.
    const readable = links.length === 0 || file.uploaded_by === request.user.id
      || links.some((l) => l.publish_state === 1 && l.is_valid === 1) || (await managesAnnouncements(request));
    if (!readable) throw new ApiError(403, '暂无权限下载该附件');
    return sendBytes(reply, Buffer.from(file.data), { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(file.name) });
  } });
};

export default noticesRoutes;
