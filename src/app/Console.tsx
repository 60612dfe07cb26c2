import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import { Suspense, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { liveText } from '../shared/i18n/live.zh-CN.ts';
import { zhCN } from '../shared/i18n/zh-CN.ts';
import { session } from '../shared/session/session.store.ts';
import { signOut } from '../shared/session/signIn.ts';
import { startPush, stopPush } from '../shared/push/push.store.ts';
import { EmptyState } from '../shared/ui/EmptyState.tsx';
import { useNotify } from '../shared/ui/notify.tsx';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary.tsx';
import { retryableLazy } from '../shared/ui/retryableLazy.ts';
import { LoginPage, PasswordChangePage } from './pages/LoginPage.tsx';
import { resolveLocation, type RouteContext } from './routing/resolveLocation.ts';
import type { PageRoute } from './routing/routes.types.ts';
import { LOGIN_PATH, REGISTER_PATH } from './routing/staticRoutes.ts';
import { loadSessionRoutes, menuRoutes } from './stores/menu.store.ts';
import { closeTab, openTab, resetTabs, tabs, type Tab } from './stores/tabs.store.ts';

// The login form paints without waiting for the shell (sidebar, tabs, menus), which loads meanwhile.
const Layout = retryableLazy(() => import('./layout/Layout.tsx'));

const useStyles = makeStyles({
  center: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: '100%', gap: '16px' },
});

export interface ConsoleProps {
  /** Whether the console owns the browser title (not when it is embedded with memory routing). */
  ownsTitle: boolean;
}

/** The guard, the routes and the layout of <hotline-app>. */
export function Console({ ownsTitle }: ConsoleProps) {
  const styles = useStyles();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const { token, mustChangePassword } = useSnapshot(session);
  const menu = useSnapshot(menuRoutes);
  const notify = useNotify();

  // Menu routes and button permissions are added once per session; later changes arrive on the push channel. A session
  // that must change its password first gets neither until it has (the server refuses both meanwhile).
  useEffect(() => {
    if (!token || mustChangePassword) return;
    loadSessionRoutes().catch(() => undefined);
    startPush();
    // A console taken off the page gives its stream back: a browser holds only six connections per server.
    return stopPush;
  }, [token, mustChangePassword]);

  // Any end of the session (logout, a 401 anywhere) goes to /login with a fresh set of tabs.
  useEffect(() => {
    if (!token) resetTabs();
  }, [token]);

  const context: RouteContext = useMemo(
    () => ({ hasToken: Boolean(token), menuLoaded: menu.status === 'ready', menuPages: menu.pages as PageRoute[] }),
    [token, menu.status, menu.pages],
  );
  const resolution = useMemo(() => resolveLocation(pathname, search, context), [pathname, search, context]);
  const fullPath = search ? `${pathname}?${search}` : pathname;

  useEffect(() => {
    if (resolution.kind === 'redirect') navigate(resolution.to, { replace: true });
    if (resolution.kind === 'page' && !resolution.page.noTab) openTab(resolution.page, fullPath);
  }, [resolution, fullPath, navigate]);

  // Routes replaced by a pushed change: tabs of pages no longer allowed close, with a message.
  useEffect(() => {
    if (menu.revision === 0) return;
    let next: string | null = null;
    for (const tab of [...tabs.list]) {
      if (tab.affix || pageFor(tab)) continue;
      next = closeTab(tab.path, pathname) ?? next;
      notify.warning(liveText.pageRevoked.replace('{title}', tab.title));
    }
    if (next) navigate(next, { replace: true });
    // Only a new revision asks for the check; the path and helpers of that moment are the right ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu.revision]);

  useEffect(() => {
    if (!ownsTitle) return;
    document.title = pathname.startsWith(REGISTER_PATH) ? zhCN.app.registerTitle : zhCN.app.title;
  }, [ownsTitle, pathname]);

  const pageFor = (tab: Tab): PageRoute | null => {
    const [path, query = ''] = tab.fullPath.split('?');
    const found = resolveLocation(path ?? tab.path, query, context);
    return found.kind === 'page' ? found.page : null;
  };

  if (token && mustChangePassword) return <PasswordChangePage />;
  if (resolution.kind === 'login') return <LoginPage />;
  if (resolution.kind === 'page') {
    return (
      <ErrorBoundary what={zhCN.boundary.console}>
        <Suspense fallback={<Loading label={zhCN.common.loading} />}>
          <Layout
            activePage={resolution.page}
            pageFor={pageFor}
            onNavigate={(path) => navigate(path)}
            onLogout={() => signOut().then(() => navigate(LOGIN_PATH, { replace: true }))}
          />
        </Suspense>
      </ErrorBoundary>
    );
  }
  if (menu.status === 'error') {
    return (
      <div className={styles.center}>
        <EmptyState message={`${zhCN.login.menuFailed}：${menu.error}`} />
        <Button appearance="primary" onClick={() => loadSessionRoutes().catch(() => undefined)}>
          {zhCN.common.retry}
        </Button>
      </div>
    );
  }
  return <Loading label={zhCN.login.loadingMenus} />;
}

function Loading({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <Spinner label={label} />
    </div>
  );
}
