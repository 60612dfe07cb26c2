// The calendar page's logic: the year shown, its arrangement from the server, and the dialog opened on a day.
import { useState } from 'react';
import type { CalendarDay } from '../../../../shared/api/contracts/sysCalendar.ts';
import { CALENDAR_RESOURCE, fetchCalendarYear } from '../../../../shared/api/sysCalendar.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { cstDay } from '../../../../shared/protocol/chinaTime.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { isWeekend } from './calendarView.ts';
import type { ArrangeStart } from './useArrangeForm.ts';

export function useCalendarPage() {
  const [year, setYear] = useState(() => Number(cstDay(Date.now()).slice(0, 4)));
  const calendar = useResource(`${CALENDAR_RESOURCE}:${year}`, (signal) => fetchCalendarYear(year, signal));
  const canArrange = usePermission(['sys:calendar:save']);
  const [editing, setEditing] = useState<ArrangeStart | null>(null);
  const notify = useNotify();

  const byDay = new Map<string, CalendarDay>((calendar.data?.days ?? []).map((d) => [d.day, d]));
  const openDay = (day: string) => {
    const arranged = byDay.get(day);
    setEditing({ name: arranged?.name ?? '', kind: arranged ? (arranged.kind === 2 ? 2 : 1) : isWeekend(day) ? 2 : 1, from: day, to: day });
  };
  const openEmpty = () => setEditing({ name: '', kind: 1, from: '', to: '' });
  const done = (message: string) => {
    setEditing(null);
    notify.success(message);
    void calendar.reload();
  };

  return {
    year, setYear, data: calendar.data, loading: calendar.loading && !calendar.data, error: calendar.data ? '' : calendar.error,
    retry: () => void calendar.reload(), byDay, canArrange, editing, openDay, openEmpty, closeDialog: () => setEditing(null), done,
  };
}
