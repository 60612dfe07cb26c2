// Timestamp parsing and display formats (spec §9 "Dates").
import dayjs, { type Dayjs } from 'dayjs';

/** Anything the back end or a caller may hand us as a point in time. */
export type TimeInput = Date | Dayjs | number | string;

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Compact timestamp with 3 millisecond digits, e.g. the {timestamp} of /gong-dan/dengji/{timestamp}. */
export const TIMESTAMP_ID_FORMAT = 'YYYYMMDDHHmmssSSS';

const SECOND_MS = 1000;

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

/** 'YYYY-MM-DD HH:mm:ss' (or another dayjs pattern); '' for a missing or invalid time. */
export function formatDateTime(time: TimeInput | null | undefined, pattern: string = DATE_TIME_FORMAT): string {
  const date = parseTimestamp(time);
  return date === null ? '' : dayjs(date).format(pattern);
}

/** 'YYYYMMDDHHmmss' in the browser's local time: the stamp in an exported file's name. */
export const exportStamp = (): string => formatDateTime(new Date(), 'YYYYMMDDHHmmss');

/** 'YYYYMMDDHHmmssSSS', 17 digits, e.g. 20240301093005007. */
export function formatTimestampId(time: TimeInput = new Date()): string {
  return toDayjs(time).format(TIMESTAMP_ID_FORMAT);
}
