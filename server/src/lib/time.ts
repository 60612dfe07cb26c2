// China Standard Time on the server: the shared rule (src/shared/protocol/chinaTime.ts) plus the hotline's date texts
// ('YYYY-MM-DD HH:mm:ss', CST) and the CST day in SQL. Every server module takes its days and hours from here.
import { CST_ISO_OFFSET, CST_OFFSET_MS, cstWallClock, DAY_MS } from '../../../src/shared/protocol/chinaTime.ts';

export { CST_ISO_OFFSET, CST_OFFSET_MS, CST_TIME_ZONE, cstDay, cstDayStart, cstWallClock, DAY_MS, startOfCstDay } from '../../../src/shared/protocol/chinaTime.ts';

export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return cstWallClock(d.getTime()).toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses a client date: a 10-digit number is seconds, a longer one milliseconds, a string is read as CST unless it has a zone. */
export function parseClientDate(value: string | number): Date | null {
  if (typeof value === 'number') {
    const ms = String(Math.trunc(value)).length <= 10 ? value * 1000 : value;
    const d = new Date(ms);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${zone ?? CST_ISO_OFFSET}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A filter's end: 'YYYY-MM-DD' ends at the last millisecond of that CST day; a time is taken as given. */
export function parseClientDayEnd(text: string): Date | null {
  const at = parseClientDate(text);
  if (!at || text.length > 10) return at;
  return new Date(at.getTime() + DAY_MS - 1);
}

/** SQL (PostgreSQL and PGlite): the CST day of a timestamptz column, whatever the session's time zone. */
export const cstDaySql = (column: string): string => `((${column} at time zone 'UTC') + interval '${CST_OFFSET_MS / 3_600_000} hours')::date`;
