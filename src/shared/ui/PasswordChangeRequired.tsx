// The only thing a session whose password someone else chose may do (ASVS 5.0 6.4.1): set its own, or sign out.
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { zhCN } from '../i18n/zh-CN.ts';
import { setMustChangePassword } from '../session/session.store.ts';
import { signOut } from '../session/signIn.ts';
import { PasswordForm } from './PasswordForm.tsx';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '100%' },
  signOut: { alignSelf: 'flex-start' },
});

export interface PasswordChangeRequiredProps {
  /** After signing out (the console goes to /login; a part shows its sign-in form by itself). */
  onSignedOut?: () => void;
}

export function PasswordChangeRequired({ onSignedOut }: PasswordChangeRequiredProps) {
  const styles = useStyles();
  return (
    <section className={styles.box} aria-label={zhCN.login.changeRequiredTitle}>
      <Text as="h2" size={500} weight="semibold">{zhCN.login.changeRequiredTitle}</Text>
      <MessageBar intent="warning">
        <MessageBarBody>{zhCN.login.changeRequiredNote}</MessageBarBody>
      </MessageBar>
      <PasswordForm onChanged={() => setMustChangePassword(false)} />
      <Button className={styles.signOut} appearance="subtle" onClick={() => void signOut().then(onSignedOut)}>
        {zhCN.login.signOut}
      </Button>
    </section>
  );
}

export default PasswordChangeRequired;
