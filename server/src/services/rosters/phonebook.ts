// 常用号码 (the phone book): the call dialog's suggestions, the admin page, add / update / delete, import and export.
import { sql } from 'kysely';
import type { PhoneSaveRequest } from '../../../../src/shared/api/contracts/rosters.ts';
import { PHONE_BOOK_NUMBER_PATTERN } from '../../../../src/shared/protocol/phone.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { Db } from './resources.ts';

export const PHONE_NUMBER_MESSAGE = '请输入正确的号码（手机号、带区号的座机号或3-6位短号）';

export interface PhoneFilters { name?: string; number?: string }

function filtered(db: Db, f: PhoneFilters) {
  let q = db.selectFrom('phone_book');
  if (f.name?.trim()) q = q.where('name', 'like', likePattern(f.name.trim()));
  // The dialog's suggestions match the number's beginning; the admin search matches any part.
  const number = f.number?.replace(/[\s-]/g, '');
  if (number) q = q.where('number', 'like', likePattern(number));
  return q;
}

/** The call dialog's suggestions: number by prefix, name by part. */
export function phoneBook(db: Db, f: PhoneFilters) {
  let q = db.selectFrom('phone_book').select(['id', 'name', 'number', 'remark', 'sort']);
  if (f.name) q = q.where('name', 'like', likePattern(f.name));
  if (f.number) q = q.where('number', 'like', `${f.number.replace(/-/g, '')}%`);
  return q.orderBy('sort').orderBy('id').execute();
}

const toRow = (p: { id: number; name: string; number: string; remark: string | null; sort: number; created_at: Date }) =>
  ({ id: p.id, name: p.name, number: p.number, remark: p.remark, sort: p.sort, createTime: formatDateTime(p.created_at) });

export async function phonePage(db: Db, f: PhoneFilters, page: Paging) {
  const q = filtered(db, f);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('sort').orderBy('id').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toRow), count.n, page);
}

/** Every entry of the search, for the export (a phone book holds hundreds of rows). */
export async function phoneRows(db: Db, f: PhoneFilters) {
  return (await filtered(db, f).selectAll().orderBy('sort').orderBy('id').limit(50_000).execute()).map(toRow);
}

export async function phoneDetail(db: Db, id: number) {
  const p = await db.selectFrom('phone_book').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) throw new Refusal('号码不存在，请刷新后重试');
  return toRow(p);
}

/** The entry as stored: trimmed, the number without spaces or hyphens (the softphone dials it as is); throws the refusal. */
export function cleanedPhone(input: PhoneSaveRequest) {
  const name = input.name.trim();
  const number = input.number.replace(/[\s-]/g, '');
  if (!name || !number) throw new Refusal('必填项不能为空');
  if (!PHONE_BOOK_NUMBER_PATTERN.test(number)) throw new Refusal(PHONE_NUMBER_MESSAGE);
  return { name, number, remark: input.remark?.trim() || null, sort: input.sort };
}

export const lockPhoneBook = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('phone_book'))`.execute(tx);

export async function refuseTakenNumber(tx: Db, number: string, exceptId: number | null) {
  let q = tx.selectFrom('phone_book').select('name').where('number', '=', number);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const taken = await q.executeTakeFirst();
  if (taken) throw new Refusal(`号码“${number}”已存在（${taken.name}）`);
}

export function addPhone(db: Db, input: PhoneSaveRequest): Promise<number> {
  const row = cleanedPhone(input);
  return db.transaction().execute(async (tx) => {
    await lockPhoneBook(tx);
    await refuseTakenNumber(tx, row.number, null);
    return (await tx.insertInto('phone_book').values(row).returning('id').executeTakeFirstOrThrow()).id;
  });
}

export function updatePhone(db: Db, id: number, input: PhoneSaveRequest): Promise<void> {
  const row = cleanedPhone(input);
  return db.transaction().execute(async (tx) => {
    await lockPhoneBook(tx);
    if (!await tx.selectFrom('phone_book').select('id').where('id', '=', id).executeTakeFirst()) throw new Refusal('号码不存在，请刷新后重试');
    await refuseTakenNumber(tx, row.number, id);
    await tx.updateTable('phone_book').set(row).where('id', '=', id).execute();
  });
}

export function deletePhones(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('phone_book').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw new Refusal('号码不存在，请刷新后重试');
    await tx.deleteFrom('phone_book').where('id', 'in', unique).execute();
  });
}
