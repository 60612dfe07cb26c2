// The 派单目录's part in the department suggestion: the effective, enabled entries that apply to an appeal (its event
// type or a type above it, its area or one above it, a keyword of its content), most specific first, each with its reason.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cstDay } from '../../lib/time.ts';
import { jieba } from '../repeats/repeat-rules.ts';
import { catalogueColumns, eventTypePaths, keywordList } from './dispatch-catalogue.ts';

type Db = Kysely<Database>;

export interface AppealForCatalogue {
  eventTypeId: number;
  regionId?: number | null;
  content: string;
}

export interface CatalogueSuggestion {
  entryId: number;
  deptId: number;
  deptName: string;
  assistDeptNames: string[];
  /** The enabled assisting departments, as 派遣 pre-fills them. */
  assistDepts: Array<{ deptId: number; deptName: string }>;
  timeLimit: number | null;
  /** 派单目录：<event type path>（narrowing）→ <dept>（协办：…）；依据：<basis> */
  reason: string;
}

/** The ids of a node and every node above it, nearest first. */
async function selfAndAbove(db: Db, table: 'event_type' | 'sys_area', id: number): Promise<number[]> {
  const rows = await sql<{ id: number; depth: number }>`
    with recursive up(id, pid, depth) as (
      select id, pid, 0 from ${sql.table(table)} where id = ${id}
      union all select p.id, p.pid, up.depth + 1 from ${sql.table(table)} p join up on p.id = up.pid where up.depth < 10)
    select id, depth from up order by depth`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** A keyword holds when jieba finds it in the content, or finds every word it is made of (燃气泄漏 as 燃气 + 泄漏). */
function keywordsFound(keywords: readonly string[], content: string): string[] {
  const words = new Set(jieba().cutForSearch(content, true));
  return keywords.filter((k) => words.has(k) || jieba().cut(k, true).every((w) => words.has(w)));
}

export async function catalogueSuggestions(db: Db, appeal: AppealForCatalogue, now = new Date()): Promise<CatalogueSuggestion[]> {
  const types = await selfAndAbove(db, 'event_type', appeal.eventTypeId);
  if (!types.length) return [];
  const today = cstDay(now.getTime());
  const rows = await db.selectFrom('dispatch_catalogue as c').select(catalogueColumns)
    .where('c.status', '=', 1).where('c.event_type_id', 'in', types)
    .where((eb) => eb.or([eb('c.effective_from', 'is', null), eb('c.effective_from', '<=', today)]))
    .where((eb) => eb.or([eb('c.effective_to', 'is', null), eb('c.effective_to', '>=', today)]))
    .execute();
  if (!rows.length) return [];
  const areas = appeal.regionId ? await selfAndAbove(db, 'sys_area', appeal.regionId) : [];

  const applying = rows.flatMap((r) => {
    const keywords = keywordList(r.keywords);
    const found = keywords.length ? keywordsFound(keywords, appeal.content) : [];
    if (keywords.length && !found.length) return [];
    if (r.region_id !== null && !areas.includes(r.region_id)) return [];
    // Nearer event type first, then a narrowed entry before a general one (keywords before region), newest last.
    const rank = types.indexOf(r.event_type_id) * 4 - (found.length ? 2 : 0) - (r.region_id !== null ? 1 : 0);
    return [{ row: r, found, rank }];
  }).sort((a, b) => a.rank - b.rank || a.row.id - b.row.id);
  if (!applying.length) return [];

  const paths = await eventTypePaths(db);
  const deptIds = [...new Set(applying.flatMap((a) => [a.row.lead_dept_id, ...a.row.assist_dept_ids]))];
  const regionIds = [...new Set(applying.map((a) => a.row.region_id).filter((id): id is number => id !== null))];
  const [depts, regions] = await Promise.all([
    db.selectFrom('sys_dept').select(['id', 'name', 'status']).where('id', 'in', deptIds).execute(),
    regionIds.length ? db.selectFrom('sys_area').select(['id', 'name']).where('id', 'in', regionIds).execute() : [],
  ]);
  const dept = new Map(depts.map((d) => [d.id, d]));
  const regionName = new Map(regions.map((a) => [a.id, a.name]));
  const seen = new Set<number>();
  const out: CatalogueSuggestion[] = [];
  for (const { row, found } of applying) {
    const lead = dept.get(row.lead_dept_id);
    // A department disabled since the entry was written takes no new orders: the entry is skipped, not suggested.
    if (!lead || lead.status !== 1 || seen.has(lead.id)) continue;
    seen.add(lead.id);
    const assistDepts = row.assist_dept_ids.map((id) => dept.get(id)).filter((d) => d && d.status === 1).map((d) => ({ deptId: d!.id, deptName: d!.name }));
    const assist = assistDepts.map((d) => d.deptName);
    const narrowed = [
      ...(row.region_id !== null ? [regionName.get(row.region_id) ?? ''] : []),
      ...(found.length ? [`关键词「${found.join('、')}」`] : []),
    ].filter(Boolean);
    const reason = `派单目录：${paths.get(row.event_type_id) ?? ''}${narrowed.length ? `（${narrowed.join('，')}）` : ''} → ${lead.name}`
      + `${assist.length ? `，协办：${assist.join('、')}` : ''}${row.time_limit ? `，办理时限 ${row.time_limit} 个工作日` : ''}；依据：${row.basis}`;
    out.push({ entryId: row.id, deptId: lead.id, deptName: lead.name, assistDeptNames: assist, assistDepts, timeLimit: row.time_limit, reason });
  }
  return out;
}
