import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { changePassword } from '../api/auth.ts';
import { isSuccess } from '../http/envelope.ts';
import { messageOf } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { passwordText } from '../i18n/layout.zh-CN.ts';
import { useNotify } from './notify.tsx';
import { throttle } from '../utils/timing.ts';
import { validatePasswordForm, type PasswordForm as PasswordValues, type PasswordFormErrors } from '../utils/validators.ts';

const EMPTY: PasswordValues = { password: '', newPassword: '', confirmPassword: '' };

const FIELDS: Array<{ name: keyof PasswordValues; label: string; autoComplete: string }> = [
  { name: 'password', label: '原密码', autoComplete: 'current-password' },
  { name: 'newPassword', label: '新密码', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: '确认密码', autoComplete: 'new-password' },
];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  list: { margin: 0, paddingLeft: '1.2em' },
});

export interface PasswordFormProps {
  /** Called after the server accepted the new password. */
  onChanged?: () => void;
}

/** Change password: all three required, the policy, confirm equals new, the server's messages shown; submit once a second. */
export function PasswordForm({ onChanged }: PasswordFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const send = useMemo(
    () =>
      throttle(async () => {
        const form = latest.current;
        const found = validatePasswordForm(form);
        setErrors(found);
        setServerMessages([]);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        try {
          const answer = await changePassword(form);
          if (isSuccess(answer)) {
            notify.success(passwordText.changed);
            setValues(EMPTY);
            onChanged?.();
          } else {
            const details = answer.data?.vMessage ?? [];
            setServerMessages([answer.msg || zhCN.common.operationFailed, ...details.filter((m) => m !== answer.msg)]);
          }
        } catch (error) {
          setServerMessages([messageOf(error, zhCN.common.operationFailed)]);
        } finally {
          setBusy(false);
        }
      }),
    [notify, onChanged],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={passwordText.title}>
      {serverMessages.length > 0 && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <ul className={styles.list}>
              {serverMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          required
          validationMessage={errors[field.name]}
          hint={field.name === 'newPassword' ? zhCN.validate.passwordPolicy : undefined}
        >
          <Input
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(_, data) => setValues((v) => ({ ...v, [field.name]: data.value }))}
          />
        </Field>
      ))}
      <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {passwordText.submit}
      </Button>
    </form>
  );
}
