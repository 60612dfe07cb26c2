// 绩效统计: per CST day and dimension the counts of services/stats/definitions.ts, the days a write has made stale, and
// the indexes the drill-down lists read (one per day column, and per dimension and day column).
import type { Migration } from './index.ts';

const DAY_COLUMNS = ['dispatched_at', 'checked_at', 'callback_at'] as const;
const DIMENSION_COLUMNS = ['main_dept_id', 'sub_dept_id', 'event_type_id', 'creator_id'] as const;

// A CST calendar day of a timestamptz, whatever the session's time zone: lib/time.ts cstDaySql as it was when this ran (a
// migration is history and keeps its own text).
const cstDay = (column: string) => `((${column} at time zone 'UTC') + interval '8 hours')::date`;
const daysOf = (row: 'old' | 'new') =>
  `select distinct ${cstDay('ts')} from unnest(array[${DAY_COLUMNS.map((c) => `${row}.${c}`).join(', ')}]) as t(ts) where ts is not null`;

/** The columns each family's count predicates read (services/stats/definitions.ts), carried in its indexes. */
const PREDICATE_COLUMNS: Record<(typeof DAY_COLUMNS)[number], string> = {
  dispatched_at: 'main_dept_id, l1_replied_at, deadline',
  checked_at: 'check_passed, claim_reasonable',
  callback_at: 'callback_result',
};

/** The columns a count, its day or its dimension reads: changing any of them makes the order's days stale. */
const WATCHED = [...DAY_COLUMNS, ...DIMENSION_COLUMNS, 'deleted', 'l1_replied_at', 'deadline', 'check_passed', 'claim_reasonable', 'callback_result'];

export const m017Stats: Migration = {
  version: 17,
  name: 'stats',
  statements: [
    // No timestamp column: rebuilding an unchanged day leaves its rows exactly as they were.
    `create table stat_daily (
      dim text not null check (dim in ('mainDept', 'subDept', 'eventType', 'agent')),
      day date not null,
      dim_id integer not null,
      turn_num integer not null default 0,
      response_num integer not null default 0,
      no_response_num integer not null default 0,
      on_time_num integer not null default 0,
      solve_num integer not null default 0,
      no_solve_num integer not null default 0,
      unreasonable_claim integer not null default 0,
      call_back_num integer not null default 0,
      satisfaction_num integer not null default 0,
      basic_satisfaction_num integer not null default 0,
      dissatisfaction_num integer not null default 0,
      primary key (dim, day, dim_id)
    )`,
    // Days a write touched since their last roll-up; one row per write and day (no unique key: a roll-up deletes only
    // the marks it could see, so a mark committed while it ran survives for the next one).
    `create table stat_dirty_day (
      id bigserial primary key,
      day date not null
    )`,
    `create function stat_mark_days() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into stat_dirty_day (day) ${daysOf('old')};
      end if;
      if tg_op <> 'DELETE' then
        insert into stat_dirty_day (day) ${daysOf('new')};
      end if;
      return null;
    end
    $$`,
    `create trigger workflow_stat_days_write after insert or delete on workflow for each row execute function stat_mark_days()`,
    `create trigger workflow_stat_days_update after update on workflow for each row
      when (${WATCHED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')})
      execute function stat_mark_days()`,
    // The drill-down reads a cell from these alone (index-only: dimension, day, the family's predicate columns, the order
    // number), then fetches just the page's rows; so a year's cell costs its index entries, never its orders' rows.
    ...DAY_COLUMNS.flatMap((day) => [
      `create index workflow_stat_${day} on workflow (${day} desc) include (workflow_id, ${PREDICATE_COLUMNS[day]}) where deleted = 0 and ${day} is not null`,
      ...DIMENSION_COLUMNS.map((dim) => `create index workflow_stat_${dim}_${day} on workflow (${dim}, ${day} desc) include (workflow_id, ${PREDICATE_COLUMNS[day]})
        where deleted = 0 and ${day} is not null`),
    ]),
  ],
};
