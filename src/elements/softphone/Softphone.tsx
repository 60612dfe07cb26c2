import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { messageOf } from '../../shared/http/errors.ts';
import { softphoneText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { loadCurrentUser } from '../../shared/session/signIn.ts';
import { session } from '../../shared/session/session.store.ts';
import { retryableLazy, useLoadedView } from '../../shared/ui/retryableLazy.ts';

// Only a page without a session needs the form; only one with a session needs the bar, whose chunk starts loading as soon as
// there is a token (beside the user's own request), so the sign-in view does not download the bar and the bar waits for nothing.
// The bar's chunk imports the other two chunks; asking for all three at once saves the round trip the browser would make
// only after reading the bar's chunk. Naming one export each keeps the modules tree-shaken.
const SoftphoneBar = retryableLazy(() =>
  Promise.all([
    import('./SoftphoneBar.tsx'),
    import('../../shared/api/callcenter.ts').then(({ queryBelongingPlace }) => queryBelongingPlace),
    import('@fluentui/react-icons/svg/more-horizontal').then(({ MoreHorizontalRegular }) => MoreHorizontalRegular),
  ]).then(([m]) => ({ default: m.SoftphoneBar })),
);
// Render order of the elements on the page, so the oldest bar emits the page's events whichever bar's chunk resolves first.
let rendered = 0;

const SignInForm = retryableLazy(() => import('../../shared/ui/SignInForm.tsx').then((m) => ({ default: m.SignInForm })));

const useStyles = makeStyles({
  signIn: { maxWidth: '360px', padding: tokens.spacingHorizontalL },
  host: { display: 'block', padding: `0 ${tokens.spacingHorizontalS}`, backgroundColor: tokens.colorNeutralBackground1 },
  failed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
});

/** The standalone element's content: sign-in when there is no session, the bar for users with an extension. */
export function Softphone() {
  const styles = useStyles();
  const { token, userInfo, landlineNumber } = useSnapshot(session);
  const [error, setError] = useState('');
  const [order] = useState(() => ++rendered);
  // The spinner stays until the bar's chunk is here: a bar that suspended would be revealed up to 300 ms late.
  const barLoaded = useLoadedView(SoftphoneBar, Boolean(token));
  const formLoaded = useLoadedView(SignInForm, !token);
  // The user's request starts with the first render, not after its paint; the effect below waits on the same request.
  if (token && !userInfo && !error) loadCurrentUser().catch(() => undefined);
  const loadUser = useCallback(() => {
    setError('');
    loadCurrentUser().catch((e: unknown) => setError(messageOf(e, zhCN.common.operationFailed)));
  }, []);
  useEffect(() => {
    if (token && !userInfo) loadUser();
  }, [token, userInfo, loadUser]);

  const loading = <Spinner size="tiny" label={zhCN.common.loading} />;
  if (!token) {
    return (
      <div className={styles.signIn}>
        {formLoaded ? <Suspense fallback={loading}><SignInForm /></Suspense> : loading}
      </div>
    );
  }
  if (!userInfo && error) {
    // The server may be back in a moment: 重试 asks again without reloading the host page.
    return (
      <div className={styles.failed}>
        <Text role="alert">{error}</Text>
        <Button size="small" icon={<ArrowClockwiseRegular />} onClick={loadUser}>{zhCN.common.retry}</Button>
      </div>
    );
  }
  if (!userInfo) return loading;
  // Only agents with a landline extension get the softphone.
  if (!landlineNumber) return <Text data-part="no-extension">{softphoneText.noExtension}</Text>;
  if (!barLoaded) return loading;
  return (
    <div className={styles.host}>
      {/* Only a bar whose chunk failed suspends here, on its way to the boundary that offers 重试. */}
      <Suspense fallback={loading}>
        <SoftphoneBar order={order} />
      </Suspense>
    </div>
  );
}
