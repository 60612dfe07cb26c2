// The frame of every work-order dialog: a form with its title, its fields, and 确定 (disabled while sending) / 取消.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';

export interface FormDialogProps {
  /** The title, also the form's accessible name unless `label` is given. */
  title: string;
  label?: string;
  /** Runs on 确定 and on Enter; the dialog validates there before it sends. */
  onSubmit: () => void;
  onCancel: () => void;
  /** A send is under way: 确定 is disabled. */
  busy: boolean;
  surfaceClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}

export function FormDialog({ title, label, onSubmit, onCancel, busy, surfaceClassName, contentClassName, children }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={surfaceClassName}>
        <form aria-label={label ?? title} noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName}>{children}</DialogContent>
            <DialogActions>
              <Button type="button" onClick={onCancel}>{zhCN.common.cancel}</Button>
              <Button type="submit" appearance="primary" disabled={busy}>{zhCN.common.ok}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
