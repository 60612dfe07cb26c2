// 并单's confirmation: what merging does, then 确认 or 取消 (its own chunk: Fluent's Dialog loads when 并单 is clicked).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';

const r = workOrdersText.register;

export interface MergeConfirmDialogProps {
  workflowId: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function MergeConfirmDialog({ workflowId, busy, onConfirm, onCancel }: MergeConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-label={r.mergeTitle}>
        <DialogBody>
          <DialogTitle>{r.mergeTitle}</DialogTitle>
          <DialogContent>{r.mergeConfirm(workflowId)}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>{zhCN.common.confirm}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
