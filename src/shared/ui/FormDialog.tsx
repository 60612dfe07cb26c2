// The chrome of the add / edit dialogs (admin pages, 知识维护): a form in a Fluent dialog, the server's refusal above the
// buttons, the submit button with a spinner while saving, and 取消; the fields go in as children.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Which element carries the title as its aria-label: the form (a named form landmark) or the dialog surface. */
  labelOn?: 'form' | 'surface';
  /** The accessible name when it is not the title (a title carrying a count). */
  label?: string;
  surfaceClassName?: string;
  /** Lays the fields out (a column with gaps, a grid). */
  contentClassName?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The submit button's text (保存, 确定, 确认, or a saving text). */
  submitLabel: string;
  saving: boolean;
  /** More reasons than saving to disable the submit button (still loading, failed to load). */
  submitDisabled?: boolean;
  onCancel: () => void;
  /** 取消 and Escape stay available while saving (the tree pages' forms); otherwise they wait for the save. */
  cancelWhileSaving?: boolean;
  /** The server's refusal, shown above the buttons and scrolled into view (what was typed stays). */
  error?: string;
  /** More buttons between 取消 and the submit button (e.g. 退回 beside 通过). */
  extraActions?: ReactNode;
  children: ReactNode;
}

const useStyles = makeStyles({ error: { color: tokens.colorPaletteRedForeground1 } });

export function FormDialog({
  open, title, labelOn = 'form', label = title, surfaceClassName, contentClassName, onSubmit, submitLabel, saving, submitDisabled = false, onCancel,
  cancelWhileSaving = false, error, extraActions, children,
}: FormDialogProps) {
  const styles = useStyles();
  const cancelLocked = saving && !cancelWhileSaving;
  const alert = useRef<HTMLDivElement>(null);
  // A long form is scrolled to its end when the server refuses: the reason comes into view.
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !cancelLocked && onCancel()}>
      <DialogSurface className={surfaceClassName} aria-label={labelOn === 'surface' ? label : undefined}>
        <form onSubmit={(event) => { event.preventDefault(); if (!saving) void onSubmit(event); }} aria-label={labelOn === 'form' ? label : undefined} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName}>
              {children}
              {error && <div ref={alert} role="alert" className={styles.error}>{error}</div>}
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel} disabled={cancelLocked}>{zhCN.common.cancel}</Button>
              {extraActions}
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
