// 云存储: every uploaded file, preview and download, delete, storage configuration.
import { Type, type Static } from '@sinclair/typebox';
import { FileRef, FileRefQuery } from './notices.ts';
import { Body, Bool, NoBody, NullableDateTime, NullableText, Optional, OptionalBody, Page, Paging, Str, StringEnum, type EndpointMap } from './schema.ts';

/** Where a file's bytes are: in the database row (files from before storage backends), on local disk, or in S3. */
export const StorageKind = StringEnum(['database', 'local', 's3'] as const);
export type StorageKind = Static<typeof StorageKind>;
export const StorageBackend = StringEnum(['local', 's3'] as const);
export type StorageBackend = Static<typeof StorageBackend>;

export const OssFile = Type.Object({
  /** The file's reference (preview, download, delete). */
  id: Type.String(),
  /** The stored object's own name (<uuid>.<ext>). */
  fileName: Type.String(),
  originalName: Type.String(),
  /** Extension verified against the content ('png', 'pdf' …). */
  extension: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  uploaderName: NullableText(),
  createTime: NullableDateTime(),
  storage: StorageKind,
  storageLabel: Type.String(),
  /** Images and PDF: 预览 is offered. */
  previewable: Type.Boolean(),
});
export type OssFile = Static<typeof OssFile>;

const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', maxLength: 19 });

export const OssPageRequest = OptionalBody({
  ...Paging,
  /** Part of the original or the stored name. */
  fileName: Optional(Str(120)),
  /** Extension, e.g. png. */
  extension: Optional(Str(10)),
  /** Part of the uploader's name, or their account. */
  uploader: Optional(Str(50)),
  storage: Optional(StorageKind),
  startTime: Optional(DateOrDateTime()),
  endTime: Optional(DateOrDateTime()),
});
export type OssPageRequest = Static<typeof OssPageRequest>;

/** The storage configuration as the browser may see it: never a secret, only whether one is set. */
export const StorageConfig = Type.Object({
  backend: StorageBackend,
  endpoint: Type.String(),
  bucket: Type.String(),
  region: Type.String(),
  accessKeyId: Type.String(),
  secretSet: Type.Boolean(),
  forcePathStyle: Type.Boolean(),
  /** 'environment' until one is saved on the screen. */
  source: StringEnum(['database', 'environment'] as const),
});
export type StorageConfig = Static<typeof StorageConfig>;

export const StorageConfigRequest = Body({
  backend: StorageBackend,
  endpoint: Optional(Str(300)),
  bucket: Optional(Str(63)),
  region: Optional(Str(64)),
  accessKeyId: Optional(Str(128)),
  /** Empty or absent: keep the stored secret. */
  secretAccessKey: Optional(Str(256)),
  forcePathStyle: Optional(Bool()),
});
export type StorageConfigRequest = Static<typeof StorageConfigRequest>;

export const sysOssEndpoints = {
  '/api/sys/oss/page': { body: OssPageRequest, reply: Page(OssFile) },
  /** Refused while an announcement or a work order refers to one of the files. */
  '/api/sys/oss/delete': { body: Body({ ids: Type.Array(FileRef(), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
  /** Images and PDF inline (content type from the content, sandboxed); other files are refused. */
  'GET /api/sys/oss/preview': { query: FileRefQuery, file: true, reply: Type.Null() },
  '/api/sys/oss/config': { body: NoBody, reply: StorageConfig },
  /** Tests the connection first; refused with the reason when it fails. */
  '/api/sys/oss/saveConfig': { body: StorageConfigRequest, reply: Type.Null() },
  /** A small put / read / delete on the given settings; the reason in msg when it fails. */
  '/api/sys/oss/testConfig': { body: StorageConfigRequest, reply: Type.Null() },
} as const satisfies EndpointMap;
