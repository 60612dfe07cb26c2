// The chrome of the admin pages' add / edit dialogs: a form in a Fluent dialog, the submit button with a spinner while
// saving, and 取消; the fields go in as children.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Which element carries the title as its aria-label: the form (a named form landmark) or the dialog surface. */
  labelOn?: 'form' | 'surface';
  surfaceClassName?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The submit button's text (保存, 确定, 确认, or a saving text). */
  submitLabel: string;
  saving: boolean;
  /** More reasons than saving to disable the submit button (still loading, failed to load). */
  submitDisabled?: boolean;
  onCancel: () => void;
  /** 取消 and Escape stay available while saving (the tree pages' forms); otherwise they wait for the save. */
  cancelWhileSaving?: boolean;
  children: ReactNode;
}

export function FormDialog({
  open, title, labelOn = 'form', surfaceClassName, onSubmit, submitLabel, saving, submitDisabled = false, onCancel,
  cancelWhileSaving = false, children,
}: FormDialogProps) {
  const cancelLocked = saving && !cancelWhileSaving;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !cancelLocked && onCancel()}>
      <DialogSurface className={surfaceClassName} aria-label={labelOn === 'surface' ? title : undefined}>
        <form onSubmit={(event) => void onSubmit(event)} aria-label={labelOn === 'form' ? title : undefined} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button onClick={onCancel} disabled={cancelLocked}>{zhCN.common.cancel}</Button>
              <Button type="submit" appearance="primary" disabled={saving || submitDisabled} icon={saving ? <Spinner size="tiny" /> : undefined}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
