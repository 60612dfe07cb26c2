// The dialog every small 知识维护 form uses: a title, its fields, the server's refusal above the buttons, no double submit.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Sending: the buttons are disabled and the dialog stays open. */
  busy: boolean;
  /** The server's refusal (what was typed stays). */
  error: string;
  onSubmit: () => unknown;
  onClose: () => void;
  submitLabel?: string;
  /** Extra buttons before 取消 (e.g. 退回 beside 通过). */
  extraActions?: ReactNode;
  wide?: 'form' | 'diff';
  children: ReactNode;
}

export function FormDialog({ open, title, busy, error, onSubmit, onClose, submitLabel = t.submit, extraActions, wide, children }: FormDialogProps) {
  const styles = useKnowledgeStyles();
  const alert = useRef<HTMLDivElement>(null);
  // A long form is scrolled to its buttons when the server refuses: the reason is brought into view.
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface aria-describedby={undefined} className={wide === 'form' ? styles.wideDialog : wide === 'diff' ? styles.diffDialog : undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {children}
              {error && <div ref={alert} role="alert" className={styles.error}>{error}</div>}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>{submitLabel}</Button>
              {extraActions}
              <Button disabled={busy} onClick={onClose}>{zhCN.common.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** Runs a form's call: busy meanwhile, the refusal kept for the dialog, true when it went through. */
export async function sending(setBusy: (b: boolean) => void, setError: (e: string) => void, run: () => Promise<unknown>, message: (f: unknown) => string): Promise<boolean> {
  setBusy(true);
  setError('');
  try {
    await run();
    return true;
  } catch (failure) {
    setError(message(failure));
    return false;
  } finally {
    setBusy(false);
  }
}
