// 批量核查: pass (with whether the claim is reasonable) or fail (with a reason) for the chosen orders.
import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { batchVerify } from '../../../shared/api/workOrders.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import type { BatchResult } from '../../../shared/api/workorder.types.ts';
import { orderDetailText, workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { useThrottledSubmit } from '../common/useSubmit.ts';

const d = orderDetailText;

export interface VerifyForm {
  result: '' | 'pass' | 'fail';
  claimReasonable: '' | '1' | '0';
  opinion: string;
}

/** Validation of a verification: result required; reasonableness required to pass; an opinion required to fail. */
export function validateVerify(form: VerifyForm): Partial<Record<keyof VerifyForm, string>> {
  const errors: Partial<Record<keyof VerifyForm, string>> = {};
  const result = validateRequired(form.result);
  if (result) errors.result = result;
  if (form.result === 'pass') {
    const claim = validateRequired(form.claimReasonable);
    if (claim) errors.claimReasonable = claim;
  }
  if (form.result === 'fail') {
    const opinion = validateRequired(form.opinion);
    if (opinion) errors.opinion = opinion;
  }
  return errors;
}

export function BatchVerifyDialog({ workflowIds, onDone, onCancel }: { workflowIds: string[]; onDone: (result: BatchResult) => void; onCancel: () => void }) {
  const [form, setForm] = useState<VerifyForm>({ result: '', claimReasonable: '', opinion: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof VerifyForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const submit = useThrottledSubmit((current: VerifyForm) => {
      const found = validateVerify(current);
      setErrors(found);
      if (Object.keys(found).length) return;
      setBusy(true);
      batchVerify(workflowIds, current.result === 'pass', current.opinion || undefined, current.result === 'pass' ? Number(current.claimReasonable) : undefined)
        .then(onDone)
        .catch((error: unknown) => setFailure(messageOf(error)))
        .finally(() => setBusy(false));
  });
  return (
    <FormDialog title={`${workOrdersText.batch.verify}（${workflowIds.length}）`} label={workOrdersText.batch.verify} onSubmit={() => submit(form)} onCancel={onCancel} busy={busy}>
      <Field label={d.result} required validationMessage={errors.result}>
        <RadioGroup layout="horizontal" value={form.result} onChange={(_, v) => setForm({ ...form, result: v.value as VerifyForm['result'] })}>
          <Radio value="pass" label={d.pass} />
          <Radio value="fail" label={d.fail} />
        </RadioGroup>
      </Field>
      {form.result === 'pass' && (
        <Field label={d.claimReasonable} required validationMessage={errors.claimReasonable}>
          <RadioGroup layout="horizontal" value={form.claimReasonable} onChange={(_, v) => setForm({ ...form, claimReasonable: v.value as VerifyForm['claimReasonable'] })}>
            <Radio value="1" label={d.reasonable} />
            <Radio value="0" label={d.unreasonable} />
          </RadioGroup>
        </Field>
      )}
      <Field label={d.opinion} required={form.result === 'fail'} validationMessage={errors.opinion ?? failure}>
        <Textarea name="opinion" value={form.opinion} onChange={(_, v) => setForm({ ...form, opinion: v.value })} />
      </Field>
    </FormDialog>
  );
}
