import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { softphoneText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { validateCallPhone, validateDialable } from '../../../shared/utils/validators.ts';
import { FORBIDDEN_NUMBERS } from '../callForm.ts';
import { startConference } from '../softphone.store.ts';

const t = softphoneText;

export interface ConferenceDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The conference: the third party's number, checked like the call form's phone. */
export function ConferenceDialog({ open, onClose }: ConferenceDialogProps) {
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) setTouched(false);
  }, [open]);
  const error = touched ? validateCallPhone(phone.trim()) ?? validateDialable(phone, FORBIDDEN_NUMBERS) : null;
  const submit = () => {
    setTouched(true);
    if (validateCallPhone(phone.trim()) ?? validateDialable(phone, FORBIDDEN_NUMBERS)) return;
    if (startConference(phone.trim())) onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={t.conferenceTitle} data-dialog="conference">
        <DialogBody>
          <DialogTitle>{t.conferenceTitle}</DialogTitle>
          <DialogContent>
            <Field label={t.phone} required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
              <Input name="thirdCalledNumber" value={phone} placeholder={t.phonePlaceholder} onChange={(_, d) => setPhone(d.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" onClick={submit}>{t.submit}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
