// 绩效统计's 重办次数: per day and dimension the returns (核查不通过, 回访不满意) of orders not deleted. A return is a
// workflow step, so its day must be marked stale when the step is written, and all of an order's return days when the
// order leaves the counts or changes dimension; the days that already hold returns are marked for the next read to rebuild.
import type { Migration } from './index.ts';

// As services/workorders/transitions.ts REWORK_ACTIONS and lib/time.ts cstDaySql were when this ran (a migration is history).
const RETURNS = `action in ('checkFail', 'callbackUnsatisfied')`;
const cstDay = (column: string) => `((${column} at time zone 'UTC') + interval '8 hours')::date`;
const DAY_COLUMNS = ['dispatched_at', 'checked_at', 'callback_at'];
const daysOf = (row: 'old' | 'new') =>
  `select distinct ${cstDay('ts')} from unnest(array[${DAY_COLUMNS.map((c) => `${row}.${c}`).join(', ')}]) as t(ts) where ts is not null`;
const returnDays = `select distinct ${cstDay('s.created_at')} from workflow_step s where s.workflow_id = old.workflow_id and s.${RETURNS}`;
/** What places an order's returns in the roll-up besides their own day: whether it counts, and its dimensions. */
const RETURN_COLUMNS = ['deleted', 'main_dept_id', 'sub_dept_id', 'event_type_id', 'creator_id'];

export const m032ReworkStat: Migration = {
  version: 32,
  name: 'rework_stat',
  statements: [
    `alter table stat_daily add column rework_num integer not null default 0`,
    // The roll-up and the drill-down read a range of returns from this alone, never the other steps.
    `create index workflow_step_rework on workflow_step (created_at desc) include (workflow_id) where ${RETURNS}`,
    // 017's function, and the order's return days when the order is deleted, undeleted or moves to other dimensions.
    `create or replace function stat_mark_days() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into stat_dirty_day (day) ${daysOf('old')};
      end if;
      if tg_op <> 'DELETE' then
        insert into stat_dirty_day (day) ${daysOf('new')};
      end if;
      if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${RETURN_COLUMNS.map((c) => `old.${c}`).join(', ')})
          is distinct from (${RETURN_COLUMNS.map((c) => `new.${c}`).join(', ')})) then
        insert into stat_dirty_day (day) ${returnDays};
      end if;
      return null;
    end
    $$`,
    `create function stat_mark_return_day() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into stat_dirty_day (day) values (${cstDay('old.created_at')});
      end if;
      if tg_op <> 'DELETE' then
        insert into stat_dirty_day (day) values (${cstDay('new.created_at')});
      end if;
      return null;
    end
    $$`,
    `create trigger workflow_step_stat_day_write after insert on workflow_step for each row when (new.${RETURNS}) execute function stat_mark_return_day()`,
    `create trigger workflow_step_stat_day_delete after delete on workflow_step for each row when (old.${RETURNS}) execute function stat_mark_return_day()`,
    `create trigger workflow_step_stat_day_update after update on workflow_step for each row
      when ((old.${RETURNS} or new.${RETURNS}) and (old.workflow_id, old.action, old.created_at) is distinct from (new.workflow_id, new.action, new.created_at))
      execute function stat_mark_return_day()`,
    `insert into stat_dirty_day (day) select distinct ${cstDay('created_at')} from workflow_step where ${RETURNS}`,
  ],
};
