import { Spinner } from '@fluentui/react-components';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { PageKeyContext } from '../../shared/ui/pageState.ts';
import { FramePage } from '../pages/FramePage.tsx';
import type { PageRoute } from '../routing/routes.types.ts';
import { resolveView } from '../routing/viewRegistry.ts';

/** One page failing must not take the console down: it says so and the other tabs keep working. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[hotline-app] 页面出错', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <EmptyState message={`${zhCN.layout.pageFailed}：${zhCN.layout.pageFailedHint}`} /> : this.props.children;
  }
}

/** A routed page: a frame for another system, or a view from the registry, in its own page-state scope. */
export function PageView({ page }: { page: PageRoute }) {
  let content: ReactNode;
  if (page.frameUrl) content = <FramePage src={page.frameUrl} title={page.title} />;
  else {
    const View = resolveView(page.view);
    content = View ? <View /> : <EmptyState message={zhCN.layout.viewMissing} />;
  }
  return (
    <PageKeyContext.Provider value={page.path}>
      <PageErrorBoundary>
        <Suspense fallback={<Spinner label={zhCN.common.loading} style={{ padding: 48 }} />}>{content}</Suspense>
      </PageErrorBoundary>
    </PageKeyContext.Provider>
  );
}
