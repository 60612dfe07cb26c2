// Users' import (template, streamed .xlsx import, its progress and failed rows) and export of the list's query.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { USER_IMPORT_MAX_MB } from '../../../src/shared/api/contracts/sysUserImport.ts';
import { endpoint, sendBytes, sent } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { formatDateTime } from '../lib/time.ts';
import { installMultipart, xlsxPart } from '../plugins/multipart.ts';
import { dataScopeOf } from '../services/data-scope.ts';
import { exportUsers } from '../services/users/export.ts';
import { USER_CACHE_PREFIX } from '../services/users/user-list.ts';
import { DuplicateImport, importProgress, importUsers, templateWorkbook, UnreadableSheet, writeFailuresWorkbook } from '../services/users/import.ts';
import { hasOneTimePasswords, writeOneTimePasswordsWorkbook } from '../services/users/import-passwords.ts';
import { ACCOUNT_DISABLED } from '../services/sessions.ts';

const IMPORT_MAX_BYTES = USER_IMPORT_MAX_MB * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LOG = { module: '用户管理' };

export const stamp = () => formatDateTime(new Date())!.replace(/\D/g, '').slice(0, 14);
const disposition = (name: string) => `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Streams a workbook being written into the reply; a failure midway cuts the download off (the headers are gone). */
export function sendWorkbook(reply: FastifyReply, name: string, write: (out: PassThrough) => Promise<unknown>) {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    reply.log.error({ err: error }, '导出文件写入失败');
    body.destroy(error as Error);
  });
  return sent(reply.headers({ 'content-type': XLSX, 'content-disposition': disposition(name) }).send(body));
}

/** A multipart field before the file ('true', '1', 'false', '0'); undefined when absent. */
function flagField(part: MultipartFile, name: string): boolean | undefined {
  const field = part.fields[name];
  const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value).trim() : undefined;
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ApiError(400, `参数错误：${name} 应为 true 或 false`);
}

/** Saves the upload to a file (the reader streams it twice: to count its rows, then to write them). */
async function saveUpload(part: MultipartFile, path: string): Promise<void> {
  const tooLarge = new ApiError(400, `文件大小不能超过 ${USER_IMPORT_MAX_MB} MB，请拆分后分批导入`);
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw new ApiError(400, '参数错误：上传的内容不完整或格式错误，请重新上传');
  }
  // Busboy may flag the cut-off only after the last chunk.
  if (part.file.truncated) throw tooLarge;
}

const sysUsersImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await installMultipart(app, IMPORT_MAX_BYTES);

  app.route({ ...endpoint('/api/sys/user/template'), config: { permission: 'sys:user:import' }, handler: async (_request, reply) =>
    sendBytes(reply, await templateWorkbook(app.db), { 'content-type': XLSX, 'content-disposition': disposition('用户导入模板.xlsx') }) });

  app.route({ ...endpoint('/api/sys/user/import'), config: { permission: 'sys:user:import', log: { ...LOG, action: '导入用户' } }, handler: async (request) => {
    const part = await xlsxPart(request);
    const updateSupport = request.query.updateSupport ?? flagField(part, 'updateSupport') ?? false;
    const dir = await mkdtemp(join(tmpdir(), 'user-import-'));
    try {
      const path = join(dir, 'upload.xlsx');
      await saveUpload(part, path);
      const scope = await dataScopeOf(app.db, request.user);
      const outcome = await importUsers(app.db, path, { id: request.query.importId ?? randomUUID(), userId: request.user.id, updateSupport, scope });
      // Every server drops its list counts; users whose roles changed reload their menus; users disabled are signed out.
      if (outcome.imported + outcome.updated > 0) {
        await app.changes.publish({
          caches: [USER_CACHE_PREFIX],
          ...(outcome.sessionsToRecheck.length ? { sessionsOf: outcome.sessionsToRecheck, reason: ACCOUNT_DISABLED } : {}),
        });
      }
      const { sessionsToRecheck: _, ...result } = outcome;
      const passwords = result.oneTimePasswords ? `；${result.oneTimePasswords} 个新用户生成了一次性密码，请下载（仅可下载一次）` : '';
      return ok(result, `导入完成：新增 ${result.imported} 条，更新 ${result.updated} 条，失败 ${result.failed} 条${passwords}`);
    } catch (error) {
      if (error instanceof UnreadableSheet || error instanceof DuplicateImport) throw new ApiError(400, error.message);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } });

  app.route({ ...endpoint('/api/sys/user/importProgress'), config: { permission: 'sys:user:import' }, handler: async (request) => {
    const { id } = request.body;
    // Until the upload has been read the import has no row yet: it is simply not started, whoever asks.
    const progress = await importProgress(app.db, id, request.user.id);
    return ok(progress ?? { id, status: 'running' as const, total: null, done: 0, imported: 0, updated: 0, failed: 0, oneTimePasswords: 0, error: null });
  } });

  app.route({ ...endpoint('/api/sys/user/importFailures'), config: { permission: 'sys:user:import' }, handler: async (request, reply) => {
    const { id } = request.query;
    const progress = await importProgress(app.db, id, request.user.id);
    if (!progress) return fail('导入记录不存在，或不是您的导入');
    if (progress.failed === 0) return fail('该次导入没有失败记录');
    return sendWorkbook(reply, `用户导入失败记录_${stamp()}.xlsx`, (out) => writeFailuresWorkbook(app.db, id, out));
  } });

  app.route({ ...endpoint('/api/sys/user/importPasswords'), config: { permission: 'sys:user:import', log: { ...LOG, action: '下载导入用户的一次性密码' } },
    handler: async (request, reply) => {
      const { id } = request.query;
      const progress = await importProgress(app.db, id, request.user.id);
      if (!progress) return fail('导入记录不存在，或不是您的导入');
      if (progress.status === 'running') return fail('导入尚未完成，请完成后再下载一次性密码');
      if (!(await hasOneTimePasswords(app.db, id))) return fail('该次导入没有待下载的一次性密码（仅可下载一次，超过一天未下载的已删除）');
      return sendWorkbook(reply, `用户一次性密码_${stamp()}.xlsx`, (out) => writeOneTimePasswordsWorkbook(app.db, id, out));
    } });

  app.route({ ...endpoint('/api/sys/user/export'), config: { permission: 'sys:user:export', log: { ...LOG, action: '导出用户' } }, handler: async (request, reply) => {
    const scope = await dataScopeOf(app.db, request.user);
    return sendWorkbook(reply, `用户列表_${stamp()}.xlsx`, (out) => exportUsers(app.db, request.body ?? {}, scope, out));
  } });
};

export default sysUsersImportRoutes;
