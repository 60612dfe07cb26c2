// China Standard Time, the hotline's clock on both sides (the server's days and the screens' 今日): UTC+8 all year, no
// daylight saving, whatever the machine's or the browser's time zone.

/** The IANA name, for Intl and cron. */
export const CST_TIME_ZONE = 'Asia/Shanghai';
export const CST_OFFSET_MS = 8 * 3600 * 1000;
/** The offset as ISO 8601 writes it after a wall-clock time. */
export const CST_ISO_OFFSET = '+08:00';
export const DAY_MS = 24 * 3600 * 1000;

/** A Date whose UTC fields (year, month, weekday, hour, …) read the CST wall clock at `ms`. */
export const cstWallClock = (ms: number): Date => new Date(ms + CST_OFFSET_MS);
/** 'YYYY-MM-DD' of the CST day `ms` falls in. */
export const cstDay = (ms: number): string => cstWallClock(ms).toISOString().slice(0, 10);
/** 00:00 CST of the day 'YYYY-MM-DD' (NaN when it is no date). */
export const cstDayStart = (day: string): number => Date.parse(`${day}T00:00:00${CST_ISO_OFFSET}`);
/** 00:00 CST of the day `at` falls in. */
export const startOfCstDay = (at: Date): Date => new Date(Math.floor((at.getTime() + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS);
