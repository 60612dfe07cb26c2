// Who may read a stored file, decided at each read from what the file belongs to (DESIGN §7 Files). The browser names a
// file by its random reference (upload_file.public_id); the sequential id never leaves the server.
import type { FastifyInstance } from 'fastify';
import { ARTICLE_STATUS, KNOWLEDGE_PERMISSIONS as KP } from '../../../../src/shared/api/contracts/knowledge.ts';
import { ANNOUNCEMENT_PERMISSIONS as NOTICE } from '../../../../src/shared/protocol/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { permissionsOf } from '../permissions.ts';
import { knowledgeReaderOf, mayEdit } from '../knowledge/access.ts';
import { canSee, mayHearCall } from '../workorders/detail.ts';
import type { Actor } from '../workorders/run-transition.ts';
import { fileWithBytes, previewOf } from './files.ts';

/** 云存储's own permission: the storage page lists, previews and downloads every stored object. */
export const STORAGE_READ = 'sys:oss:list';
/** 话单记录's 录音 button: every call recording. */
export const RECORDING_READ = 'data:payroll:recording';

export const FILE_MISSING = '附件不存在或已被删除';
export const FILE_REFUSED = '暂无权限下载该附件';

/** Announcement managers see drafts and their attachments. */
export const managesAnnouncements = (permissions: readonly string[]) =>
  permissions.some((p) => p === NOTICE.add || p === NOTICE.publish || p === NOTICE.delete);

interface FileOwner { id: number; public_id: string; uploaded_by: number | null }

/**
 * The one rule: storage admins read everything; otherwise a file is readable through what it belongs to — an order's
 * attachment by whoever may open the order, a recording by the recording permission or an order registered on that call
 * whose caller the user may hear, an announcement's attachment once published or by its managers, a knowledge article's
 * by whoever may search once the article is published or by its department's editors and the publishers — and a file that
 * belongs to nothing yet (just uploaded, not saved with an order or announcement) by its uploader only.
 */
export async function mayReadFile(app: FastifyInstance, user: Actor, file: FileOwner): Promise<boolean> {
  const { db } = app;
  const permissions = await permissionsOf(db, [...user.roleIds], app.cache);
  if (permissions.includes(STORAGE_READ)) return true;
  const [notices, orders, calls, articles] = await Promise.all([
    db.selectFrom('announcement_attachment as aa').innerJoin('announcement as a', 'a.id', 'aa.announcement_id')
      .select(['a.publish_state', 'a.is_valid']).where('aa.file_id', '=', file.id).execute(),
    db.selectFrom('workflow_attachment').select('workflow_id').distinct().where('file_id', '=', file.public_id).execute(),
    db.selectFrom('call_record').select('call_id').distinct().where('recording_file_id', '=', file.id).execute(),
    db.selectFrom('knowledge_attachment as k').innerJoin('knowledge_article as a', 'a.id', 'k.article_id')
      .select(['a.dept_id', 'a.status', 'a.deleted']).where('k.file_id', '=', file.id).execute(),
  ]);
  if (notices.some((n) => n.publish_state === 1 && n.is_valid === 1)) return true;
  if (notices.length && managesAnnouncements(permissions)) return true;
  for (const o of orders) if (await canSee(db, user, o.workflow_id)) return true;
  if (calls.length && (permissions.includes(RECORDING_READ) || await hearsCallOfVisibleOrder(app, user, calls.map((c) => c.call_id)))) return true;
  if (articles.some((a) => a.deleted === 0 && a.status === ARTICLE_STATUS.published) && permissions.includes(KP.search)) return true;
  if (articles.length) {
    const reader = await knowledgeReaderOf(db, app.cache, user);
    if (articles.some((a) => mayEdit(reader, a.dept_id))) return true;
  }
  const owned = notices.length + orders.length + calls.length + articles.length > 0;
  return !owned && file.uploaded_by === user.id;
}

/** Some order registered on one of these calls is one the user may open and hear (the detail plays it). */
async function hearsCallOfVisibleOrder(app: FastifyInstance, user: Actor, callIds: string[]): Promise<boolean> {
  const rows = await app.db.selectFrom('workflow').select(['workflow_id', 'is_secret']).where('call_id', 'in', callIds).where('deleted', '=', 0).execute();
  for (const row of rows) if (mayHearCall(user, row) && await canSee(app.db, user, row.workflow_id)) return true;
  return false;
}

/** The file a reference (or, for a server-side lookup, a row id) names, if the user may read it: 404 when it names nothing (a sequential id passed as a reference included), 403 otherwise. */
async function permittedFile(app: FastifyInstance, user: Actor, by: { ref: string } | { id: number }): Promise<FileOwner> {
  const query = app.db.selectFrom('upload_file').select(['id', 'public_id', 'uploaded_by']);
  const file = await ('ref' in by ? query.where('public_id', '=', by.ref) : query.where('id', '=', by.id)).executeTakeFirst();
  if (!file) throw new ApiError(404, FILE_MISSING);
  if (!(await mayReadFile(app, user, file))) throw new ApiError(403, FILE_REFUSED);
  return file;
}

/** GET /api/download: the file's name and bytes for a user who may read it. */
export async function readableFile(app: FastifyInstance, user: Actor, ref: string): Promise<{ name: string; data: Buffer }> {
  const { name, data } = await fileWithBytes(app, (await permittedFile(app, user, { ref })).id);
  return { name, data };
}

/** A call's recording (话单记录, the order's detail), found by its call record on the server: the same rule decides. */
export async function readableRecording(app: FastifyInstance, user: Actor, fileId: number): Promise<{ name: string; data: Buffer }> {
  const { name, data } = await fileWithBytes(app, (await permittedFile(app, user, { id: fileId })).id);
  return { name, data };
}

/** 云存储's 预览: the same rule, then images and PDF only. */
export async function readablePreview(app: FastifyInstance, user: Actor, ref: string) {
  return previewOf(app, (await permittedFile(app, user, { ref })).id);
}
