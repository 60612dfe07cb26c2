import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { safeRedirect } from './LoginPage.tsx';

/** 认证: a signed-in user arriving from single sign-on continues to the page it asked for. */
export default function AuthorizePage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
  }, [navigate, search]);
  return <Spinner label="认证中…" />;
}
