// The storage every upload goes through: picks the configured backend for new files, and the one recorded on a row for old ones.
import type { Kysely } from 'kysely';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Database } from '../../db/schema.ts';
import type { StorageKind } from '../../db/schema-storage.ts';
import type { OutboundPolicy } from '../../lib/outbound.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { ReadCache } from '../cache.ts';
import { LocalStore, newObjectKey, ObjectMissing, probeKey, s3Client, S3Store, storageFailure, type ObjectStore, type S3Settings } from './backends.ts';
import { loadSettings, type StorageSettings } from './settings.ts';

/** ReadCache key of the settings; a saved configuration publishes the prefix 'storage:' so every server reloads. */
export const SETTINGS_CACHE_KEY = 'storage:settings';

export interface StoredObject { storage: StorageKind; bucket: string | null; object_key: string | null; data?: Uint8Array | null }

export class StorageUnavailable extends Error {}

/** The admin's one answer to any failed S3 test (refused address, unreachable, timeout, denied): telling them apart would let the screen scan internal ports. */
export const S3_PROBE_FAILED = '无法访问该存储服务，请检查地址、存储桶和密钥，或联系运维确认该地址已被允许';
/** 测试连接 gives up after this long whatever the retries. */
export const PROBE_DEADLINE_MS = 12_000;

/** A failed 测试连接: what the admin is told, and the detailed reason for the server log. */
export interface ProbeFailure { answer: string; detail: string }

export class FileStorage {
  readonly local: LocalStore;
  /** One client per distinct S3 configuration in use (its connection pool), replaced when the settings change. */
  private client: { signature: string; client: S3Client } | null = null;

  constructor(private readonly db: Kysely<Database>, private readonly cache: ReadCache, filesDir: string, private readonly fallback: StorageSettings,
    private readonly outbound: OutboundPolicy, private readonly secrets: SecretBox) {
    this.local = new LocalStore(filesDir);
  }

  settings(): Promise<StorageSettings> {
    return this.cache.get(SETTINGS_CACHE_KEY, () => loadSettings(this.db, this.fallback, this.secrets));
  }

  private s3(settings: S3Settings, bucket = settings.bucket): S3Store {
    const signature = JSON.stringify([settings.endpoint, settings.region, settings.accessKeyId, settings.secretAccessKey, settings.forcePathStyle]);
    if (this.client?.signature !== signature) {
      this.client?.client.destroy();
      this.client = { signature, client: s3Client(settings, this.outbound) };
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

  /** 测试连接: a small put, read back and delete on the given settings, S3 only to an allowed address; null when it worked. */
  async probe(settings: { backend: 'local' | 's3'; s3: S3Settings | null }): Promise<ProbeFailure | null> {
    const s3 = settings.backend === 's3' ? settings.s3 : null;
    if (!s3) {
      const detail = await this.roundTrip(this.local);
      return detail ? { answer: detail, detail } : null;
    }
    const client = s3Client(s3, this.outbound);
    let timer: NodeJS.Timeout | undefined;
    try {
      await this.outbound.check(s3.endpoint);
      const deadline = new Promise<string>((resolve) => { timer = setTimeout(resolve, PROBE_DEADLINE_MS, `超过 ${PROBE_DEADLINE_MS} ms 未完成`); });
      const detail = await Promise.race([this.roundTrip(new S3Store(client, s3.bucket), s3), deadline]);
      return detail ? { answer: S3_PROBE_FAILED, detail: `${s3.endpoint}：${detail}` } : null;
    } catch (err) {
      return { answer: S3_PROBE_FAILED, detail: `${s3.endpoint}：${(err as Error).message}` };
    } finally {
      clearTimeout(timer);
      client.destroy();
    }
  }

  /** Writes, reads back and deletes a probe object; null when it worked, else the detailed reason. */
  private async roundTrip(store: ObjectStore, where: { endpoint?: string; bucket?: string } = {}): Promise<string | null> {
    const key = probeKey();
    const body = Buffer.from('12345 热线存储连接测试');
    try {
      await store.put(key, body, 'text/plain; charset=utf-8');
      const back = await store.get(key);
      await store.delete(key);
      return back.equals(body) ? null : '写入的内容读回时不一致';
    } catch (err) {
      return storageFailure(err, where);
    }
  }

  close(): void {
    this.client?.client.destroy();
    this.client = null;
  }
}
