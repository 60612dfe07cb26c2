// Users' import from .xlsx: the template, a streamed read of the sheet (ExcelJS's streaming reader, never the whole
// workbook in memory), every row checked like the user form, each row written in its own transaction (in or out),
// progress in the database (any server may answer the console's poll) and the failed rows kept with their reasons.
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/office.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashOneTimePassword, hashPassword, oneTimePassword, passwordPolicyViolations } from '../../lib/password.ts';
import { keepOneTimePassword, type OneTimeRow } from './import-passwords.ts';
import {
  EMAIL_PATTERN, EXTENSION_PATTERN, JOB_NUMBER_PATTERN, USER_FIELD_LIMITS, USERNAME_PATTERN, userFieldMessages,
} from '../../../../src/shared/protocol/userFields.ts';
import { passwordMessages } from '../../../../src/shared/protocol/password.ts';
import { isPhone } from '../../../../src/shared/protocol/phone.ts';
import type { DataScope } from '../data-scope.ts';

// ---- the sheet's columns ----

export type ColumnKey =
  | 'username' | 'realName' | 'jobNumber' | 'gender' | 'mobile' | 'email' | 'dept' | 'roles' | 'posts' | 'landline' | 'status' | 'password';

export interface SheetColumn {
  key: ColumnKey;
  header: string;
  required?: true;
  width: number;
  /** What to write, shown in the hints sheet and as the header cell's note. */
  hint: string;
}

export const GENDERS = [{ value: 0, label: '男' }, { value: 1, label: '女' }, { value: 2, label: '保密' }] as const;
export const STATUSES = [{ value: 0, label: '停用' }, { value: 1, label: '正常' }] as const;

export const IMPORT_COLUMNS: readonly SheetColumn[] = [
  { key: 'username', header: '用户名', required: true, width: 16, hint: '2-30位字母、数字、下划线、点或短横线；已存在的用户名仅在开启“更新已存在的用户”时更新该用户' },
  { key: 'realName', header: '姓名', required: true, width: 12, hint: '不超过30个字符' },
  { key: 'jobNumber', header: '工号', required: true, width: 12, hint: '1-32位字母、数字、下划线或短横线，不能与其他用户重复' },
  { key: 'gender', header: '性别', width: 8, hint: '0 男、1 女、2 保密（填文字或数字），不填为保密' },
  { key: 'mobile', header: '手机号码', width: 15, hint: '11位手机号，或固定电话（区号-号码）' },
  { key: 'email', header: '邮箱', width: 24, hint: '如 name@example.com' },
  { key: 'dept', header: '部门', required: true, width: 18, hint: '部门名称或部门编号（见“部门”表）；名称重名时请填编号' },
  { key: 'roles', header: '角色', width: 18, hint: '角色名称（见“角色”表），多个用逗号分隔；更新时不填则保留原角色' },
  { key: 'posts', header: '岗位', width: 14, hint: '岗位名称（见“岗位”表），多个用逗号分隔；更新时不填则保留原岗位' },
  { key: 'landline', header: '分机号', width: 10, hint: '3-8位数字，不能与其他用户重复；不填为无分机' },
  { key: 'status', header: '状态', width: 8, hint: '0 停用、1 正常（填文字或数字），不填为正常' },
  { key: 'password', header: '初始密码', width: 16, hint: `${passwordMessages.policy}；新用户不填则生成一次性密码（导入后下载，仅可下载一次），更新时不填则不修改；用户首次登录须修改密码` },
];

/** The template's example row (skipped when imported unchanged, so a forgotten example creates nobody). */
export const EXAMPLE_ROW: Record<ColumnKey, string> = {
  username: 'zhangsan01', realName: '张三', jobNumber: 'Z0001', gender: '男', mobile: '13912345678', email: 'zhangsan01@example.com',
  dept: '话务受理科', roles: '话务员', posts: '话务员', landline: '', status: '正常', password: '',
};

const LIST_SEPARATOR = /[,，、;；]/;

// ---- tables of this module (migration 008) ----

interface UserImportTable {
  id: string;
  user_id: number;
  update_support: boolean;
  status: 'running' | 'finished' | 'broken';
  total: number | null;
  done: number;
  imported: number;
  updated: number;
  failed: number;
  one_time_passwords: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

interface UserImportFailureTable {
  import_id: string;
  row_number: number;
  cells: string;
  reason: string;
}

type ImportDb = Kysely<Database & { sys_user_import: UserImportTable; sys_user_import_failure: UserImportFailureTable }>;
const importDb = (db: Kysely<Database>): ImportDb => db.withTables<{ sys_user_import: UserImportTable; sys_user_import_failure: UserImportFailureTable }>();

// ---- reading the sheet ----

/** The upload is not a readable .xlsx, or its first sheet lacks the template's headers: the client's fault (a 400). */
export class UnreadableSheet extends Error {
  /** ExcelJS's zip reading failed, not a rule about the content: the same file may read on another try. */
  retryable = false;
}

const UNREADABLE = '文件无法读取，请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）';
/** ExcelJS 4.4's streaming zip reader sometimes loses entries of a sound file (seen in full test runs, never alone). */
const READ_ATTEMPTS = 3;

function unreadable(): UnreadableSheet {
  const error = new UnreadableSheet(UNREADABLE);
  error.retryable = true;
  return error;
}

export interface SheetRow {
  /** The row's number in the sheet (1 = the header row), as the user sees it in Excel. */
  rowNumber: number;
  cells: Record<ColumnKey, string>;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** '用户名*', '用户名（必填）' and ' 用户名 ' all name the 用户名 column. */
function columnOfHeader(text: string): ColumnKey | undefined {
  const name = text.replace(/[*＊]/g, '').replace(/[(（].*$/, '').trim();
  return IMPORT_COLUMNS.find((c) => c.header === name)?.key;
}

const isExample = (cells: Record<ColumnKey, string>) => IMPORT_COLUMNS.every((c) => cells[c.key] === EXAMPLE_ROW[c.key]);

/**
 * The data rows of the file's first sheet, read as a stream: the first non-blank row is the header row, blank rows
 * and the unchanged example row are skipped. Throws UnreadableSheet for a file that is not an .xlsx or lacks headers.
 */
export async function* sheetRows(path: string): AsyncGenerator<SheetRow> {
  for (let attempt = 1; ; attempt += 1) {
    let yielded = false;
    try {
      for await (const row of readSheetOnce(path)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (error) {
      // A failed read is tried again only before any row went out, so nothing is counted or written twice.
      if (error instanceof UnreadableSheet && error.retryable && !yielded && attempt < READ_ATTEMPTS) continue;
      throw error;
    }
  }
}

async function* readSheetOnce(path: string): AsyncGenerator<SheetRow> {
  const Excel = await loadExcel();
  const input = createReadStream(path);
  const reader = new Excel.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore',
  });
  let positions: Array<[ColumnKey, number]> | null = null;
  let sawSheet = false;
  try {
    for await (const worksheet of reader) {
      if (sawSheet) {
        // Only the first sheet holds users; the others (hints) are drained, since an unread entry can stall or break the zip stream.
        for await (const _row of worksheet as AsyncIterable<ExcelJS.Row>) { /* skipped */ }
        continue;
      }
      sawSheet = true;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        if (!positions) {
          positions = headerPositions(values);
          continue;
        }
        const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, ''])) as Record<ColumnKey, string>;
        let blank = true;
        for (const [key, index] of positions) {
          const text = cellText(values[index]);
          cells[key] = text;
          if (text) blank = false;
        }
        if (blank || isExample(cells)) continue;
        yield { rowNumber: row.number, cells };
      }
    }
  } catch (error) {
    if (error instanceof UnreadableSheet) throw error;
    throw unreadable();
  } finally {
    input.destroy();
  }
  if (!sawSheet) throw unreadable();
  if (!positions) throw new UnreadableSheet('文件中没有数据，请按导入模板填写后再上传');
}

function headerPositions(values: ExcelJS.CellValue[]): Array<[ColumnKey, number]> {
  const positions = new Map<ColumnKey, number>();
  values.forEach((value, index) => {
    const key = columnOfHeader(cellText(value));
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !positions.has(c.key)).map((c) => `「${c.header}」`);
  if (missing.length) throw new UnreadableSheet(`表头不正确：缺少${missing.join('、')}列，请下载导入模板后按模板填写`);
  return [...positions];
}

// ---- checking a row ----

interface Reference {
  deptsById: Map<number, string>;
  deptsByName: Map<string, number[]>;
  rolesByName: Map<string, number>;
  postsByName: Map<string, number>;
}

async function referenceData(db: Kysely<Database>): Promise<Reference> {
  const [depts, roles, posts] = await Promise.all([
    db.selectFrom('sys_dept').select(['id', 'name']).execute(),
    db.selectFrom('sys_role').select(['id', 'role_name']).execute(),
    db.selectFrom('sys_post').select(['id', 'post_name']).execute(),
  ]);
  const deptsByName = new Map<string, number[]>();
  for (const d of depts) deptsByName.set(d.name, [...(deptsByName.get(d.name) ?? []), d.id]);
  return {
    deptsById: new Map(depts.map((d) => [d.id, d.name])),
    deptsByName,
    rolesByName: new Map(roles.map((r) => [r.role_name, r.id])),
    postsByName: new Map(posts.map((p) => [p.post_name, p.id])),
  };
}

/** A row's user as it will be written; roles and posts undefined = the sheet left them blank. */
interface UserFields {
  username: string;
  realName: string;
  jobNumber: string;
  gender: number;
  mobile: string | null;
  email: string | null;
  deptId: number;
  roleIds: number[] | undefined;
  postIds: number[] | undefined;
  landline: string | null;
  status: number;
  password: string | null;
}

function labelled(text: string, options: ReadonlyArray<{ value: number; label: string }>): number | undefined {
  return options.find((o) => o.label === text || String(o.value) === text)?.value;
}

function namesOf(text: string): string[] {
  return [...new Set(text.split(LIST_SEPARATOR).map((n) => n.trim()).filter(Boolean))];
}

/** The form's rules on one row, without the database: the problems found, or the fields to write. */
function checkRow(cells: Record<ColumnKey, string>, ref: Reference): { fields?: UserFields; problems: string[] } {
  const problems: string[] = [];
  const required = (key: ColumnKey, header: string) => {
    if (!cells[key]) problems.push(`${header}不能为空`);
    return cells[key];
  };
  const format = (key: ColumnKey, valid: boolean, message: string) => { if (cells[key] && !valid) problems.push(message); };
  const username = required('username', '用户名');
  format('username', USERNAME_PATTERN.test(username), userFieldMessages.username);
  const realName = required('realName', '姓名');
  format('realName', [...realName].length <= USER_FIELD_LIMITS.realName, userFieldMessages.realName);
  const jobNumber = required('jobNumber', '工号');
  format('jobNumber', JOB_NUMBER_PATTERN.test(jobNumber), userFieldMessages.jobNumber);
  const gender = cells.gender ? labelled(cells.gender, GENDERS) : 2;
  if (gender === undefined) problems.push('性别只能填写 男、女、保密（或 0、1、2）');
  format('mobile', isPhone(cells.mobile), userFieldMessages.phone);
  format('email', EMAIL_PATTERN.test(cells.email) && cells.email.length <= USER_FIELD_LIMITS.email, userFieldMessages.email);

  let deptId: number | undefined;
  const dept = required('dept', '部门');
  if (dept) {
    const byName = ref.deptsByName.get(dept);
    if (byName && byName.length > 1) problems.push(`部门名称「${dept}」不唯一，请填写部门编号`);
    else if (byName) deptId = byName[0];
    else if (/^\d+$/.test(dept) && ref.deptsById.has(Number(dept))) deptId = Number(dept);
    else problems.push(`部门不存在：${dept}`);
  }
  const idsOf = (text: string, byName: Map<string, number>, what: string): number[] | undefined => {
    if (!text) return undefined;
    const names = namesOf(text);
    const unknown = names.filter((n) => !byName.has(n));
    if (unknown.length) problems.push(`${what}不存在：${unknown.join('、')}`);
    return names.map((n) => byName.get(n)!).filter((id) => id !== undefined);
  };
  const roleIds = idsOf(cells.roles, ref.rolesByName, '角色');
  const postIds = idsOf(cells.posts, ref.postsByName, '岗位');
  format('landline', EXTENSION_PATTERN.test(cells.landline), userFieldMessages.extension);
  const status = cells.status ? labelled(cells.status, STATUSES) : 1;
  if (status === undefined) problems.push('状态只能填写 正常、停用（或 1、0）');
  if (cells.password) {
    const violations = passwordPolicyViolations(cells.password);
    if (violations.length) problems.push(`初始密码不符合要求：${violations.join('，')}`);
  }
  if (problems.length) return { problems };
  return {
    problems,
    fields: {
      username, realName, jobNumber, gender: gender!, mobile: cells.mobile || null, email: cells.email || null, deptId: deptId!,
      roleIds, postIds, landline: cells.landline || null, status: status!, password: cells.password || null,
    },
  };
}

// ---- the import ----

export interface ImportRequest {
  id: string;
  /** The importing user (owner of the import's progress and failed rows). */
  userId: number;
  updateSupport: boolean;
  scope: DataScope;
}

export interface ImportOutcome {
  id: string;
  total: number;
  imported: number;
  updated: number;
  failed: number;
  /** New users given a one-time password (the importer downloads them once). */
  oneTimePasswords: number;
  /** Updated users whose roles changed, who were disabled or given a password: their sessions must be read again. */
  sessionsToRecheck: number[];
}

/** Rows checked against the database together, and how often the progress row is written. */
const BATCH_ROWS = 250;

interface Existing {
  id: number;
  username: string;
  jobNumber: string;
  landline: string | null;
  deptId: number | null;
  status: number;
}

interface Failure {
  rowNumber: number;
  cells: Record<ColumnKey, string>;
  reason: string;
}

/** The import's id is taken (by another import, maybe the caller's own retry). */
export class DuplicateImport extends Error {}

async function startImport(db: Kysely<Database>, request: ImportRequest, total: number): Promise<void> {
  const inserted = await importDb(db).insertInto('sys_user_import')
    .values({ id: request.id, user_id: request.userId, update_support: request.updateSupport, status: 'running', total, done: 0, imported: 0, updated: 0, failed: 0, one_time_passwords: 0, error: null, created_at: new Date(), finished_at: null })
    .onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  if (!inserted) throw new DuplicateImport('导入任务编号重复，请重新导入');
}

/** An import that could not finish (a failure of the database midway) says so to whoever polls it. */
async function breakImport(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await importDb(db).updateTable('sys_user_import').set({ status: 'broken', error, finished_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Imports the users of an .xlsx file saved at `path`. Counts the rows first (streamed) so the progress has a total and
 * an unreadable file is refused before anything is written; then reads the sheet again and writes it row by row.
 */
export async function importUsers(db: Kysely<Database>, path: string, request: ImportRequest): Promise<ImportOutcome> {
  let total = 0;
  for await (const _row of sheetRows(path)) total++;
  await startImport(db, request, total);
  try {
    return await writeSheet(db, path, request);
  } catch (error) {
    await breakImport(db, request.id, error instanceof UnreadableSheet ? error.message : '导入中断：服务器出错，已写入的行保留，请稍后重新导入');
    throw error;
  }
}

async function writeSheet(db: Kysely<Database>, path: string, request: ImportRequest): Promise<ImportOutcome> {
  const idb = importDb(db);
  const ref = await referenceData(db);
  // scrypt is slow on purpose: each distinct initial password is hashed once per import, not once per row.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  };
  const seen = { username: new Map<string, number>(), jobNumber: new Map<string, number>(), landline: new Map<string, number>() };
  const counts = { done: 0, imported: 0, updated: 0, failed: 0, one_time_passwords: 0 };
  const sessionsToRecheck = new Set<number>();

  let batch: SheetRow[] = [];
  const flush = async () => {
    const failures = await writeBatch(db, batch, request, ref, seen, hashOf, counts, sessionsToRecheck);
    if (failures.length) {
      await idb.insertInto('sys_user_import_failure').values(failures.map((f) => ({
        import_id: request.id, row_number: f.rowNumber, cells: JSON.stringify(IMPORT_COLUMNS.map((c) => f.cells[c.key])), reason: f.reason,
      }))).execute();
    }
    counts.done += batch.length;
    counts.failed += failures.length;
    batch = [];
    await idb.updateTable('sys_user_import').set(counts).where('id', '=', request.id).execute();
  };
  for await (const row of sheetRows(path)) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  await idb.updateTable('sys_user_import').set({ status: 'finished', finished_at: new Date(), total: counts.done }).where('id', '=', request.id).execute();
  return {
    id: request.id, total: counts.done, imported: counts.imported, updated: counts.updated, failed: counts.failed,
    oneTimePasswords: counts.one_time_passwords, sessionsToRecheck: [...sessionsToRecheck],
  };
}

const deptInScope = (scope: DataScope, deptId: number | null) => scope.all || (deptId !== null && scope.deptIds.includes(deptId));

async function writeBatch(
  db: Kysely<Database>, rows: SheetRow[], request: ImportRequest, ref: Reference,
  seen: Record<'username' | 'jobNumber' | 'landline', Map<string, number>>, hashOf: (password: string) => Promise<string>,
  counts: { imported: number; updated: number; one_time_passwords: number }, sessionsToRecheck: Set<number>,
): Promise<Failure[]> {
  if (!rows.length) return [];
  const failures: Failure[] = [];
  const checked = rows.map((row) => ({ row, ...checkRow(row.cells, ref) }));

  // Who already holds these usernames, job numbers and extensions (three queries per batch, not per row).
  const pick = (key: 'username' | 'jobNumber' | 'landline') => [...new Set(checked.map((c) => c.fields?.[key]).filter((v): v is string => !!v))];
  const columns = ['id', 'username', 'job_number', 'landline_number', 'dept_id', 'status'] as const;
  const toExisting = (u: { id: number; username: string; job_number: string; landline_number: string | null; dept_id: number | null; status: number }): Existing =>
    ({ id: u.id, username: u.username, jobNumber: u.job_number, landline: u.landline_number, deptId: u.dept_id, status: u.status });
  const usernames = pick('username');
  const jobNumbers = pick('jobNumber');
  const landlines = pick('landline');
  const [byUsername, byJobNumber, byLandline] = await Promise.all([
    usernames.length ? db.selectFrom('sys_user').select(columns).where('username', 'in', usernames).execute() : [],
    jobNumbers.length ? db.selectFrom('sys_user').select(columns).where('job_number', 'in', jobNumbers).execute() : [],
    landlines.length ? db.selectFrom('sys_user').select(columns).where('landline_number', 'in', landlines).execute() : [],
  ]);
  const existingByUsername = new Map(byUsername.map((u) => [u.username, toExisting(u)]));
  const holderOfJobNumber = new Map(byJobNumber.map((u) => [u.job_number, u.id]));
  const holderOfLandline = new Map(byLandline.map((u) => [u.landline_number!, u.id]));

  for (const { row, fields, problems } of checked) {
    // Duplicates inside the file: the first row keeps the value, later rows fail.
    const duplicates: string[] = [];
    for (const [key, header] of [['username', '用户名'], ['jobNumber', '工号'], ['landline', '分机号']] as const) {
      const value = key === 'landline' ? row.cells.landline : row.cells[key];
      if (!value) continue;
      const first = seen[key].get(value);
      if (first === undefined) seen[key].set(value, row.rowNumber);
      else duplicates.push(`${header}与第${first}行重复`);
    }
    problems.unshift(...duplicates);
    if (!fields || problems.length) {
      failures.push({ rowNumber: row.rowNumber, cells: row.cells, reason: problems.join('；') });
      continue;
    }
    const existing = existingByUsername.get(fields.username);
    if (existing && !request.updateSupport) problems.push('用户名已存在（如需更新已存在的用户，请开启“更新已存在的用户”）');
    if (existing && request.updateSupport && !deptInScope(request.scope, existing.deptId)) problems.push('无权修改该用户（不在您的数据范围内）');
    const jobHolder = holderOfJobNumber.get(fields.jobNumber);
    if (jobHolder !== undefined && jobHolder !== existing?.id) problems.push(`工号已被其他用户使用：${fields.jobNumber}`);
    const landlineHolder = fields.landline ? holderOfLandline.get(fields.landline) : undefined;
    if (landlineHolder !== undefined && landlineHolder !== existing?.id) problems.push(`分机号已被其他用户使用：${fields.landline}`);
    if (!deptInScope(request.scope, fields.deptId)) problems.push('无权将用户导入该部门（不在您的数据范围内）');
    if (problems.length) {
      failures.push({ rowNumber: row.rowNumber, cells: row.cells, reason: problems.join('；') });
      continue;
    }
    try {
      // A new user without 初始密码 gets a random one-time password, never a known one; every user given a password here
      // must choose their own at the first sign-in (the importer knows this one).
      const oneTime: OneTimeRow | null = fields.password === null && !existing
        ? { rowNumber: row.rowNumber, username: fields.username, realName: fields.realName, password: oneTimePassword() }
        : null;
      const passwordHash = oneTime ? await hashOneTimePassword(oneTime.password) : fields.password === null ? null : await hashOf(fields.password);
      const outcome = await writeUser(db, fields, existing, passwordHash, oneTime && { importId: request.id, row: oneTime });
      if (existing) counts.updated++;
      else counts.imported++;
      if (oneTime) counts.one_time_passwords++;
      if (existing && (outcome.rolesChanged || passwordHash || (existing.status === 1 && fields.status === 0))) sessionsToRecheck.add(existing.id);
      // Later batches see this row's values as taken.
      if (outcome.id !== undefined) {
        holderOfJobNumber.set(fields.jobNumber, outcome.id);
        if (fields.landline) holderOfLandline.set(fields.landline, outcome.id);
      }
    } catch (error) {
      failures.push({ rowNumber: row.rowNumber, cells: row.cells, reason: writeFailureReason(error) });
    }
  }
  return failures;
}

/** A write refused by the database (another server took the username meanwhile, a constraint) fails the row alone. */
function writeFailureReason(error: unknown): string {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') {
    const what = /job_number/.test(`${e.constraint} ${e.message}`) ? '工号' : /landline/.test(`${e.constraint} ${e.message}`) ? '分机号' : '用户名';
    return `${what}已被其他用户使用`;
  }
  return '保存失败：该行未写入，请检查后重新导入';
}

/** One row in one transaction: the user, its roles and posts (and its one-time password) together, or nothing. */
async function writeUser(
  db: Kysely<Database>, f: UserFields, existing: Existing | undefined, passwordHash: string | null, oneTime: { importId: string; row: OneTimeRow } | null,
) {
  return db.transaction().execute(async (tx) => {
    const values = {
      real_name: f.realName, job_number: f.jobNumber, gender: f.gender, mobile: f.mobile, email: f.email, dept_id: f.deptId,
      landline_number: f.landline, status: f.status,
    };
    let id: number;
    let rolesChanged = false;
    if (existing) {
      id = existing.id;
      await tx.updateTable('sys_user').set({ ...values, ...(passwordHash ? { password_hash: passwordHash, must_change_password: true } : {}) }).where('id', '=', id).execute();
      if (f.roleIds) {
        const before = await tx.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).execute();
        rolesChanged = before.map((r) => r.role_id).sort().join() !== [...f.roleIds].sort().join();
        if (rolesChanged) await tx.deleteFrom('sys_user_role').where('user_id', '=', id).execute();
      }
      if (f.postIds) await tx.deleteFrom('sys_user_post').where('user_id', '=', id).execute();
    } else {
      const created = await tx.insertInto('sys_user').values({ username: f.username, password_hash: passwordHash!, must_change_password: true, ...values })
        .returning('id').executeTakeFirstOrThrow();
      id = created.id;
      if (oneTime) await keepOneTimePassword(tx, oneTime.importId, oneTime.row);
      rolesChanged = true;
    }
    if (f.roleIds?.length && rolesChanged) await tx.insertInto('sys_user_role').values(f.roleIds.map((role_id) => ({ user_id: id, role_id }))).execute();
    if (f.postIds?.length) await tx.insertInto('sys_user_post').values(f.postIds.map((post_id) => ({ user_id: id, post_id }))).execute();
    return { id, rolesChanged };
  });
}

// ---- progress and failed rows ----

/** Progress of one of the user's imports (undefined: no such import of this user). */
export async function importProgress(db: Kysely<Database>, id: string, userId: number) {
  const row = await importDb(db).selectFrom('sys_user_import')
    .select(['id', 'status', 'total', 'done', 'imported', 'updated', 'failed', 'one_time_passwords as oneTimePasswords', 'error'])
    .where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row;
}

/** The failed rows of an import as .xlsx (streamed), the template's columns plus 失败原因. */
export async function writeFailuresWorkbook(db: Kysely<Database>, id: string, out: Writable): Promise<void> {
  const idb = importDb(db);
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('失败记录');
  ws.columns = [
    { header: '行号', key: 'row', width: 8 },
    ...IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
    { header: '失败原因', key: 'reason', width: 48 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const PAGE = 500;
  for (let after = 0; ;) {
    const rows = await idb.selectFrom('sys_user_import_failure').select(['row_number', 'cells', 'reason'])
      .where('import_id', '=', id).where('row_number', '>', after).orderBy('row_number').limit(PAGE).execute();
    for (const r of rows) {
      const cells = JSON.parse(r.cells) as string[];
      ws.addRow({ row: r.row_number, ...Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.key, cells[i] ?? ''])), reason: r.reason }).commit();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.row_number;
  }
  ws.commit();
  await wb.commit();
}

// ---- the template ----

/** The import template: the users sheet (headers with notes, one example row) and the hints sheets. */
export async function templateWorkbook(db: Kysely<Database>): Promise<Buffer> {
  const ref = await referenceData(db);
  const wb = new (await loadExcel()).Workbook();
  wb.creator = '12345 热线工单系统';
  const ws = wb.addWorksheet('用户');
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: c.required ? `${c.header}*` : c.header, key: c.key, width: c.width }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  IMPORT_COLUMNS.forEach((c, i) => { header.getCell(i + 1).note = c.hint; });
  ws.addRow(EXAMPLE_ROW);
  ws.views = [{ state: 'frozen', ySplit: 1 }];

  const hints = wb.addWorksheet('填写说明');
  hints.columns = [{ header: '列', key: 'column', width: 12 }, { header: '必填', key: 'required', width: 6 }, { header: '填写说明', key: 'hint', width: 90 }];
  hints.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) hints.addRow({ column: c.header, required: c.required ? '是' : '', hint: c.hint });
  hints.addRow({});
  hints.addRow({ column: '性别', hint: GENDERS.map((g) => `${g.value} ${g.label}`).join('，') });
  hints.addRow({ column: '状态', hint: STATUSES.map((s) => `${s.value} ${s.label}`).join('，') });
  hints.addRow({ column: '示例行', hint: '“用户”表第2行为示例，原样保留时导入会跳过它；请替换为实际用户' });

  const listSheet = (name: string, headers: [string, string], rows: Array<[number | string, string]>) => {
    const sheet = wb.addWorksheet(name);
    sheet.columns = [{ header: headers[0], key: 'a', width: 12 }, { header: headers[1], key: 'b', width: 30 }];
    sheet.getRow(1).font = { bold: true };
    for (const [a, b] of rows) sheet.addRow({ a, b });
  };
  listSheet('部门', ['部门编号', '部门名称'], [...ref.deptsById].map(([id, name]) => [id, name]));
  listSheet('角色', ['角色编号', '角色名称'], [...ref.rolesByName].map(([name, id]) => [id, name]));
  listSheet('岗位', ['岗位编号', '岗位名称'], [...ref.postsByName].map(([name, id]) => [id, name]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
