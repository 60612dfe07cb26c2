// The top-bar bell: unread count (more than 10 shows 10+), a popover of the newest unread reminders, each opening its page.
import {
  Button, CounterBadge, Popover, PopoverSurface, PopoverTrigger, Spinner, Text, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { WorkflowReminder } from '../../shared/api/notice.types.ts';
import { BADGE_MAX } from '../../shared/constants.ts';
import { useEmit } from '../../shared/element/ElementShell.tsx';
import { messageOf } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';
import { useNotify } from '../../shared/ui/notify.tsx';
import { reminderPath } from './reminderRoute.ts';
import { markAllRemindersRead, markReminderRead, useReminders, watchReminders } from './reminders.store.ts';

export const REMINDERS_PAGE_PATH = '/gong-dan/WorkOrderReminder';

export interface NoticeBellProps {
  /** Called with the page a reminder (or 查看全部) opens; the console navigates there. Without it only the event tells the host. */
  onOpen?: (path: string) => void;
}

const useStyles = makeStyles({
  // Fluent's button clips what overflows it; the badge sits over its corner, so it must not be cut in half.
  anchor: { position: 'relative', overflow: 'visible', minWidth: '32px', paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
  badge: { position: 'absolute', top: '0', right: '0', transform: 'translate(35%, -20%)', pointerEvents: 'none' },
  surface: { width: '340px', maxWidth: 'calc(100vw - 24px)', padding: 0 },
  header: {
    display: 'flex', alignItems: 'center', justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '360px', overflowY: 'auto' },
  item: {
    display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', width: '100%', textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, border: 'none', background: 'transparent', cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontFamily: 'inherit', fontSize: tokens.fontSizeBase300, color: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  status: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  footer: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXS },
});

/** The notification bell with its popover; every bell on a page shares one poll. */
export function NoticeBell({ onOpen }: NoticeBellProps) {
  const styles = useStyles();
  const emit = useEmit();
  const notify = useNotify();
  const { unread, unreadCount, loading, error } = useReminders();
  const { token } = useSnapshot(session);
  const [open, setOpen] = useState(false);

  useEffect(() => watchReminders(), []);

  const openReminder = async (reminder: WorkflowReminder) => {
    const path = reminderPath(reminder);
    setOpen(false);
    emit('hotline-reminder-open', { type: reminder.type, workflowId: reminder.workflowId, roleType: reminder.roleType, path });
    onOpen?.(path);
    try {
      await markReminderRead(reminder.id);
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    }
  };

  const readAll = async () => {
    try {
      await markAllRemindersRead();
      notify.success(zhCN.common.operationSuccess);
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    }
  };

  const count = token ? unreadCount : 0;
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={styles.anchor} icon={<AlertRegular />} aria-label={noticesText.bellLabel(count)} data-notice-bell="">
          {count > 0 && (
            <CounterBadge className={styles.badge} count={count} overflowCount={BADGE_MAX} size="small" color="danger" data-badge="" aria-hidden />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={noticesText.bell}>
        <div className={styles.header}>
          <Text weight="semibold">{noticesText.bell}</Text>
          {token && unread.length > 0 && (
            <Button size="small" appearance="transparent" onClick={() => void readAll()}>
              {noticesText.markAllRead}
            </Button>
          )}
        </div>
        {!token ? (
          <div className={styles.status}>{noticesText.signInFirst}</div>
        ) : error && unread.length === 0 ? (
          <div className={mergeClasses(styles.status, styles.error)} role="alert">{error}</div>
        ) : unread.length === 0 ? (
          <div className={styles.status}>{loading ? <Spinner size="tiny" label={zhCN.common.loading} /> : noticesText.noUnread}</div>
        ) : (
          <ul className={styles.list} aria-label={noticesText.bell}>
            {unread.map((reminder) => (
              <li key={reminder.id}>
                <button type="button" className={styles.item} data-reminder={reminder.id} onClick={() => void openReminder(reminder as WorkflowReminder)}>
                  <span>{reminder.content}</span>
                  <span className={styles.time}>{reminder.createTime}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {onOpen && token && (
          <div className={styles.footer}>
            <Button appearance="transparent" size="small" onClick={() => { setOpen(false); onOpen(REMINDERS_PAGE_PATH); }}>
              {noticesText.viewAll}
            </Button>
          </div>
        )}
      </PopoverSurface>
    </Popover>
  );
}
