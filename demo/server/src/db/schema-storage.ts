// Kysely table types: Uploaded files (云存储).
import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

export interface UploadFileTable {
  id: Generated<number>;
  /** The name the file was uploaded under (shown and used for the download). */
  name: string;
  size: number;
  data: Uint8Array;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

export interface StorageTables {
  upload_file: UploadFileTable;
}
