// The frame of every work-order dialog: the shared form dialog, open while mounted, answering 确定; 取消 stays available
// while a step is sent (the step is idempotent, the dialog only stops waiting).
import type { ReactNode } from 'react';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog as SharedFormDialog } from '../../../shared/ui/FormDialog.tsx';

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
    <SharedFormDialog open title={title} label={label} onSubmit={onSubmit} onCancel={onCancel} saving={busy} cancelWhileSaving
      submitLabel={zhCN.common.ok} surfaceClassName={surfaceClassName} contentClassName={contentClassName}>
      {children}
    </SharedFormDialog>
  );
}
