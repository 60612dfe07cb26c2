import { Spinner } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { layoutText } from '../../shared/i18n/layout.zh-CN.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { PageKeyContext } from '../../shared/ui/pageState.ts';
import { FramePage } from '../pages/FramePage.tsx';
import type { PageRoute } from '../routing/routes.types.ts';
import { resolveView } from '../routing/viewRegistry.ts';

/** A routed page: a frame for another system, or a view from the registry, in its own page-state scope (the layout puts
 *  each page in an error boundary: one page failing says so, with 重试, and the other tabs keep working). */
export function PageView({ page }: { page: PageRoute }) {
  let content: ReactNode;
  if (page.frameUrl) content = <FramePage src={page.frameUrl} title={page.title} />;
  else {
    const View = resolveView(page.view);
    content = View ? <View /> : <EmptyState message={layoutText.viewMissing} />;
  }
  return (
    <PageKeyContext.Provider value={page.path}>
      <Suspense fallback={<Spinner label={zhCN.common.loading} style={{ padding: 48 }} />}>{content}</Suspense>
    </PageKeyContext.Provider>
  );
}
