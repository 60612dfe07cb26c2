// Which cached lists a work-order write can change. A list's cache key names its partition: the department its user's
// visibility is bound to (or 'all') and the statuses its rows can have (or 'any'); a write drops the partitions of the
// order's departments and statuses before and after it, on every server through the change bus (routes/workorders.ts).
import { sql } from 'kysely';
import type { Db } from './run-transition.ts';

/** Every cached work-order list and count (a department rename drops them all). */
export const LIST_CACHE_PREFIX = 'workflow-lists:';
/** What any order write may change: the integrated query, statistics drill-downs, the classifier's cases, follows. */
export const ANY_ORDER_PREFIX = `${LIST_CACHE_PREFIX}any:`;

/** Where an order stands for the lists: its status and every department that sees it (main, sub, co-handling). */
export interface OrderPlace {
  status: number;
  depts: number[];
}

const statusKey = (statuses: readonly number[] | undefined) => (statuses ? `s${[...statuses].sort((a, b) => a - b).join('-')}` : 'any');

/** The key prefix of a list: `dept` when its user sees only a department's orders, its tab's statuses when it has them. */
export function listPartition(dept: number | null, statuses: readonly number[] | undefined): string {
  return `${LIST_CACHE_PREFIX}${dept === null ? 'all' : `dept:${dept}`}:${statusKey(statuses)}:`;
}

/** The prefixes a write drops: each list partition the order was or is now in (`statusSets`: every tab's statuses). */
export function prefixesFor(places: OrderPlace[], statusSets: ReadonlyArray<readonly number[]>): string[] {
  const statuses = new Set(places.map((p) => p.status));
  const touched = [undefined, ...statusSets.filter((set) => set.some((st) => statuses.has(st)))];
  const depts = [null, ...new Set(places.flatMap((p) => p.depts))];
  return [ANY_ORDER_PREFIX, ...new Set(depts.flatMap((d) => touched.map((set) => listPartition(d, set))))];
}

/** The places of the orders named by number or by processid (deleted ones too: a delete takes them off the lists). */
export async function placesOf(db: Db, ids: string[]): Promise<OrderPlace[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ status: number; main_dept_id: number | null; sub_dept_id: number | null; co_dept_ids: number[] }>`
    select status, main_dept_id, sub_dept_id, co_dept_ids from workflow
    where workflow_id in (${sql.join(ids)}) or processid in (${sql.join(ids)})`.execute(db);
  return rows.map((r) => ({
    status: r.status,
    depts: [r.main_dept_id, r.sub_dept_id, ...r.co_dept_ids].filter((d): d is number => d !== null),
  }));
}

/** The orders a write request names (body or query: workflowId, workflowIds as a list or comma-joined, processid); null if none. */
export function orderIdsOf(...inputs: unknown[]): string[] | null {
  const ids: string[] = [];
  for (const input of inputs) {
    if (!input || typeof input !== 'object') continue;
    const o = input as Record<string, unknown>;
    for (const key of ['workflowId', 'processid']) if (typeof o[key] === 'string' && o[key]) ids.push(o[key]);
    const many = o.workflowIds;
    if (Array.isArray(many)) ids.push(...many.filter((id): id is string => typeof id === 'string'));
    else if (typeof many === 'string') ids.push(...many.split(',').map((id) => id.trim()).filter(Boolean));
  }
  return ids.length ? ids : null;
}
