// 重复诉求 on an order: each caller merged into it (并单) with what they said and why it was taken for a repeat; a
// repeat split off names its own order; 拆分 asks for the reason.
import { Button, Field, MessageBar, MessageBarBody, Text, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import type { WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { Section, useSectionStyles } from './DetailSections.tsx';

const d = workOrdersText.detail;
const MIN_REASON = 2;

export interface RepeatAppealsProps {
  order: WorkflowDetail;
  /** Whether the user may split a repeat off (those who register appeals). */
  canSplit: boolean;
  /** Splits the repeat off with the reason; answers the new order's number. */
  onSplit: (repeatId: string, reason: string) => Promise<void>;
  onOpen: (workflowId: string) => void;
}

export function RepeatAppeals({ order, canSplit, onSplit, onOpen }: RepeatAppealsProps) {
  const styles = useSectionStyles();
  const [splitting, setSplitting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const open = order.repeats.filter((r) => !r.splitWorkflowId).length;

  const submit = async () => {
    if (Array.from(reason.trim()).length < MIN_REASON) return setError(d.splitReasonRequired);
    setSaving(true);
    setError('');
    try {
      await onSplit(splitting!, reason.trim());
      setSplitting(null);
      setReason('');
    } catch (e) {
      setError(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={d.repeatsTitle(open)}>
      {open > 0 && <Text className={styles.muted}>{d.repeatsAnswered}</Text>}
      <ul className={styles.list}>
        {order.repeats.map((r) => (
          <li key={r.id} className={styles.item} data-repeat={r.id}>
            <Text weight="semibold">{r.citizenName}</Text> · {r.phone}
            <div className={styles.muted}>{`${r.createTime} · ${d.repeatBy(r.createdByName)}`}</div>
            <div>{r.content}</div>
            <div className={styles.muted}>{d.repeatWhy(r.reasons)}</div>
            {r.splitWorkflowId ? (
              <div className={styles.muted} data-repeat-split>
                {d.repeatSplit(r.splitTime ?? '', r.splitByName ?? '', r.splitReason ?? '')}
                <Button size="small" appearance="transparent" onClick={() => onOpen(r.splitWorkflowId!)}>{r.splitWorkflowId}</Button>
              </div>
            ) : canSplit && (
              <Button size="small" onClick={() => { setSplitting(r.id); setReason(''); setError(''); }}>{d.split}</Button>
            )}
          </li>
        ))}
      </ul>
      {splitting !== null && (
      <FormDialog title={d.splitTitle} onSubmit={() => void submit()} busy={saving} onCancel={() => setSplitting(null)}>
        <Field label={d.splitReason} required validationMessage={error && error === d.splitReasonRequired ? error : undefined}>
          <Textarea name="reason" value={reason} maxLength={500} onChange={(_, v) => setReason(v.value)} />
        </Field>
        {error && error !== d.splitReasonRequired && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
      </FormDialog>
      )}
    </Section>
  );
}
