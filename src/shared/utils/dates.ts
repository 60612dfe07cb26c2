// Date ranges, timestamp parsing and display formats (spec §9 "Dates").
import dayjs, { type Dayjs } from 'dayjs';
import { zhCN } from '../i18n/zh-CN.ts';

/** Anything the back end or a caller may hand us as a point in time. */
export type TimeInput = Date | Dayjs | number | string;

/** [start, end], both inclusive; start is 00:00:00.000 and end 23:59:59.999 local time. */
export type DateRange = [start: Date, end: Date];

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
/** Compact timestamp with 3 millisecond digits, e.g. the {timestamp} of /gong-dan/dengji/{timestamp}. */
export const TIMESTAMP_ID_FORMAT = 'YYYYMMDDHHmmssSSS';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Below this age a time reads 刚刚. */
const JUST_NOW_MS = 30 * SECOND_MS;

/**
 * Turns a time value into a Date, or null when it is missing or invalid.
 * A number (or a string of digits) with exactly 10 digits is seconds since the epoch;
 * any other number of digits is milliseconds (so 13 digits is ms, and 9 or 11 digits are taken as ms too).
 * Other strings are parsed by dayjs (ISO 8601, 'YYYY-MM-DD HH:mm:ss', …).
 */
export function parseTimestamp(input: TimeInput | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (dayjs.isDayjs(input)) return input.isValid() ? input.toDate() : null;
  if (typeof input === 'number') return fromEpochNumber(input);
  const text = input.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return fromEpochNumber(Number(text), text.length);
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : null;
}

function fromEpochNumber(value: number, digits = String(Math.trunc(Math.abs(value))).length): Date | null {
  if (!Number.isFinite(value)) return null;
  const ms = digits === 10 ? value * SECOND_MS : value;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toDayjs(input: TimeInput): Dayjs {
  const date = parseTimestamp(input);
  if (date === null) throw new RangeError(`Invalid time value: ${String(input)}`);
  return dayjs(date);
}

function range(start: Dayjs, end: Dayjs): DateRange {
  return [start.startOf('day').toDate(), end.endOf('day').toDate()];
}

/** The calendar week (Monday to Sunday) that contains `date`. */
export function weekRange(date: TimeInput = new Date()): DateRange {
  const day = toDayjs(date);
  const sinceMonday = (day.day() + 6) % 7; // dayjs: 0 = Sunday … 6 = Saturday
  const monday = day.subtract(sinceMonday, 'day');
  return range(monday, monday.add(6, 'day'));
}

/** The day of `date`, 00:00:00 to 23:59:59. */
export function dayRange(date: TimeInput = new Date()): DateRange {
  const day = toDayjs(date);
  return range(day, day);
}

/**
 * "Last week": from the day 7 days before today, 00:00:00, up to today 23:59:59
 * (the same shape as lastMonthRange: the spec names the start, the range runs up to today).
 */
export function lastWeekRange(today: TimeInput = new Date()): DateRange {
  const day = toDayjs(today);
  return range(day.subtract(7, 'day'), day);
}

/**
 * "Last month": from the same day one month earlier, 00:00:00, up to today 23:59:59.
 * Month ends clamp (31 Mar -> 28/29 Feb).
 */
export function lastMonthRange(today: TimeInput = new Date()): DateRange {
  const day = toDayjs(today);
  return range(day.subtract(1, 'month'), day);
}

/** 'YYYY-MM-DD HH:mm:ss' (or another dayjs pattern); '' for a missing or invalid time. */
export function formatDateTime(time: TimeInput | null | undefined, pattern: string = DATE_TIME_FORMAT): string {
  const date = parseTimestamp(time);
  return date === null ? '' : dayjs(date).format(pattern);
}

/** 'YYYYMMDDHHmmssSSS', 17 digits, e.g. 20240301093005007. */
export function formatTimestampId(time: TimeInput = new Date()): string {
  return toDayjs(time).format(TIMESTAMP_ID_FORMAT);
}

/**
 * Relative label of `time` as seen at `now`:
 * under 30 s (and any future time) 刚刚; under 1 hour N分钟前; under 1 day N小时前;
 * under 2 days 1天前; otherwise 'YYYY-MM-DD HH:mm'. N is rounded down, never below 1.
 * Returns '' for a missing or invalid time.
 */
export function formatRelative(time: TimeInput | null | undefined, now: TimeInput = Date.now()): string {
  const date = parseTimestamp(time);
  const reference = parseTimestamp(now);
  if (date === null || reference === null) return '';
  const age = reference.getTime() - date.getTime();
  if (age < JUST_NOW_MS) return zhCN.time.justNow;
  if (age < HOUR_MS) return zhCN.time.minutesAgo(Math.max(1, Math.floor(age / MINUTE_MS)));
  if (age < DAY_MS) return zhCN.time.hoursAgo(Math.max(1, Math.floor(age / HOUR_MS)));
  if (age < 2 * DAY_MS) return zhCN.time.oneDayAgo;
  return dayjs(date).format(DATE_MINUTE_FORMAT);
}
