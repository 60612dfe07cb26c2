// 主办/协办: each assisting department's part of an order (its own deadline, its reply to the lead, or the centre's release),
// and 绩效统计's counts of it per assisting department, placed on the day the assist was asked (its created_at).
import type { Migration } from './index.ts';

// As lib/time.ts cstDaySql and migration 032's stat_mark_days were when this ran (a migration is history).
const cstDay = (column: string) => `((${column} at time zone 'UTC') + interval '8 hours')::date`;
const DAY_COLUMNS = ['dispatched_at', 'checked_at', 'callback_at'];
const daysOf = (row: 'old' | 'new') =>
  `select distinct ${cstDay('ts')} from unnest(array[${DAY_COLUMNS.map((c) => `${row}.${c}`).join(', ')}]) as t(ts) where ts is not null`;
const RETURNS = `action in ('checkFail', 'callbackUnsatisfied')`;
const returnDays = `select distinct ${cstDay('s.created_at')} from workflow_step s where s.workflow_id = old.workflow_id and s.${RETURNS}`;
const assistDays = `select distinct ${cstDay('a.created_at')} from workflow_assist a where a.workflow_id = old.workflow_id`;
const RETURN_COLUMNS = ['deleted', 'main_dept_id', 'sub_dept_id', 'event_type_id', 'creator_id'];

export const m037Assists: Migration = {
  version: 37,
  name: 'assists',
  statements: [
    `create table workflow_assist (
      id serial primary key,
      workflow_id text not null references workflow (workflow_id) on delete cascade,
      dept_id integer not null references sys_dept (id),
      -- working days the dispatcher gave, and the deadline they make
      days integer not null,
      deadline timestamptz not null,
      -- 1 awaiting reply, 2 replied, 3 released by the centre, 4 ended with the dispatch (改派, 退回)
      state integer not null default 1,
      created_by integer not null,
      created_by_name text not null,
      created_at timestamptz not null default now(),
      reply_content text,
      replied_by integer,
      replied_by_name text,
      replied_at timestamptz,
      release_reason text,
      released_by integer,
      released_by_name text,
      released_at timestamptz
    )`,
    `create index workflow_assist_order on workflow_assist (workflow_id)`,
    // 协办工单's tabs: a department's assists by state, newest first.
    `create index workflow_assist_dept on workflow_assist (dept_id, state, created_at desc)`,
    `create index workflow_assist_day on workflow_assist (created_at desc)`,
    `alter table stat_daily add column assist_num integer not null default 0`,
    `alter table stat_daily add column assist_on_time_num integer not null default 0`,
    `alter table stat_daily add column assist_overdue_num integer not null default 0`,
    // 032's function, and the order's assist days when the order is deleted, undeleted or moves to other dimensions.
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
        insert into stat_dirty_day (day) ${assistDays};
      end if;
      return null;
    end
    $$`,
    `create function stat_mark_assist_day() returns trigger language plpgsql as $$
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
    `create trigger workflow_assist_stat_day after insert or update or delete on workflow_assist for each row execute function stat_mark_assist_day()`,
  ],
};
