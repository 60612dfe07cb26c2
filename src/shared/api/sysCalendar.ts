// 工作日历's calls.
import { call } from '../http/client.ts';
import type { CalendarSaveRequest } from './contracts/sysCalendar.ts';

/** Session resource key of the calendar; the server pushes 'changed' for it after every calendar write. */
export const CALENDAR_RESOURCE = 'sys:calendar';

export const fetchCalendarYear = (year: number, signal?: AbortSignal) => call('/api/sys/calendar/year', { body: { year }, signal });

export const arrangeCalendarDays = (input: CalendarSaveRequest) => call('/api/sys/calendar/save', { body: input });

export const clearCalendarDays = (from: string, to: string) => call('/api/sys/calendar/delete', { body: { from, to } });
