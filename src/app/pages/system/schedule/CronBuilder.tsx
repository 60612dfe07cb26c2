// The cron field: a period (every N minutes / hourly / daily / weekly / monthly / custom) with its fields, and the
// next five run times the server computes for it.
import { Field, Input, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { builderProblem, CRON_MODES, cronOf, type CronDraft, type CronMode } from './cronBuilder.ts';
import { useNextRuns } from './useNextRuns.ts';
import { TimeField } from '../../../../shared/ui/TimeField.tsx';

export interface CronBuilderProps {
  draft: CronDraft;
  onChange: (draft: CronDraft) => void;
  /** The form's own message for the expression (e.g. 必填项不能为空). */
  error?: string;
}

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  narrow: { width: '140px' },
  runs: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  expression: { fontFamily: tokens.fontFamilyMonospace },
});

const RANGES = { every: [t.everyMinutes, 1, 59], minute: [t.atMinute, 0, 59], monthDay: [t.monthDay, 1, 31] } as const;

export function CronBuilder({ draft, onChange, error }: CronBuilderProps) {
  const styles = useStyles();
  const cron = cronOf(draft);
  const next = useNextRuns(cron);
  const problem = builderProblem(draft);
  const messageFor = (field: 'every' | 'minute' | 'time' | 'monthDay') => {
    if (problem !== field) return undefined;
    if (field === 'time') return t.timeFormat;
    const [what, min, max] = RANGES[field];
    return t.builderRange(what, min, max);
  };
  const set = (patch: Partial<CronDraft>) => onChange({ ...draft, ...patch });
  const setMode = (mode: CronMode) => set(mode === 'custom' ? { mode, expression: cron || draft.expression } : { mode });

  return (
    <div className={styles.preview}>
      <div className={styles.row}>
        <Field label={t.builder} className={styles.narrow}>
          <Select name="cronMode" value={draft.mode} onChange={(_, d) => setMode(d.value as CronMode)}>
            {CRON_MODES.map((m) => <option key={m} value={m}>{t.modes[m]}</option>)}
          </Select>
        </Field>
        {draft.mode === 'minutes' && (
          <Field label={t.everyMinutes} className={styles.narrow} validationMessage={messageFor('every')}>
            <Input name="cronEvery" type="number" min={1} max={59} value={draft.every} onChange={(_, d) => set({ every: d.value })} />
          </Field>
        )}
        {draft.mode === 'hourly' && (
          <Field label={t.atMinute} className={styles.narrow} validationMessage={messageFor('minute')}>
            <Input name="cronMinute" type="number" min={0} max={59} value={draft.minute} onChange={(_, d) => set({ minute: d.value })} />
          </Field>
        )}
        {draft.mode === 'weekly' && (
          <Field label={t.weekday} className={styles.narrow}>
            <Select name="cronWeekday" value={draft.weekday} onChange={(_, d) => set({ weekday: d.value })}>
              {t.weekdays.map((name, i) => <option key={name} value={String(i)}>{name}</option>)}
            </Select>
          </Field>
        )}
        {draft.mode === 'monthly' && (
          <Field label={t.monthDay} className={styles.narrow} validationMessage={messageFor('monthDay')}>
            <Input name="cronMonthDay" type="number" min={1} max={31} value={draft.monthDay} onChange={(_, d) => set({ monthDay: d.value })} />
          </Field>
        )}
        {(draft.mode === 'daily' || draft.mode === 'weekly' || draft.mode === 'monthly') && (
          <TimeField name="cronTime" label={t.atTime} className={styles.narrow} validationMessage={messageFor('time')}
            value={draft.time} onChange={(time) => set({ time })} />
        )}
      </div>
      <Field label={t.cron} required hint={t.cronHint} validationMessage={error || next.error || undefined}>
        <Input
          name="cron"
          className={styles.expression}
          value={draft.mode === 'custom' ? draft.expression : cron}
          readOnly={draft.mode !== 'custom'}
          maxLength={120}
          onChange={(_, d) => set({ expression: d.value })}
        />
      </Field>
      <div aria-live="polite" data-next-runs>
        <span className={styles.caption}>{t.nextRuns}</span>
        {next.loading && <Spinner size="tiny" label={t.nextRunsLoading} />}
        {next.runs.length > 0 && <ol className={styles.runs}>{next.runs.map((r) => <li key={r}>{r}</li>)}</ol>}
      </div>
    </div>
  );
}
