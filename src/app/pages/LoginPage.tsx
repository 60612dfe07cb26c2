import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';
import { PasswordChangeRequired } from '../../shared/ui/PasswordChangeRequired.tsx';
import { SignInForm } from '../../shared/ui/SignInForm.tsx';
import { HOME_PATH, LOGIN_PATH } from '../routing/staticRoutes.ts';
import { loadSessionRoutes } from '../stores/menu.store.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: `linear-gradient(135deg, #1677ff 0%, #0b3d91 100%)`,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  card: { width: '380px', maxWidth: '100%', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  title: { textAlign: 'center' },
});

/** Only internal paths may follow a sign-in, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith(LOGIN_PATH)) return HOME_PATH;
  return target;
}

export function LoginPage() {
  const [, navigate] = useLocation();
  const search = useSearch();

  const afterSignIn = async () => {
    // The spec's order: token, user, dictionaries and trees, then routes and permissions, then navigate. A password
    // someone else chose is changed first: the console shows only that until it is done, then loads the routes.
    if (!session.mustChangePassword) await loadSessionRoutes();
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
  };

  // The guard lets a signed-in user reach /login; there is nothing to do here but go on.
  useEffect(() => {
    if (session.token) afterSignIn().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <LoginFrame>
      <SignInForm onSignedIn={afterSignIn} />
    </LoginFrame>
  );
}

/** The sign-in page's backdrop and card, with the centre's name. */
function LoginFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Panel className={styles.card}>
        <Text as="h1" size={600} weight="semibold" className={styles.title}>
          {zhCN.app.title}
        </Text>
        {children}
      </Panel>
    </main>
  );
}

/** What the console shows, whatever the address, while the account must change a password someone else chose. */
export function PasswordChangePage() {
  const [, navigate] = useLocation();
  return (
    <LoginFrame>
      <PasswordChangeRequired onSignedOut={() => navigate(LOGIN_PATH, { replace: true })} />
    </LoginFrame>
  );
}

export default LoginPage;
