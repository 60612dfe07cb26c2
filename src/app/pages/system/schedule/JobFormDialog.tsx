// 新增任务 / 修改任务: name and group, handler (the registry), parameters (JSON with the handler's example), cron builder
// with the next five runs, 并发执行, 错过执行策略, status, remark.
import { Dropdown, Field, Input, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { ScheduleHandler, ScheduleJob } from '../../../../shared/api/contracts/sysSchedule.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { CronBuilder } from './CronBuilder.tsx';
import { useJobForm } from './useJobForm.ts';

export interface JobFormDialogProps {
  open: boolean;
  /** null adds a job; a job edits it. */
  job: ScheduleJob | null;
  handlers: readonly ScheduleHandler[];
  onClose: () => void;
  onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  params: { fontFamily: tokens.fontFamilyMonospace },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

export function JobFormDialog({ open, job, handlers, onClose, onSaved }: JobFormDialogProps) {
  const styles = useStyles();
  const f = useJobForm(open, job, handlers, onSaved);
  return (
    <FormDialog open={open} title={job ? t.editTitle : t.addTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={t.save}
      saving={f.saving} submitDisabled={handlers.length === 0} onCancel={onClose}>
      <div className={styles.form}>
        <div className={styles.pair}>
          <Field label={t.name} required validationMessage={f.errors.name}>
            <Input name="name" value={f.fields.name} maxLength={64} onChange={(_, d) => f.setField('name', d.value)} />
          </Field>
          <Field label={t.group}>
            <Dropdown name="jobGroup" value={t.groups[f.fields.jobGroup] ?? ''} selectedOptions={[f.fields.jobGroup]}
              onOptionSelect={(_, d) => f.setField('jobGroup', d.optionValue === 'SYSTEM' ? 'SYSTEM' : 'DEFAULT')}>
              {Object.entries(t.groups).map(([value, label]) => <Option key={value} value={value}>{label}</Option>)}
            </Dropdown>
          </Field>
        </div>
        <Field label={t.handler} required validationMessage={f.errors.handler} hint={f.handler?.description}>
          <Dropdown
            name="handler"
            placeholder={t.chooseHandler}
            value={f.handler?.label ?? ''}
            selectedOptions={f.fields.handler ? [f.fields.handler] : []}
            onOptionSelect={(_, d) => d.optionValue && f.chooseHandler(d.optionValue)}
          >
            {handlers.map((h) => <Option key={h.name} value={h.name} text={h.label}>{`${h.label}（${h.name}）`}</Option>)}
          </Dropdown>
        </Field>
        <Field label={t.params} validationMessage={f.errors.params} hint={f.handler ? t.paramsHint(f.handler.example) : undefined}>
          <Textarea name="params" className={styles.params} value={f.fields.params} maxLength={2000} resize="vertical"
            onChange={(_, d) => f.setField('params', d.value)} />
        </Field>
        <CronBuilder draft={f.fields.cron} onChange={(cron) => f.setField('cron', cron)} error={f.errors.cron} />
        <Field label={t.misfire} hint={t.misfireHint}>
          <RadioGroup name="misfirePolicy" layout="horizontal" value={String(f.fields.misfirePolicy)}
            onChange={(_, d) => f.setField('misfirePolicy', d.value === '1' ? 1 : d.value === '3' ? 3 : 2)}>
            {([1, 2, 3] as const).map((p) => <Radio key={p} value={String(p)} label={t.misfires[p]} />)}
          </RadioGroup>
        </Field>
        <Field label={t.concurrent} hint={t.concurrentHint}>
          <RadioGroup name="concurrent" layout="horizontal" value={String(f.fields.concurrent)} onChange={(_, d) => f.setField('concurrent', d.value === '1' ? 1 : 0)}>
            <Radio value="1" label={t.concurrents[1]} />
            <Radio value="0" label={t.concurrents[0]} />
          </RadioGroup>
        </Field>
        <Field label={t.status}>
          <RadioGroup layout="horizontal" value={String(f.fields.status)} onChange={(_, d) => f.setField('status', d.value === '0' ? 0 : 1)}>
            <Radio value="1" label={t.statuses[1]} />
            <Radio value="0" label={t.statuses[0]} />
          </RadioGroup>
        </Field>
        <Field label={t.remark}>
          <Textarea name="remark" value={f.fields.remark} maxLength={500} resize="vertical" onChange={(_, d) => f.setField('remark', d.value)} />
        </Field>
      </div>
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
