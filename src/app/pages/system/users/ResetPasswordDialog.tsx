// 重置密码: the server chooses a one-time password; the dialog asks first, then shows it once with a copy button.
import { MessageBar, MessageBarBody, Text, makeStyles } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import type { UserDetail } from '../../../../shared/api/contracts/sysUser.ts';
import { resetUserPassword } from '../../../../shared/api/sysUsers.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { OneTimePassword } from './OneTimePassword.tsx';

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; null = closed. */
  user: UserDetail | null;
  onClose: () => void;
  /** The password was reset (called when the dialog showing it is closed). */
  onDone: () => void;
}

const useStyles = makeStyles({
  surface: { width: '480px', maxWidth: 'calc(100vw - 32px)' },
});

export function ResetPasswordDialog({ user, onClose, onDone }: ResetPasswordDialogProps) {
  const styles = useStyles();
  const [password, setPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setPassword(null);
    setFailure('');
  }, [user?.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || saving) return;
    if (password !== null) return onDone();
    setSaving(true);
    setFailure('');
    try {
      setPassword((await resetUserPassword(user.id)).oneTimePassword);
    } catch (failed) {
      setFailure(messageOf(failed, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  const title = user ? t.resetTitle(user.realName) : t.resetPassword;
  return (
    <FormDialog
      open={user !== null}
      title={title}
      surfaceClassName={styles.surface}
      onSubmit={submit}
      submitLabel={password === null ? zhCN.common.confirm : t.close}
      saving={saving}
      // Once reset, closing in any way is "done": the password has changed whether or not it was copied.
      onCancel={password === null ? onClose : onDone}
    >
      {failure && (
        <MessageBar intent="error" role="alert" style={{ marginBottom: 8 }}>
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {password === null ? <Text>{user ? t.resetConfirm(user.realName) : ''}</Text> : <OneTimePassword password={password} />}
    </FormDialog>
  );
}
