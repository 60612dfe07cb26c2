// The repeat-call limit per number (numberLimit): a number calling more than its day limit (Asia/Shanghai) is flagged 超限.
import type { Kysely } from 'kysely';
import type { NumberLimit, NumberLimitPageRequest, NumberLimitSaveRequest } from '../../../../src/shared/api/contracts/traffic.ts';
import type { Database } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime, startOfCstDay } from '../../lib/time.ts';

type Db = Kysely<Database>;

const DUPLICATE = '该号码已设置限呼次数';

/** Incoming calls (first legs) from these numbers since midnight today. */
async function callsToday(db: Db, numbers: string[], now = new Date()): Promise<Map<string, number>> {
  if (!numbers.length) return new Map();
  const rows = await db.selectFrom('call_record').select(['caller', (eb) => eb.fn.countAll<string>().as('n')])
    .where('caller', 'in', numbers).where('direction', '=', 'in').where('leg', '=', 1).where('offered_at', '>=', startOfCstDay(now))
    .groupBy('caller').execute();
  return new Map(rows.map((r) => [r.caller, Number(r.n)]));
}

export async function numberLimitPage(db: Db, input: NumberLimitPageRequest, page: Paging) {
  let q = db.selectFrom('call_number_limit');
  const number = input.number?.trim();
  if (number) q = q.where('number', 'like', likePattern(number));
  const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('update_time', 'desc').orderBy('id', 'desc').limit(page.size).offset(page.offset).execute();
  const today = await callsToday(db, rows.map((r) => r.number));
  const records: NumberLimit[] = rows.map((r) => {
    const todayCalls = today.get(r.number) ?? 0;
    return {
      id: r.id, number: r.number, dayLimit: r.day_limit, remark: r.remark, todayCalls, overLimit: todayCalls > r.day_limit,
      createBy: r.create_by, updateTime: formatDateTime(r.update_time),
    };
  });
  return pageAnswer(records, total, page);
}

async function refuseDuplicate(db: Db, number: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('call_number_limit').select('id').where('number', '=', number);
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw new Refusal(DUPLICATE);
}

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export async function addNumberLimit(db: Db, input: NumberLimitSaveRequest, by: string): Promise<number> {
  const number = input.number.trim();
  await refuseDuplicate(db, number);
  try {
    const row = await db.insertInto('call_number_limit')
      .values({ number, day_limit: input.dayLimit, remark: input.remark?.trim() || null, create_by: by })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (uniqueViolation(error)) throw new Refusal(DUPLICATE);
    throw error;
  }
}

export async function updateNumberLimit(db: Db, id: number, input: NumberLimitSaveRequest): Promise<void> {
  const number = input.number.trim();
  await refuseDuplicate(db, number, id);
  try {
    const done = await db.updateTable('call_number_limit')
      .set({ number, day_limit: input.dayLimit, remark: input.remark?.trim() || null, update_time: new Date() })
      .where('id', '=', id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw new Refusal('该限呼号码不存在或已被删除');
  } catch (error) {
    if (uniqueViolation(error)) throw new Refusal(DUPLICATE);
    throw error;
  }
}

export async function deleteNumberLimits(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('call_number_limit').where('id', 'in', ids).execute();
}
