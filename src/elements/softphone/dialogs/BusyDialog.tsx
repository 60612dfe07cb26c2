import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useDicts } from '../../../shared/dict/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { softphoneText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { goBusy } from '../softphone.store.ts';

const t = softphoneText;

export interface BusyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Busy: a reason from the restType dictionary, then the busy-limit check (its desc shown when refused). */
export function BusyDialog({ open, onClose }: BusyDialogProps) {
  // The restType entries of the one dictionary copy (enabled ones), which follows every dictionary change.
  const dicts = useDicts();
  const reasons = dicts.groups?.find((g) => g.dictType === 'restType')?.dataList.filter((d) => d.status === 1) ?? [];
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setTouched(false);
      setRefusal('');
    }
  }, [open]);

  const reasonError = touched && !reason ? t.busyReasonRequired : undefined;
  const submit = async () => {
    setTouched(true);
    if (!reason || busy) return;
    setBusy(true);
    setRefusal('');
    try {
      const why = await goBusy(reason);
      if (why) setRefusal(why);
      else onClose();
    } catch (error) {
      setRefusal(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={t.busyTitle} data-dialog="busy">
        <DialogBody>
          <DialogTitle>{t.busyTitle}</DialogTitle>
          <DialogContent>
            {refusal && (
              <MessageBar intent="error" data-refusal>
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={t.busyReason} required validationMessage={reasonError ?? dicts.error} validationState={reasonError || dicts.error ? 'error' : 'none'}>
              <Select name="busyReason" value={reason} onChange={(_, d) => setReason(d.value)}>
                <option value="">{t.busyReasonRequired}</option>
                {reasons.map((r) => <option key={r.dictValue} value={r.dictValue}>{r.dictLabel}</option>)}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>{t.busy}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
