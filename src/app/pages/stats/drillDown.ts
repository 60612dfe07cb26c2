// The drill-down's address: /performance-report/chakan with the spec's seven query parameters, and which cells open it.
import { TOTAL_ROW_LABEL } from '../../../shared/protocol/statsFigures.ts';
import { DRILL_DOWN_QUERY_KEYS } from '../../routing/staticRoutes.ts';

export const DRILL_DOWN_PATH = '/performance-report/chakan';

export type DrillDownQuery = Record<(typeof DRILL_DOWN_QUERY_KEYS)[number], string>;

/** The spec's rule: a cell opens its drill-down when its value is all digits and its column is not the name. */
export const isDrillable = (columnKey: string, value: unknown): boolean => columnKey !== 'name' && /^\d+$/.test(String(value));

/** The spec recognises a total row by its label. */
export const isTotalRow = (row: { name: string }): boolean => row.name === TOTAL_ROW_LABEL;

export function drillDownHref(q: DrillDownQuery): string {
  const params = new URLSearchParams();
  for (const key of DRILL_DOWN_QUERY_KEYS) params.set(key, q[key]);
  return `${DRILL_DOWN_PATH}?${params.toString()}`;
}

/** The seven parameters of a drill-down address (missing ones as ''). */
export function readDrillDown(search: string): DrillDownQuery {
  const query = new URLSearchParams(search);
  return Object.fromEntries(DRILL_DOWN_QUERY_KEYS.map((key) => [key, query.get(key) ?? ''])) as DrillDownQuery;
}
