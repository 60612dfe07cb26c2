import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session.store.ts';
import { loadCurrentUser } from '../session/signIn.ts';
import { retryableLazy } from './retryableLazy.ts';

// Only a page without a session needs the form; it loads then, keeping it out of every element's start-up.
const SignInCard = retryableLazy(() => import('./SignInCard.tsx'));
const PasswordChangeRequired = retryableLazy(() => import('./PasswordChangeRequired.tsx'));

/**
 * A part used alone on a page needs the shared session. Without one (or when the server refuses the one it has)
 * it shows a sign-in form; every element on the page then shares the new session.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { token, userInfo, mustChangePassword } = useSnapshot(session);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    if (token && !userInfo) loadCurrentUser().catch(() => setFailed(true));
  }, [token, userInfo]);

  // A password someone else chose is changed before the part may do anything (the server refuses every call meanwhile).
  if (token && mustChangePassword) {
    return (
      <Suspense fallback={null}>
        <PasswordChangeRequired />
      </Suspense>
    );
  }
  if (token && userInfo) return children;
  if (token && !failed) return null; // the user loads in a blink; nothing to show meanwhile
  return (
    <Suspense fallback={null}>
      <SignInCard />
    </Suspense>
  );
}
