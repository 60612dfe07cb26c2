import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Panel } from './Panel.tsx';
import { zhCN } from '../i18n/zh-CN.ts';
import { SignInForm } from './SignInForm.tsx';

const useStyles = makeStyles({
  card: { maxWidth: '360px', margin: `${tokens.spacingVerticalL} auto`, padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
});

/** The sign-in form of a part used alone on a page. */
export default function SignInCard() {
  const styles = useStyles();
  return (
    <Panel className={styles.card}>
      <Text weight="semibold">{zhCN.login.partTitle}</Text>
      <SignInForm />
    </Panel>
  );
}
