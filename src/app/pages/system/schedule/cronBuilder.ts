// The cron builder's rules: a few common periods as fields, turned into a 5-field expression and read back from one.
export type CronMode = 'minutes' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'custom';

export interface CronDraft {
  mode: CronMode;
  /** every N minutes (1–59) */
  every: string;
  /** minute of the hour (0–59) */
  minute: string;
  /** 'HH:mm' */
  time: string;
  /** 0 (Sunday) – 6 */
  weekday: string;
  /** 1–31 */
  monthDay: string;
  /** the expression itself (custom) */
  expression: string;
}

export const CRON_MODES: readonly CronMode[] = ['minutes', 'hourly', 'daily', 'weekly', 'monthly', 'custom'];

const BASE: CronDraft = { mode: 'daily', every: '10', minute: '0', time: '02:00', weekday: '1', monthDay: '1', expression: '0 2 * * *' };

const num = /^\d{1,2}$/;
const inRange = (text: string, min: number, max: number) => num.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const hhmm = (text: string): [number, number] | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m && Number(m[1]) <= 23 && Number(m[2]) <= 59 ? [Number(m[1]), Number(m[2])] : null;
};
const pad = (n: string) => n.padStart(2, '0');

/** What is wrong with the builder's fields (the field name and the reason key), or null. */
export function builderProblem(d: CronDraft): 'every' | 'minute' | 'time' | 'monthDay' | null {
  if (d.mode === 'minutes' && !inRange(d.every, 1, 59)) return 'every';
  if (d.mode === 'hourly' && !inRange(d.minute, 0, 59)) return 'minute';
  if ((d.mode === 'daily' || d.mode === 'weekly' || d.mode === 'monthly') && !hhmm(d.time)) return 'time';
  if (d.mode === 'monthly' && !inRange(d.monthDay, 1, 31)) return 'monthDay';
  return null;
}

/** The expression the draft stands for ('' while a field is wrong). */
export function cronOf(d: CronDraft): string {
  if (d.mode === 'custom') return d.expression.trim().replace(/\s+/g, ' ');
  if (builderProblem(d)) return '';
  const [h, m] = hhmm(d.time) ?? [0, 0];
  switch (d.mode) {
    case 'minutes': return `*/${Number(d.every)} * * * *`;
    case 'hourly': return `${Number(d.minute)} * * * *`;
    case 'daily': return `${m} ${h} * * *`;
    case 'weekly': return `${m} ${h} * * ${Number(d.weekday)}`;
    case 'monthly': return `${m} ${h} ${Number(d.monthDay)} * *`;
  }
}

/** The builder showing an expression: its period when it is one of the builder's, else custom. */
export function draftOf(expression: string): CronDraft {
  const text = expression.trim().replace(/\s+/g, ' ');
  const base = { ...BASE, expression: text };
  const f = text.split(' ');
  if (f.length !== 5) return { ...base, mode: 'custom' };
  const [mi, h, dom, mon, dow] = f as [string, string, string, string, string];
  const time = num.test(h) && num.test(mi) ? `${pad(h)}:${pad(mi)}` : '';
  const every = /^\*\/(\d{1,2})$/.exec(mi);
  if (every && h === '*' && dom === '*' && mon === '*' && dow === '*') return { ...base, mode: 'minutes', every: every[1]! };
  if (num.test(mi) && h === '*' && dom === '*' && mon === '*' && dow === '*') return { ...base, mode: 'hourly', minute: mi };
  if (time && dom === '*' && mon === '*' && dow === '*') return { ...base, mode: 'daily', time };
  if (time && dom === '*' && mon === '*' && /^[0-6]$/.test(dow)) return { ...base, mode: 'weekly', time, weekday: dow };
  if (time && num.test(dom) && mon === '*' && dow === '*') return { ...base, mode: 'monthly', time, monthDay: dom };
  return { ...base, mode: 'custom' };
}
