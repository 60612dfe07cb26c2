// Kysely table types: Scheduled jobs (定时任务).

export interface ScheduleTables {}
