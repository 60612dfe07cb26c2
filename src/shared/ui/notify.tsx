import { makeStyles, tokens } from '@fluentui/react-components';
import { createContext, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { zhCN } from '../i18n/zh-CN.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { enqueueNotice, notices, takeNotices, type Notice, type NoticeIntent } from './notify.store.ts';
import { retryableLazy } from './retryableLazy.ts';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const NotifyContext = createContext<string | null>(null);

// The toaster (Fluent Toast and its motion) loads with the first message, not with every page. When it cannot load (the
// server is gone, so no chunk can be fetched) the messages still show, drawn plainly by PlainNotices below.
const ToasterHost = retryableLazy(() => import('./ToasterHost.tsx'));

const usePlainStyles = makeStyles({
  list: { position: 'fixed', top: tokens.spacingVerticalL, left: '50%', transform: 'translateX(-50%)', zIndex: 1000000, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow16,
    backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase300,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The messages of an element whose toaster could not load: plain boxes at the top, gone after 5 s. */
function PlainNotices({ toasterId }: { toasterId: string }) {
  const styles = usePlainStyles();
  const { pending } = useSnapshot(notices);
  const [shown, setShown] = useState<Notice[]>([]);
  useEffect(() => {
    const mine = takeNotices(toasterId);
    if (!mine.length) return;
    setShown((current) => [...current, ...mine].slice(-3));
    const timer = setTimeout(() => setShown((current) => current.filter((n) => !mine.includes(n))), 5000);
    return () => clearTimeout(timer);
  }, [pending, toasterId]);
  if (!shown.length) return null;
  return (
    <div className={styles.list}>
      {shown.map((n) => (
        <div key={n.id} role={n.intent === 'error' ? 'alert' : 'status'} className={n.intent === 'error' ? `${styles.item} ${styles.error}` : styles.item}>{n.message}</div>
      ))}
    </div>
  );
}

// Toasts travel as document events keyed by toaster id; React's useId repeats across roots, so count here.
let toasterCount = 0;

/** One toaster per element, inside its shadow root; useNotify() shows messages in it. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toasterId] = useState(() => `hotline-toaster-${++toasterCount}`);
  const { pending, enqueued } = useSnapshot(notices);
  const wanted = pending.some((notice) => notice.toasterId === toasterId) || notices.mounted.has(toasterId);
  return (
    <NotifyContext.Provider value={toasterId}>
      {children}
      {wanted && (
        // A toaster that cannot load shows the messages plainly (and tries again later); it never takes the element down.
        <ErrorBoundary what={zhCN.boundary.toaster} fallback={() => <PlainNotices toasterId={toasterId} />} resetKeys={[enqueued]}>
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
