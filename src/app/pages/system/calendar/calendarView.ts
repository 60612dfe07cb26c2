// Pure view rules of the calendar page: a month's weeks, weekends, and the year's arrangement as runs of days.
import type { CalendarDay } from '../../../../shared/api/contracts/sysCalendar.ts';

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Weeks of the month, Monday first; null pads the days of the neighbouring months. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = Date.UTC(year, month - 1, 1);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => dayText(first + i * DAY_MS))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const isWeekend = (day: string): boolean => {
  const weekday = new Date(dayMs(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

export interface ArrangementRun {
  name: string;
  kind: number;
  from: string;
  to: string;
  days: number;
}

/** Consecutive days of one name and kind as one run: 春节 2026-02-15 至 2026-02-23 放假. */
export function arrangementRuns(days: readonly CalendarDay[]): ArrangementRun[] {
  const runs: ArrangementRun[] = [];
  for (const d of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const last = runs.at(-1);
    if (last && last.name === d.name && last.kind === d.kind && dayMs(d.day) - dayMs(last.to) === DAY_MS) {
      last.to = d.day;
      last.days++;
    } else runs.push({ name: d.name, kind: d.kind, from: d.day, to: d.day, days: 1 });
  }
  return runs;
}
