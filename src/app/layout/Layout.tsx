import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { AnnouncementWidget } from '../../elements/announcements/index.ts';
import { NoticeBell } from '../../elements/notice-bell/index.ts';
import { SoftphoneBar } from '../../elements/softphone/index.ts';
import { useHost } from '../../shared/element/ElementShell.tsx';
import type { HotlineEventMap } from '../../shared/element/events.ts';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { ErrorBoundary } from '../../shared/ui/ErrorBoundary.tsx';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
import type { PageRoute } from '../routing/routes.types.ts';
import { closeDrawer, layout, setConsoleWidth, toggleSidebar } from '../stores/layout.store.ts';
import { tabs, type Tab } from '../stores/tabs.store.ts';
import { HiddenFrames } from './HiddenFrames.tsx';

// Only narrow screens use the drawer, so wide ones never download it.
const MobileDrawer = retryableLazy(() => import('./MobileDrawer.tsx'));
import { PageView } from './PageView.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TabBar } from './TabBar.tsx';
import { TopBar } from './TopBar.tsx';

const b = zhCN.boundary;

const useStyles = makeStyles({
  shell: { display: 'flex', flexGrow: 1, minHeight: 0, height: '100%', backgroundColor: tokens.colorNeutralBackground2 },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, height: '100%' },
  // Basis 0: a tall page scrolls inside, never squeezing the top bar or the tabs.
  content: { flex: '1 1 0', minHeight: 0, overflow: 'auto', position: 'relative' },
  page: { height: '100%' },
});

export interface LayoutProps {
  activePage: PageRoute;
  /** Resolves an open tab's path to its page (tabs restored after a reload carry only their path). */
  pageFor: (tab: Tab) => PageRoute | null;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/**
 * The console shell: sidebar (a drawer below 992 px), top bar, tab bar, and the open pages. Pages that may be
 * cached stay mounted while their tab is open, hidden when inactive, so they keep their state and frames never reload.
 */
export function Layout({ activePage, pageFor, onNavigate, onLogout }: LayoutProps) {
  const styles = useStyles();
  const view = useSnapshot(layout);
  const { list } = useSnapshot(tabs) as { list: Tab[] };
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = root.current;
    if (!node) return;
    let frame = 0;
    // Applied on the next frame: changing the layout inside the observer's callback would re-trigger it.
    const observer = new ResizeObserver(([entry]) => {
      cancelAnimationFrame(frame);
      if (entry) frame = requestAnimationFrame(() => setConsoleWidth(entry.contentRect.width));
    });
    observer.observe(node);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  const navigate = (path: string) => {
    closeDrawer();
    onNavigate(path);
  };

  // An answered incoming call (or isWorkOrder 1) opens a fresh registration page with the caller's number.
  const host = useHost();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    const open = (event: Event) => {
      const { telNo, callId, numberFlag } = (event as CustomEvent<HotlineEventMap['hotline-register-order']>).detail;
      const query = new URLSearchParams({ telNo, callId, numberFlag: String(numberFlag ?? '') });
      navigateRef.current(`/gong-dan/dengji?${query}`);
    };
    host.addEventListener('hotline-register-order', open);
    return () => host.removeEventListener('hotline-register-order', open);
  }, [host]);

  const sidebar = (
    <ErrorBoundary what={b.sidebar}>
      <Sidebar activePath={activePage.path} collapsed={!view.mobile && view.sidebarCollapsed} onNavigate={navigate} />
    </ErrorBoundary>
  );
  const openPages = list
    .map((tab) => ({ tab, page: tab.path === activePage.path ? activePage : pageFor(tab) }))
    .filter((entry): entry is { tab: Tab; page: PageRoute } => entry.page !== null);
  const activeTab = openPages.find((entry) => entry.page.path === activePage.path);

  return (
    <div className={styles.shell} ref={root} data-layout={view.mobile ? 'mobile' : 'desktop'}>
      {view.mobile ? (
        <ErrorBoundary what={b.sidebar}>
          <Suspense fallback={null}>
            <MobileDrawer open={view.drawerOpen} onClose={closeDrawer}>
              {sidebar}
            </MobileDrawer>
          </Suspense>
        </ErrorBoundary>
      ) : (
        sidebar
      )}
      <div className={styles.main}>
        {/* Every part of the top bar fails on its own: a broken bell leaves the softphone working. */}
        <ErrorBoundary what={b.topBar} inline>
          <TopBar
            title={activePage.title}
            softphone={
              <ErrorBoundary what={b.softphone} inline>
                <SoftphoneBar />
              </ErrorBoundary>
            }
            bell={
              <ErrorBoundary what={b.noticeBell} inline>
                <NoticeBell onOpen={navigate} />
              </ErrorBoundary>
            }
            announcements={
              <ErrorBoundary what={b.announcements} inline>
                <AnnouncementWidget dockable />
              </ErrorBoundary>
            }
            onToggleMenu={toggleSidebar}
            onNavigate={navigate}
            onLogout={onLogout}
          />
        </ErrorBoundary>
        <ErrorBoundary what={b.tabs} inline>
          <TabBar activePath={activePage.path} onNavigate={navigate} />
        </ErrorBoundary>
        <main className={styles.content}>
          {openPages
            .filter(({ page }) => page.path === activePage.path || !page.noCache)
            .map(({ tab, page }) => (
              <div key={`${page.path}#${tab.refreshKey}`} className={styles.page} hidden={page.path !== activePage.path} data-page={page.path}>
                <ErrorBoundary what={b.page}>
                  <PageView page={page} />
                </ErrorBoundary>
              </div>
            ))}
          {!activeTab && (
            <ErrorBoundary what={b.page}>
              <PageView page={activePage} />
            </ErrorBoundary>
          )}
        </main>
      </div>
      <ErrorBoundary what={b.part} inline>
        <HiddenFrames />
      </ErrorBoundary>
    </div>
  );
}

export default Layout;
