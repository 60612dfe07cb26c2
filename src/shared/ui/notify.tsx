import { Toast, ToastTitle, Toaster, useToastController, type ToastIntent } from '@fluentui/react-components';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const NotifyContext = createContext<string | null>(null);

// Toasts travel as document events keyed by toaster id; React's useId repeats across roots, so count here.
let toasterCount = 0;

/** Mounts one toaster per element, inside its shadow root; useNotify() shows messages in it. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toasterId] = useState(() => `hotline-toaster-${++toasterCount}`);
  return (
    <NotifyContext.Provider value={toasterId}>
      {children}
      <Toaster toasterId={toasterId} position="top" limit={3} />
    </NotifyContext.Provider>
  );
}

/** Short messages (操作成功, 复制成功, a server error) shown at the top of the element. */
export function useNotify(): Notify {
  const toasterId = useContext(NotifyContext) ?? undefined;
  const { dispatchToast } = useToastController(toasterId);
  return useMemo(() => {
    const show = (intent: ToastIntent) => (message: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'error' ? 5000 : 3000 },
      );
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [dispatchToast]);
}
