// A one-time password the server chose (重置密码, 新增用户 without a password), shown once with a copy button.
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { CopyText } from '../../../../shared/ui/CopyText.tsx';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  password: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, userSelect: 'all', letterSpacing: '1px' },
});

export interface OneTimePasswordProps {
  /** The password to hand over. */
  password: string;
}

export function OneTimePassword({ password }: OneTimePasswordProps) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Text weight="semibold">{t.oneTimePassword}</Text>
      <div className={styles.row}>
        <Text className={styles.password} data-testid="one-time-password">{password}</Text>
        <CopyText text={password} label={t.oneTimeCopy} />
      </div>
      <MessageBar intent="warning">
        <MessageBarBody>{t.oneTimeNote}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
