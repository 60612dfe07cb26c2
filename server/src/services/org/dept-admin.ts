// 部门管理's rules: a department's level and kind follow its parent (the city -> main departments level 1 -> their units
// level 2; the centre's sections stay level 2), names are unique among siblings, no cycles, and a department still in use
// (children, users, work orders, classifications) is not deleted. Writes lock sys_dept so two servers cannot race a rule.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { SysDept, SysDeptSave, SysDeptUpdate } from '../../../../src/shared/api/contracts/sysDept.ts';
import { isPhone, PHONE_REFUSAL } from '../../../../src/shared/protocol/phone.ts';
import { EMAIL_PATTERN } from '../../../../src/shared/protocol/userFields.ts';
import type { Database, SysDeptTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';

type Db = Kysely<Database>;
type Tx = Transaction<Database>;
type DeptRow = Selectable<SysDeptTable>;

export const DEPT_EMAIL_REFUSAL = '请输入正确的邮箱地址';
export const DEPT_DISABLED_REFUSAL = (name: string) => `部门“${name}”已停用，不能接收新工单`;

export const DeptKind = { root: 'root', centre: 'centre', section: 'section', main: 'main', sub: 'sub' } as const;

const LEVEL_NAMES: Record<number, string> = { 0: '市级', 1: '一级部门', 2: '二级部门' };

/** Where a department under this parent sits; a unit or a section takes no departments below it (the engine has two levels). */
export function placementUnder(parent: DeptRow): { level: number; kind: string } {
  switch (parent.kind) {
    case DeptKind.root: return { level: 1, kind: DeptKind.main };
    case DeptKind.main: return { level: 2, kind: DeptKind.sub };
    case DeptKind.centre: return { level: 2, kind: DeptKind.section };
    default: throw new Refusal(`“${parent.name}”是二级部门，下面不能再设部门`);
  }
}

export async function deptInfo(db: Db | Tx, id: number): Promise<SysDept> {
  const d = await db.selectFrom('sys_dept as d').leftJoin('sys_dept as p', 'p.id', 'd.pid')
    .selectAll('d').select('p.name as parent_name').where('d.id', '=', id).executeTakeFirst();
  if (!d) throw new Refusal('部门不存在');
  return {
    id: d.id, pid: d.pid, parentName: d.parent_name, name: d.name, level: d.level, kind: d.kind, sort: d.sort,
    leader: d.leader, phone: d.phone, address: d.address, email: d.email, status: d.status,
  };
}

const lockDepts = (tx: Tx) => sql`lock table sys_dept in share row exclusive mode`.execute(tx);

const rowFor = (tx: Tx, id: number) => tx.selectFrom('sys_dept').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** Name, contacts and sort as stored; a phone is checked when it is new (older rows may hold an extension suffix). */
function cleaned(input: SysDeptSave, before?: DeptRow) {
  const name = input.name.trim();
  if (!name) throw new Refusal('必填项不能为空');
  const phone = blankToNull(input.phone);
  if (phone !== null && phone !== before?.phone && !isPhone(phone)) throw new Refusal(PHONE_REFUSAL);
  const email = blankToNull(input.email);
  if (email !== null && !EMAIL_PATTERN.test(email)) throw new Refusal(DEPT_EMAIL_REFUSAL);
  return {
    name, phone, email, leader: blankToNull(input.leader), address: blankToNull(input.address), sort: input.sort ?? before?.sort ?? 0,
    status: input.status ?? before?.status ?? 1,
  };
}

function checkLevel(asked: number | undefined, level: number, parent: DeptRow | undefined): void {
  if (asked === undefined || asked === level) return;
  const where = parent ? `“${parent.name}”的下级是${LEVEL_NAMES[level]}` : `该部门是${LEVEL_NAMES[level]}`;
  throw new Refusal(`部门级别与上级部门不符：${where}（级别随上级部门确定）`);
}

async function checkSiblingName(tx: Tx, pid: number, name: string, selfId?: number): Promise<void> {
  let q = tx.selectFrom('sys_dept').select('id').where('pid', '=', pid).where('name', '=', name);
  if (selfId !== undefined) q = q.where('id', '<>', selfId);
  if (await q.executeTakeFirst()) throw new Refusal(`同一上级部门下已有名为“${name}”的部门`);
}

async function descendantIds(tx: Tx, id: number): Promise<Set<number>> {
  const r = await sql<{ id: number }>`
    with recursive below(id) as (select d.id from sys_dept d where d.pid = ${id} union select d.id from sys_dept d join below b on d.pid = b.id)
    select id from below`.execute(tx);
  return new Set(r.rows.map((row) => row.id));
}

/** Whether work orders tie a department down: it handles or co-handles one, applied, was supervised or acted on one. */
async function workOrderUse(tx: Tx, id: number): Promise<boolean> {
  const r = await sql<{ used: boolean }>`select exists (select 1 from workflow where main_dept_id = ${id} or sub_dept_id = ${id} or ${id} = any(co_dept_ids))
    or exists (select 1 from workflow_step where dept_id = ${id})
    or exists (select 1 from workflow_apply where applicant_dept_id = ${id})
    or exists (select 1 from workflow_supervise where dept_id = ${id}) as used`.execute(tx);
  return r.rows[0]?.used === true;
}

/** RuoYi's rule both ways: a department is disabled after its children, and enabled only under an enabled parent. */
async function checkStatus(tx: Tx, current: DeptRow, status: number, parent: DeptRow | undefined): Promise<void> {
  if (status === current.status) return;
  if (status === 0) {
    if (current.kind === DeptKind.root || current.kind === DeptKind.centre) throw new Refusal(`“${current.name}”不能停用`);
    const enabledChild = await tx.selectFrom('sys_dept').select('id').where('pid', '=', current.id).where('status', '=', 1).limit(1).executeTakeFirst();
    if (enabledChild) throw new Refusal('该部门包含未停用的下级部门，请先停用下级部门');
  } else if (parent && parent.status === 0) {
    throw new Refusal(`上级部门“${parent.name}”已停用，请先启用上级部门`);
  }
}

export function saveDept(db: Db, input: SysDeptSave): Promise<SysDept> {
  return db.transaction().execute(async (tx) => {
    await lockDepts(tx);
    const parent = await rowFor(tx, input.pid);
    if (!parent) throw new Refusal('上级部门不存在');
    const { level, kind } = placementUnder(parent);
    checkLevel(input.level, level, parent);
    const fields = cleaned(input);
    if (fields.status === 1 && parent.status === 0) throw new Refusal(`上级部门“${parent.name}”已停用，不能新增启用的下级部门`);
    await checkSiblingName(tx, parent.id, fields.name);
    const { id } = await tx.insertInto('sys_dept').values({ pid: parent.id, level, kind, ...fields }).returning('id').executeTakeFirstOrThrow();
    return deptInfo(tx, id);
  });
}

export function updateDept(db: Db, input: SysDeptUpdate): Promise<SysDept> {
  return db.transaction().execute(async (tx) => {
    await lockDepts(tx);
    const current = await rowFor(tx, input.id);
    if (!current) throw new Refusal('部门不存在');
    const fields = cleaned(input, current);
    let placement = { pid: current.pid, level: current.level, kind: current.kind };
    let parent = current.pid === 0 ? undefined : await rowFor(tx, current.pid);
    if (input.pid !== current.pid) {
      if (current.kind === DeptKind.root || current.kind === DeptKind.centre) throw new Refusal(`“${current.name}”不能调整上级部门`);
      if (input.pid === current.id || (await descendantIds(tx, current.id)).has(input.pid)) throw new Refusal('上级部门不能是本部门或其下级部门');
      parent = await rowFor(tx, input.pid);
      if (!parent) throw new Refusal('上级部门不存在');
      const next = placementUnder(parent);
      const child = await tx.selectFrom('sys_dept').select('id').where('pid', '=', current.id).limit(1).executeTakeFirst();
      if (child) throw new Refusal('该部门有下级部门，不能调整上级部门（部门最多两级）');
      // Orders name their main and sub department by level: moving one that orders reference would change what they mean.
      if (await workOrderUse(tx, current.id)) throw new Refusal('该部门有关联的工单，不能调整上级部门');
      placement = { pid: parent.id, ...next };
    }
    checkLevel(input.level, placement.level, parent);
    await checkSiblingName(tx, placement.pid, fields.name, current.id);
    await checkStatus(tx, current, fields.status, parent);
    await tx.updateTable('sys_dept').set({ ...placement, ...fields }).where('id', '=', current.id).execute();
    return deptInfo(tx, current.id);
  });
}

export function deleteDept(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockDepts(tx);
    // FOR UPDATE also holds back a user being added to it meanwhile (the foreign key check takes a share lock).
    const dept = await rowFor(tx, id);
    if (!dept) throw new Refusal('部门不存在');
    if (dept.kind === DeptKind.root || dept.kind === DeptKind.centre) throw new Refusal(`“${dept.name}”不能删除`);
    if (await tx.selectFrom('sys_dept').select('id').where('pid', '=', id).limit(1).executeTakeFirst()) throw new Refusal('请先删除下级部门');
    if (await tx.selectFrom('sys_user').select('id').where('dept_id', '=', id).limit(1).executeTakeFirst()) {
      throw new Refusal('该部门下还有用户，请先调整这些用户的部门');
    }
    if (await workOrderUse(tx, id)) throw new Refusal('该部门有关联的工单（承办、协办或办理记录），不能删除');
    if (await tx.selectFrom('event_type').select('id').where('dept_id', '=', id).limit(1).executeTakeFirst()) {
      throw new Refusal('该部门是事件分类的默认承办单位，请先修改事件分类');
    }
    if (await tx.selectFrom('dispatch_catalogue').select('id')
      .where((eb) => eb.or([eb('lead_dept_id', '=', id), eb(sql<number>`${id}`, '=', sql<number>`any(assist_dept_ids)`)])).limit(1).executeTakeFirst()) {
      throw new Refusal('该部门是派单目录条目的主办或协办单位，请先修改派单目录');
    }
    await tx.deleteFrom('sys_dept').where('id', '=', id).execute();
  });
}
