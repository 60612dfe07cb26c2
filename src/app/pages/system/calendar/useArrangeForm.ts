// The 设置节假日安排 form's logic: a range of days, its kind and name; saving or restoring it, the refusal kept beside
// what was typed.
import type { FormEvent } from 'react';
import type { CalendarWriteResult } from '../../../../shared/api/contracts/sysCalendar.ts';
import { arrangeCalendarDays, clearCalendarDays } from '../../../../shared/api/sysCalendar.ts';
import { calendarText as t } from '../../../../shared/i18n/system-calendar.zh-CN.ts';
import { useAdminForm, type FieldErrors } from '../common/useAdminForm.ts';

export interface ArrangeFields {
  name: string;
  kind: 1 | 2;
  from: string;
  to: string;
}

/** What the dialog opens with: a clicked day, or an empty range. */
export type ArrangeStart = ArrangeFields;

type ArrangeField = 'from' | 'to';

export function useArrangeForm(open: boolean, start: ArrangeStart | null, onDone: (message: string) => void) {
  const form = useAdminForm<ArrangeFields, ArrangeField>(open, start, () => start ?? { name: '', kind: 1, from: '', to: '' });
  const { fields } = form;

  const checked = (): FieldErrors<ArrangeField> => {
    const wrong: FieldErrors<ArrangeField> = {};
    if (!fields.from) wrong.from = t.dateRequired;
    if (!fields.to) wrong.to = t.dateRequired;
    else if (fields.from && fields.to < fields.from) wrong.to = t.dateOrder;
    return wrong;
  };
  const done = (text: (days: number, moved: number) => string) => (r: CalendarWriteResult) => onDone(text(r.days, r.ordersMoved));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    await form.save(checked(), async () => done(t.saved)(await arrangeCalendarDays({ from: fields.from, to: fields.to, kind: fields.kind, name: fields.name.trim() })));
  };

  const restore = async () => {
    await form.save(checked(), async () => done(t.restored)(await clearCalendarDays(fields.from, fields.to)));
  };

  return { fields, setField: form.setField, errors: form.errors, saving: form.saving, saveError: form.saveError, submit, restore };
}
