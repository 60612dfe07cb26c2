// The give-up message and its 重新连接 button. Imported statically by the bar: when it shows, the server is gone and
// no chunk can be fetched, so nothing it needs may be loaded on first use.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons/svg/arrow-sync';
import { useSnapshot } from 'valtio';
import { softphoneText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { reconnectSoftphone, softphone } from './softphone.store.ts';

const useStyles = makeStyles({
  notice: {
    position: 'absolute',
    top: '50px',
    right: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
    boxShadow: tokens.shadow16,
    whiteSpace: 'nowrap',
  },
});

/** Under the bar while the socket has given up (超过五次不再重连) or was refused; one click starts a fresh series of tries. */
export function ConnectionLostNotice() {
  const styles = useStyles();
  const { connection } = useSnapshot(softphone);
  if (connection !== 'gave-up' && connection !== 'rejected') return null;
  return (
    <div className={styles.notice} role="alert" data-notice={connection}>
      <Text weight="semibold">{connection === 'gave-up' ? zhCN.socket.noMoreReconnect : softphoneText.connection.rejected}</Text>
      <Button size="small" appearance="primary" icon={<ArrowSyncRegular />} onClick={reconnectSoftphone} data-control="reconnect">
        {softphoneText.reconnect}
      </Button>
    </div>
  );
}
