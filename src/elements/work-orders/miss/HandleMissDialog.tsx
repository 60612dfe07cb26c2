// 处理漏单: what came of the call-back (required) and, optionally, the order registered for it (the caller's orders to pick from).
import { Field, MessageBar, MessageBarBody, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { handleMissOrder } from '../../../shared/api/workOrders.ts';
import type { MissOrder, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { missText } from '../../../shared/i18n/zh-CN.ts';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { useCallerHistory } from '../common/callerHistory.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { useThrottledSubmit } from '../common/useSubmit.ts';

const m = missText;
/** The server keeps at most this many characters of a result. */
const HANDLE_RESULT_MAX = 500;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface HandleMissDialogProps {
  call: MissOrder;
  onDone: () => void;
  onCancel: () => void;
}

/** The result's rules: required, at most 500 characters. */
export function validateHandleResult(text: string): string | null {
  return validateRequired(text) ?? (text.trim().length > HANDLE_RESULT_MAX ? m.resultTooLong(HANDLE_RESULT_MAX) : null);
}

/** The order most likely registered for this call: the newest of the caller's orders made after the call. */
export function likelyOrder(orders: readonly WorkflowListItem[], callTime: string): string {
  const after = orders.filter((o) => o.createTime >= callTime).sort((a, b) => b.createTime.localeCompare(a.createTime));
  return after[0]?.workflowId ?? '';
}

export function HandleMissDialog({ call, onDone, onCancel }: HandleMissDialogProps) {
  const styles = useStyles();
  const [result, setResult] = useState('');
  const [workflowId, setWorkflowId] = useState('');
  const { orders, error: historyError } = useCallerHistory(call.phone, 20);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  // The order the missed call most likely led to is chosen first; a choice the user made stays.
  useEffect(() => {
    const likely = orders ? likelyOrder(orders, call.callTime) : undefined;
    if (likely) setWorkflowId((chosen) => chosen || likely);
  }, [orders, call.callTime]);

  const submit = useThrottledSubmit(() => {
    const wrong = validateHandleResult(result);
    setError(wrong ?? '');
    if (wrong) return;
    setBusy(true);
    setFailure('');
    handleMissOrder(call.id, result.trim(), workflowId || undefined)
      .then(onDone)
      .catch((e: unknown) => setFailure(messageOf(e)))
      .finally(() => setBusy(false));
  });

  return (
    <FormDialog title={m.handleTitle} onSubmit={() => submit()} onCancel={onCancel} busy={busy} contentClassName={styles.content}>
      <p>{m.callInfo(call.phone, call.callTime)}</p>
      <Field label={m.handleResult} required validationMessage={error}>
        <Textarea name="handleResult" value={result} resize="vertical" onChange={(_, data) => { setResult(data.value); setError(''); }} />
      </Field>
      <Select aria-label={m.commonResults} value="" onChange={(_, data) => { if (data.value) { setResult(data.value); setError(''); } }}>
        <option value="">{m.commonResults}</option>
        {m.results.map((text) => <option key={text} value={text}>{text}</option>)}
      </Select>
      <Field label={m.relatedOrder} hint={historyError || (orders === null ? m.loadingOrders : m.relatedHint)}>
        <Select name="workflowId" value={workflowId} onChange={(_, data) => setWorkflowId(data.value)}>
          <option value="">{m.noRelatedOrder}</option>
          {(orders ?? []).map((o) => <option key={o.workflowId} value={o.workflowId}>{`${o.workflowId} · ${o.createTime} · ${o.statusName}`}</option>)}
        </Select>
      </Field>
      {failure && <MessageBar intent="error" role="alert"><MessageBarBody>{failure}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
