// The one-time passwords an import gave the new users whose 初始密码 was empty: kept (migration 022) until the importer
// downloads them once as .xlsx, then deleted; a download never made is deleted a day later by the 会话清理 job.
import type { Writable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadExcel } from '../../lib/office.ts';

interface UserImportPasswordTable {
  import_id: string;
  row_number: number;
  username: string;
  real_name: string;
  password: string;
  created_at: Date;
}

type PasswordsDb = Kysely<Database & { sys_user_import_password: UserImportPasswordTable }>;
const passwordsDb = (db: Kysely<Database>): PasswordsDb => db.withTables<{ sys_user_import_password: UserImportPasswordTable }>();

/** How long an import's one-time passwords wait for their download. */
const KEEP_MS = 86_400_000;

export interface OneTimeRow {
  rowNumber: number;
  username: string;
  realName: string;
  password: string;
}

/** Keeps a new user's one-time password, in the transaction that creates the user (both or neither). */
export async function keepOneTimePassword(tx: Transaction<Database>, importId: string, row: OneTimeRow): Promise<void> {
  await passwordsDb(tx).insertInto('sys_user_import_password').values({
    import_id: importId, row_number: row.rowNumber, username: row.username, real_name: row.realName, password: row.password, created_at: new Date(),
  }).execute();
}

/** Whether an import still holds one-time passwords not yet downloaded. */
export async function hasOneTimePasswords(db: Kysely<Database>, importId: string): Promise<boolean> {
  return !!(await passwordsDb(db).selectFrom('sys_user_import_password').select('row_number').where('import_id', '=', importId).limit(1).executeTakeFirst());
}

/** Writes the import's one-time passwords as .xlsx (row, username, name, password) and deletes them: shown once. */
export async function writeOneTimePasswordsWorkbook(db: Kysely<Database>, importId: string, out: Writable): Promise<void> {
  const pdb = passwordsDb(db);
  const rows = await pdb.selectFrom('sys_user_import_password').select(['row_number', 'username', 'real_name', 'password'])
    .where('import_id', '=', importId).orderBy('row_number').execute();
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('一次性密码');
  ws.columns = [
    { header: '行号', key: 'row', width: 8 },
    { header: '用户名', key: 'username', width: 16 },
    { header: '姓名', key: 'realName', width: 12 },
    { header: '一次性密码', key: 'password', width: 18 },
    { header: '说明', key: 'note', width: 40 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const r of rows) {
    ws.addRow({ row: r.row_number, username: r.username, realName: r.real_name, password: r.password, note: '首次登录后须修改密码；本文件仅可下载一次，请妥善转交' }).commit();
  }
  ws.commit();
  await wb.commit();
  // The route offers the file only once the import has finished: nothing is added after the read above.
  await pdb.deleteFrom('sys_user_import_password').where('import_id', '=', importId).execute();
}

/** Deletes one-time passwords nobody downloaded within a day (their users can be given new ones by 重置密码). */
export async function purgeOldOneTimePasswords(db: Kysely<Database>): Promise<void> {
  await passwordsDb(db).deleteFrom('sys_user_import_password').where('created_at', '<', new Date(Date.now() - KEEP_MS)).execute();
}
