// Kysely table types: Uploaded files (云存储).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** Where a file's bytes are: in the row (files uploaded before storage backends), on local disk, or in an S3 bucket. */
export type StorageKind = 'database' | 'local' | 's3';

export interface UploadFileTable {
  id: Generated<number>;
  /** The random reference the browser is given (a UUID); the sequential id never leaves the server. */
  public_id: Generated<string>;
  /** The name the file was uploaded under (shown and used for the download): the original name. */
  name: string;
  size: number;
  /** The bytes, only for 'database' rows. */
  data: Uint8Array | null;
  uploaded_by: number | null;
  created_at: CreatedAt;
  storage: ColumnType<StorageKind, StorageKind | undefined, StorageKind>;
  /** The S3 bucket holding the object (s3 rows). */
  bucket: string | null;
  /** yyyy/mm/<uuid>.<ext>, never derived from user input. */
  object_key: string | null;
  /** The stored file's own name (<uuid>.<ext>). */
  file_name: string | null;
  /** The extension the content was verified as (lower case, no dot). */
  extension: Generated<string>;
  /** MIME type sniffed from the content. */
  content_type: Generated<string>;
}

export interface StorageConfigTable {
  id: number;
  backend: 'local' | 's3';
  endpoint: string | null;
  bucket: string | null;
  region: string | null;
  access_key_id: string | null;
  secret_access_key: string | null;
  force_path_style: number;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

export interface StorageTables {
  upload_file: UploadFileTable;
  sys_storage_config: StorageConfigTable;
}
