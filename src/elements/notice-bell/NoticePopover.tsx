// The bell's popover of the newest unread reminders: a chunk loaded on the bell's first use, so a page's first paint
// carries no popover, positioning or focus-trap code (about 24 KB gzip).
import { Button, Popover, PopoverSurface, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import type { WorkflowReminder } from '../../shared/api/notice.types.ts';
import { useEmit } from '../../shared/element/ElementShell.tsx';
import { messageOf } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';
import { useNotify } from '../../shared/ui/notify.tsx';
import { REMINDERS_PAGE_PATH, reminderPath } from './reminderRoute.ts';
import { markAllRemindersRead, markReminderRead, useReminders } from './reminders.store.ts';

export interface NoticePopoverProps {
  /** The bell button the popover opens below (and gives focus back to). */
  target: HTMLElement;
  open: boolean;
  /** restoreFocus: closed from the keyboard or from inside, so focus goes back to the bell. */
  onOpenChange: (open: boolean, restoreFocus: boolean) => void;
  /** Called with the page a reminder (or 查看全部) opens. */
  onOpen?: (path: string) => void;
}

const useStyles = makeStyles({
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

/** Where an event started, through shadow roots (Popover hands over React events and native ones). */
function origin(event: Event | { nativeEvent: Event }): EventTarget | null {
  const native = 'nativeEvent' in event ? event.nativeEvent : event;
  return native.composedPath()[0] ?? native.target;
}

export default function NoticePopover({ target, open, onOpenChange, onOpen }: NoticePopoverProps) {
  const styles = useStyles();
  const emit = useEmit();
  const notify = useNotify();
  const { unread, loading, error } = useReminders();
  const { token } = useSnapshot(session);

  const openReminder = async (reminder: WorkflowReminder) => {
    const path = reminderPath(reminder);
    onOpenChange(false, true);
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

  return (
    <Popover open={open} positioning={{ target, position: 'below', align: 'end' }} trapFocus
      onOpenChange={(event, data) => {
        const from = origin(event);
        // A click on the bell itself is the bell's own toggle; Popover, not knowing its trigger, would call it outside.
        if (!data.open && from instanceof Node && target.contains(from)) return;
        onOpenChange(data.open, event.type === 'keydown');
      }}>
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
            <Button appearance="transparent" size="small" onClick={() => { onOpenChange(false, true); onOpen(REMINDERS_PAGE_PATH); }}>
              {noticesText.viewAll}
            </Button>
          </div>
        )}
      </PopoverSurface>
    </Popover>
  );
}
