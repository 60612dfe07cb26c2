// Working time in China Standard Time: Monday to Friday, minus the 工作日历's days off, plus its weekends worked.
// A working day counts whole (00:00–24:00 CST); a year the calendar has no day of counts weekends alone.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CST_ISO_OFFSET, cstDay, cstDayStart, cstWallClock, DAY_MS } from '../../lib/time.ts';

/** 1 放假, 2 调休上班 (work_calendar_day.kind). */
export const CalendarKind = { dayOff: 1, workday: 2 } as const;

/** Longest walk in days: a wrong input can never spin the server. */
const MAX_WALK_DAYS = 3660;

/** Saturday or Sunday in CST. */
export const isWeekend = (ms: number): boolean => {
  const weekday = cstWallClock(ms).getUTCDay();
  return weekday === 0 || weekday === 6;
};

export class WorkCalendar {
  readonly #kinds: ReadonlyMap<string, number>;
  /** Years with at least one arranged day: the State Council's arrangement for them was entered. */
  readonly arrangedYears: ReadonlySet<number>;

  constructor(days: Iterable<{ day: string; kind: number }>) {
    const kinds = new Map<string, number>();
    for (const d of days) kinds.set(d.day, d.kind);
    this.#kinds = kinds;
    this.arrangedYears = new Set([...kinds.keys()].map((d) => Number(d.slice(0, 4))));
  }

  /** Weekends alone: the calendar of a database that has no arrangement yet. */
  static readonly weekendsOnly = new WorkCalendar([]);

  isWorkingDay(ms: number): boolean {
    const kind = this.#kinds.get(cstDay(ms));
    if (kind === CalendarKind.workday) return true;
    if (kind === CalendarKind.dayOff) return false;
    return !isWeekend(ms);
  }

  /** End (23:59:59 CST) of the n-th working day after `from`; the day of `from` itself does not count. */
  addWorkingDays(from: Date, days: number): Date {
    let ms = from.getTime();
    let left = Math.max(0, days);
    for (let walked = 0; left > 0 && walked < MAX_WALK_DAYS; walked++) {
      ms += DAY_MS;
      if (this.isWorkingDay(ms)) left--;
    }
    const endOfDay = Date.parse(`${cstDay(ms)}T23:59:59${CST_ISO_OFFSET}`);
    return new Date(days <= 0 ? Math.max(endOfDay, from.getTime()) : endOfDay);
  }

  /** Working milliseconds between two instants (0 when `to` is not after `from`): what a pause (挂账) covered. */
  workingMsBetween(from: Date, to: Date): number {
    let total = 0;
    let at = from.getTime();
    const end = to.getTime();
    for (let walked = 0; at < end && walked < MAX_WALK_DAYS; walked++) {
      const nextDay = cstDayStart(cstDay(at)) + DAY_MS;
      if (this.isWorkingDay(at)) total += Math.min(nextDay, end) - at;
      at = nextDay;
    }
    return total;
  }

  /** The instant `ms` working milliseconds after `from`: a deadline moved by a pause's working time. */
  addWorkingMs(from: Date, ms: number): Date {
    let at = from.getTime();
    let left = Math.max(0, ms);
    for (let walked = 0; left > 0 && walked < MAX_WALK_DAYS; walked++) {
      const nextDay = cstDayStart(cstDay(at)) + DAY_MS;
      if (this.isWorkingDay(at)) {
        if (at + left <= nextDay) return new Date(at + left);
        left -= nextDay - at;
      }
      at = nextDay;
    }
    return new Date(at);
  }
}

/** A calendar day as 'YYYY-MM-DD' (the driver reads a date column as a Date at local midnight). */
export const calendarDayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/** The calendar as stored now. Read at each use (a few dozen rows a year), so every server counts with the latest edit. */
export async function loadWorkCalendar(db: Kysely<Database>): Promise<WorkCalendar> {
  return new WorkCalendar(await db.selectFrom('work_calendar_day').select([calendarDayText.as('day'), 'kind']).execute());
}
