// Component paths of the menu tree -> lazily loaded pages. A path not listed here is reported on the console.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type View = LazyExoticComponent<ComponentType>;

const underConstruction = lazy(() => import('../pages/UnderConstructionPage.tsx'));

const BUILT: Record<string, View> = {
  'dashboard/index': lazy(() => import('../pages/DashboardPage.tsx')),
  'person-center/perCenter/index': lazy(() => import('../pages/PersonCenterPage.tsx')),
  'oauth2/authorize': lazy(() => import('../pages/AuthorizePage.tsx')),
  'performance-report/chakan': lazy(() => import('../pages/DrillDownPage.tsx')),
  'error/404': lazy(() => import('../pages/NotFoundPage.tsx')),
};

/** Views of the spec that later parts of the product build; until then they say 功能建设中. */
const PLANNED_PREFIXES = [
  'gong-dan/',
  'system/',
  'announcement/',
  'callcenter/',
  'roster/',
  'address-book/',
  'performance-report/',
  'report/',
  'data/',
];

const reported = new Set<string>();

/** The page for a component path, or null (with a console error, as the spec asks) when nothing resolves it. */
export function resolveView(component: string | undefined): View | null {
  if (!component) return null;
  const key = component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
  const view = BUILT[key] ?? (PLANNED_PREFIXES.some((prefix) => key.startsWith(prefix)) ? underConstruction : null);
  if (!view && !reported.has(key)) {
    reported.add(key);
    console.error(`[hotline-app] 无法解析页面组件：${component}`);
  }
  return view;
}
