// All notifications (/gong-dan/WorkOrderReminder): the user's reminders, 50 a page, unread or all, mark read, open.
import {
  Badge, Button, Spinner, Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text,
  makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { fetchReminders } from '../../shared/api/notices.ts';
import type { WorkflowReminder } from '../../shared/api/notice.types.ts';
import { useEmit } from '../../shared/element/ElementShell.tsx';
import { messageOf } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { REMINDER_PAGE_SIZE } from '../../shared/protocol/reminders.ts';
import { session } from '../../shared/session/session.store.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useNotify } from '../../shared/ui/notify.tsx';
import { usePageState } from '../../shared/ui/pageState.ts';
import { useResource } from '../../shared/data/index.ts';
import { SignInForm } from '../../shared/ui/SignInForm.tsx';
import { usePageInRange } from '../../shared/utils/usePageInRange.ts';
import { reminderPath } from './reminderRoute.ts';
import { markAllRemindersRead, markReminderRead, useReminders, watchReminders } from './reminders.store.ts';

export interface RemindersPageProps {
  /** Called with the page a reminder opens; the console navigates there. The hotline-reminder-open event fires either way. */
  onOpen?: (path: string) => void;
}

type Filter = 'unread' | 'all';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  toolbar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  signIn: { maxWidth: '360px' },
  content: { wordBreak: 'break-word' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** The all-notifications page; it shares the bell's poll, so reading a reminder in one updates the other. */
const NO_ROWS: WorkflowReminder[] = [];

export function RemindersPage({ onOpen }: RemindersPageProps) {
  const styles = useStyles();
  const emit = useEmit();
  const notify = useNotify();
  const { token } = useSnapshot(session);
  const { version, unreadCount } = useReminders();
  const [filter, setFilter] = usePageState<Filter>('reminderFilter', 'unread');
  const [page, setPage] = usePageState('reminderPage', 1);

  useEffect(() => watchReminders(), []);

  // Loads again on a new page or filter, after anything is marked read, and when the poll finds a different unread count.
  const list = useResource('reminders:page', (signal) => fetchReminders({ page, size: REMINDER_PAGE_SIZE, ...(filter === 'unread' ? { isRead: 0 as const } : {}) }, signal),
    { args: { page, filter, version, unreadCount } });
  const rows = (list.data?.list as WorkflowReminder[] | undefined) ?? NO_ROWS;
  const total = list.data?.total ?? 0;
  const { loading, reload } = list;
  const error = list.error;
  usePageInRange(list.data?.total, page, REMINDER_PAGE_SIZE, setPage);

  const show = useCallback((failure: unknown) => notify.error(messageOf(failure, zhCN.common.operationFailed)), [notify]);

  if (!token) {
    return (
      <div className={styles.page}>
        <Text as="h2" size={500} weight="semibold">{noticesText.remindersTitle}</Text>
        <div className={styles.signIn}><SignInForm /></div>
      </div>
    );
  }

  const open = (reminder: WorkflowReminder) => {
    const path = reminderPath(reminder);
    emit('hotline-reminder-open', { type: reminder.type, workflowId: reminder.workflowId, roleType: reminder.roleType, path });
    onOpen?.(path);
    if (reminder.isRead === 0) markReminderRead(reminder.id).catch(show);
  };

  return (
    <section className={styles.page} aria-label={noticesText.remindersTitle}>
      <div className={styles.toolbar}>
        <Text as="h2" size={500} weight="semibold">{noticesText.remindersTitle}</Text>
        <TabList
          selectedValue={filter}
          onTabSelect={(_, data) => {
            setFilter(data.value as Filter);
            setPage(1);
          }}
          size="small"
        >
          <Tab value="unread">{`${noticesText.filterUnread}（${unreadCount}）`}</Tab>
          <Tab value="all">{noticesText.filterAll}</Tab>
        </TabList>
        <span className={styles.grow} />
        {loading && <Spinner size="tiny" aria-label={zhCN.common.loading} />}
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void reload()}>{noticesText.refresh}</Button>
        <Button
          icon={<CheckmarkRegular />}
          disabled={unreadCount === 0}
          onClick={() => markAllRemindersRead().then(() => notify.success(zhCN.common.operationSuccess), show)}
        >
          {noticesText.markAllRead}
        </Button>
      </div>
      {error && <Text className={styles.error} role="alert">{error}</Text>}
      {rows.length === 0 && !loading ? (
        <EmptyState kind="noData" />
      ) : (
        <Table size="small" aria-label={noticesText.remindersTitle}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 80 }}>{noticesText.state}</TableHeaderCell>
              <TableHeaderCell>{noticesText.content}</TableHeaderCell>
              <TableHeaderCell style={{ width: 160 }}>{noticesText.workflowId}</TableHeaderCell>
              <TableHeaderCell style={{ width: 170 }}>{noticesText.time}</TableHeaderCell>
              <TableHeaderCell style={{ width: 190 }}>{noticesText.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((reminder) => (
              <TableRow key={reminder.id} data-reminder-row={reminder.id}>
                <TableCell>
                  <Badge appearance="tint" color={reminder.isRead ? 'subtle' : 'danger'}>
                    {reminder.isRead ? noticesText.read : noticesText.unread}
                  </Badge>
                </TableCell>
                <TableCell className={styles.content}>{reminder.content}</TableCell>
                <TableCell>{reminder.workflowId}</TableCell>
                <TableCell>{reminder.createTime}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button size="small" appearance="primary" onClick={() => open(reminder)}>{noticesText.open}</Button>
                    {reminder.isRead === 0 && (
                      <Button size="small" onClick={() => markReminderRead(reminder.id).then(() => notify.success(zhCN.common.operationSuccess), show)}>
                        {noticesText.markRead}
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} size={REMINDER_PAGE_SIZE} total={total} onChange={(next) => setPage(next)} />
    </section>
  );
}
