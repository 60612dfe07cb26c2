// 工作日历 (system/calendar/index): a year's holidays and swapped working days, month by month, set by administrators;
// a warning while a year's arrangement is missing (weekends alone count until it is entered).
import { Badge, Button, MessageBar, MessageBarBody, Spinner, Text, Tooltip, mergeClasses } from '@fluentui/react-components';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { calendarText as t } from '../../../../shared/i18n/system-calendar.zh-CN.ts';
import { ArrangeDialog } from './ArrangeDialog.tsx';
import { arrangementRuns, isWeekend, monthWeeks } from './calendarView.ts';
import { useCalendarPage } from './useCalendarPage.ts';
import { useCalendarStyles } from './useCalendarStyles.styles.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export default function CalendarPage() {
  const styles = useCalendarStyles();
  const p = useCalendarPage();
  const runs = arrangementRuns(p.data?.days ?? []);

  const dayCell = (day: string) => {
    const arranged = p.byDay.get(day);
    const off = arranged ? arranged.kind === 1 : isWeekend(day);
    const state = arranged ? t.kinds[arranged.kind]! : isWeekend(day) ? t.stateWeekend : t.stateWorking;
    const label = t.dayLabel(day, state, arranged?.name ?? '');
    const className = mergeClasses(styles.day, off && styles.off, arranged?.kind === 1 && styles.holiday, arranged?.kind === 2 && styles.swapped);
    // The cell's name is what it shows (12休); the tooltip describes the whole day (date, 放假 or 调休上班, the holiday).
    const content = (
      <>
        <span>{Number(day.slice(8))}</span>
        {arranged && <span className={styles.mark}>{arranged.kind === 1 ? t.badgeOff : t.badgeWork}</span>}
      </>
    );
    return (
      <td key={day} data-day={day}>
        <Tooltip content={label} relationship="description" withArrow>
          {p.canArrange
            ? <button type="button" className={mergeClasses(className, styles.clickable)} onClick={() => p.openDay(day)}>{content}</button>
            : <span className={className} tabIndex={0}>{content}</span>}
        </Tooltip>
      </td>
    );
  };

  return (
    <section className={styles.page} data-calendar-page="" aria-label={t.title}>
      <div className={styles.toolbar}>
        <Button icon={<ChevronLeftRegular />} aria-label={t.previousYear} onClick={() => p.setYear(p.year - 1)} />
        <Text as="h2" size={500} weight="semibold" className={styles.year}>{t.yearLabel(p.year)}</Text>
        <Button icon={<ChevronRightRegular />} aria-label={t.nextYear} onClick={() => p.setYear(p.year + 1)} />
        {p.canArrange && <Button appearance="primary" icon={<AddRegular />} onClick={p.openEmpty}>{t.arrange}</Button>}
        <span className={styles.legend}>
          <span className={mergeClasses(styles.swatch, styles.holiday)}>{t.badgeOff}</span>{t.legendOff}
          <span className={mergeClasses(styles.swatch, styles.swapped)}>{t.badgeWork}</span>{t.legendWork}
          <span className={mergeClasses(styles.swatch, styles.off)} />{t.legendWeekend}
        </span>
      </div>

      {p.data && p.data.missingYears.length > 0 && (
        <MessageBar intent="warning" data-part="calendar-missing"><MessageBarBody>{t.missing(p.data.missingYears)}</MessageBarBody></MessageBar>
      )}
      {p.data && !p.data.arranged && !p.data.missingYears.includes(p.year) && (
        <MessageBar intent="info" data-part="calendar-not-arranged"><MessageBarBody>{t.notArranged(p.year)}</MessageBarBody></MessageBar>
      )}
      {p.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t.loadFailed}：{p.error}</MessageBarBody>
          <Button size="small" onClick={p.retry}>{t.retry}</Button>
        </MessageBar>
      )}
      {p.loading && <Spinner size="small" label={t.title} />}

      {p.data && (
        <div className={styles.body}>
          <div className={styles.months}>
            {MONTHS.map((month) => (
              <table key={month} className={styles.month} aria-label={t.monthTitle(month)}>
                <caption className={styles.caption}>{t.monthTitle(month)}</caption>
                <thead><tr>{t.weekdays.map((w) => <th key={w} scope="col">{w}</th>)}</tr></thead>
                <tbody>
                  {monthWeeks(p.year, month).map((week, i) => (
                    <tr key={i}>{week.map((day, j) => (day ? dayCell(day) : <td key={`pad${j}`} />))}</tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <aside className={styles.summary} aria-label={t.summaryTitle}>
            <Text as="h3" weight="semibold">{t.summaryTitle}</Text>
            {runs.length === 0 && <Text>{t.summaryEmpty}</Text>}
            <ul className={styles.runs}>
              {runs.map((r) => (
                <li key={r.from}>
                  <Badge appearance="tint" color={r.kind === 1 ? 'danger' : 'brand'}>{t.kinds[r.kind]}</Badge>
                  <span className={styles.runName}>{r.name}</span>
                  <span>{t.summaryRange(r.from, r.to, r.days)}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      )}

      <ArrangeDialog open={p.editing !== null} start={p.editing} onClose={p.closeDialog} onDone={p.done} />
    </section>
  );
}
