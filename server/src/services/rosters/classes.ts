// 班组 (classes): the page the sign-in dialog and 班组管理 read, detail with members, add / update / delete.
import { sql } from 'kysely';
import type { ClassSaveRequest } from '../../../../src/shared/api/contracts/rosters.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { agentsByIds, checkedMembers, signedInSeats, type Db, type LiveSeat } from './resources.ts';

export async function classPage(db: Db, f: { className?: string }, page: Paging) {
  let q = db.selectFrom('callcenter_class as c');
  if (f.className?.trim()) q = q.where('c.class_name', 'like', likePattern(f.className.trim()));
  const [rows, count] = await Promise.all([
    q.selectAll('c')
      .select((eb) => eb.selectFrom('callcenter_class_member as m').whereRef('m.class_id', '=', 'c.id').select((e) => e.fn.countAll<string>().as('n')).as('member_count'))
      .orderBy('c.sort').orderBy('c.id').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map((c) => ({
    id: c.id, className: c.class_name, busyLimit: c.busy_limit, startTime: c.start_time, endTime: c.end_time, sort: c.sort,
    remark: c.remark, memberCount: Number(c.member_count ?? 0), createTime: formatDateTime(c.created_at),
  })), count.n, page);
}

export async function classDetail(db: Db, id: number) {
  const c = await db.selectFrom('callcenter_class').selectAll().where('id', '=', id).executeTakeFirst();
  if (!c) throw new Refusal('班组不存在，请刷新后重试');
  const memberIds = (await db.selectFrom('callcenter_class_member').select('user_id').where('class_id', '=', id).execute()).map((m) => m.user_id);
  const members = await agentsByIds(db, memberIds);
  return {
    id: c.id, className: c.class_name, busyLimit: c.busy_limit, startTime: c.start_time, endTime: c.end_time, sort: c.sort,
    remark: c.remark, memberCount: members.length, createTime: formatDateTime(c.created_at), members,
  };
}

function cleaned(input: ClassSaveRequest) {
  const className = input.className.trim();
  if (!className) throw new Refusal('必填项不能为空');
  if (input.startTime === input.endTime) throw new Refusal('上班时间与下班时间不能相同');
  return { class_name: className, start_time: input.startTime, end_time: input.endTime, busy_limit: input.busyLimit, sort: input.sort, remark: input.remark?.trim() || null };
}

/** Serialises class writes: the name check and the member moves see one another. */
const lockClasses = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('callcenter_class'))`.execute(tx);

async function refuseTaken(tx: Db, name: string, exceptId: number | null) {
  let q = tx.selectFrom('callcenter_class').select('id').where('class_name', '=', name);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw new Refusal(`班组名称“${name}”已存在`);
}

/** A user belongs to at most one class: members picked here leave the class they were in. */
async function setMembers(tx: Db, classId: number, memberIds: number[]) {
  await tx.deleteFrom('callcenter_class_member').where((eb) => eb.or([
    eb('class_id', '=', classId), ...(memberIds.length ? [eb('user_id', 'in', memberIds)] : []),
  ])).execute();
  if (memberIds.length) await tx.insertInto('callcenter_class_member').values(memberIds.map((user_id) => ({ class_id: classId, user_id }))).execute();
}

export function addClass(db: Db, input: ClassSaveRequest): Promise<number> {
  const row = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockClasses(tx);
    await refuseTaken(tx, row.class_name, null);
    const members = await checkedMembers(tx, input.memberIds);
    const { id } = await tx.insertInto('callcenter_class').values(row).returning('id').executeTakeFirstOrThrow();
    await setMembers(tx, id, members);
    return id;
  });
}

export function updateClass(db: Db, id: number, input: ClassSaveRequest): Promise<void> {
  const row = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockClasses(tx);
    if (!await tx.selectFrom('callcenter_class').select('id').where('id', '=', id).executeTakeFirst()) throw new Refusal('班组不存在，请刷新后重试');
    await refuseTaken(tx, row.class_name, id);
    const members = await checkedMembers(tx, input.memberIds);
    await tx.updateTable('callcenter_class').set(row).where('id', '=', id).execute();
    await setMembers(tx, id, members);
  });
}

/** Deletes classes no seat is signed in with; the whole call is refused otherwise. */
export function deleteClasses(db: Db, ids: number[], live: readonly LiveSeat[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    await lockClasses(tx);
    const found = await tx.selectFrom('callcenter_class').select(['id', 'class_name']).where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw new Refusal('班组不存在，请刷新后重试');
    const seats = await signedInSeats(tx, live);
    const busy = found.find((c) => seats.some((s) => s.classId === c.id));
    if (busy) throw new Refusal(`班组“${busy.class_name}”有坐席正在签入，不能删除，请待其签出后再删除`);
    await tx.deleteFrom('callcenter_class').where('id', 'in', unique).execute();
  });
}
