// Kysely table types: Scheduled jobs (定时任务) and the daily roll-up they keep.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';

export interface SysScheduleJobTable {
  id: Generated<number>;
  /** A handler name of the server's registry (services/schedule/registry.ts). */
  handler: string;
  /** JSON text, valid for the handler's schema. */
  params: Generated<string>;
  cron: string;
  /** 0 暂停, 1 正常 */
  status: number;
  remark: string | null;
  name: string;
  /** 'DEFAULT' 默认, 'SYSTEM' 系统 */
  job_group: Generated<string>;
  /** 1 允许, 0 禁止 (a run starting while the previous one runs is skipped) */
  concurrent: Generated<number>;
  /** 1 立即执行, 2 执行一次, 3 放弃 */
  misfire_policy: Generated<number>;
  /** When the current cron took effect: no slot before it is owed. */
  cron_since: CreatedAt;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SysScheduleRunTable {
  job_id: number;
  server_id: string;
  started_at: CreatedAt;
  beat_at: CreatedAt;
}

export interface SysScheduleSlotTable {
  job_id: number;
  slot: Timestamp;
  server_id: string;
  claimed_at: CreatedAt;
}

export interface SysScheduleLogTable {
  id: Generated<string>;
  job_id: number;
  handler: string;
  params: string;
  slot: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** 1 for 执行一次 */
  manual: Generated<number>;
  server_id: string;
  started_at: Timestamp;
  duration_ms: number;
  /** 0 失败, 1 成功, 2 跳过 */
  status: number;
  result: string | null;
  error: string | null;
  /** 1 for a run of a slot missed while no server was up or the job was paused */
  misfire: Generated<number>;
}

export interface SysScheduleOverdueMarkTable {
  workflow_id: string;
  /** 'YYYY-MM-DD' (CST) */
  day: ColumnType<string, string, string>;
}

export interface StatDailyDeptTable {
  day: ColumnType<string, string, string>;
  dept_id: number;
  registered: number;
  dispatched: number;
  finished: number;
  overdue: number;
  callback_satisfied: number;
  callback_basic: number;
  callback_unsatisfied: number;
}

export interface ScheduleTables {
  sys_schedule_job: SysScheduleJobTable;
  sys_schedule_slot: SysScheduleSlotTable;
  sys_schedule_run: SysScheduleRunTable;
  sys_schedule_log: SysScheduleLogTable;
  sys_schedule_overdue_mark: SysScheduleOverdueMarkTable;
  stat_daily_dept: StatDailyDeptTable;
}
