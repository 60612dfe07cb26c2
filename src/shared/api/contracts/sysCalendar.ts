// 工作日历: the holiday arrangement of a year, set and cleared by ranges of days.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, Optional, Str, type EndpointMap } from './schema.ts';

/** 1 放假, 2 调休上班 */
export const CalendarDayKind = IntEnum([1, 2] as const);

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const CalendarDay = Type.Object({ day: Type.String(), kind: Type.Integer(), name: Type.String() });
export type CalendarDay = Static<typeof CalendarDay>;

export const CalendarYear = Type.Object({
  year: Type.Integer(),
  /** Whether the year's arrangement was entered; without it weekends alone count. */
  arranged: Type.Boolean(),
  days: Type.Array(CalendarDay),
  /** Years from this one to next year whose arrangement is missing although deadlines already run into them. */
  missingYears: Type.Array(Type.Integer()),
});
export type CalendarYear = Static<typeof CalendarYear>;

export const CalendarRange = Body({ from: Day(), to: Day() });
export const CalendarSaveRequest = Body({ from: Day(), to: Day(), kind: CalendarDayKind, name: Optional(Str(20)) });
export type CalendarSaveRequest = Static<typeof CalendarSaveRequest>;

/** What a write did: the days written or cleared, and the open orders whose deadline moved. */
export const CalendarWriteResult = Type.Object({ days: Type.Integer(), ordersMoved: Type.Integer() });
export type CalendarWriteResult = Static<typeof CalendarWriteResult>;

export const sysCalendarEndpoints = {
  '/api/sys/calendar/year': { body: Body({ year: Int(2000, 2099) }), reply: CalendarYear },
  /** Sets every day of the range (at most 31 days) to the kind; 调休上班 only on Saturdays and Sundays. */
  '/api/sys/calendar/save': { body: CalendarSaveRequest, reply: CalendarWriteResult },
  /** Returns the range's days to the weekday rule. */
  '/api/sys/calendar/delete': { body: CalendarRange, reply: CalendarWriteResult },
} as const satisfies EndpointMap;
