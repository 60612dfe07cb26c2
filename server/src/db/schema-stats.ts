// 绩效统计's tables (migration 017): the daily roll-up per dimension and the days a write made stale.
import type { ColumnType, Generated } from 'kysely';

/** One CST day of one dimension value: the counts of services/stats/definitions.ts. */
export interface StatDailyTable {
  /** mainDept | subDept | eventType | agent */
  dim: string;
  /** 'YYYY-MM-DD' (CST) */
  day: ColumnType<string, string, string>;
  /** Department, event type or user id; 0 = 热线中心 (mainDept) or 未分类 (eventType). */
  dim_id: number;
  turn_num: number;
  response_num: number;
  no_response_num: number;
  on_time_num: number;
  solve_num: number;
  no_solve_num: number;
  unreasonable_claim: number;
  call_back_num: number;
  satisfaction_num: number;
  basic_satisfaction_num: number;
  dissatisfaction_num: number;
  /** Returns (核查不通过, 回访不满意) on the day: migration 032. */
  rework_num: number;
  /** 协办件数, 协办按时回复, 协办超期 of the assisting department: migration 037. */
  assist_num: number;
  assist_on_time_num: number;
  assist_overdue_num: number;
  /** 派单异议 filed on the day, and of them those ruled 成立 / 不成立: migration 038. */
  objection_num: number;
  objection_upheld_num: number;
  objection_refused_num: number;
}

/** A day a write to workflow touched (trigger stat_mark_days); the next read rolls it up again. */
export interface StatDirtyDayTable {
  id: Generated<string>;
  day: ColumnType<string, string, string>;
}

export interface StatsTables {
  stat_daily: StatDailyTable;
  stat_dirty_day: StatDirtyDayTable;
}
