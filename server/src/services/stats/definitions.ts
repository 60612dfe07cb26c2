// Every count and rate of 绩效统计 defined once (DESIGN §8a): the words come from src/shared/protocol/statsFigures.ts (the
// column tooltips), the query predicates are here, and the daily roll-up, the table and the drill-down all build their
// SQL from these predicates — so a cell and the orders its drill-down lists can never disagree.
//
// Choices where the spec is silent (written down here, shown in the tooltips):
// - An order counts on one day per family: department handling (转办/响应/未响应/按时办结) on the day it was dispatched,
//   verification (解决/未解决/诉求不合理) on the day of its latest 核查, callback (回访/满意…) on the day of its latest 回访.
// - Counts follow the order's current state: an order sent back (核查不通过, 回访不满意) leaves 响应量 until the
//   department replies again; a withdrawn or returned dispatch leaves 转办量. Deleted orders never count.
// - Dimensions: main department = workflow.main_dept_id (0 = 热线中心: the centre finished it without a department);
//   sub department = sub_dept_id (orders never sent down are not in the sub-department table); event type =
//   event_type_id (0 = 未分类); agent = creator_id (who registered it).
// - 基本满意 counts as satisfied in 满意率 by default; the setting is the dictionary SATISFIED_RESULTS_DICT (字典管理,
//   「满意率计入的回访结果」): its enabled entries are the callback results counted. It changes only the rate, never a count.
// - 重办次数 counts returns (workflow steps 核查不通过, 回访不满意), each on its own day, under the order's current
//   dimensions like every other count; its drill-down lists one row per return, so an order returned twice shows twice.
// - 协办 (assisting departments) count per assist (workflow_assist `a`) on the day it was asked, under the assisting
//   department in the main-department table (never the lead's), and not in the sub-department table; an assist still
//   awaiting its reply counts as 协办超期 only once it is replied to late or released, so no count moves with the clock.
// - 派单异议数 / 异议成立 / 异议不成立 count objections (workflow_objection), each on the day it was filed, under the
//   objecting department (not the order's current one: an upheld objection moved it) and the order's event type and agent.
// - Nothing depends on the clock: a count changes only when an order is written, which is what keeps the roll-up exact.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DEFAULT_SATISFIED_RESULTS, SATISFIED_RESULTS_DICT, STAT_COUNTS, STAT_INDEX_KEYS, statRates, statRateWords,
  type StatCounts, type StatDayBasis, type StatIndexKey, type StatRates,
} from '../../../../src/shared/protocol/statsFigures.ts';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';
import { cachedDictGroups } from '../dict/dicts.ts';
import { REWORK_ACTIONS } from '../workorders/transitions.ts';
import { ASSIST_ENDED } from '../workorders/assist-model.ts';

export { STAT_COUNTS, STAT_INDEX_KEYS, statRates, statRateWords };
export type { StatCounts, StatIndexKey, StatRates };

type Db = Kysely<Database>;
type Cond = RawBuilder<unknown>;

/**
 * The rows each family counts and the column that places a row on a day (see the choices above): orders (alias `w`), or
 * for 重办次数 the orders' return steps (alias `s`, with their order `w`); `rows` keeps only the family's rows.
 */
export const FAMILIES: Record<StatDayBasis, { from: string; day: string; rows: string; mainDept?: string; subDept?: string }> = {
  dispatched: { from: 'workflow w', day: 'w.dispatched_at', rows: 'true' },
  checked: { from: 'workflow w', day: 'w.checked_at', rows: 'true' },
  callback: { from: 'workflow w', day: 'w.callback_at', rows: 'true' },
  reworked: {
    from: 'workflow_step s join workflow w on w.workflow_id = s.workflow_id', day: 's.created_at',
    rows: `s.action in (${REWORK_ACTIONS.map((a) => `'${a}'`).join(', ')})`,
  },
  // The assisting department is the row's department: its part counts for it, not for the lead.
  assisted: {
    from: 'workflow_assist a join workflow w on w.workflow_id = a.workflow_id', day: 'a.created_at', rows: `a.state <> ${ASSIST_ENDED}`,
    mainDept: 'a.dept_id', subDept: 'null::integer',
  },
  // An objection is the objecting (level-1) department's: it has no sub-department row.
  objected: { from: 'workflow_objection o join workflow w on w.workflow_id = o.workflow_id', day: 'o.created_at', rows: 'true', mainDept: 'o.dept_id', subDept: 'null::integer' },
};

/** The column a family's rows are grouped by for a department grouping (the order's own departments unless it says). */
export const deptColumnOf = (basis: StatDayBasis, grouping: 'mainDept' | 'subDept'): string =>
  FAMILIES[basis][grouping] ?? (grouping === 'mainDept' ? 'w.main_dept_id' : 'w.sub_dept_id');

const turned = 'w.main_dept_id is not null';

/** Each count's predicate over `workflow w` (besides deleted = 0 and its day column falling in the range). */
const PREDICATES: Record<StatIndexKey, string> = {
  turnNum: turned,
  responseNum: `${turned} and w.l1_replied_at is not null`,
  noResponseNum: `${turned} and w.l1_replied_at is null`,
  onTimeNum: `${turned} and w.l1_replied_at is not null and w.l1_replied_at <= w.deadline`,
  solveNum: 'w.check_passed = 1',
  noSolveNum: 'w.check_passed = 0',
  unreasonableClaim: 'w.check_passed = 1 and w.claim_reasonable = 0',
  callBackNum: 'w.callback_result in (1, 2, 3)',
  satisfactionNum: 'w.callback_result = 1',
  basicSatisfactionNum: 'w.callback_result = 2',
  dissatisfactionNum: 'w.callback_result = 3',
  // Every return step of an order not deleted.
  reworkNum: 'true',
  assistNum: 'true',
  assistOnTimeNum: 'a.state = 2 and a.replied_at <= a.deadline',
  assistOverdueNum: '(a.state = 2 and a.replied_at > a.deadline) or (a.state = 3 and a.released_at > a.deadline)',
  objectionNum: 'true',
  objectionUpheldNum: 'o.state = 2',
  objectionRefusedNum: 'o.state = 3',
};

/** The roll-up table's column of each count. */
export const ROLLUP_COLUMN: Record<StatIndexKey, string> = {
  turnNum: 'turn_num', responseNum: 'response_num', noResponseNum: 'no_response_num', onTimeNum: 'on_time_num',
  solveNum: 'solve_num', noSolveNum: 'no_solve_num', unreasonableClaim: 'unreasonable_claim',
  callBackNum: 'call_back_num', satisfactionNum: 'satisfaction_num', basicSatisfactionNum: 'basic_satisfaction_num',
  dissatisfactionNum: 'dissatisfaction_num', reworkNum: 'rework_num',
  assistNum: 'assist_num', assistOnTimeNum: 'assist_on_time_num', assistOverdueNum: 'assist_overdue_num',
  objectionNum: 'objection_num', objectionUpheldNum: 'objection_upheld_num', objectionRefusedNum: 'objection_refused_num',
};

export const isStatIndexKey = (key: string): key is StatIndexKey => (STAT_INDEX_KEYS as readonly string[]).includes(key);
export const basisOf = (key: StatIndexKey): StatDayBasis => STAT_COUNTS[key].basis;
export const dayColumnOf = (key: StatIndexKey): string => FAMILIES[basisOf(key)].day;
/** The FROM clause of a count's rows: `w` is the order either way. */
export const sourceOf = (key: StatIndexKey): Cond => sql.raw(FAMILIES[basisOf(key)].from);

/** The count's predicate as SQL (alias `w`), without the day range. */
export const countPredicate = (key: StatIndexKey): Cond => sql.raw(`(${PREDICATES[key]})`);

/** The counts of one family (those placed on a day by the same column). */
export const countsOfBasis = (basis: StatDayBasis): StatIndexKey[] => STAT_INDEX_KEYS.filter((k) => basisOf(k) === basis);

/** The orders a count holds between two instants (half-open), before any dimension: alias `w`. */
export function countCondition(key: StatIndexKey, from: Date, to: Date): Cond {
  const family = FAMILIES[basisOf(key)];
  const day = sql.raw(family.day);
  return sql`(w.deleted = 0 and ${day} >= ${from} and ${day} < ${to} and ${sql.raw(family.rows)} and ${countPredicate(key)})`;
}

export const zeroCounts = (): StatCounts => Object.fromEntries(STAT_INDEX_KEYS.map((k) => [k, 0])) as StatCounts;

/** The callback results 满意率 counts as satisfied: the setting's enabled entries, or 满意 + 基本满意 when it is absent. */
export async function satisfiedResults(cache: ReadCache, db: Db): Promise<string[]> {
  const group = (await cachedDictGroups(cache, db)).find((g) => g.dictType === SATISFIED_RESULTS_DICT);
  // A dictionary never created means the default; one emptied on purpose means none counts.
  if (!group) return [...DEFAULT_SATISFIED_RESULTS];
  const enabled = group.dataList.filter((d) => d.status === 1).map((d) => d.dictValue).filter((v) => v === '1' || v === '2' || v === '3');
  return [...new Set(enabled)].sort();
}
