// The one date field: Fluent's DatePicker in Chinese, value a 'YYYY-MM-DD' string, today in China time, typing allowed.
import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { pickersText as t } from '../i18n/pickers.zh-CN.ts';
import { cstToday, dateOfDay, dayOf, parseTypedDay } from '../utils/dayText.ts';

const DISPLAY_FORMAT = 'YYYY年MM月DD日';
const formatDate = (date?: Date): string => (date ? dayjs(date).format(DISPLAY_FORMAT) : '');
const dateTimeFormatter: NonNullable<DatePickerProps['dateTimeFormatter']> = {
  formatDay: (d) => String(d.getDate()),
  formatMonth: (d, s) => s.shortMonths[d.getMonth()]!,
  formatYear: (d) => String(d.getFullYear()),
  formatMonthDayYear: (d) => `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`,
  formatMonthYear: (d) => `${d.getFullYear()}年${d.getMonth() + 1}月`,
};
const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** 周一 first, as Chinese calendars are. */
const MONDAY = 1;

export interface DateFieldProps {
  /** The form field's name (the input's name attribute). */
  name: string;
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when the field was cleared. */
  onChange: (value: string) => void;
  /** The form's own message for this field (a bad range); a date that cannot be read has its own. */
  validationMessage?: string;
  /** A note under the field when there is no message. */
  hint?: string;
  /** A short note beside the label (e.g. 默认近30天): unlike a hint it keeps the field level with its neighbours. */
  labelNote?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function DateField({ name, label, value, onChange, validationMessage, hint, labelNote, required, disabled, className }: DateFieldProps) {
  const styles = useStyles();
  const [unreadable, setUnreadable] = useState(false);
  // One Date per value: a new object each render would reset what the user is typing.
  const date = useMemo(() => dateOfDay(value), [value]);
  const today = useMemo(() => cstToday(), []);
  const message = unreadable ? t.badDate : validationMessage;
  return (
    <Field label={labelNote ? { children: <>{label}<span className={styles.note}>{labelNote}</span></> } : label} required={required} className={className} hint={message ? undefined : hint}
      validationMessage={message} validationState={message ? 'error' : 'none'}>
      <DatePicker
        name={name}
        value={date}
        today={today}
        disabled={disabled}
        allowTextInput
        parseDateFromString={parseTypedDay}
        formatDate={formatDate}
        strings={t.calendar}
        dateTimeFormatter={dateTimeFormatter}
        firstDayOfWeek={MONDAY}
        placeholder={t.datePlaceholder}
        onValidationResult={(r) => setUnreadable(r.error === 'invalid-input')}
        onSelectDate={(d) => onChange(d ? dayOf(d) : '')}
      />
    </Field>
  );
}
