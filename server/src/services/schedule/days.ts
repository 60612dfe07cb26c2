// Calendar days in China Standard Time (UTC+8, no daylight saving), as 'YYYY-MM-DD'.
const CST_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

export const cstDay = (ms: number): string => new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10);
/** 00:00 CST of the day. */
export const cstDayStart = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);
/** SQL: the CST day of a timestamptz column, whatever the session's time zone. */
export const cstDaySql = (column: string): string => `((${column} at time zone 'UTC') + interval '8 hours')::date`;
