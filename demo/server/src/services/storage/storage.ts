// The storage every upload goes through: picks the configured backend for new files, and the one recorded on a row for old ones.
import type { Kysely } from 'kysely';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Database } from '../../db/schema.ts';
import type { StorageKind } from '../../db/schema-storage.ts';
import type { ReadCache } from '../cache.ts';
import { LocalStore, newObjectKey, ObjectMissing, probeKey, s3Client, S3Store, storageFailure, type ObjectStore, type S3Settings } from './backends.ts';
import { loadSettings, type StorageSettings } from './settings.ts';

/** ReadCache key of the settings; a saved configuration publishes the prefix 'storage:' so every server reloads. */
export const SETTINGS_CACHE_KEY = 'storage:settings';

export interface StoredObject { storage: StorageKind; bucket: string | null; object_key: string | null; data?: Uint8Array | null }

export class StorageUnavailable extends Error {}

export class FileStorage {
  readonly local: LocalStore;
  /** One client per distinct S3 configuration in use (its connection pool), replaced when the settings change. */
  private client: { signature: string; client: S3Client } | null = null;

  constructor(private readonly db: Kysely<Database>, private readonly cache: ReadCache, filesDir: string, private readonly fallback: StorageSettings) {
    this.local = new LocalStore(filesDir);
  }

  settings(): Promise<StorageSettings> {
    return this.cache.get(SETTINGS_CACHE_KEY, () => loadSettings(this.db, this.fallback));
  }

  private s3(settings: S3Settings, bucket = settings.bucket): S3Store {
    const signature = JSON.stringify([settings.endpoint, settings.region, settings.accessKeyId, settings.secretAccessKey, settings.forcePathStyle]);
    if (this.client?.signature !== signature) {
      this.client?.client.destroy();
      this.client = { signature, client: s3Client(settings) };
    }
    return new S3Store(this.client.client, bucket);
  }

  /** Writes new bytes to the configured backend; answers where they went (to record on the row). */
  async put(extension: string, data: Buffer, contentType: string): Promise<{ storage: 'local' | 's3'; bucket: string | null; key: string }> {
    const settings = await this.settings();
    const key = newObjectKey(extension);
    if (settings.backend === 's3' && settings.s3) {
      const store = this.s3(settings.s3);
      try {
        await store.put(key, data, contentType);
      } catch (err) {
        throw new StorageUnavailable(`文件保存失败：${storageFailure(err, settings.s3)}`);
      }
      return { storage: 's3', bucket: store.bucket, key };
    }
    try {
      await this.local.put(key, data);
    } catch (err) {
      throw new StorageUnavailable(`文件保存失败：${storageFailure(err)}`);
    }
    return { storage: 'local', bucket: null, key };
  }

  private async storeOf(file: StoredObject): Promise<ObjectStore> {
    if (file.storage === 'local') return this.local;
    const settings = await this.settings();
    if (!settings.s3) throw new StorageUnavailable('文件保存在 S3 存储中，但当前未配置 S3 连接');
    return this.s3(settings.s3, file.bucket ?? settings.s3.bucket);
  }

  /** The bytes of a stored file; null when its object is gone. */
  async read(file: StoredObject): Promise<Buffer | null> {
    if (file.storage === 'database') return file.data ? Buffer.from(file.data) : null;
    const store = await this.storeOf(file);
    try {
      return await store.get(file.object_key!);
    } catch (err) {
      if (err instanceof ObjectMissing) return null;
      throw new StorageUnavailable(`读取文件失败：${storageFailure(err, (await this.settings()).s3 ?? {})}`);
    }
  }

  /** Removes a file's object (nothing to do for bytes kept in the row, which go with it). */
  async remove(file: StoredObject): Promise<void> {
    if (file.storage === 'database') return;
    await (await this.storeOf(file)).delete(file.object_key!);
  }

  async exists(file: StoredObject): Promise<boolean> {
    if (file.storage === 'database') return !!file.data;
    return (await this.storeOf(file)).exists(file.object_key!);
  }

  /** 测试连接: a small put, read back and delete on the given settings; null when it worked, else the Chinese reason. */
  async probe(settings: { backend: 'local' | 's3'; s3: S3Settings | null }): Promise<string | null> {
    const client = settings.backend === 's3' && settings.s3 ? s3Client(settings.s3) : null;
    const store: ObjectStore = client ? new S3Store(client, settings.s3!.bucket) : this.local;
    const key = probeKey();
    const body = Buffer.from('12345 热线存储连接测试');
    try {
      await store.put(key, body, 'text/plain; charset=utf-8');
      const back = await store.get(key);
      await store.delete(key);
      return back.equals(body) ? null : '写入的内容读回时不一致';
    } catch (err) {
      return storageFailure(err, settings.s3 ?? {});
    } finally {
      client?.destroy();
    }
  }

  close(): void {
    this.client?.client.destroy();
    this.client = null;
  }
}
