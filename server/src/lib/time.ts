// Dates as the hotline shows them: 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8, no daylight saving).
const CST_OFFSET_MS = 8 * 3600 * 1000;

export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
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
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${zone ?? '+08:00'}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
