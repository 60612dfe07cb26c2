// 云存储: every uploaded file, preview and download, delete, storage configuration.
import type { EndpointMap } from './schema.ts';

export const sysOssEndpoints = {
} as const satisfies EndpointMap;
