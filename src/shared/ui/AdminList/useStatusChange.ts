// A row's 状态 switch with confirmation: the switch asks, 确认 changes it on the server and reloads the list.
import { useState } from 'react';
import { messageOf } from '../../http/errors.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { useNotify } from '../notify.tsx';

/** `change` sets a row's status on the server; `changed` runs after a success (to reload the list). */
export function useStatusChange<T>(change: (row: T, status: 0 | 1) => Promise<unknown>, changed: () => void) {
  const notify = useNotify();
  const [pending, setPending] = useState<{ row: T; status: 0 | 1 } | null>(null);
  const [changing, setChanging] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setChanging(true);
    try {
      await change(pending.row, pending.status);
      notify.success(zhCN.common.operationSuccess);
      setPending(null);
      changed();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setChanging(false);
    }
  };

  return {
    pending, changing, confirm,
    ask: (row: T, on: boolean) => setPending({ row, status: on ? 1 : 0 }),
    cancel: () => setPending(null),
  };
}
