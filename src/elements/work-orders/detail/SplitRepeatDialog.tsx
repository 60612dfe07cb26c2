// 拆分重复诉求: the reason, then the split; a refusal stays beside what was typed (its own chunk, loaded on 拆分).
import { Field, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { messageOf } from '../../../shared/http/errors.ts';
import { orderDetailText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../common/FormDialog.tsx';

const d = orderDetailText;
const MIN_REASON = 2;

export interface SplitRepeatDialogProps {
  /** Splits with the reason; rejects with the server's refusal. */
  onSplit: (reason: string) => Promise<void>;
  onClose: () => void;
}

export default function SplitRepeatDialog({ onSplit, onClose }: SplitRepeatDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (Array.from(reason.trim()).length < MIN_REASON) return setMissing(true);
    setSaving(true);
    setRefusal('');
    try {
      await onSplit(reason.trim());
      onClose();
    } catch (e) {
      setRefusal(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog title={d.splitTitle} onSubmit={() => void submit()} busy={saving} onCancel={onClose}>
      <Field label={d.splitReason} required validationMessage={missing ? d.splitReasonRequired : undefined}>
        <Textarea name="reason" value={reason} maxLength={500} onChange={(_, v) => { setReason(v.value); setMissing(false); }} />
      </Field>
      {refusal && <MessageBar intent="error" role="alert"><MessageBarBody>{refusal}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
