// 定时任务 at RuoYi's depth: a job's name and group, 并发执行 and 错过执行策略, the run lock that holds across servers, and
// 跳过 / 补执行 in the job log.
import type { Migration } from './index.ts';

export const m025SchedulePolicies: Migration = {
  version: 25,
  name: 'schedule_policies',
  statements: [
    `alter table sys_schedule_job add column name text`,
    `update sys_schedule_job set name = case handler when 'overdueSweep' then '超期催办' when 'statsRollup' then '统计汇总'
      when 'sessionCleanup' then '会话清理' when 'uploadCleanup' then '附件清理' when 'logRetention' then '日志清理' else handler end`,
    `alter table sys_schedule_job alter column name set not null`,
    // 'DEFAULT' 默认, 'SYSTEM' 系统 (RuoYi's sys_job_group)
    `alter table sys_schedule_job add column job_group text not null default 'DEFAULT'`,
    // 1 允许: a run may start while the previous one is still running; 0 禁止: such a run is skipped and logged
    `alter table sys_schedule_job add column concurrent integer not null default 0`,
    // Runs missed while no server was up or the job was paused: 1 立即执行 (all of them), 2 执行一次, 3 放弃
    `alter table sys_schedule_job add column misfire_policy integer not null default 2`,
    // When the current cron took effect (set on add and when the cron changes, not on pause / resume): nothing before it is owed
    `alter table sys_schedule_job add column cron_since timestamptz not null default now()`,
    `update sys_schedule_job set cron_since = updated_at`,
    // One row per job running with 并发执行 禁止, on whichever server; a server refreshes beat_at while it runs, so a
    // row whose server died goes stale and is taken over
    `create table sys_schedule_run (
      job_id integer primary key references sys_schedule_job (id) on delete cascade,
      server_id text not null,
      started_at timestamptz not null default now(),
      beat_at timestamptz not null default now()
    )`,
    // status 2 跳过 (the previous run had not finished); misfire 1 for a run of a missed slot
    `alter table sys_schedule_log add column misfire integer not null default 0`,
    `create index sys_schedule_log_started on sys_schedule_log (started_at desc, id desc)`,
  ],
};
