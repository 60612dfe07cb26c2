import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { softphoneText, zhCN } from '../../../shared/i18n/zh-CN.ts';

export interface SignOutDialogProps {
  open: boolean;
  /** true: the user confirmed; false: cancelled (您已取消签出). */
  onClose: (confirmed: boolean) => void;
}

/** '确认要签出吗？' with title 提示. */
export function SignOutDialog({ open, onClose }: SignOutDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface aria-label={zhCN.common.tip} data-dialog="sign-out">
        <DialogBody>
          <DialogTitle>{zhCN.common.tip}</DialogTitle>
          <DialogContent>{softphoneText.signOutConfirm}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onClose(false)}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" onClick={() => onClose(true)}>{zhCN.common.confirm}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
