// Secrets kept in the database (the S3 secret, any future client secret) are sealed with AES-256-GCM under a key from
// HOTLINE_SECRET_KEY; a stored value without the prefix is a plaintext from before, read as is until it is sealed.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Saving a secret with no key to seal it (PostgreSQL without HOTLINE_SECRET_KEY); the message is for the admin. */
export class SecretKeyMissing extends Error {
  constructor() {
    super('服务器未设置 HOTLINE_SECRET_KEY，不能保存密钥：请运维在每台服务器的环境变量中设置同一个 HOTLINE_SECRET_KEY（32 字节，base64 或十六进制）后重启');
  }
}

export interface SecretBox {
  readonly hasKey: boolean;
  /** The stored form of `plain`; `context` (e.g. the column) is bound in, so a sealed value cannot be moved to another field. */
  seal(plain: string, context: string): string;
  /** The plaintext of a stored value (a legacy plaintext as is); throws when it cannot be opened. */
  open(stored: string, context: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function secretBox(key: Buffer | null): SecretBox {
  return {
    hasKey: !!key,
    seal(plain, context) {
      if (!key) throw new SecretKeyMissing();
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      if (!key) throw new SecretKeyMissing();
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** HOTLINE_SECRET_KEY: 32 bytes written as 64 hex digits or base64. */
export function parseSecretKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('HOTLINE_SECRET_KEY 须为 32 字节的密钥，写成 64 位十六进制或 base64（例如 openssl rand -base64 32 的输出）');
  return key;
}

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key secrets are sealed with: HOTLINE_SECRET_KEY when set; else, on PGlite, one kept in DATA_DIR/secret.key
 * (made on first start, mode 0600) or a per-process one in memory; on PostgreSQL none (servers must share one key).
 */
export async function resolveSecretKey(opts: { configured?: string; dataDir?: string; databaseUrl?: string }): Promise<{ key: Buffer | null; source: 'environment' | 'file' | 'process' | 'none' }> {
  if (opts.configured?.trim()) return { key: parseSecretKey(opts.configured), source: 'environment' };
  if (opts.databaseUrl) return { key: null, source: 'none' };
  const dataDir = opts.dataDir ?? './data';
  if (dataDir === 'memory') return { key: randomBytes(32), source: 'process' };
  await mkdir(resolve(dataDir), { recursive: true });
  const path = join(resolve(dataDir), SECRET_KEY_FILE);
  try {
    await writeFile(path, randomBytes(32).toString('base64') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return { key: parseSecretKey(await readFile(path, 'utf8')), source: 'file' };
}
