// Scheduled jobs, their fired slots and run log (定时任务), and the daily roll-up the statistics read.
import type { Migration } from './index.ts';

export const m011Schedule: Migration = {
  version: 11,
  name: 'schedule',
  statements: [
    `create table sys_schedule_job (
      id serial primary key,
      -- a name from the server's handler registry, never a class or method typed by a user
      handler text not null,
      -- JSON text validated against the handler's schema
      params text not null default '{}',
      cron text not null,
      -- 0 暂停, 1 正常
      status integer not null default 1,
      remark text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    // One row per slot that some server claimed: the primary key makes exactly one server win it.
    `create table sys_schedule_slot (
      job_id integer not null references sys_schedule_job (id) on delete cascade,
      slot timestamptz not null,
      server_id text not null,
      claimed_at timestamptz not null default now(),
      primary key (job_id, slot)
    )`,
    `create table sys_schedule_log (
      id bigserial primary key,
      job_id integer not null references sys_schedule_job (id) on delete cascade,
      handler text not null,
      params text not null,
      -- the cron slot run, null for 执行一次
      slot timestamptz,
      manual integer not null default 0,
      server_id text not null,
      started_at timestamptz not null,
      duration_ms integer not null,
      -- 0 失败, 1 成功
      status integer not null,
      result text,
      error text
    )`,
    `create index sys_schedule_log_job on sys_schedule_log (job_id, started_at desc, id desc)`,
    // The overdue sweep's memory: an order is reminded at most once per CST day, however many servers sweep.
    `create table sys_schedule_overdue_mark (
      workflow_id text not null,
      day date not null,
      primary key (workflow_id, day)
    )`,
    // Per CST day and main department (0 = none yet): what the statistics read instead of scanning every order.
    // No timestamp column: recomputing unchanged days leaves the rows exactly as they were.
    `create table stat_daily_dept (
      day date not null,
      dept_id integer not null,
      registered integer not null default 0,
      dispatched integer not null default 0,
      finished integer not null default 0,
      overdue integer not null default 0,
      callback_satisfied integer not null default 0,
      callback_basic integer not null default 0,
      callback_unsatisfied integer not null default 0,
      primary key (day, dept_id)
    )`,
  ],
};
