// Workflow reminders of the signed-in user, announcements with their admin calls, and file upload / download.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_PERMISSIONS as PERM, ANNOUNCEMENT_RESOURCES, REMINDER_PAGE_SIZE } from '../../../src/shared/protocol/index.ts';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { htmlText, sanitizeHtml } from '../lib/sanitize-html.ts';
import { fileBytes, filePart, installMultipart } from '../plugins/multipart.ts';
import {
  addAnnouncement, announcementById, announcementPage, deleteAnnouncements, publishAnnouncement, updateDraft, withdrawAnnouncement,
} from '../services/notices/announcements.ts';
import { UPLOAD_EXTENSIONS } from '../services/storage/content.ts';
import { managesAnnouncements, readableFile } from '../services/storage/file-access.ts';
import { storeFile } from '../services/storage/files.ts';
import { markRemindersRead, reminderPage } from '../services/notices/workflow-reminders.ts';
import { permissionsOf } from '../services/permissions.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const FILE_NAME_MAX = 120;

/** 'ref1,ref2' -> the file references, once each; the schema already checked the pattern. */
function refList(text: string | undefined): string[] {
  return text ? [...new Set(text.split(','))] : [];
}

/** A stored file name: no path, no control characters, no commas (attachmentNames is comma-joined), not too long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/,/g, '，').trim().slice(-FILE_NAME_MAX);
}

export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const noticesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Uploads have their own limit; exceeding it is answered with a clear message below, not a bare 413.
  await installMultipart(app, UPLOAD_MAX_BYTES);

  // Every open console re-reads its announcement lists (widget, 公告浏览, 公告管理) at once, on every server.
  const announcementsChanged = () => app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [...ANNOUNCEMENT_RESOURCES] } } });

  /** The title and sanitized content of an add / update, or the Chinese reason they are refused. */
  const cleanText = (body: { title: string; content: string }) => {
    const title = body.title.trim();
    if (!title) return '公告标题不能为空';
    const content = sanitizeHtml(body.content);
    if (!htmlText(content)) return '公告内容不能为空';
    return { title, content };
  };

  const isManager = async (request: FastifyRequest) => managesAnnouncements(await permissionsOf(app.db, request.user.roleIds, app.cache));

  // ---- workflow reminders ----

  app.route({ ...endpoint('/aop/workflowRemindMsg/selectList'), handler: async (request) => {
    const input = request.body ?? {};
    return ok(await reminderPage(app.db, request.user.id, input.isRead, pageOf(input, REMINDER_PAGE_SIZE)));
  } });

  app.route({ ...endpoint('/aop/workflowRemindMsg/markRead'), handler: async (request) => {
    const { id, all } = request.body;
    if ((id === undefined) === (all === undefined)) throw new ApiError(400, '参数错误：请指定要标记的提醒（id）或全部（all）');
    return ok({ updated: await markRemindersRead(app.db, request.user.id, id) });
  } });

  // ---- announcements ----

  app.route({ ...endpoint('/api/announcementManage/pageQuery'), handler: async (request) => {
    const input = request.body ?? {};
    // Readers without an announcement permission see published, valid announcements only, whatever they ask.
    const admin = await isManager(request);
    return ok(await announcementPage(app.db, {
      isValid: admin ? input.isValid ?? 1 : 1, publishState: admin ? input.publishState : 1, impLevel: input.impLevel, title: input.title,
    }, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/announcementManage/queryById'), handler: async (request) =>
    ok(await announcementById(app.db, request.body.id, () => isManager(request)), '') });

  app.route({ ...endpoint('/api/announcementManage/publishById'), config: { permission: PERM.publish, log: { module: '公告管理', action: '发布公告' } }, handler: async (request) => {
    await publishAnnouncement(app.db, request.body.id, request.user);
    await announcementsChanged();
    return ok(null, '发布成功');
  } });

  app.route({ ...endpoint('/api/announcementManage/withdrawById'), config: { permission: PERM.withdraw, log: { module: '公告管理', action: '撤回公告' } }, handler: async (request) => {
    await withdrawAnnouncement(app.db, request.body.id);
    await announcementsChanged();
    return ok(null, '撤回成功');
  } });

  app.route({ ...endpoint('/api/announcementManage/deleteById'), config: { permission: PERM.delete, log: { module: '公告管理', action: '删除公告' } }, handler: async (request) => {
    const ids = request.body.id !== undefined ? [request.body.id] : request.body.ids ?? [];
    if (ids.length === 0) throw new ApiError(400, '请选择删除项');
    await deleteAnnouncements(app.db, ids);
    await announcementsChanged();
    return ok(null, '删除成功');
  } });

  app.route({ ...endpoint('/api/announcementManage/add'), config: { permission: PERM.add, log: { module: '公告管理', action: '新增公告' } }, handler: async (request) => {
    const text = cleanText(request.body);
    if (typeof text === 'string') return fail(text);
    const created = await addAnnouncement(app.db, request.user, { ...text, impLevel: request.body.impLevel, fileRefs: refList(request.body.attachmentIds) });
    return ok(created, '新增成功');
  } });

  app.route({ ...endpoint('/api/announcementManage/update'), config: { permission: PERM.edit, log: { module: '公告管理', action: '修改公告' } }, handler: async (request) => {
    const text = cleanText(request.body);
    if (typeof text === 'string') return fail(text);
    const updated = await updateDraft(app.db, request.user, request.body.id, { ...text, impLevel: request.body.impLevel, fileRefs: refList(request.body.attachmentIds) });
    await announcementsChanged();
    return ok(updated, '修改成功');
  } });

  // ---- files ----

  // Checked by name first (before reading the bytes), then by content in storeFile.
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
    return ok(await storeFile(app, request.user.id, name, data), '上传成功');
  } });

  app.route({ ...endpoint('GET /api/download'), handler: async (request, reply) => {
    const file = await readableFile(app, request.user, request.query.id);
    return sendBytes(reply, file.data, { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(file.name) });
  } });
};

export default noticesRoutes;
