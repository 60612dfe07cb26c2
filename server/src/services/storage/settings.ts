// Which storage new files go to: the screen's choice (one database row, shared by every server of a centre) or the environment's.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSealed, type SecretBox } from '../../lib/secrets.ts';
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

/** What the stored secret is sealed to (lib/secrets.ts binds it in). */
const SECRET_CONTEXT = 'sys_storage_config.secret_access_key';

/** The stored secret's plaintext; empty when it cannot be opened (another key), so the screen shows it as not set. */
function openSecret(box: SecretBox, stored: string | null): string {
  if (!stored) return '';
  try {
    return box.open(stored, SECRET_CONTEXT);
  } catch {
    return '';
  }
}

export async function loadSettings(db: Db, fallback: StorageSettings, box: SecretBox): Promise<StorageSettings> {
  const row = await db.selectFrom('sys_storage_config').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return fallback;
  const s3 = row.endpoint && row.bucket ? {
    endpoint: row.endpoint, bucket: row.bucket, region: row.region || 'us-east-1',
    accessKeyId: row.access_key_id ?? '', secretAccessKey: openSecret(box, row.secret_access_key), forcePathStyle: row.force_path_style === 1,
  } : null;
  return { backend: row.backend, s3, source: 'database' };
}

/**
 * Saves the screen's configuration, the secret sealed. Without a key (PostgreSQL and no HOTLINE_SECRET_KEY) a secret
 * already in the row stays as it is, the environment's is not copied, and a newly typed one throws SecretKeyMissing.
 */
export async function saveSettings(db: Db, settings: CheckedSettings, current: StorageSettings, userId: number, box: SecretBox): Promise<void> {
  const secret = settings.s3?.secretAccessKey;
  const keepRow = !box.hasKey && !!secret && settings.secretKept && current.source === 'database';
  const stored = () => {
    if (!secret || (!box.hasKey && settings.secretKept)) return null;
    return box.seal(secret, SECRET_CONTEXT);
  };
  const values = {
    backend: settings.backend,
    endpoint: settings.s3?.endpoint ?? null,
    bucket: settings.s3?.bucket ?? null,
    region: settings.s3?.region ?? null,
    access_key_id: settings.s3?.accessKeyId ?? null,
    ...(keepRow ? {} : { secret_access_key: stored() }),
    force_path_style: settings.s3?.forcePathStyle === false ? 0 : 1,
    updated_by: userId,
    updated_at: new Date(),
  };
  await db.insertInto('sys_storage_config').values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
}

/** At start: a secret stored in plaintext before secrets were sealed is sealed now (when there is a key). */
export async function sealLegacySecret(db: Db, box: SecretBox): Promise<boolean> {
  if (!box.hasKey) return false;
  const row = await db.selectFrom('sys_storage_config').select('secret_access_key').where('id', '=', 1).executeTakeFirst();
  const stored = row?.secret_access_key;
  if (!stored || isSealed(stored)) return false;
  // Conditional on the old value: several servers starting at once seal it once.
  const done = await db.updateTable('sys_storage_config').set({ secret_access_key: box.seal(stored, SECRET_CONTEXT) })
    .where('id', '=', 1).where('secret_access_key', '=', stored).executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
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

/** A configuration checked from the screen's input; `secretKept` when its secret is the stored one (the field left blank). */
export interface CheckedSettings { backend: 'local' | 's3'; s3: S3Settings | null; secretKept: boolean }

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const normalEndpoint = (url: URL) => url.toString().replace(/\/$/, '');

/** The stored secret goes only where it went before: the same service, bucket, key id and addressing style. */
function sameTarget(a: S3Settings, b: S3Settings): boolean {
  let stored: string;
  try {
    stored = normalEndpoint(new URL(b.endpoint));
  } catch {
    return false;
  }
  return a.endpoint === stored && a.bucket === b.bucket && a.accessKeyId === b.accessKeyId && a.forcePathStyle === b.forcePathStyle;
}

/** The screen's input checked, an empty secret meaning the stored one; a Chinese reason when it does not make a usable configuration. */
export function settingsFromInput(input: SettingsInput, current: StorageSettings): { ok: true; settings: CheckedSettings } | { ok: false; reason: string } {
  const endpoint = input.endpoint?.trim() ?? '';
  const bucket = input.bucket?.trim() ?? '';
  const accessKeyId = input.accessKeyId?.trim() ?? '';
  const anyS3 = endpoint || bucket || accessKeyId || input.secretAccessKey;
  if (input.backend === 'local' && !anyS3) return { ok: true, settings: { backend: 'local', s3: current.s3, secretKept: true } };
  if (!endpoint || !bucket || !accessKeyId) return { ok: false, reason: '必填项不能为空：服务地址、存储桶和访问密钥 ID' };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: '服务地址格式不正确，例如 https://s3.example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: '服务地址须以 http:// 或 https:// 开头' };
  if (!BUCKET_NAME.test(bucket)) return { ok: false, reason: '存储桶名称须为 3–63 位小写字母、数字、点或短横线' };
  const s3: S3Settings = {
    endpoint: normalEndpoint(url), bucket, region: input.region?.trim() || 'us-east-1', accessKeyId, secretAccessKey: input.secretAccessKey ?? '', forcePathStyle: input.forcePathStyle ?? true,
  };
  if (s3.secretAccessKey) return { ok: true, settings: { backend: input.backend, s3, secretKept: false } };
  if (!current.s3?.secretAccessKey) return { ok: false, reason: '请填写访问密钥（Secret）' };
  if (!sameTarget(s3, current.s3)) return { ok: false, reason: '服务地址、存储桶、访问密钥 ID 或访问方式已更改，请重新填写访问密钥（Secret）' };
  return { ok: true, settings: { backend: input.backend, s3: { ...s3, secretAccessKey: current.s3.secretAccessKey }, secretKept: true } };
}
