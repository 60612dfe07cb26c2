// 云存储's calls: the file list, delete, preview as a blob (token in headers, never in a URL), the storage configuration.
import { FetchError } from 'ofetch';
import { baseFor } from '../config.ts';
import { call, http } from '../http/client.ts';
import { envelopeMessage, isEnvelope, isSuccess } from '../http/envelope.ts';
import { ApiError, transportMessage } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import type { OssPageRequest, StorageConfigRequest } from './contracts/sysOss.ts';

export const fetchOssPage = (query: OssPageRequest, signal?: AbortSignal) => call('/api/sys/oss/page', { body: query, signal });

export const deleteOssFiles = (ids: number[]) => call('/api/sys/oss/delete', { body: { ids } });

export const fetchStorageConfig = (signal?: AbortSignal) => call('/api/sys/oss/config', { signal });

export const saveStorageConfig = (input: StorageConfigRequest) => call('/api/sys/oss/saveConfig', { body: input });

/** Answers the server's 连接成功, or throws with the reason. */
export const testStorageConfig = (input: StorageConfigRequest) => call('/api/sys/oss/testConfig', { body: input });

/** The envelope inside a JSON answer that came back where a file was expected (a refusal). */
async function refusalIn(data: unknown, status: number): Promise<ApiError | null> {
  let body = data;
  if (data instanceof Blob) {
    if (!data.type.includes('application/json')) return null;
    try {
      body = JSON.parse(await data.text());
    } catch {
      return null;
    }
  }
  if (isEnvelope(body) && !isSuccess(body)) return new ApiError(envelopeMessage(body) ?? zhCN.common.operationFailed, body.code);
  return status >= 400 ? new ApiError(status === 401 ? zhCN.common.sessionExpired : zhCN.common.serverError, status) : null;
}

/** The file's bytes for 预览 (images and PDF); a refusal throws its Chinese message. */
export async function fetchPreview(id: number, signal?: AbortSignal): Promise<Blob> {
  const path = '/api/sys/oss/preview';
  let blob: Blob;
  try {
    blob = await http<Blob, 'blob'>(path, { baseURL: baseFor(path), method: 'GET', query: { id }, responseType: 'blob', signal });
  } catch (error) {
    if (error instanceof FetchError && error.response) throw (await refusalIn(error.data, error.response.status))!;
    throw new ApiError(transportMessage(error), 0);
  }
  const refusal = await refusalIn(blob, 200);
  if (refusal) throw refusal;
  return blob;
}
