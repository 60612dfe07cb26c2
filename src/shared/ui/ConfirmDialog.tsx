// The 确认 / 取消 question every admin page asks before a delete or a status change.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** The confirmed action runs: 确认 is disabled. */
  busy: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
  /** 取消 and Escape stay available while busy (the tree pages); otherwise they wait for the action. */
  cancelWhileBusy?: boolean;
  /** 确认 shows a spinner while busy. */
  busySpinner?: boolean;
}

export function ConfirmDialog({ open, title, message, busy, onConfirm, onCancel, cancelWhileBusy = false, busySpinner = false }: ConfirmDialogProps) {
  const cancelLocked = busy && !cancelWhileBusy;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !cancelLocked && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button disabled={cancelLocked} onClick={onCancel}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" disabled={busy} icon={busySpinner && busy ? <Spinner size="tiny" /> : undefined} onClick={() => void onConfirm()}>
              {zhCN.common.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
