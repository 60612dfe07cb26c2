import { createContext, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { zhCN } from '../i18n/zh-CN.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { enqueueNotice, notices, type NoticeIntent } from './notify.store.ts';
import { retryableLazy } from './retryableLazy.ts';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const NotifyContext = createContext<string | null>(null);

// The toaster (Fluent Toast and its motion) is not part of an element's first paint; it is fetched right after, because
// a message may be that the server has gone (超过五次不再重连), when nothing can be fetched any more.
const loadToaster = () => import('./ToasterHost.tsx');
const ToasterHost = retryableLazy(loadToaster);
let toasterRequested = false;

// Toasts travel as document events keyed by toaster id; React's useId repeats across roots, so count here.
let toasterCount = 0;

/** One toaster per element, inside its shadow root; useNotify() shows messages in it. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toasterId] = useState(() => `hotline-toaster-${++toasterCount}`);
  const { pending } = useSnapshot(notices);
  const wanted = pending.some((notice) => notice.toasterId === toasterId) || notices.mounted.has(toasterId);
  useEffect(() => {
    if (toasterRequested) return;
    toasterRequested = true;
    loadToaster().catch(() => {
      toasterRequested = false;
    });
  }, []);
  return (
    <NotifyContext.Provider value={toasterId}>
      {children}
      {wanted && (
        // A toaster that cannot load shows nothing (and tries again with the next message); it never takes the element down.
        <ErrorBoundary what={zhCN.boundary.toaster} fallback={() => null} resetKeys={[pending.length]}>
          <Suspense fallback={null}>
            <ToasterHost toasterId={toasterId} />
          </Suspense>
        </ErrorBoundary>
      )}
    </NotifyContext.Provider>
  );
}

/** Short messages (操作成功, 复制成功, a server error) shown at the top of the element. */
export function useNotify(): Notify {
  const toasterId = useContext(NotifyContext) ?? 'hotline-toaster-orphan';
  return useMemo(() => {
    const show = (intent: NoticeIntent) => (message: string) => enqueueNotice({ toasterId, intent, message });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [toasterId]);
}
