// Uploaded files (upload_file): storing one, reading one back, the 云存储 list, preview and delete.
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/envelope.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime, parseClientDate, parseClientDayEnd } from '../../lib/time.ts';
import { checkContent, PREVIEW_TYPES, sniffedType } from './content.ts';
import { StorageUnavailable, type StoredObject } from './storage.ts';

type Db = Kysely<Database>;

/** Checks the content, writes the bytes to the configured storage, records the row; answers the file's reference as its id. */
export async function storeFile(app: FastifyInstance, userId: number, name: string, data: Buffer) {
  const content = await checkContent(name, data);
  if (!content.ok) throw new Refusal(content.reason);
  let placed;
  try {
    placed = await app.storage.put(content.extension, data, content.contentType);
  } catch (err) {
    if (err instanceof StorageUnavailable) throw new Refusal(err.message);
    throw err;
  }
  try {
    return await app.db.insertInto('upload_file').values({
      name, size: data.length, data: null, uploaded_by: userId, storage: placed.storage, bucket: placed.bucket, object_key: placed.key,
      file_name: placed.key.split('/').pop()!, extension: content.extension, content_type: content.contentType,
    }).returning(['public_id as id', 'name', 'size']).executeTakeFirstOrThrow();
  } catch (err) {
    await app.storage.remove({ storage: placed.storage, bucket: placed.bucket, object_key: placed.key }).catch(() => {});
    throw err;
  }
}

/** The row ids of files this user uploaded, in the order of their references; refused when one is not theirs. */
export async function ownUploads(db: Db, userId: number, refs: string[]): Promise<number[]> {
  if (!refs.length) return [];
  const own = await db.selectFrom('upload_file').select(['id', 'public_id']).where('public_id', 'in', refs).where('uploaded_by', '=', userId).execute();
  if (own.length !== refs.length) throw new Refusal('附件不存在或不是您上传的，请重新上传');
  return refs.map((ref) => own.find((f) => f.public_id === ref)!.id);
}

const storedColumns = ['id', 'name', 'storage', 'bucket', 'object_key', 'data', 'content_type', 'uploaded_by'] as const;

/** A file row with its bytes; 404 when the row or its object is gone; a storage outage is a refusal with the reason. */
export async function fileWithBytes(app: FastifyInstance, id: number) {
  const file = await app.db.selectFrom('upload_file').select(storedColumns).where('id', '=', id).executeTakeFirst();
  if (!file) throw new ApiError(404, '附件不存在或已被删除');
  let data: Buffer | null;
  try {
    data = await app.storage.read(file);
  } catch (err) {
    if (err instanceof StorageUnavailable) throw new Refusal(err.message);
    throw err;
  }
  if (!data) throw new ApiError(404, '附件内容已不在存储中，请联系管理员');
  return { ...file, data };
}

/** For 预览: images and PDF only, with the type their bytes say (files from before content checks have none recorded). */
export async function previewOf(app: FastifyInstance, id: number) {
  const file = await fileWithBytes(app, id);
  const contentType = await sniffedType(file.data);
  if (!contentType || !PREVIEW_TYPES.includes(contentType)) throw new Refusal('仅图片和 PDF 文件支持预览，请下载后查看');
  return { name: file.name, data: file.data, contentType };
}

export interface OssFilters { fileName?: string; extension?: string; uploader?: string; storage?: string; startTime?: string; endTime?: string }

const STORAGE_LABELS = { database: '数据库', local: '本地', s3: 'S3' } as const;

export async function filePage(db: Db, f: OssFilters, page: Paging) {
  let q = db.selectFrom('upload_file as f').leftJoin('sys_user as u', 'u.id', 'f.uploaded_by');
  const name = f.fileName?.trim();
  if (name) q = q.where((eb) => eb.or([eb('f.name', 'like', likePattern(name)), eb('f.file_name', 'like', likePattern(name))]));
  const extension = f.extension?.trim().replace(/^\./, '').toLowerCase();
  if (extension) q = q.where('f.extension', '=', extension);
  const uploader = f.uploader?.trim();
  if (uploader) q = q.where((eb) => eb.or([eb('u.real_name', 'like', likePattern(uploader)), eb('u.username', '=', uploader)]));
  if (f.storage === 'database' || f.storage === 'local' || f.storage === 's3') q = q.where('f.storage', '=', f.storage);
  const start = f.startTime ? parseClientDate(f.startTime) : null;
  if (start) q = q.where('f.created_at', '>=', start);
  const end = f.endTime ? parseClientDayEnd(f.endTime) : null;
  if (end) q = q.where('f.created_at', '<=', end);
  const [rows, count] = await Promise.all([
    q.select(['f.id', 'f.public_id', 'f.name', 'f.file_name', 'f.extension', 'f.content_type', 'f.size', 'f.storage', 'f.created_at', 'u.real_name'])
      .orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map((r) => ({
    id: r.public_id, fileName: r.file_name ?? `legacy-${r.id}`, originalName: r.name, extension: r.extension, contentType: r.content_type, size: r.size,
    uploaderName: r.real_name, createTime: formatDateTime(r.created_at), storage: r.storage, storageLabel: STORAGE_LABELS[r.storage],
    previewable: PREVIEW_TYPES.includes(r.content_type) || (r.storage === 'database' && ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'pdf'].includes(r.extension)),
  })), count.n, page);
}

/** Refuses when an announcement, a work order or a call record (its recording) still refers to one of the files, saying which. */
async function refuseReferenced(db: Db, ids: number[]): Promise<void> {
  const notice = await db.selectFrom('announcement_attachment as aa').innerJoin('announcement as a', 'a.id', 'aa.announcement_id')
    .innerJoin('upload_file as f', 'f.id', 'aa.file_id').select(['f.name', 'a.title']).where('aa.file_id', 'in', ids).limit(1).executeTakeFirst();
  if (notice) throw new Refusal(`文件“${notice.name}”正被公告“${notice.title}”引用，不能删除`);
  // Work orders keep the file's reference (the upload answer's id, as the form sent it).
  const order = await db.selectFrom('workflow_attachment as wa').innerJoin('upload_file as f', 'f.public_id', 'wa.file_id')
    .select(['f.name', 'wa.workflow_id']).where('f.id', 'in', ids).limit(1).executeTakeFirst();
  if (order) throw new Refusal(`文件“${order.name}”正被工单 ${order.workflow_id} 引用，不能删除`);
  const call = await db.selectFrom('call_record as cr').innerJoin('upload_file as f', 'f.id', 'cr.recording_file_id')
    .select(['f.name', 'cr.call_id']).where('cr.recording_file_id', 'in', ids).limit(1).executeTakeFirst();
  if (call) throw new Refusal(`文件“${call.name}”是通话 ${call.call_id} 的录音，不能删除`);
}

/** Deletes unreferenced files (named by their references): the rows first (so nothing links to a missing object), then their objects. */
export async function deleteFiles(app: FastifyInstance, refs: string[]): Promise<number> {
  const removed = await app.db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('upload_file').select('id').where('public_id', 'in', refs).execute();
    if (found.length < refs.length) throw new Refusal('文件不存在或已被删除，请刷新后重试');
    const ids = found.map((f) => f.id);
    await refuseReferenced(tx, ids);
    return tx.deleteFrom('upload_file').where('id', 'in', ids).returning(['id', 'storage', 'bucket', 'object_key']).execute();
  });
  await removeObjects(app, removed);
  return removed.length;
}

/** Best effort: an object left behind by a storage outage is harmless (no row points at it). */
export async function removeObjects(app: FastifyInstance, files: StoredObject[]): Promise<void> {
  for (const file of files) {
    await app.storage.remove(file).catch((err) => app.log.warn({ err, key: file.object_key }, '删除存储对象失败'));
  }
}
