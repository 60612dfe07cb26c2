// The storage interface and its two backends: local disk under DATA_DIR/files, and any S3-compatible service.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OutboundPolicy } from '../../lib/outbound.ts';
import { cstWallClock } from '../../lib/time.ts';

export interface ObjectStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes; throws ObjectMissing when there is none. */
  get(key: string): Promise<Buffer>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class ObjectMissing extends Error {}

/** Keys are made by the server only: yyyy/mm/<uuid>.<ext>, or the connection test's probe. */
const OBJECT_KEY = /^(\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}|hotline-probe\/[0-9a-f-]{36}\.txt)$/;

export function newObjectKey(extension: string, at = new Date()): string {
  const cst = cstWallClock(at.getTime());
  const month = String(cst.getUTCMonth() + 1).padStart(2, '0');
  return `${cst.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

export const probeKey = () => `hotline-probe/${randomUUID()}.txt`;

function checkedKey(key: string): string {
  if (!OBJECT_KEY.test(key)) throw new Error(`bad object key ${JSON.stringify(key)}`);
  return key;
}

export class LocalStore implements ObjectStore {
  constructor(readonly root: string) {}

  private path(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, data);
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.path(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then((s) => s.isFile(), () => false);
  }
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export const S3_TIMEOUT_MS = 5_000;

/** A client whose every connection goes through the outbound policy (lib/outbound.ts), checked again at each connect. */
export function s3Client(s: S3Settings, outbound: OutboundPolicy): S3Client {
  return new S3Client({
    endpoint: s.endpoint,
    region: s.region || 'us-east-1',
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    maxAttempts: 2,
    // Many S3-compatible services do not know the newer default checksums (aws-chunked trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: S3_TIMEOUT_MS, requestTimeout: S3_TIMEOUT_MS, ...outbound.agents({ keepAlive: true, maxSockets: 50 }) },
  });
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
};

export class S3Store implements ObjectStore {
  constructor(private readonly client: S3Client, readonly bucket: string) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
  }

  async get(key: string): Promise<Buffer> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (err) {
      if (isNotFound(err)) throw new ObjectMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }
}

/** A Chinese reason for a storage failure, for the admin (测试连接) and for users whose download failed. */
export function storageFailure(err: unknown, where: { endpoint?: string; bucket?: string } = {}): string {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const name = e.name ?? '';
  const code = e.code ?? (e as { cause?: { code?: string } }).cause?.code ?? '';
  if (name === 'OutboundRefused') return '存储服务地址未被允许访问，请联系运维';
  if (name === 'NoSuchBucket') return `存储桶“${where.bucket ?? ''}”不存在`;
  if (name === 'InvalidAccessKeyId') return '访问密钥 ID 不正确';
  if (name === 'SignatureDoesNotMatch') return '访问密钥（Secret）不正确';
  if (name === 'AccessDenied' || e.$metadata?.httpStatusCode === 403) return '没有访问该存储桶的权限';
  if (name === 'TimeoutError' || name === 'RequestTimeout' || code === 'ETIMEDOUT') return `连接存储服务超时（${where.endpoint ?? ''}）`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ECONNRESET' || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(e.message ?? '')) {
    return `无法连接到存储服务（${where.endpoint ?? ''}），请检查地址与网络`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return '本地存储目录不可写，请检查目录权限';
  if (code === 'ENOSPC') return '本地存储空间已满';
  return `存储服务返回错误：${name || code || e.message || '未知错误'}`;
}
