// Uploaded files of announcements: reading one back for a user who may see it (storing goes through services/storage).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/envelope.ts';
import { fileWithBytes } from '../storage/files.ts';

/** The file, if this user may download it; mayManage() is asked only when nothing else allows it. */
export async function readableFile(app: FastifyInstance, id: number, userId: number, mayManage: () => Promise<boolean>): Promise<{ name: string; data: Buffer }> {
  const file = await app.db.selectFrom('upload_file').select(['id', 'uploaded_by']).where('id', '=', id).executeTakeFirst();
  if (!file) throw new ApiError(404, '附件不存在或已被删除');
  const links = await app.db.selectFrom('announcement_attachment as aa').innerJoin('announcement as a', 'a.id', 'aa.announcement_id')
    .select(['a.publish_state', 'a.is_valid']).where('aa.file_id', '=', file.id).execute();
  // Files of announcements: anyone once published, announcement managers before; other files: any signed-in user.
  const readable = links.length === 0 || file.uploaded_by === userId
    || links.some((l) => l.publish_state === 1 && l.is_valid === 1) || (await mayManage());
  if (!readable) throw new ApiError(403, '暂无权限下载该附件');
  const { name, data } = await fileWithBytes(app, id);
  return { name, data };
}
