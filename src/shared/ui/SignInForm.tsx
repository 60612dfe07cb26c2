import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { Suspense, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { UserInfo } from '../api/types.ts';
import { messageOf } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { session } from '../session/session.store.ts';
import { signIn } from '../session/signIn.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { retryableLazy } from './retryableLazy.ts';

// The message bar (and its motion) is for a failed sign-in only: it loads then, or on submit, not with the form. Until it
// has loaded, or when it cannot (the server is gone), the message shows as plain text.
const SignInNotice = retryableLazy(() => import('./SignInNotice.tsx'));

export interface SignInFormProps {
  /** Called once the token is stored and the user is known. */
  onSignedIn?: (user: UserInfo) => void | Promise<void>;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '100%' },
  plainNotice: { color: tokens.colorPaletteRedForeground1 },
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
    void SignInNotice.preload(); // ready by the time an answer could need it
    try {
      const user = await signIn(username, password);
      await onSignedIn?.(user);
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  const plainNotice = <div role="alert" className={styles.plainNotice}>{error || endNotice}</div>;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={zhCN.login.title}>
      {(error || endNotice) && (
        <ErrorBoundary what={zhCN.login.title} fallback={() => plainNotice} resetKeys={[error, endNotice]}>
          <Suspense fallback={plainNotice}>
            <SignInNotice intent={error ? 'error' : 'warning'} message={error || endNotice || ''} />
          </Suspense>
        </ErrorBoundary>
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
