// Which storage new files go to: the screen's choice (one database row, shared by every server of a centre) or the environment's.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { S3Settings } from './backends.ts';

type Db = Kysely<Database>;

export interface StorageSettings {
  backend: 'local' | 's3';
  /** S3 fields as configured (kept when local is chosen, so switching back needs no re-typing). */
  s3: S3Settings | null;
  source: 'database' | 'environment';
}

/** STORAGE=local|s3 and S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export function storageFromEnv(env: Record<string, string | undefined>): StorageSettings {
  const s3: S3Settings | null = env.S3_ENDPOINT && env.S3_BUCKET ? {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false' && env.S3_FORCE_PATH_STYLE !== '0',
  } : null;
  const backend = env.STORAGE === 's3' ? 's3' : 'local';
  if (backend === 's3' && !s3) throw new Error('STORAGE=s3 需要设置 S3_ENDPOINT 与 S3_BUCKET');
  return { backend, s3, source: 'environment' };
}

export async function loadSettings(db: Db, fallback: StorageSettings): Promise<StorageSettings> {
  const row = await db.selectFrom('sys_storage_config').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return fallback;
  const s3 = row.endpoint && row.bucket ? {
    endpoint: row.endpoint, bucket: row.bucket, region: row.region || 'us-east-1',
    accessKeyId: row.access_key_id ?? '', secretAccessKey: row.secret_access_key ?? '', forcePathStyle: row.force_path_style === 1,
  } : null;
  return { backend: row.backend, s3, source: 'database' };
}

export async function saveSettings(db: Db, settings: { backend: 'local' | 's3'; s3: S3Settings | null }, userId: number): Promise<void> {
  const values = {
    backend: settings.backend,
    endpoint: settings.s3?.endpoint ?? null,
    bucket: settings.s3?.bucket ?? null,
    region: settings.s3?.region ?? null,
    access_key_id: settings.s3?.accessKeyId ?? null,
    secret_access_key: settings.s3?.secretAccessKey ?? null,
    force_path_style: settings.s3?.forcePathStyle === false ? 0 : 1,
    updated_by: userId,
    updated_at: new Date(),
  };
  await db.insertInto('sys_storage_config').values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
}

/** What the screen may show: everything but the secret, and whether one is set. */
export function publicSettings(s: StorageSettings) {
  return {
    backend: s.backend, endpoint: s.s3?.endpoint ?? '', bucket: s.s3?.bucket ?? '', region: s.s3?.region ?? '',
    accessKeyId: s.s3?.accessKeyId ?? '', secretSet: !!s.s3?.secretAccessKey, forcePathStyle: s.s3?.forcePathStyle ?? true, source: s.source,
  };
}

export interface SettingsInput {
  backend: 'local' | 's3';
  endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle?: boolean;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The screen's input checked, an empty secret meaning the stored one; a Chinese reason when it does not make a usable configuration. */
export function settingsFromInput(input: SettingsInput, current: StorageSettings): { ok: true; settings: { backend: 'local' | 's3'; s3: S3Settings | null } } | { ok: false; reason: string } {
  const endpoint = input.endpoint?.trim() ?? '';
  const bucket = input.bucket?.trim() ?? '';
  const accessKeyId = input.accessKeyId?.trim() ?? '';
  const anyS3 = endpoint || bucket || accessKeyId || input.secretAccessKey;
  if (input.backend === 'local' && !anyS3) return { ok: true, settings: { backend: 'local', s3: current.s3 } };
  if (!endpoint || !bucket || !accessKeyId) return { ok: false, reason: '必填项不能为空：服务地址、存储桶和访问密钥 ID' };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: '服务地址格式不正确，例如 https://s3.example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: '服务地址须以 http:// 或 https:// 开头' };
  if (!BUCKET_NAME.test(bucket)) return { ok: false, reason: '存储桶名称须为 3–63 位小写字母、数字、点或短横线' };
  const secretAccessKey = input.secretAccessKey || current.s3?.secretAccessKey || '';
  if (!secretAccessKey) return { ok: false, reason: '请填写访问密钥（Secret）' };
  return {
    ok: true,
    settings: {
      backend: input.backend,
      s3: { endpoint: url.toString().replace(/\/$/, ''), bucket, region: input.region?.trim() || 'us-east-1', accessKeyId, secretAccessKey, forcePathStyle: input.forcePathStyle ?? true },
    },
  };
}
