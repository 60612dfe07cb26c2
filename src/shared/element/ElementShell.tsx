import { FluentProvider, PortalMountNodeProvider, RendererProvider } from '@fluentui/react-components';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { NotifyProvider } from '../ui/notify.tsx';
import { emit, type HotlineEventMap, type HotlineEventName } from './events.ts';
import { guardPageFocusBumpers } from './NoPageFocusBumpers.ts';
import { shadowParts } from './shadowParts.ts';

const HostContext = createContext<EventTarget | null>(null);

/** The element (or the app) a component lives in: events are dispatched from it. */
export function useHost(): EventTarget {
  return useContext(HostContext) ?? document;
}

/** emit() bound to the component's host element. */
export function useEmit(): <K extends HotlineEventName>(name: K, detail: HotlineEventMap[K]) => void {
  const host = useHost();
  return useMemo(() => (name, detail) => void emit(host, name, detail), [host]);
}

/**
 * Everything a component needs inside a shadow root: Griffel writing into the root's adopted sheets,
 * Fluent without a theme class (the tokens sit on :host), portals mounted inside the root, and an error boundary
 * so a part that fails says so with 重试 instead of leaving the host page a blank hole.
 */
export function ElementShell({ root, children }: { root: ShadowRoot; children: ReactNode }) {
  guardPageFocusBumpers(); // before anything of ours can create Tabster's page instance
  const { renderer, portalNode } = shadowParts(root);
  return (
    <HostContext.Provider value={root.host}>
      {/* The provider rehydrates from style elements under its target; the host page's Griffel styles must not count as
          inserted in our shadow root, so the target is the root itself. */}
      <RendererProvider renderer={renderer} targetDocument={root as unknown as Document}>
        <FluentProvider targetDocument={root.ownerDocument} theme={{}} style={{ background: 'transparent', height: '100%' }}>
          <PortalMountNodeProvider value={portalNode}>
            <NotifyProvider>
              <ErrorBoundary what={zhCN.boundary.part}>{children}</ErrorBoundary>
            </NotifyProvider>
          </PortalMountNodeProvider>
        </FluentProvider>
      </RendererProvider>
    </HostContext.Provider>
  );
}
