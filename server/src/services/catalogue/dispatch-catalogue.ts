// 派单目录 as administrators keep it: the page, the form's choices, add / update / delete, every field checked.
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  CATALOGUE_KEYWORD_LENGTH, CATALOGUE_KEYWORDS_MAX, type CatalogueEntry, type CatalogueOptions, type CatalogueSaveRequest,
} from '../../../../src/shared/api/contracts/dispatchCatalogue.ts';
import type { Database, DispatchCatalogueTable } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { cstDay, cstDayStart, formatDateTime } from '../../lib/time.ts';
import { DeptKind } from '../org/dept-admin.ts';

export type Db = Kysely<Database>;
/** The administrator making the change. */
type Editor = { realName: string };
type Row = Omit<Selectable<DispatchCatalogueTable>, 'effective_from' | 'effective_to'> & { effective_from: string | null; effective_to: string | null };

/** Areas the form offers down to streets and townships (a city has thousands of communities). */
const OPTION_AREA_TYPES = ['1', '2', '3'];
const PATH_SEPARATOR = ' / ';

/** The row with its dates as 'YYYY-MM-DD' text (the columns are dates, which drivers read as local midnights). */
export const catalogueColumns = [
  'c.id', 'c.event_type_id', 'c.region_id', 'c.keywords', 'c.lead_dept_id', 'c.assist_dept_ids', 'c.time_limit', 'c.basis', 'c.status',
  'c.created_by', 'c.created_at', 'c.updated_by', 'c.updated_at', 'c.review_pending', 'c.review_note',
  sql<string | null>`to_char(c.effective_from, 'YYYY-MM-DD')`.as('effective_from'),
  sql<string | null>`to_char(c.effective_to, 'YYYY-MM-DD')`.as('effective_to'),
] as const;

/** Every event type's place in the tree, e.g. 城乡建设 / 物业管理 (a small table, read at each use). */
export async function eventTypePaths(db: Db): Promise<Map<number, string>> {
  const types = await db.selectFrom('event_type').select(['id', 'pid', 'name']).execute();
  const byId = new Map(types.map((t) => [t.id, t]));
  const path = (id: number, depth = 0): string => {
    const t = byId.get(id);
    if (!t) return '';
    const parent = t.pid && depth < 10 ? path(t.pid, depth + 1) : '';
    return parent ? `${parent}${PATH_SEPARATOR}${t.name}` : t.name;
  };
  return new Map(types.map((t) => [t.id, path(t.id)]));
}

/** The comma-separated keywords as a list: trimmed, without blanks or repeats (，、; and spaces separate too). */
export function keywordList(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(/[,，、;；\s]+/).map((k) => k.trim()).filter(Boolean))];
}

async function entriesOf(db: Db, rows: Row[]): Promise<CatalogueEntry[]> {
  if (!rows.length) return [];
  const paths = await eventTypePaths(db);
  const deptIds = [...new Set(rows.flatMap((r) => [r.lead_dept_id, ...r.assist_dept_ids]))];
  const regionIds = [...new Set(rows.map((r) => r.region_id).filter((id): id is number => id !== null))];
  const [depts, regions] = await Promise.all([
    db.selectFrom('sys_dept').select(['id', 'name']).where('id', 'in', deptIds).execute(),
    regionIds.length ? db.selectFrom('sys_area').select(['id', 'name']).where('id', 'in', regionIds).execute() : [],
  ]);
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  const regionName = new Map(regions.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    id: r.id, eventTypeId: r.event_type_id, eventTypePath: paths.get(r.event_type_id) ?? '',
    regionId: r.region_id, regionName: r.region_id === null ? null : regionName.get(r.region_id) ?? null,
    keywords: r.keywords, leadDeptId: r.lead_dept_id, leadDeptName: deptName.get(r.lead_dept_id) ?? '',
    assistDeptIds: r.assist_dept_ids, assistDeptNames: r.assist_dept_ids.map((id) => deptName.get(id) ?? ''),
    timeLimit: r.time_limit, basis: r.basis, effectiveFrom: r.effective_from, effectiveTo: r.effective_to, status: r.status,
    updatedBy: r.updated_by ?? r.created_by, updateTime: formatDateTime(r.updated_at), reviewPending: r.review_pending, reviewNote: r.review_note,
  }));
}

export interface CatalogueFilters { eventTypeId?: number; deptId?: number; status?: number; reviewPending?: boolean }

export async function cataloguePage(db: Db, f: CatalogueFilters, page: Paging) {
  let q = db.selectFrom('dispatch_catalogue as c');
  // An event type finds its own entries and those of the types under it.
  if (f.eventTypeId !== undefined) {
    const id = f.eventTypeId;
    q = q.where((eb) => eb.or([eb('c.event_type_id', '=', id), eb('c.event_type_id', 'in', eb.selectFrom('event_type').select('id').where('pid', '=', id))]));
  }
  if (f.deptId !== undefined) {
    const id = f.deptId;
    q = q.where((eb) => eb.or([eb('c.lead_dept_id', '=', id), eb(sql<number>`${id}`, '=', sql<number>`any(c.assist_dept_ids)`)]));
  }
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.reviewPending !== undefined) q = q.where('c.review_pending', '=', f.reviewPending);
  const [rows, count] = await Promise.all([
    q.innerJoin('event_type as t', 't.id', 'c.event_type_id').select(catalogueColumns)
      .orderBy('t.pid').orderBy('t.sort').orderBy('c.event_type_id').orderBy('c.region_id', (o) => o.nullsFirst()).orderBy('c.id')
      .limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(await entriesOf(db, rows), count.n, page);
}

export async function catalogueDetail(db: Db, id: number): Promise<CatalogueEntry> {
  const row = await db.selectFrom('dispatch_catalogue as c').select(catalogueColumns).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('派单目录条目不存在，请刷新后重试');
  return (await entriesOf(db, [row]))[0]!;
}

export async function catalogueOptions(db: Db): Promise<CatalogueOptions> {
  const [paths, depts, areas] = await Promise.all([
    eventTypePaths(db),
    db.selectFrom('sys_dept').select(['id', 'pid', 'name', 'kind']).where('kind', 'in', [DeptKind.main, DeptKind.sub]).where('status', '=', 1)
      .orderBy('level').orderBy('sort').orderBy('id').execute(),
    db.selectFrom('sys_area').select(['id', 'pid', 'name']).where('area_type', 'in', OPTION_AREA_TYPES).where('is_show', '=', '0')
      .orderBy('area_type').orderBy('sort').orderBy('id').execute(),
  ]);
  const types = await db.selectFrom('event_type').select('id').orderBy('pid').orderBy('sort').orderBy('id').execute();
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const areaPath = (id: number): string => {
    const a = areaById.get(id)!;
    return areaById.has(a.pid) && areaById.get(a.pid)!.pid !== 0 ? `${areaPath(a.pid)}${PATH_SEPARATOR}${a.name}` : a.name;
  };
  const regions = areas.filter((a) => a.pid !== 0).map((a) => ({ id: a.id, path: areaPath(a.id) }));
  return {
    eventTypes: types.map((t) => ({ id: t.id, path: paths.get(t.id)! })).sort((a, b) => a.path.localeCompare(b.path, 'zh-CN')),
    depts: departmentsInOrder(depts),
    regions: regions.sort((a, b) => a.path.localeCompare(b.path, 'zh-CN')),
  };
}

/** Each main department followed by its enabled units, named 'department / unit'. */
function departmentsInOrder(depts: Array<{ id: number; pid: number; name: string; kind: string }>): CatalogueOptions['depts'] {
  const mains = depts.filter((d) => d.kind === DeptKind.main);
  return mains.flatMap((m) => [
    { id: m.id, name: m.name, main: true },
    ...depts.filter((d) => d.kind === DeptKind.sub && d.pid === m.id).map((d) => ({ id: d.id, name: `${m.name}${PATH_SEPARATOR}${d.name}`, main: false })),
  ]);
}

/** A 'YYYY-MM-DD' that names a real day. */
export function realDay(text: string, label: string): string {
  const start = cstDayStart(text);
  if (Number.isNaN(start) || cstDay(start) !== text) throw new Refusal(`${label} ${text} 不存在`);
  return text;
}

/** The input checked against the rules and the tables, as the row it writes. */
async function checked(tx: Db, input: CatalogueSaveRequest, by: Editor) {
  const type = await tx.selectFrom('event_type').select('id').where('id', '=', input.eventTypeId).executeTakeFirst();
  if (!type) throw new Refusal('事件分类不存在，请刷新后重试');
  const regionId = input.regionId ?? null;
  if (regionId !== null && !await tx.selectFrom('sys_area').select('id').where('id', '=', regionId).executeTakeFirst()) {
    throw new Refusal('区域不存在，请刷新后重试');
  }
  const keywords = keywordList(input.keywords);
  if (keywords.length > CATALOGUE_KEYWORDS_MAX) throw new Refusal(`关键词最多 ${CATALOGUE_KEYWORDS_MAX} 个`);
  const long = keywords.find((k) => [...k].length > CATALOGUE_KEYWORD_LENGTH);
  if (long) throw new Refusal(`关键词“${long}”超过 ${CATALOGUE_KEYWORD_LENGTH} 个字`);

  const assist = [...new Set(input.assistDeptIds ?? [])];
  const depts = await tx.selectFrom('sys_dept').select(['id', 'name', 'kind', 'status']).where('id', 'in', [input.leadDeptId, ...assist]).execute();
  const dept = new Map(depts.map((d) => [d.id, d]));
  const lead = dept.get(input.leadDeptId);
  if (!lead) throw new Refusal('主办单位不存在，请刷新后重试');
  if (lead.kind !== DeptKind.main) throw new Refusal(`主办单位须为一级承办单位，“${lead.name}”不是`);
  if (lead.status !== 1) throw new Refusal(`主办单位“${lead.name}”已停用`);
  if (assist.includes(input.leadDeptId)) throw new Refusal('协办单位不能与主办单位相同');
  for (const id of assist) {
    const d = dept.get(id);
    if (!d) throw new Refusal('协办单位不存在，请刷新后重试');
    if (d.kind !== DeptKind.main && d.kind !== DeptKind.sub) throw new Refusal(`协办单位须为承办单位，“${d.name}”不是`);
    if (d.status !== 1) throw new Refusal(`协办单位“${d.name}”已停用`);
  }

  const basis = input.basis.trim();
  if (!basis) throw new Refusal('依据不能为空');
  const from = input.effectiveFrom ? realDay(input.effectiveFrom, '生效日期') : null;
  const to = input.effectiveTo ? realDay(input.effectiveTo, '失效日期') : null;
  if (from && to && to < from) throw new Refusal('失效日期不能早于生效日期');
  return {
    event_type_id: input.eventTypeId, region_id: regionId, keywords: keywords.length ? keywords.join(',') : null,
    lead_dept_id: input.leadDeptId, assist_dept_ids: assist, time_limit: input.timeLimit ?? null, basis,
    effective_from: from, effective_to: to, status: input.status, updated_by: by.realName, updated_at: new Date(),
  };
}

type Cleaned = Awaited<ReturnType<typeof checked>>;

/** Serialises catalogue writes, so two administrators cannot both add the same entry. */
export const lockCatalogue = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('dispatch_catalogue'))`.execute(tx);

/** Two enabled entries for one event type, region and keywords whose dates overlap would contradict each other. */
async function refuseDuplicate(tx: Db, entry: Cleaned, exceptId: number | null): Promise<void> {
  if (entry.status !== 1) return;
  let q = tx.selectFrom('dispatch_catalogue as c').innerJoin('sys_dept as d', 'd.id', 'c.lead_dept_id').select(['c.id', 'd.name'])
    .where('c.status', '=', 1).where('c.event_type_id', '=', entry.event_type_id)
    .where(sql<boolean>`c.region_id is not distinct from ${entry.region_id}`)
    .where(sql<boolean>`coalesce(c.keywords, '') = ${entry.keywords ?? ''}`)
    .where(sql<boolean>`(c.effective_to is null or ${entry.effective_from}::date is null or c.effective_to >= ${entry.effective_from}::date)`)
    .where(sql<boolean>`(c.effective_from is null or ${entry.effective_to}::date is null or c.effective_from <= ${entry.effective_to}::date)`);
  if (exceptId !== null) q = q.where('c.id', '<>', exceptId);
  const same = await q.executeTakeFirst();
  if (same) throw new Refusal(`已有相同事件分类、区域和关键词且生效期重叠的启用条目（主办单位：${same.name}），请修改该条目或调整生效日期`);
}

/** Adds an entry inside the caller's transaction, which holds the catalogue lock. */
export async function addCheckedEntry(tx: Db, input: CatalogueSaveRequest, by: Editor): Promise<number> {
  const entry = await checked(tx, input, by);
  await refuseDuplicate(tx, entry, null);
  const added = await tx.insertInto('dispatch_catalogue').values({ ...entry, created_by: by.realName }).returning('id').executeTakeFirstOrThrow();
  return added.id;
}

/** Updates an entry inside the caller's transaction, which holds the catalogue lock. */
export async function updateCheckedEntry(tx: Db, id: number, input: CatalogueSaveRequest, by: Editor): Promise<void> {
  const found = await tx.selectFrom('dispatch_catalogue').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new Refusal('派单目录条目不存在，请刷新后重试');
  const entry = await checked(tx, input, by);
  await refuseDuplicate(tx, entry, id);
  // Saving the entry is its review: an upheld 派单异议's 待复核 flag goes.
  await tx.updateTable('dispatch_catalogue').set({ ...entry, review_pending: false, review_note: null }).where('id', '=', id).execute();
}

export function addCatalogueEntry(db: Db, input: CatalogueSaveRequest, by: Editor): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    return addCheckedEntry(tx, input, by);
  });
}

export function updateCatalogueEntry(db: Db, id: number, input: CatalogueSaveRequest, by: Editor): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    await updateCheckedEntry(tx, id, input, by);
  });
}

export function deleteCatalogueEntries(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const found = await tx.selectFrom('dispatch_catalogue').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw new Refusal('派单目录条目不存在，请刷新后重试');
    await tx.deleteFrom('dispatch_catalogue').where('id', 'in', unique).execute();
  });
}
