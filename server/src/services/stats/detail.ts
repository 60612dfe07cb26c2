// 下钻明细: the orders behind one cell of the 绩效统计 table — the same count predicate (definitions.ts), day range and
// dimension the roll-up summed, read from the orders themselves, so their number equals the cell. Paged, and exported.
import type { Writable } from 'node:stream';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { StatDetailOrder, StatDetailPage, StatDetailRequest } from '../../../../src/shared/api/contracts/stats.ts';
import { STAT_DIMENSION_MAX } from '../../../../src/shared/api/contracts/stats.ts';
import {
  HOTLINE_CENTRE_NAME, HOTLINE_CENTRE_TABLE, STAT_COUNTS, STAT_GROUPING_LABELS, STAT_TABLE_NAMES, TOTAL_ROW_LABEL, type StatGrouping, type StatIndexKey,
} from '../../../../src/shared/protocol/statsFigures.ts';
import type { Database } from '../../db/schema.ts';
import { loadExcel, sheetCaughtUp } from '../../lib/office.ts';
import { cstDayStart, DAY_MS, formatDateTime } from '../../lib/time.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import type { DataScope } from '../data-scope.ts';
import { callbackResultNames, statusNames } from '../workorders/model.ts';
import { orderLabels } from '../workorders/order-labels.ts';
import { ANY_ORDER_PREFIX } from '../workorders/list-cache.ts';
import { basisOf, countCondition, dayColumnOf, deptColumnsOf, isStatIndexKey, sourceOf } from './definitions.ts';
import { currentStatsVersion } from './rollup.ts';
import { checkedRange, dayOf, scopeIds, type StatRange } from './table.ts';

type Db = Kysely<Database>;
type Cond = RawBuilder<unknown>;

/** One cell: which count, over which days, for which rows of which grouping (null ids: every row the caller may see). */
export interface StatCell {
  grouping: StatGrouping;
  key: StatIndexKey;
  range: StatRange;
  ids: number[] | null;
  /** The request named the hotline centre's table. */
  centre: boolean;
}

const groupingOfTable = new Map<string, StatGrouping>(Object.entries(STAT_TABLE_NAMES).map(([g, t]) => [t, g as StatGrouping]));

/** Reads and checks a drill-down request against the caller's data scope. */
export function cellOf(input: Pick<StatDetailRequest, 'tableName' | 'dimensionValues' | 'indexName' | 'startTime' | 'endTime'>, scope: DataScope): StatCell {
  const centre = input.tableName === HOTLINE_CENTRE_TABLE;
  const grouping = centre ? 'mainDept' : groupingOfTable.get(input.tableName);
  if (!grouping) throw new Refusal(`统计表名称不正确：${input.tableName}`);
  if (!isStatIndexKey(input.indexName)) throw new Refusal(`统计指标不正确：${input.indexName}`);
  const range = checkedRange(dayOf(input.startTime, 'start'), dayOf(input.endTime, 'end'));
  const parts = (input.dimensionValues ?? '').split(',').filter((p) => p !== '');
  if (parts.length > STAT_DIMENSION_MAX) throw new Refusal(`一次最多查看 ${STAT_DIMENSION_MAX} 行的明细`);
  const asked = parts.map(Number);
  if (asked.some((n) => !Number.isSafeInteger(n) || n > 2_147_483_647)) throw new Refusal('统计维度值不正确');
  const allowed = scopeIds(scope, grouping);
  let ids: number[] | null = centre ? [0] : asked.length ? [...new Set(asked)] : null;
  if (allowed) {
    if (ids && ids.some((id) => !allowed.includes(id))) throw new Refusal('只能查看本单位的统计明细');
    ids ??= allowed;
  }
  return { grouping, key: input.indexName, range, ids, centre };
}

/** The dimension part of the cell's condition (alias `w`); the same ids the roll-up grouped by. */
function dimensionCondition(cell: StatCell): Cond {
  const { grouping, ids } = cell;
  const dept = deptColumnsOf(basisOf(cell.key));
  const column = sql.raw({ mainDept: dept.main, subDept: dept.sub, eventType: 'w.event_type_id', agent: 'w.creator_id' }[grouping]);
  if (ids === null) return grouping === 'subDept' ? sql`${column} is not null` : sql`true`;
  if (ids.length === 0) return sql`false`;
  const real = ids.filter((id) => id !== 0);
  // 0 is 热线中心 (no main department) or 未分类 (no event type): the roll-up's coalesce(…, 0).
  const none = ids.includes(0) && (grouping === 'mainDept' || grouping === 'eventType') ? sql`${column} is null` : null;
  const some = real.length ? sql`${column} in (${sql.join(real)})` : null;
  if (none && some) return sql`(${some} or ${none})`;
  return some ?? none ?? sql`false`;
}

function cellCondition(cell: StatCell): Cond {
  const from = new Date(cstDayStart(cell.range.startDay));
  const to = new Date(cstDayStart(cell.range.endDay) + DAY_MS);
  return sql`${countCondition(cell.key, from, to)} and ${dimensionCondition(cell)}`;
}

interface OrderRow {
  workflow_id: string;
  content: string;
  appeal_type: string;
  event_type_name: string | null;
  main_dept_name: string | null;
  sub_dept_name: string | null;
  creator_name: string;
  status: number;
  created_at: Date;
  dispatched_at: Date | null;
  deadline: Date;
  l1_replied_at: Date | null;
  checked_at: Date | null;
  callback_at: Date | null;
  callback_result: number | null;
  /** The day column as PostgreSQL's text: the export's cursor keeps its microseconds. */
  day_key: string;
  /** The day column's instant. */
  counted_at: Date;
  /** 核查不通过 or 回访不满意 for a row of 重办次数 (one return), else null. */
  rework_name: string | null;
}

/** The return step's name on a row of 重办次数; other counts list orders, not steps. */
const reworkName = (cell: StatCell) => sql.raw(basisOf(cell.key) === 'reworked' ? 's.action_name' : 'null::text');

function ordersQuery(cell: StatCell, tail: RawBuilder<unknown>) {
  const day = sql.raw(dayColumnOf(cell.key));
  return sql<OrderRow>`
    select w.workflow_id, w.content, w.appeal_type, w.event_type_name, md.name as main_dept_name, sd.name as sub_dept_name,
      w.creator_name, w.status, w.created_at, w.dispatched_at, w.deadline, w.l1_replied_at, w.checked_at, w.callback_at,
      w.callback_result, ${day}::text as day_key, ${day} as counted_at, ${reworkName(cell)} as rework_name
    from ${sourceOf(cell.key)} left join sys_dept md on md.id = w.main_dept_id left join sys_dept sd on sd.id = w.sub_dept_id
    where ${cellCondition(cell)} ${tail}`;
}

const orderBy = (cell: StatCell) => sql.raw(`order by ${dayColumnOf(cell.key)} desc, w.workflow_id desc`);

/** One page: the rows picked from the cell's index alone (index-only, however deep the page), then those orders. */
function pageQuery(cell: StatCell, page: { size: number; offset: number }) {
  const day = sql.raw(dayColumnOf(cell.key));
  // A row of 重办次数 is a return: the same order may be picked more than once, each with its own day.
  return sql<OrderRow>`
    with picked as (
      select w.workflow_id, ${day} as counted_at, ${reworkName(cell)} as rework_name
      from ${sourceOf(cell.key)} where ${cellCondition(cell)} ${orderBy(cell)} limit ${page.size} offset ${page.offset}
    )
    select w.workflow_id, w.content, w.appeal_type, w.event_type_name, md.name as main_dept_name, sd.name as sub_dept_name,
      w.creator_name, w.status, w.created_at, w.dispatched_at, w.deadline, w.l1_replied_at, w.checked_at, w.callback_at,
      w.callback_result, picked.counted_at::text as day_key, picked.counted_at, picked.rework_name
    from picked join workflow w on w.workflow_id = picked.workflow_id
      left join sys_dept md on md.id = w.main_dept_id left join sys_dept sd on sd.id = w.sub_dept_id
    order by picked.counted_at desc, w.workflow_id desc`;
}

function toOrder(r: OrderRow, appealLabel: (v: string) => string): StatDetailOrder {
  return {
    workflowId: r.workflow_id, content: r.content, appealTypeName: appealLabel(r.appeal_type), eventTypeName: r.event_type_name,
    mainDeptName: r.main_dept_name, subDeptName: r.sub_dept_name, creatorName: r.creator_name, status: r.status,
    statusName: statusNames[r.status] ?? '', createTime: formatDateTime(r.created_at)!, dispatchTime: formatDateTime(r.dispatched_at),
    deadline: formatDateTime(r.deadline)!, replyTime: formatDateTime(r.l1_replied_at), checkTime: formatDateTime(r.checked_at),
    callbackTime: formatDateTime(r.callback_at), callbackResultName: r.callback_result === null ? null : callbackResultNames[r.callback_result] ?? null,
    reworkTime: r.rework_name === null ? null : formatDateTime(r.counted_at), reworkName: r.rework_name,
  };
}

/** The row's name as the table shows it (合计 for every row). */
async function rowNameOf(db: Db, cell: StatCell): Promise<string> {
  if (cell.centre) return HOTLINE_CENTRE_NAME;
  if (cell.ids === null || cell.ids.length !== 1) return cell.ids === null ? TOTAL_ROW_LABEL : `${STAT_GROUPING_LABELS[cell.grouping]}${TOTAL_ROW_LABEL}`;
  const id = cell.ids[0]!;
  if (cell.grouping === 'mainDept' || cell.grouping === 'subDept') {
    return (await db.selectFrom('sys_dept').select('name').where('id', '=', id).executeTakeFirst())?.name ?? `已删除（编号 ${id}）`;
  }
  if (cell.grouping === 'eventType') {
    if (id === 0) return '未分类';
    return (await db.selectFrom('event_type').select('name').where('id', '=', id).executeTakeFirst())?.name ?? `已删除（编号 ${id}）`;
  }
  return (await db.selectFrom('sys_user').select('real_name').where('id', '=', id).executeTakeFirst())?.real_name ?? `已删除（编号 ${id}）`;
}

/** One page of the cell's orders, newest first by the count's day column, with their true total. */
export async function statDetailPage(db: Db, cache: ReadCache, cell: StatCell, page: Paging): Promise<StatDetailPage> {
  const version = await currentStatsVersion(db);
  const cellKey = `${cell.key}:${cell.grouping}:${cell.range.startDay}:${cell.range.endDay}:${cell.ids?.join(',') ?? '*'}`;
  const [rows, total, labels, rowName] = await Promise.all([
    // A work-order list: kept until the next work-order write on any server (then dropped with the other lists).
    cache.get(`${ANY_ORDER_PREFIX}stats:${version}:${cellKey}:${page.offset}:${page.size}`, async () => (await pageQuery(cell, page).execute(db)).rows),
    // Counted from the orders once per roll-up version (any write to a counted column moves it): paging a cell counts it once.
    cache.get(`stats:count:${version}:${cellKey}`, async () =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sourceOf(cell.key)} where ${cellCondition(cell)}`.execute(db)).rows[0]!.n),
    orderLabels(db, cache),
    rowNameOf(db, cell),
  ]);
  return { ...pageAnswer(rows.map((r) => toOrder(r, (v) => labels.label('appealType', v))), total, page), indexLabel: STAT_COUNTS[cell.key].label, rowName };
}

const EXPORT_PAGE_ROWS = 1000;

/** Writes the cell's orders (newest first, like the page) to `out` as .xlsx, a thousand rows at a time; answers how many. */
export async function exportStatDetail(db: Db, cache: ReadCache, cell: StatCell, out: Writable): Promise<number> {
  const labels = await orderLabels(db, cache);
  const rowName = await rowNameOf(db, cell);
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('下钻明细');
  const reworked = basisOf(cell.key) === 'reworked';
  ws.columns = [...DETAIL_COLUMNS, ...(reworked ? REWORK_COLUMNS : [])].map(([key, header, width]) => ({ key, header, width }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const day = sql.raw(dayColumnOf(cell.key));
  let cursor: { day: string; id: string } | null = null;
  let count = 0;
  for (;;) {
    const after: RawBuilder<unknown> = cursor ? sql`and (${day}, w.workflow_id) < (${cursor.day}::timestamptz, ${cursor.id})` : sql``;
    const rows: OrderRow[] = (await ordersQuery(cell, sql`${after} ${orderBy(cell)} limit ${EXPORT_PAGE_ROWS}`).execute(db)).rows;
    for (const r of rows) {
      const o = toOrder(r, (v) => labels.label('appealType', v));
      ws.addRow({ ...o, rowName }).commit();
    }
    count += rows.length;
    await sheetCaughtUp(ws, out, count);
    if (rows.length < EXPORT_PAGE_ROWS) break;
    const last = rows[rows.length - 1]!;
    cursor = { day: last.day_key, id: last.workflow_id };
  }
  ws.commit();
  await wb.commit();
  return count;
}

const DETAIL_COLUMNS: Array<[keyof StatDetailOrder | 'rowName', string, number]> = [
  ['workflowId', '工单编号', 22], ['rowName', '统计行', 20], ['content', '诉求内容', 50], ['appealTypeName', '诉求类型', 10],
  ['eventTypeName', '事件分类', 16], ['mainDeptName', '主办单位', 20], ['subDeptName', '二级单位', 20], ['creatorName', '登记人', 10],
  ['statusName', '状态', 10], ['createTime', '登记时间', 20], ['dispatchTime', '派遣时间', 20], ['deadline', '办理时限', 20],
  ['replyTime', '回复时间', 20], ['checkTime', '核查时间', 20], ['callbackTime', '回访时间', 20], ['callbackResultName', '回访结果', 10],
];
/** 重办次数's rows are returns: when and why each one went back. */
const REWORK_COLUMNS: typeof DETAIL_COLUMNS = [['reworkTime', '退回重办时间', 20], ['reworkName', '退回原因', 12]];
