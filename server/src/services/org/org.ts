// Organisation reads: departments and their trees, regions and areas, the phone book.
import type { Kysely, Selectable } from 'kysely';
import type { Dept, DeptNode, RegionNode } from '../../../../src/shared/api/types.ts';
import type { Database, SysAreaTable, SysDeptTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { buildTree } from '../../lib/tree.ts';

type Db = Kysely<Database>;

const toDept = (d: Selectable<SysDeptTable>): Dept => ({
  id: d.id, pid: d.pid, name: d.name, level: d.level, kind: d.kind, sort: d.sort, leader: d.leader, phone: d.phone, status: d.status, email: d.email,
});
const toNode = (d: Selectable<SysDeptTable>) => ({ id: d.id, pid: d.pid, name: d.name, level: d.level });
const toRegion = (a: Selectable<SysAreaTable>) => ({ id: a.id, pid: a.pid, name: a.name, code: a.code, areaType: a.area_type });

// Pickers (trees, dispatch targets) offer only enabled departments; 部门管理's own list shows every one.
const allDepts = (db: Db) => db.selectFrom('sys_dept').selectAll().where('status', '=', 1).orderBy('level').orderBy('sort').orderBy('id').execute();

export async function deptList(db: Db, name?: string): Promise<Dept[]> {
  let q = db.selectFrom('sys_dept').selectAll();
  if (name) q = q.where('name', 'like', likePattern(name));
  const rows = await q.orderBy('level').orderBy('sort').orderBy('id').execute();
  return rows.map(toDept);
}

export const allDeptList = async (db: Db): Promise<Dept[]> => (await allDepts(db)).map(toDept);

export const deptTree = async (db: Db): Promise<DeptNode[]> => buildTree((await allDepts(db)).map(toNode), 0);

/** The main departments under pid with their sub-departments, as a tree. */
export async function mainDeptTree(db: Db, pid: number): Promise<DeptNode[]> {
  const rows = await allDepts(db);
  if (pid !== 0 && !rows.some((d) => d.id === pid)) throw new Refusal('上级部门不存在');
  const mainIds = new Set(rows.filter((d) => d.pid === pid && d.kind === 'main').map((d) => d.id));
  const subtree = rows.filter((d) => mainIds.has(d.id) || mainIds.has(d.pid)).map(toNode);
  return buildTree(subtree, pid);
}

export async function childDepts(db: Db, pid: number) {
  const parent = await db.selectFrom('sys_dept').select('id').where('id', '=', pid).executeTakeFirst();
  if (!parent) throw new Refusal('上级部门不存在');
  const rows = await db.selectFrom('sys_dept').selectAll().where('pid', '=', pid).where('status', '=', 1).orderBy('sort').orderBy('id').execute();
  return rows.map((d) => ({ ...toNode(d), children: [] }));
}

export const mainDepts = (db: Db) =>
  db.selectFrom('sys_dept').select(['id', 'name', 'pid']).where('kind', '=', 'main').where('status', '=', 1).orderBy('sort').orderBy('id').execute();

export async function deptInfoList(db: Db, name?: string) {
  let q = db.selectFrom('sys_dept as d').leftJoin('sys_dept as p', 'p.id', 'd.pid')
    .selectAll('d').select('p.name as parent_name').where('d.kind', 'in', ['main', 'sub']).where('d.status', '=', 1);
  if (name) q = q.where('d.name', 'like', likePattern(name));
  const rows = await q.orderBy('d.level').orderBy('d.sort').orderBy('d.id').execute();
  return rows.map((d) => ({
    deptId: d.id, deptName: d.name, pid: d.pid, parentName: d.parent_name, level: d.level, leader: d.leader, phone: d.phone, address: d.address,
  }));
}

/** ReadCache prefix of the region tree (dropped on every server after an area write). */
export const REGION_CACHES = 'areas:';
/** The consoles' session resource of the region tree (reference.store.ts), named in the push after an area write. */
export const REGIONS_RESOURCE = 'org:regions';

/** The region picker offers only areas marked shown (a hidden area hides its subtree). */
export async function regionTree(db: Db): Promise<RegionNode[]> {
  const rows = await db.selectFrom('sys_area').selectAll().where('is_show', '=', '0').orderBy('sort').orderBy('id').execute();
  return buildTree(rows.map(toRegion), 0);
}

