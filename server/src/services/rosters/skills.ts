// 技能组 (skill groups): the list the sign-in and transfer dialogs read, 技能组's page, detail with members, add / update / delete.
import { sql } from 'kysely';
import { FIXED_SKILL_GROUPS, SKILL_NAME_PATTERN, TRANSFER_SKILL_GROUP, type SkillSaveRequest } from '../../../../src/shared/api/contracts/rosters.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { agentsByIds, checkedMembers, signedInSeats, type Db, type LiveSeat } from './resources.ts';

const isFixed = (name: string) => (FIXED_SKILL_GROUPS as readonly string[]).includes(name);
const NAME_RULE = new RegExp(SKILL_NAME_PATTERN);

function skillRows(db: Db) {
  return db.selectFrom('callcenter_skill as s').selectAll('s')
    .select((eb) => eb.selectFrom('callcenter_skill_member as m').whereRef('m.skill_name', '=', 's.name').select((e) => e.fn.countAll<string>().as('n')).as('member_count'));
}

type SkillRow = Awaited<ReturnType<ReturnType<typeof skillRows>['execute']>>[number];
const toSkill = (s: SkillRow) => ({
  id: s.id, name: s.name, description: s.description, sort: s.sort, memberCount: Number(s.member_count ?? 0), fixed: isFixed(s.name),
  createTime: formatDateTime(s.created_at),
});

export async function skillList(db: Db) {
  return (await skillRows(db).orderBy('s.sort').orderBy('s.id').execute()).map(toSkill);
}

export async function skillPage(db: Db, keyword: string | undefined, page: Paging) {
  const k = keyword?.trim();
  let q = skillRows(db);
  let c = db.selectFrom('callcenter_skill as s');
  if (k) {
    q = q.where((eb) => eb.or([eb('s.name', 'like', likePattern(k)), eb('s.description', 'like', likePattern(k))]));
    c = c.where((eb) => eb.or([eb('s.name', 'like', likePattern(k)), eb('s.description', 'like', likePattern(k))]));
  }
  const [rows, count] = await Promise.all([
    q.orderBy('s.sort').orderBy('s.id').limit(page.size).offset(page.offset).execute(),
    c.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toSkill), count.n, page);
}

export async function skillDetail(db: Db, id: number) {
  const s = await skillRows(db).where('s.id', '=', id).executeTakeFirst();
  if (!s) throw new Refusal('技能组不存在，请刷新后重试');
  const ids = (await db.selectFrom('callcenter_skill_member').select('user_id').where('skill_name', '=', s.name).execute()).map((m) => m.user_id);
  return { ...toSkill(s), members: await agentsByIds(db, ids) };
}

function cleaned(input: SkillSaveRequest) {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name || !description) throw new Refusal('必填项不能为空');
  if (!NAME_RULE.test(name)) throw new Refusal('技能组编码须为1-30位字母、数字、下划线或短横线（如 skill4）');
  return { name, description, sort: input.sort };
}

const lockSkills = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('callcenter_skill'))`.execute(tx);

async function refuseTaken(tx: Db, row: ReturnType<typeof cleaned>, exceptId: number | null) {
  let q = tx.selectFrom('callcenter_skill').select(['name', 'description'])
    .where((eb) => eb.or([eb('name', '=', row.name), eb('description', '=', row.description)]));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const taken = await q.execute();
  if (taken.some((s) => s.name === row.name)) throw new Refusal(`技能组编码“${row.name}”已存在`);
  if (taken.length) throw new Refusal(`技能组名称“${row.description}”已存在`);
}

async function setMembers(tx: Db, name: string, memberIds: number[]) {
  await tx.deleteFrom('callcenter_skill_member').where('skill_name', '=', name).execute();
  if (memberIds.length) await tx.insertInto('callcenter_skill_member').values(memberIds.map((user_id) => ({ skill_name: name, user_id }))).execute();
}

export function addSkill(db: Db, input: SkillSaveRequest): Promise<number> {
  const row = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockSkills(tx);
    await refuseTaken(tx, row, null);
    const members = await checkedMembers(tx, input.memberIds);
    const { id } = await tx.insertInto('callcenter_skill').values(row).returning('id').executeTakeFirstOrThrow();
    await setMembers(tx, row.name, members);
    return id;
  });
}

export function updateSkill(db: Db, id: number, input: SkillSaveRequest, live: readonly LiveSeat[]): Promise<void> {
  const row = cleaned(input);
  return db.transaction().execute(async (tx) => {
    await lockSkills(tx);
    const old = await tx.selectFrom('callcenter_skill').select(['name', 'description']).where('id', '=', id).executeTakeFirst();
    if (!old) throw new Refusal('技能组不存在，请刷新后重试');
    if (old.name === TRANSFER_SKILL_GROUP.name && row.description !== TRANSFER_SKILL_GROUP.description) {
      throw new Refusal(`“${TRANSFER_SKILL_GROUP.description}”是转接对话框固定的转接组，名称不能修改`);
    }
    if (old.name !== row.name) {
      if (isFixed(old.name)) throw new Refusal(`“${old.name}”是系统固定技能组（默认组与法律专席转接组），不能修改编码`);
      // Seats send the name on the socket: renaming under a signed-in seat would strand its calls.
      if ((await signedInSeats(tx, live)).some((s) => s.skillName === old.name)) {
        throw new Refusal(`技能组“${old.name}”有坐席正在签入，不能修改编码`);
      }
    }
    await refuseTaken(tx, row, id);
    const members = await checkedMembers(tx, input.memberIds);
    await tx.updateTable('callcenter_skill').set(row).where('id', '=', id).execute();
    await setMembers(tx, row.name, members);
  });
}

/** Deletes groups that are neither fixed nor used by a signed-in seat; the whole call is refused otherwise. */
export function deleteSkills(db: Db, ids: number[], live: readonly LiveSeat[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    await lockSkills(tx);
    const found = await tx.selectFrom('callcenter_skill').select(['id', 'name', 'description']).where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw new Refusal('技能组不存在，请刷新后重试');
    const fixed = found.find((s) => isFixed(s.name));
    if (fixed) throw new Refusal(`“${fixed.description}”（${fixed.name}）是系统固定技能组，不能删除`);
    const seats = await signedInSeats(tx, live);
    const busy = found.find((s) => seats.some((seat) => seat.skillName === s.name));
    if (busy) throw new Refusal(`技能组“${busy.description}”有坐席正在签入，不能删除，请待其签出后再删除`);
    await tx.deleteFrom('callcenter_skill').where('id', 'in', unique).execute();
  });
}
