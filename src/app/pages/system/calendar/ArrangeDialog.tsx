// 设置节假日安排: a range of days set to 放假 or 调休上班 with its name, or returned to the weekday rule.
import { Button, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { calendarText as t } from '../../../../shared/i18n/system-calendar.zh-CN.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { useArrangeForm, type ArrangeStart } from './useArrangeForm.ts';

export interface ArrangeDialogProps {
  open: boolean;
  /** The clicked day (or null for an empty range). */
  start: ArrangeStart | null;
  onClose: () => void;
  /** After a save or a restore, with the message to show. */
  onDone: (message: string) => void;
}

const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  restore: { justifySelf: 'start' },
});

export function ArrangeDialog({ open, start, onClose, onDone }: ArrangeDialogProps) {
  const styles = useStyles();
  const f = useArrangeForm(open, start, onDone);
  const canRestore = usePermission(['sys:calendar:delete']);
  return (
    <FormDialog open={open} title={t.dialogTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={t.save} saving={f.saving} onCancel={onClose}>
      <div className={styles.form}>
        <Field label={t.name} className={styles.wide}>
          <Input name="name" value={f.fields.name} maxLength={20} placeholder={t.namePlaceholder} onChange={(_, d) => f.setField('name', d.value)} />
        </Field>
        <Field label={t.kind} className={styles.wide}>
          <RadioGroup layout="horizontal" value={String(f.fields.kind)} onChange={(_, d) => f.setField('kind', d.value === '2' ? 2 : 1)}>
            <Radio value="1" label={t.kinds[1]} />
            <Radio value="2" label={t.kinds[2]} />
          </RadioGroup>
        </Field>
        <Field label={t.from} required validationMessage={f.errors.from}>
          <Input name="from" type="date" value={f.fields.from} onChange={(_, d) => f.setField('from', d.value)} />
        </Field>
        <Field label={t.to} required validationMessage={f.errors.to}>
          <Input name="to" type="date" value={f.fields.to} onChange={(_, d) => f.setField('to', d.value)} />
        </Field>
        {canRestore && (
          <Button className={styles.restore} appearance="subtle" disabled={f.saving} onClick={() => void f.restore()}>{t.restore}</Button>
        )}
      </div>
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
