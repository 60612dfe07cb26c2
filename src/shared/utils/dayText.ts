// A calendar day ('YYYY-MM-DD') and a wall-clock time ('HH:mm') as forms hold them, and the Dates Fluent's pickers want.
import dayjs from 'dayjs';
import { DAY_MS, cstDay } from '../protocol/chinaTime.ts';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

/** Local midnight of 'YYYY-MM-DD' (the pickers read local fields), or null when it is no real day. */
export function dateOfDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** 'YYYY-MM-DD' of a picker's Date (its local fields, the day the user clicked). */
export const dayOf = (date: Date): string => dayjs(date).format(DAY_FORMAT);

/** A day typed by hand: 2026-03-01, 2026/3/1, 2026.3.1, 20260301 or 2026年3月1日; null when it is none of these or no real day. */
export function parseTypedDay(text: string): Date | null {
  const t = text.trim();
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function realDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Today in China time as a local-midnight Date (the calendar's 今天, whatever the browser's zone). */
export const cstToday = (now = Date.now()): Date => dateOfDay(cstDay(now))!;

/** The last `days` China-time days, today included, as 'YYYY-MM-DD' bounds. */
export function recentDays(days: number, now = Date.now()): { from: string; to: string } {
  return { from: cstDay(now - (days - 1) * DAY_MS), to: cstDay(now) };
}

/** 'HH:mm' as a Date on a fixed local day (the time picker's anchor), or null when it is no time of day. */
export function dateOfTime(time: string, anchor: Date): Date | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!m) return null;
  const date = new Date(anchor);
  date.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return date;
}

export const timeOf = (date: Date): string => dayjs(date).format(TIME_FORMAT);
