import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { UserInfo } from '../api/types.ts';
import { messageOf } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { session } from '../session/session.store.ts';
import { signIn } from '../session/signIn.ts';

export interface SignInFormProps {
  /** Called once the token is stored and the user is known. */
  onSignedIn?: (user: UserInfo) => void | Promise<void>;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '100%' },
});

/** Username and password sign-in; the typed values stay on any error. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const styles = useStyles();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { endNotice } = useSnapshot(session);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || !username.trim() || !password) return;
    setBusy(true);
    setError('');
    try {
      const user = await signIn(username, password);
      await onSignedIn?.(user);
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={zhCN.login.title}>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!error && endNotice && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{endNotice}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={zhCN.login.username}
        required
        validationMessage={touched && !username.trim() ? zhCN.common.required : undefined}
      >
        <Input
          name="username"
          autoComplete="username"
          contentBefore={<PersonRegular />}
          value={username}
          onChange={(_, data) => setUsername(data.value)}
          autoFocus
        />
      </Field>
      <Field label={zhCN.login.password} required validationMessage={touched && !password ? zhCN.common.required : undefined}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          contentBefore={<LockClosedRegular />}
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? zhCN.login.submitting : zhCN.login.submit}
      </Button>
    </form>
  );
}
