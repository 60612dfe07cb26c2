// Multipart uploads: one file per request within a size limit. A body that is not multipart, holds more than one
// file or breaks off midway is the client's fault: it answers a Chinese 400, never a 500.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/envelope.ts';

export async function installMultipart(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });
}

const NOT_MULTIPART = '参数错误：请以 multipart/form-data 上传文件（字段名 file）';

/** Busboy's own errors (a cut-off body, a malformed part header, a missing boundary) carry no code. */
function uploadError(error: unknown): ApiError {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(400, '参数错误：一次只能上传一个文件');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, NOT_MULTIPART);
    default:
      return new ApiError(400, '参数错误：上传的内容不完整或格式错误，请重新上传');
  }
}

/** The request's file part (undefined when it has none); its bytes are read with fileBytes. */
export async function filePart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) throw new ApiError(400, NOT_MULTIPART);
  try {
    return await request.file();
  } catch (error) {
    throw uploadError(error);
  }
}

/** The part's bytes, or null when they exceed the size limit. */
export async function fileBytes(part: MultipartFile): Promise<Buffer | null> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw uploadError(error);
  }
  // Busboy may flag the cut-off only after the last chunk, so check the flag too.
  return part.file.truncated ? null : data;
}

/** The request's .xlsx part (the field named file), refused with a Chinese 400 when missing or of another kind. */
export async function xlsxPart(request: FastifyRequest): Promise<MultipartFile> {
  const part = await filePart(request);
  if (!part || part.fieldname !== 'file') throw new ApiError(400, '参数错误：请选择要上传的文件（字段名 file）');
  if (!/\.xlsx$/i.test(part.filename)) {
    part.file.resume();
    throw new ApiError(400, '仅支持 .xlsx 格式的 Excel 文件，请下载导入模板填写后上传');
  }
  return part;
}

/** The uploaded .xlsx's bytes, refused when missing, of another kind or over `maxMb`. */
export async function xlsxBytes(request: FastifyRequest, maxMb: number): Promise<Buffer> {
  const data = await fileBytes(await xlsxPart(request));
  if (!data) throw new ApiError(400, `文件大小不能超过 ${maxMb} MB，请拆分后分批导入`);
  return data;
}
