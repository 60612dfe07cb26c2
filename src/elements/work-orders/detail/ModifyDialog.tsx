// 修改工单: every registration field of the order, prefilled, checked with the registration rules; only changes are sent.
import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { OrderFields } from '../common/OrderFields.tsx';
import { useThrottledSubmit } from '../common/useSubmit.ts';
import type { Values } from './actions.ts';
import { SendOutcome, type ActionDialogProps } from './ActionDialog.tsx';
import { modifyChanges, validateModify } from './modify.ts';

const t = workOrdersText.modify;

const useStyles = makeStyles({
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
});

export type ModifyDialogProps = Omit<ActionDialogProps, 'def' | 'order'> & {
  /** What the fields held when the dialog opened (or after the last reload): the changes are the difference. */
  initial: Values;
};

export function ModifyDialog({ values, initial, onChange, onSubmit, onCancel, busy, failure, conflict, onReload }: ModifyDialogProps) {
  const styles = useStyles();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');

  const set = (patch: Values) => {
    onChange({ ...values, ...patch });
    setNotice('');
    const cleared = Object.keys(patch).filter((k) => errors[k]);
    if (cleared.length) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !cleared.includes(k))));
  };

  const submit = useThrottledSubmit(() => {
    const found = validateModify(values, initial);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (Object.keys(modifyChanges(values, initial)).length === 0) return setNotice(t.noChange);
    onSubmit();
  });

  return (
    <FormDialog title={workOrdersText.actions.modify!} onSubmit={() => submit()} onCancel={onCancel} busy={busy} surfaceClassName={styles.surface} contentClassName={styles.form}>
      <OrderFields values={values} errors={errors} onChange={set} timeLimit={{ required: true }} />
      <Field className={styles.wide} label={t.opinion}>
        <Textarea name="opinion" value={values.opinion ?? ''} onChange={(_, data) => set({ opinion: data.value })} />
      </Field>
      <div className={styles.wide}>
        <SendOutcome failure={notice || failure} conflict={conflict} onReload={onReload} />
      </div>
    </FormDialog>
  );
}
