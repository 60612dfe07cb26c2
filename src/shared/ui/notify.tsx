import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { enqueueNotice, notices, type NoticeIntent } from './notify.store.ts';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const NotifyContext = createContext<string | null>(null);

// The toaster (Fluent Toast and its motion) loads on the first message, keeping it out of every element's start-up.
const ToasterHost = lazy(() => import('./ToasterHost.tsx'));

// Toasts travel as document events keyed by toaster id; React's useId repeats across roots, so count here.
let toasterCount = 0;

/** One toaster per element, inside its shadow root; useNotify() shows messages in it. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toasterId] = useState(() => `hotline-toaster-${++toasterCount}`);
  const { pending } = useSnapshot(notices);
  const wanted = pending.some((notice) => notice.toasterId === toasterId) || notices.mounted.has(toasterId);
  return (
    <NotifyContext.Provider value={toasterId}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToasterHost toasterId={toasterId} />
        </Suspense>
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
