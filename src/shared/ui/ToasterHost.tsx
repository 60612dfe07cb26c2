import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ref, useSnapshot } from 'valtio';
import { notices, takeNotices } from './notify.store.ts';

/** The element's Fluent toaster; shows every message queued for it, now and later. */
export default function ToasterHost({ toasterId }: { toasterId: string }) {
  const { dispatchToast } = useToastController(toasterId);
  const { pending } = useSnapshot(notices);

  useEffect(() => {
    if (!notices.mounted.has(toasterId)) notices.mounted = ref(new Set([...notices.mounted, toasterId]));
    return () => {
      const rest = new Set(notices.mounted);
      rest.delete(toasterId);
      notices.mounted = ref(rest);
    };
  }, [toasterId]);

  useEffect(() => {
    // The Toaster subscribes in its own effect; wait a frame so the first message is not dispatched before it.
    const frame = requestAnimationFrame(() => {
      for (const notice of takeNotices(toasterId)) {
        dispatchToast(
          <Toast>
            <ToastTitle>{notice.message}</ToastTitle>
          </Toast>,
          { intent: notice.intent, timeout: notice.intent === 'error' ? 5000 : 3000 },
        );
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, toasterId, dispatchToast]);

  return <Toaster toasterId={toasterId} position="top" limit={3} />;
}
