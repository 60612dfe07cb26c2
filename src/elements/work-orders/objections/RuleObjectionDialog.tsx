// 裁定派单异议 (dispatchers, supervisors): the objection with its order, then 成立 (redispatch to the proposed department
// or one the centre picks) or 不成立, with the ruling's reason. The order's deadline stays; the dialog says so.
import { Field, MessageBar, MessageBarBody, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import type { Objection } from '../../../shared/api/contracts/objections.ts';
import { ruleObjection } from '../../../shared/api/objections.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { useIdempotentSubmit } from '../common/useIdempotentSubmit.ts';
import { objectionText as t } from '../../../shared/i18n/objections.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { ObjectionFacts } from './ObjectionFacts.tsx';

export interface RuleObjectionDialogProps {
  objection: Objection;
  /** Level-1 departments the centre may redispatch to. */
  depts: ReadonlyArray<{ id: number; name: string }>;
  onDone: () => void;
  onCancel: () => void;
}

export default function RuleObjectionDialog({ objection: o, depts, onDone, onCancel }: RuleObjectionDialogProps) {
  const [decision, setDecision] = useState('');
  const [deptId, setDeptId] = useState(String(o.proposedDeptId));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotent = useIdempotentSubmit();

  const submit = async () => {
    const wrong: Record<string, string> = {};
    if (!decision) wrong.decision = t.decisionRequired;
    if (decision === 'upheld' && !deptId) wrong.deptId = t.newDeptRequired;
    if (!reason.trim()) wrong.reason = t.reasonRequired;
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    setBusy(true);
    setRefusal('');
    try {
      await idempotent.submit((key) => ruleObjection({ id: o.id, upheld: decision === 'upheld', reason: reason.trim(), newDeptId: decision === 'upheld' ? Number(deptId) : undefined }, key));
      onDone();
    } catch (e) {
      setRefusal(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={t.ruleFor(o.workflowId)} onSubmit={() => void submit()} busy={busy} onCancel={onCancel}>
      <ObjectionFacts o={o} withOrder />
      <MessageBar intent="info"><MessageBarBody>{t.deadlineKept(o.deadline)}</MessageBarBody></MessageBar>
      <Field label={t.decision} required validationMessage={errors.decision}>
        <RadioGroup name="decision" value={decision} onChange={(_, v) => { setDecision(v.value); setErrors({ ...errors, decision: '' }); }}>
          <Radio value="upheld" label={t.upheld} />
          <Radio value="refused" label={t.refused} />
        </RadioGroup>
      </Field>
      {decision === 'upheld' && (
        <Field label={t.newDept} required validationMessage={errors.deptId}>
          <Select name="newDeptId" value={deptId} onChange={(_, v) => setDeptId(v.value)}>
            <option value="">{t.pleaseSelect}</option>
            {depts.filter((d) => d.id !== o.deptId).map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
          </Select>
        </Field>
      )}
      <Field label={t.rulingReason} required validationMessage={errors.reason}>
        <Textarea name="reason" value={reason} maxLength={1000} onChange={(_, v) => { setReason(v.value); setErrors({ ...errors, reason: '' }); }} />
      </Field>
      {refusal && <MessageBar intent="error" role="alert"><MessageBarBody>{refusal}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
