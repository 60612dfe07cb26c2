// 提出派单异议 (the lead department): the reason, the 依据 it relies on, the department it holds responsible. The order
// stays with it meanwhile and its deadline keeps running; the dialog says so.
import { Field, MessageBar, MessageBarBody, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { fileObjection } from '../../../shared/api/objections.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { useIdempotentSubmit } from '../common/useIdempotentSubmit.ts';
import { objectionText as t } from '../../../shared/i18n/objections.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../common/FormDialog.tsx';

export interface FileObjectionDialogProps {
  workflowId: string;
  version: number;
  deadline: string;
  /** The level-1 departments it may name. */
  depts: ReadonlyArray<{ id: number; name: string }>;
  onDone: () => void;
  onCancel: () => void;
}

export default function FileObjectionDialog({ workflowId, version, deadline, depts, onDone, onCancel }: FileObjectionDialogProps) {
  const [values, setValues] = useState({ reason: '', basis: '', proposedDeptId: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotent = useIdempotentSubmit();
  const set = (name: keyof typeof values, value: string) => { setValues({ ...values, [name]: value }); setErrors({ ...errors, [name]: '' }); };

  const submit = async () => {
    const wrong: Record<string, string> = {};
    if (!values.reason.trim()) wrong.reason = t.fileReasonRequired;
    if (!values.basis.trim()) wrong.basis = t.fileBasisRequired;
    if (!values.proposedDeptId) wrong.proposedDeptId = t.fileDeptRequired;
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    setBusy(true);
    setRefusal('');
    try {
      await idempotent.submit((key) => fileObjection({
        workflowId, version, reason: values.reason.trim(), basis: values.basis.trim(), proposedDeptId: Number(values.proposedDeptId),
      }, key));
      onDone();
    } catch (e) {
      setRefusal(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={t.fileTitle} onSubmit={() => void submit()} busy={busy} onCancel={onCancel}>
      <MessageBar intent="warning"><MessageBarBody>{t.deadlineKept(deadline)}</MessageBarBody></MessageBar>
      <Field label={t.reason} required validationMessage={errors.reason}>
        <Textarea name="reason" value={values.reason} maxLength={1000} onChange={(_, v) => set('reason', v.value)} />
      </Field>
      <Field label={t.basis} required hint={t.basisHint} validationMessage={errors.basis}>
        <Textarea name="basis" value={values.basis} maxLength={1000} onChange={(_, v) => set('basis', v.value)} />
      </Field>
      <Field label={t.proposedDept} required validationMessage={errors.proposedDeptId}>
        <Select name="proposedDeptId" value={values.proposedDeptId} onChange={(_, v) => set('proposedDeptId', v.value)}>
          <option value="">{t.pleaseSelect}</option>
          {depts.map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
        </Select>
      </Field>
      {refusal && <MessageBar intent="error" role="alert"><MessageBarBody>{refusal}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
