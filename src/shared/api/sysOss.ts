// 云存储's calls: the file list, delete, preview as a blob (token in headers, never in a URL), the storage configuration.
import { call, callFile } from '../http/client.ts';
import type { OssPageRequest, StorageConfigRequest } from './contracts/sysOss.ts';

export const fetchOssPage = (query: OssPageRequest, signal?: AbortSignal) => call('/api/sys/oss/page', { body: query, signal });

/** Files by their references (the rows' id). */
export const deleteOssFiles = (ids: string[]) => call('/api/sys/oss/delete', { body: { ids } });

export const fetchStorageConfig = (signal?: AbortSignal) => call('/api/sys/oss/config', { signal });

export const saveStorageConfig = (input: StorageConfigRequest) => call('/api/sys/oss/saveConfig', { body: input });

/** Answers the server's 连接成功, or throws with the reason. */
export const testStorageConfig = (input: StorageConfigRequest) => call('/api/sys/oss/testConfig', { body: input });

/** The file's bytes for 预览 (images and PDF); a refusal throws its Chinese message. */
export const fetchPreview = (id: string, signal?: AbortSignal) => callFile('/api/sys/oss/preview', { method: 'GET', query: { id }, signal });
