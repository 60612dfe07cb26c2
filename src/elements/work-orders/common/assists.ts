// 协办单位 as a dispatch form holds them: one text value (the forms keep strings), read and checked here.
import type { AssistRequestItem } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';

/** One assisting department in the form: its days as typed. */
export interface AssistDraft {
  deptId: number;
  days: string;
}

/** The contract's bound; the server applies 参数设置's tighter ones (assist.maxDepts, assist.maxDays). */
export const ASSIST_MAX_DEPTS = 10;
export const ASSIST_MAX_DAYS = 60;

export function readAssists(value: string | undefined): AssistDraft[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.filter((a): a is AssistDraft => typeof a?.deptId === 'number').map((a) => ({ deptId: a.deptId, days: String(a.days ?? '') })) : [];
  } catch {
    return [];
  }
}

export const writeAssists = (list: readonly AssistDraft[]): string => (list.length ? JSON.stringify(list) : '');

/** The first problem of the drafts, or null. */
export function assistsProblem(value: string): string | null {
  const list = readAssists(value);
  if (list.length > ASSIST_MAX_DEPTS) return workOrdersText.assists.tooMany(ASSIST_MAX_DEPTS);
  const bad = list.some((a) => a.days.trim() !== '' && !(/^\d+$/.test(a.days.trim()) && Number(a.days) >= 1 && Number(a.days) <= ASSIST_MAX_DAYS));
  return bad ? workOrdersText.assists.daysRange : null;
}

/** The request's 协办单位 (a blank days field takes the server's default), or undefined for none. */
export function assistRequest(value: string | undefined): AssistRequestItem[] | undefined {
  const list = readAssists(value);
  return list.length ? list.map((a) => (a.days.trim() ? { deptId: a.deptId, days: Number(a.days) } : { deptId: a.deptId })) : undefined;
}
