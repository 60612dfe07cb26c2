// Delete with confirmation for the paged lists: the row or the selected rows, asked about, then deleted.
import { useState } from 'react';
import { messageOf } from '../../http/errors.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { useNotify } from '../notify.tsx';

/**
 * `rows` are those the selection (ids as strings) picks from; `deleteIds` deletes on the server; `deleted` runs after a
 * success with how many went (to step the page back and reload).
 */
export function useBatchDelete<T extends { id: number | string }>(
  rows: readonly T[], selected: ReadonlySet<string>, deleteIds: (ids: Array<T['id']>) => Promise<unknown>, deleted: (count: number) => void,
) {
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<T[] | null>(null);
  const [deleting, setDeleting] = useState(false);

  const askDelete = (chosen?: T) => {
    const picked = chosen ? [chosen] : rows.filter((r) => selected.has(String(r.id)));
    if (picked.length === 0) notify.warning(zhCN.common.chooseDeleteItem);
    else setToDelete(picked);
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteIds(toDelete.map((r) => r.id));
      notify.success(zhCN.common.operationSuccess);
      setToDelete(null);
      deleted(toDelete.length);
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setDeleting(false);
    }
  };

  return { toDelete, setToDelete, askDelete, remove, deleting };
}
