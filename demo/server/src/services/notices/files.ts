// Uploaded files: storing one, and reading one back for a user who may see it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/envelope.ts';

type Db = Kysely<Database>;

export async function storeUpload(db: Db, userId: number, name: string, data: Buffer) {
  return db.insertInto('upload_file').values({ name, size: data.length, data, uploaded_by: userId })
    .returning(['id', 'name', 'size']).executeTakeFirstOrThrow();
}

/** The file, if this user may download it; mayManage() is asked only when nothing else allows it. */
export async function readableFile(db: Db, id: number, userId: number, mayManage: () => Promise<boolean>): Promise<{ name: string; data: Uint8Array }> {
  const file = await db.selectFrom('upload_file').select(['id', 'name', 'data', 'uploaded_by']).where('id', '=', id).executeTakeFirst();
  if (!file) throw new ApiError(404, '附件不存在或已被删除');
  const links = await db.selectFrom('announcement_attachment as aa').innerJoin('announcement as a', 'a.id', 'aa.announcement_id')
    .select(['a.publish_state', 'a.is_valid']).where('aa.file_id', '=', file.id).execute();
  // Files of announcements: anyone once published, announcement managers before; other files: any signed-in user.
  const readable = links.length === 0 || file.uploaded_by === userId
    || links.some((l) => l.publish_state === 1 && l.is_valid === 1) || (await mayManage());
  if (!readable) throw new ApiError(403, '暂无权限下载该附件');
  return { name: file.name, data: file.data };
}
