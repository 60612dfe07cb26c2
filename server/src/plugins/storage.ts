// The file storage of this server (云存储): local disk under DATA_DIR by default, an S3-compatible service when configured.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FileStorage } from '../services/storage/storage.ts';
import { sealLegacySecret, type StorageSettings } from '../services/storage/settings.ts';

export interface StorageOptions {
  /** Folder of uploaded files on local storage (default: DATA_DIR/files; a temporary folder when the database is in memory). */
  filesDir?: string;
  dataDir?: string;
  /** The environment's storage (STORAGE, S3_*), used until one is saved on the 云存储 screen. */
  storage?: StorageSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files' bytes live (services/storage). */
    storage: FileStorage;
  }
}

export async function installStorage(app: FastifyInstance, opts: StorageOptions): Promise<void> {
  let filesDir = opts.filesDir;
  let temporary = false;
  if (!filesDir) {
    if (opts.dataDir && opts.dataDir !== 'memory') filesDir = join(opts.dataDir, 'files');
    else {
      filesDir = await mkdtemp(join(tmpdir(), 'hotline-files-'));
      temporary = true;
    }
  }
  await sealLegacySecret(app.db, app.secrets);
  const storage = new FileStorage(app.db, app.cache, filesDir, opts.storage ?? { backend: 'local', s3: null, source: 'environment' }, app.outbound, app.secrets);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => {
    storage.close();
    if (temporary) await rm(filesDir, { recursive: true, force: true });
  });
}
