// Files for the 云存储 tests: real content of each kind, upload through the API, and the objects on local disk.
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadExcel } from '../../server/src/lib/office.ts';
import type { TestServer } from './helpers.ts';

/** HOTLINE_SECRET_KEY of the storage tests' servers (two servers on one PostgreSQL must share it). */
export const TEST_SECRET_KEY = randomBytes(32).toString('base64');

export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
export const HTML_SCRIPT = Buffer.from('<!doctype html><html><body><script>fetch("/api/user/info")</script></body></html>');

export async function xlsxBytes(): Promise<Buffer> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  book.addWorksheet('值班').addRow(['姓名', '班次']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface UploadReply { status: number; body: { code: number; msg: string; data: { id: string; name: string; size: number } } }

export async function upload(s: TestServer, token: string, name: string, content: Uint8Array | string): Promise<UploadReply> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const res = await fetch(`${s.url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  return { status: res.status, body: (await res.json()) as UploadReply['body'] };
}

/** Relative paths of every file under the server's local storage folder. */
export async function localObjects(s: TestServer): Promise<string[]> {
  const root = s.app.storage.local.root;
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found.push(path.slice(root.length + 1));
    }
  }
  await walk(root);
  return found.sort();
}

/** GET /api/download by the file's reference. */
export async function download(s: TestServer, token: string, id: string): Promise<{ status: number; text: string; bytes: Buffer }> {
  const res = await fetch(`${s.url}/api/download?id=${id}`, { headers: { 'x-auth-token': token } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, text: bytes.toString(), bytes };
}

/** Makes a file (by its reference) look uploaded `days` ago (for the cleanup). */
export async function age(s: TestServer, ref: string, days: number): Promise<void> {
  await s.app.db.updateTable('upload_file').set({ created_at: new Date(Date.now() - days * 86_400_000) }).where('public_id', '=', ref).execute();
}

/** Empties the server's local storage folder (a reset empties the tables, not the disk). */
export async function clearLocalObjects(s: TestServer): Promise<void> {
  await rm(s.app.storage.local.root, { recursive: true, force: true });
}
