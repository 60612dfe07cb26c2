// The 绩效统计 table: a date range's sums of the daily roll-up per row of one grouping, the rates, and the 合计 row.
// Reads stat_daily only (a year is some tens of thousands of roll-up rows, never the orders), after rebuilding the days
// writes have marked stale, so an order finished a moment ago is already counted.
import { sql, type Kysely } from 'kysely';
import type { StatRow, StatTable, StatTableRequest } from '../../../../src/shared/api/contracts/stats.ts';
import {
  dayEndText, dayStartText, HOTLINE_CENTRE_NAME, HOTLINE_CENTRE_TABLE, presetDays, STAT_KNOWLEDGE_KEYS, STAT_RANGE_MAX_DAYS, STAT_TABLE_NAMES,
  TOTAL_ROW_LABEL, type StatGrouping,
} from '../../../../src/shared/protocol/statsFigures.ts';
import type { Database } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import type { DataScope } from '../data-scope.ts';
import { cstDay, cstDayStart, DAY_MS } from '../../lib/time.ts';
import { ROLLUP_COLUMN, satisfiedResults, STAT_INDEX_KEYS, statRates, zeroCounts, type StatCounts } from './definitions.ts';
import { currentStatsVersion } from './rollup.ts';
import { upkeepStatFigures, type StatKnowledgeFigures } from '../knowledge/upkeep.ts';

type Db = Kysely<Database>;

export interface StatRange {
  startDay: string;
  endDay: string;
}

export const DEPT_SCOPE_ONLY = '本单位用户只能按单位查看统计（按事件类型、按登记话务员的统计仅对热线中心开放）';

const DAY_TEXT = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD' of a client's day text, which may carry the day's first (start) or last (end) second; refuses any other time. */
export function dayOf(text: string, edge: 'start' | 'end'): string {
  const m = DAY_TEXT.exec(text.trim());
  if (!m) throw new Refusal('日期格式错误，应为 YYYY-MM-DD');
  const [, day, h, mi, s = edge === 'start' ? '00' : '59'] = m;
  if (Number.isNaN(cstDayStart(day!)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) throw new Refusal(`日期不存在：${day}`);
  if (h !== undefined) {
    const ok = edge === 'start' ? h === '00' && mi === '00' && s === '00' : h === '23' && mi === '59' && s === '59';
    if (!ok) throw new Refusal('统计按整天计算：开始时间应为 00:00:00，结束时间应为 23:59:59');
  }
  return day!;
}

/** The request's first and last day (spec §9 presets, or a custom range), checked. */
export function statRange(input: Pick<StatTableRequest, 'preset' | 'startTime' | 'endTime'>, today = cstDay(Date.now())): StatRange {
  const preset = input.preset ?? (input.startTime || input.endTime ? 'custom' : 'thisWeek');
  if (preset !== 'custom') return presetDays(preset, today);
  if (!input.startTime || !input.endTime) throw new Refusal('请选择开始日期和结束日期');
  return checkedRange(dayOf(input.startTime, 'start'), dayOf(input.endTime, 'end'));
}

export function checkedRange(startDay: string, endDay: string): StatRange {
  if (startDay > endDay) throw new Refusal('开始日期不能晚于结束日期');
  const days = Math.round((cstDayStart(endDay) - cstDayStart(startDay)) / DAY_MS) + 1;
  if (days > STAT_RANGE_MAX_DAYS) throw new Refusal(`统计时间范围不能超过 ${STAT_RANGE_MAX_DAYS} 天`);
  return { startDay, endDay };
}

/** The dimension ids a caller outside the centre may see in a grouping, or null for all. */
export function scopeIds(scope: DataScope, grouping: StatGrouping): number[] | null {
  if (scope.all) return null;
  if (grouping !== 'mainDept' && grouping !== 'subDept') throw new Refusal(DEPT_SCOPE_ONLY);
  return scope.deptIds;
}

/** Sums of the roll-up per dimension id over the range. */
async function sumsById(db: Db, grouping: StatGrouping, range: StatRange, ids: number[] | null): Promise<Map<number, StatCounts>> {
  if (ids && ids.length === 0) return new Map();
  const sums = STAT_INDEX_KEYS.map((k) => sql`coalesce(sum(${sql.ref(ROLLUP_COLUMN[k])}), 0)::int as ${sql.ref(k)}`);
  const rows = await sql<StatCounts & { dim_id: number }>`
    select dim_id, ${sql.join(sums)} from stat_daily
    where dim = ${grouping} and day >= ${range.startDay}::date and day <= ${range.endDay}::date
      ${ids ? sql`and dim_id in (${sql.join(ids)})` : sql``}
    group by dim_id`.execute(db);
  return new Map(rows.rows.map(({ dim_id, ...counts }) => [dim_id, counts as StatCounts]));
}

interface Dimension {
  id: number;
  name: string;
  note: string | null;
  tableName: string;
}

/** The rows a grouping lists, in order: every department of its kind (zeros included), event types and agents with figures. */
async function dimensions(db: Db, grouping: StatGrouping, ids: number[] | null, withData: number[]): Promise<Dimension[]> {
  const table = STAT_TABLE_NAMES[grouping];
  const known = new Set<number>();
  const out: Dimension[] = [];
  const push = (d: Dimension) => { known.add(d.id); out.push(d); };
  if (grouping === 'mainDept' || grouping === 'subDept') {
    let q = db.selectFrom('sys_dept as d').leftJoin('sys_dept as p', 'p.id', 'd.pid')
      .select(['d.id', 'd.name', 'p.name as parent']).where('d.kind', '=', grouping === 'mainDept' ? 'main' : 'sub')
      .orderBy('p.sort').orderBy('d.pid').orderBy('d.sort').orderBy('d.id');
    if (ids) q = q.where('d.id', 'in', ids.length ? ids : [-1]);
    for (const d of await q.execute()) push({ id: d.id, name: d.name, note: grouping === 'subDept' ? d.parent : null, tableName: table });
  } else if (grouping === 'eventType' && withData.length) {
    const rows = await db.selectFrom('event_type as e').leftJoin('event_type as p', 'p.id', 'e.pid').select(['e.id', 'e.name', 'p.name as parent'])
      .where('e.id', 'in', withData).orderBy('p.sort').orderBy('e.sort').orderBy('e.id').execute();
    for (const e of rows) push({ id: e.id, name: e.name, note: e.parent, tableName: table });
  } else if (grouping === 'agent' && withData.length) {
    const rows = await db.selectFrom('sys_user').select(['id', 'real_name', 'job_number']).where('id', 'in', withData).orderBy('job_number').orderBy('id').execute();
    for (const u of rows) push({ id: u.id, name: u.real_name, note: u.job_number, tableName: table });
  }
  // Rows whose department, type or user is gone still hold orders: they stay in the table (and its 合计).
  for (const id of withData.filter((i) => !known.has(i)).sort((a, b) => a - b)) {
    if (id === 0 && grouping === 'mainDept') continue;
    push({ id, name: id === 0 ? '未分类' : `已删除（编号 ${id}）`, note: null, tableName: table });
  }
  if (grouping === 'mainDept' && !ids) push({ id: 0, name: HOTLINE_CENTRE_NAME, note: null, tableName: HOTLINE_CENTRE_TABLE });
  return out;
}

function rowOf(d: Omit<Dimension, 'id'> & { dimensionValues: string; isTotal: boolean }, counts: StatCounts, satisfied: string[]): StatRow {
  return { ...d, ...counts, ...statRates(counts, satisfied) };
}

/** The table for a grouping and range, as the caller's data scope lets it see. */
export async function statTable(db: Db, cache: ReadCache, scope: DataScope, grouping: StatGrouping, range: StatRange): Promise<StatTable> {
  const ids = scopeIds(scope, grouping);
  const version = await currentStatsVersion(db);
  const [sums, satisfied] = await Promise.all([
    // A report many people open: its sums are kept per roll-up version (any write moves it), on every server alike.
    cache.get(`stats:sums:${version}:${grouping}:${range.startDay}:${range.endDay}:${ids?.join(',') ?? '*'}`, () => sumsById(db, grouping, range, ids)),
    satisfiedResults(cache, db),
  ]);
  const dims = await dimensions(db, grouping, ids, [...sums.keys()]);
  // 知识库 upkeep: a department's state now, beside its counts (department groupings only).
  const knowledge = grouping === 'mainDept' || grouping === 'subDept' ? await upkeepStatFigures(db, grouping) : null;
  const total = zeroCounts();
  const knowledgeTotal = Object.fromEntries(STAT_KNOWLEDGE_KEYS.map((k) => [k, 0])) as StatKnowledgeFigures;
  const rows = dims.map((d) => {
    const counts = sums.get(d.id) ?? zeroCounts();
    for (const k of STAT_INDEX_KEYS) total[k] += counts[k];
    const row = rowOf({ name: d.name, note: d.note, tableName: d.tableName, dimensionValues: String(d.id), isTotal: false }, counts, satisfied);
    if (!knowledge || d.tableName === HOTLINE_CENTRE_TABLE) return row;
    const figures = knowledge.get(d.id) ?? Object.fromEntries(STAT_KNOWLEDGE_KEYS.map((k) => [k, 0])) as StatKnowledgeFigures;
    for (const k of STAT_KNOWLEDGE_KEYS) knowledgeTotal[k] += figures[k];
    return { ...row, ...figures };
  });
  const totalRow = rowOf({ name: TOTAL_ROW_LABEL, note: null, tableName: STAT_TABLE_NAMES[grouping], dimensionValues: '', isTotal: true }, total, satisfied);
  rows.push(knowledge ? { ...totalRow, ...knowledgeTotal } : totalRow);
  return {
    grouping, startTime: dayStartText(range.startDay), endTime: dayEndText(range.endDay), rows, satisfiedResults: satisfied, deptScoped: !scope.all,
  };
}
