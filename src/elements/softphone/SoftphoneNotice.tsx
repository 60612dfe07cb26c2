import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { closeNotice } from './softphone.store.ts';
import type { SoftphoneNotice as Notice } from './softphone.types.ts';

const useStyles = makeStyles({
  notice: { position: 'absolute', top: '50px', right: 0, zIndex: 10, minWidth: '280px', boxShadow: tokens.shadow16 },
});

/** The ring or conference notice below the bar, until it times out or the agent closes it. */
export function SoftphoneNotice({ notice }: { notice: Notice }) {
  const styles = useStyles();
  return (
    <MessageBar className={styles.notice} intent={notice.kind === 'conference' ? 'info' : 'warning'} role="alert" data-notice={notice.kind}>
      <MessageBarBody>{notice.text}</MessageBarBody>
      <MessageBarActions containerAction={<Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={zhCN.common.cancel} onClick={closeNotice} />} />
    </MessageBar>
  );
}
