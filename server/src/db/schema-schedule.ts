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
  created_at: CreatedAt;
  updated_at: CreatedAt;
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
  /** 0 失败, 1 成功 */
  status: number;
  result: string | null;
  error: string | null;
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
  sys_schedule_log: SysScheduleLogTable;
  sys_schedule_overdue_mark: SysScheduleOverdueMarkTable;
  stat_daily_dept: StatDailyDeptTable;
}
