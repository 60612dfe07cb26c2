// Cron expressions of jobs: 5 fields (minute precision) or 6 with seconds first, read in China Standard Time.
import { Cron } from 'croner';
import { CST_TIME_ZONE } from '../../lib/time.ts';

const MAX_CRON_LENGTH = 120;

/** A parsed expression (no timer of its own); throws CronInvalid with a Chinese reason. */
export function parseCron(expression: string): Cron {
  const text = expression.trim().replace(/\s+/g, ' ');
  const fields = text ? text.split(' ').length : 0;
  if (!text) throw new CronInvalid('请输入 cron 表达式');
  if (text.length > MAX_CRON_LENGTH) throw new CronInvalid('cron 表达式过长');
  if (fields !== 5 && fields !== 6) throw new CronInvalid(`cron 表达式应为 5 段（分 时 日 月 周）或 6 段（秒 分 时 日 月 周），当前为 ${fields} 段`);
  try {
    const cron = new Cron(text, { timezone: CST_TIME_ZONE, mode: '5-or-6-parts', paused: true });
    if (!cron.nextRun()) throw new CronInvalid('该 cron 表达式以后不会再执行');
    return cron;
  } catch (err) {
    if (err instanceof CronInvalid) throw err;
    throw new CronInvalid(`cron 表达式不正确：${text}`);
  }
}

export class CronInvalid extends Error {}

/** The expression as stored: trimmed, single spaces. */
export const normalizeCron = (expression: string): string => expression.trim().replace(/\s+/g, ' ');

/** The next `count` run times after `from`. */
export function nextRuns(expression: string, count = 5, from = new Date()): Date[] {
  return parseCron(expression).nextRuns(count, from);
}

/**
 * The slots of `cron` in (after, now], oldest first, at most `limit` of them (the newest ones): what a server owes.
 * Walks forward from `after`; a long gap is skipped by starting from the newest slot before `now`.
 */
export function dueSlots(cron: Cron, after: Date, now: Date, limit: number): Date[] {
  const out: Date[] = [];
  let cursor = after;
  for (let i = 0; i < limit + 1; i++) {
    const next = cron.nextRun(cursor);
    if (!next || next.getTime() > now.getTime()) return out;
    out.push(next);
    cursor = next;
  }
  // More than `limit` owed: only the newest ones count (never a backlog).
  const newest = cron.previousRuns(limit, new Date(now.getTime() + 1)).reverse().filter((d) => d.getTime() > after.getTime());
  return newest;
}
