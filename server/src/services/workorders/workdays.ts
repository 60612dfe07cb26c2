// Working days in China Standard Time: Monday to Friday, minus public holidays, plus the swapped working weekends.
import { CST_ISO_OFFSET, cstDay, cstWallClock, DAY_MS } from '../../lib/time.ts';

// State Council holiday arrangements (days off on weekdays, working Saturdays/Sundays).
const HOLIDAYS = new Set([
  '2025-01-01', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04', '2025-04-04', '2025-05-01',
  '2025-05-02', '2025-05-05', '2025-06-02', '2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06', '2025-10-07', '2025-10-08',
  '2026-01-01', '2026-01-02', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-23', '2026-04-06',
  '2026-05-01', '2026-05-04', '2026-05-05', '2026-06-19', '2026-09-25', '2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06',
  '2026-10-07',
]);
const WORKING_WEEKENDS = new Set([
  '2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11', '2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09',
  '2026-09-20', '2026-10-10',
]);

export function isWorkingDay(ms: number): boolean {
  const day = cstDay(ms);
  if (WORKING_WEEKENDS.has(day)) return true;
  if (HOLIDAYS.has(day)) return false;
  const weekday = cstWallClock(ms).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** End (23:59:59 CST) of the n-th working day after `from`; the day of `from` itself does not count. */
export function addWorkingDays(from: Date, days: number): Date {
  let ms = from.getTime();
  let left = Math.max(0, days);
  while (left > 0) {
    ms += DAY_MS;
    if (isWorkingDay(ms)) left--;
  }
  const endOfDay = Date.parse(`${cstDay(ms)}T23:59:59${CST_ISO_OFFSET}`);
  return new Date(days <= 0 ? Math.max(endOfDay, from.getTime()) : endOfDay);
}
