// 重置密码: the new password with the policy as a hint; the server checks the policy and its message is shown as given.
import { Field, Input, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import type { UserDetail } from '../../../../shared/api/contracts/sysUser.ts';
import { resetUserPassword } from '../../../../shared/api/sysUsers.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../common/FormDialog.tsx';

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; null = closed. */
  user: UserDetail | null;
  onClose: () => void;
  onDone: () => void;
}

const useStyles = makeStyles({
  surface: { width: '480px', maxWidth: 'calc(100vw - 32px)' },
});

export function ResetPasswordDialog({ user, onClose, onDone }: ResetPasswordDialogProps) {
  const styles = useStyles();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setPassword('');
    setError('');
    setFailure('');
  }, [user?.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || saving) return;
    if (!password) return setError(zhCN.common.required);
    setSaving(true);
    setFailure('');
    try {
      await resetUserPassword(user.id, password);
      onDone();
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
      submitLabel={zhCN.common.confirm}
      saving={saving}
      onCancel={onClose}
    >
      {failure && (
        <MessageBar intent="error" role="alert" style={{ marginBottom: 8 }}>
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t.newPassword} required validationMessage={error} hint={t.passwordPolicy}>
        <Input
          name="newPassword" type="password" value={password} maxLength={20} autoComplete="new-password"
          onChange={(_, d) => { setPassword(d.value); setError(''); }}
        />
      </Field>
    </FormDialog>
  );
}
