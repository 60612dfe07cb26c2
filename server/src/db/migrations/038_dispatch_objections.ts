// 派单异议: a lead department disputes that an order is its duty (reason, 依据, the department it holds responsible);
// the centre rules 成立 (redispatched, the catalogue entry flagged 待复核) or 不成立. 绩效统计 counts them per objecting
// department on the day each was filed, so an objection's writes mark that day stale, as an order's do (migration 017).
import type { Migration } from './index.ts';

const cstDay = (column: string) => `((${column} at time zone 'UTC') + interval '8 hours')::date`;
/** What places an objection in the roll-up besides its own row: whether its order counts, and the order's dimensions. */
const ORDER_COLUMNS = ['deleted', 'event_type_id', 'creator_id'];

export const m038DispatchObjections: Migration = {
  version: 38,
  name: 'dispatch_objections',
  statements: [
    `create table workflow_objection (
      id serial primary key,
      workflow_id text not null references workflow (workflow_id) on delete cascade,
      -- the objecting lead department, and the one it holds responsible
      dept_id integer not null references sys_dept (id),
      proposed_dept_id integer not null references sys_dept (id),
      reason text not null,
      basis text not null,
      -- the 派单目录 entry that applied to the order when it was filed, if any
      catalogue_entry_id integer references dispatch_catalogue (id) on delete set null,
      -- 1 待裁定, 2 成立, 3 不成立
      state integer not null default 1,
      applicant_id integer not null,
      applicant_name varchar(50) not null,
      -- the working-time instant the ruling is due (ruling time counted from filing)
      ruling_due_at timestamptz not null,
      ruler_id integer,
      ruler_name varchar(50),
      ruling_reason text,
      -- where an upheld objection sent the order
      new_dept_id integer references sys_dept (id),
      overdue_reminded_at timestamptz,
      created_at timestamptz not null default now(),
      decided_at timestamptz
    )`,
    // One pending objection per order, checked by the database too (two filings at once).
    `create unique index workflow_objection_pending on workflow_objection (workflow_id) where state = 1`,
    `create index workflow_objection_workflow on workflow_objection (workflow_id)`,
    `create index workflow_objection_dept on workflow_objection (dept_id, created_at desc)`,
    `create index workflow_objection_created on workflow_objection (created_at desc)`,
    `alter table dispatch_catalogue add column review_pending boolean not null default false`,
    `alter table dispatch_catalogue add column review_note text`,
    `alter table stat_daily add column objection_num integer not null default 0`,
    `alter table stat_daily add column objection_upheld_num integer not null default 0`,
    `alter table stat_daily add column objection_refused_num integer not null default 0`,
    `create function stat_mark_objection_day() returns trigger language plpgsql as $$
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
    `create trigger workflow_objection_stat_day after insert or update or delete on workflow_objection
      for each row execute function stat_mark_objection_day()`,
    // An order deleted, undeleted or moved to another event type or agent moves its objections' counts too.
    `create function stat_mark_order_objection_days() returns trigger language plpgsql as $$
    begin
      insert into stat_dirty_day (day) select distinct ${cstDay('o.created_at')} from workflow_objection o where o.workflow_id = old.workflow_id;
      return null;
    end
    $$`,
    `create trigger workflow_objection_order_stat_day after update on workflow for each row
      when ((${ORDER_COLUMNS.map((c) => `old.${c}`).join(', ')}) is distinct from (${ORDER_COLUMNS.map((c) => `new.${c}`).join(', ')}))
      execute function stat_mark_order_objection_days()`,
  ],
};
