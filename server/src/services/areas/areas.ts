// 区域管理: the area tree level by level, a name search with ancestors, add, update (move), delete.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AreaNode } from '../../../../src/shared/api/contracts/org.ts';
import type { Area, AreaSaveRequest } from '../../../../src/shared/api/contracts/sysArea.ts';
import type { Database, SysAreaTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { buildTree } from '../../lib/tree.ts';

type Db = Kysely<Database>;
/** A name search answers at most this many matches (with their ancestors): enough to pick from, never the city. */
const SEARCH_LIMIT = 200;

const toArea = (a: Selectable<SysAreaTable> & { has_children: boolean }): Area => ({
  id: a.id, pid: a.pid, name: a.name, code: a.code, areaType: a.area_type, isShow: a.is_show, sort: a.sort, hasChildren: Boolean(a.has_children),
});

const withHasChildren = (db: Db) => db.selectFrom('sys_area as a').selectAll('a')
  .select(sql<boolean>`exists (select 1 from sys_area c where c.pid = a.id)`.as('has_children'));

/** The children of pid in display order. */
export async function areaChildren(db: Db, pid: number): Promise<Area[]> {
  const rows = await withHasChildren(db).where('a.pid', '=', pid).orderBy('a.sort').orderBy('a.id').execute();
  return rows.map(toArea);
}

/** Areas whose name contains the keyword, and every ancestor of them, so the tree can open down to each. */
export async function searchAreas(db: Db, keyword: string): Promise<Area[]> {
  const rows = await sql<{ id: number }>`
    with recursive hit as (
      select id, pid from sys_area where name like ${likePattern(keyword)} order by sort, id limit ${SEARCH_LIMIT}
    ), up as (
      select id, pid from hit
      union
      select p.id, p.pid from sys_area p join up on p.id = up.pid
    )
    select id from up`.execute(db);
  if (rows.rows.length === 0) return [];
  const areas = await withHasChildren(db).where('a.id', 'in', rows.rows.map((r) => r.id)).orderBy('a.sort').orderBy('a.id').execute();
  return areas.map(toArea);
}

/** Every area as one tree, hidden ones too (the registration's region tree leaves them out; an admin moves them). */
export async function allAreaTree(db: Db): Promise<AreaNode[]> {
  const rows = await db.selectFrom('sys_area').selectAll().orderBy('sort').orderBy('id').execute();
  return buildTree(rows.map((a) => ({ id: a.id, pid: a.pid, name: a.name, code: a.code, areaType: a.area_type, isShow: a.is_show, sort: a.sort })), 0);
}

export async function areaInfo(db: Db, id: number): Promise<Area> {
  const row = await withHasChildren(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('区域不存在');
  return toArea(row);
}

/** Serialises area writes: a move and a concurrent move cannot make a cycle together, two adds cannot take one code. */
const lockAreas = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('sys_area'))`.execute(tx);

async function checked(tx: Db, input: AreaSaveRequest, exceptId: number | null) {
  const name = input.name.trim();
  const code = input.code.trim();
  if (!name || !code) throw new Refusal('必填项不能为空');
  if (input.pid !== 0) {
    const parent = await tx.selectFrom('sys_area').select('id').where('id', '=', input.pid).executeTakeFirst();
    if (!parent) throw new Refusal('上级区域不存在');
  }
  for (const [type, value, what] of [['area_type', input.areaType, '区域类型'], ['is_show', input.isShow, '是否显示']] as const) {
    const entry = await tx.selectFrom('sys_dict_data').select('id').where('dict_type', '=', type).where('dict_value', '=', value).executeTakeFirst();
    if (!entry) throw new Refusal(`${what}不正确`);
  }
  let taken = tx.selectFrom('sys_area').select('name').where('code', '=', code);
  if (exceptId !== null) taken = taken.where('id', '<>', exceptId);
  const holder = await taken.executeTakeFirst();
  if (holder) throw new Refusal(`区域编码“${code}”已被“${holder.name}”使用`);
  return { pid: input.pid, name, code, area_type: input.areaType, is_show: input.isShow, sort: input.sort };
}

export function addArea(db: Db, input: AreaSaveRequest): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lockAreas(tx);
    const row = await checked(tx, input, null);
    return (await tx.insertInto('sys_area').values(row).returning('id').executeTakeFirstOrThrow()).id;
  });
}

export function updateArea(db: Db, id: number, input: AreaSaveRequest): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockAreas(tx);
    const found = await tx.selectFrom('sys_area').select('pid').where('id', '=', id).executeTakeFirst();
    if (!found) throw new Refusal('区域不存在');
    if (input.pid === id) throw new Refusal('上级区域不能是自己');
    if (input.pid !== found.pid && input.pid !== 0) {
      // The new parent must not lie below the area: walk up from it.
      const ancestors = await sql<{ id: number }>`
        with recursive up as (select id, pid from sys_area where id = ${input.pid}
          union select p.id, p.pid from sys_area p join up on p.id = up.pid)
        select id from up`.execute(tx);
      if (ancestors.rows.some((r) => r.id === id)) throw new Refusal('不能移动到自己的下级区域之下');
    }
    const row = await checked(tx, input, id);
    await tx.updateTable('sys_area').set(row).where('id', '=', id).execute();
  });
}

/**
 * Refused while the area has children, and while work orders name it: their 所属区域 and area statistics would lose it
 * (hide it instead, 是否显示 = 隐藏, and the registration picker stops offering it).
 */
export function deleteArea(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockAreas(tx);
    const area = await tx.selectFrom('sys_area').select('name').where('id', '=', id).executeTakeFirst();
    if (!area) throw new Refusal('区域不存在，请刷新后重试');
    const child = await tx.selectFrom('sys_area').select('id').where('pid', '=', id).limit(1).executeTakeFirst();
    if (child) throw new Refusal(`区域“${area.name}”下还有下级区域，不能删除`);
    const order = await tx.selectFrom('workflow').select('workflow_id').where('region_id', '=', id).limit(1).executeTakeFirst();
    if (order) throw new Refusal(`区域“${area.name}”已被工单使用，不能删除，可改为隐藏`);
    const entry = await tx.selectFrom('dispatch_catalogue').select('id').where('region_id', '=', id).limit(1).executeTakeFirst();
    if (entry) throw new Refusal(`区域“${area.name}”已被派单目录条目使用，请先修改派单目录`);
    await tx.deleteFrom('sys_area').where('id', '=', id).execute();
  });
}
