// The one time-of-day field: Fluent's TimePicker, 24-hour, value an 'HH:mm' string, typing allowed.
import { Field, makeStyles } from '@fluentui/react-components';
import { TimePicker, type TimePickerProps } from '@fluentui/react-timepicker-compat';
import { useEffect, useMemo, useState } from 'react';
import { pickersText as t } from '../i18n/pickers.zh-CN.ts';
import { dateOfTime, timeOf } from '../utils/dayText.ts';

/** The day every time is put on: only its hours and minutes are read back. */
const ANCHOR = new Date(2000, 0, 1);
const parseTime: NonNullable<TimePickerProps['parseTimeStringToDate']> = (text) => {
  if (!text?.trim()) return { date: null };
  const date = dateOfTime(text, ANCHOR);
  return date ? { date } : { date: null, errorType: 'invalid-input' };
};

// 48 half-hours would run past the window: the list scrolls instead.
const useStyles = makeStyles({ listbox: { maxHeight: '288px' } });

/** 'HH:mm' of a typed time, or '' when it is not (yet) one. */
const timeText = (typed: string): string => {
  const date = dateOfTime(typed, ANCHOR);
  return date ? timeOf(date) : '';
};

export interface TimeFieldProps {
  name: string;
  label: string;
  /** 'HH:mm' (24-hour), or '' for none. */
  value: string;
  /** Called with 'HH:mm', or '' when the field was cleared. */
  onChange: (value: string) => void;
  validationMessage?: string;
  hint?: string;
  /** Minutes between the listed times; default 30. */
  increment?: number;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function TimeField({ name, label, value, onChange, validationMessage, hint, increment = 30, required, disabled, className }: TimeFieldProps) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const [unreadable, setUnreadable] = useState(false);
  // The form changed the value (a reset, a loaded row): show it, unless the text typed already says that time.
  useEffect(() => setText((typed) => (timeText(typed) === value ? typed : value)), [value]);
  const selected = useMemo(() => dateOfTime(value, ANCHOR), [value]);
  const message = unreadable ? t.badTime : validationMessage;
  return (
    <Field label={label} required={required} className={className} hint={message ? undefined : hint}
      validationMessage={message} validationState={message ? 'error' : 'none'}>
      <TimePicker
        name={name}
        freeform
        hourCycle="h23"
        increment={increment}
        dateAnchor={ANCHOR}
        listbox={{ className: styles.listbox }}
        disabled={disabled}
        placeholder={t.timePlaceholder}
        formatDateToTimeString={timeOf}
        parseTimeStringToDate={parseTime}
        selectedTime={selected}
        value={text}
        onInput={(e) => {
          const typed = (e.target as HTMLInputElement).value;
          setText(typed);
          // A whole time typed counts at once (a form saved without leaving the field keeps it).
          const time = timeText(typed);
          if (time && time !== value) {
            setUnreadable(false);
            onChange(time);
          }
        }}
        onTimeChange={(_, d) => {
          if (d.errorType === 'invalid-input') {
            setUnreadable(true);
            return;
          }
          setUnreadable(false);
          const next = d.selectedTime ? timeOf(d.selectedTime) : '';
          setText(next);
          onChange(next);
        }}
      />
    </Field>
  );
}
