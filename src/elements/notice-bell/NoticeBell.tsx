// The top-bar bell: unread count (more than 10 shows 10+), a popover of the newest unread reminders, each opening its page.
// The bell paints with its badge at once; the popover's chunk loads on the first pointerenter/focus and opens on click.
import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { BADGE_MAX } from '../../shared/constants.ts';
import { noticesText } from '../../shared/i18n/zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';
import { ErrorBoundary } from '../../shared/ui/ErrorBoundary.tsx';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
import type { NoticePopoverProps } from './NoticePopover.tsx';
import { useReminders, watchReminders } from './reminders.store.ts';

export { REMINDERS_PAGE_PATH } from './reminderRoute.ts';

export interface NoticeBellProps {
  /** Called with the page a reminder (or 查看全部) opens; the console navigates there. Without it only the event tells the host. */
  onOpen?: (path: string) => void;
}


const useStyles = makeStyles({
  // Fluent's button clips what overflows it; the badge sits over its corner, so it must not be cut in half.
  anchor: { position: 'relative', overflow: 'visible', minWidth: '32px', paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
  badge: { position: 'absolute', top: '0', right: '0', transform: 'translate(35%, -20%)', pointerEvents: 'none' },
});

/** A bell whose popover is the given (lazy) component; tests hand it one whose chunk fails. */
export function noticeBellWith(NoticePopover: ComponentType<NoticePopoverProps>, preload: () => void = () => undefined) {
  /** The notification bell with its popover; every bell on a page shares one poll. */
  return function NoticeBell({ onOpen }: NoticeBellProps) {
    const styles = useStyles();
    const { unreadCount } = useReminders();
    const { token } = useSnapshot(session);
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const [button, setButton] = useState<HTMLElement | null>(null);

    useEffect(() => watchReminders(), []);

    const count = token ? unreadCount : 0;
    return (
      <>
        <Button ref={setButton} appearance="subtle" className={styles.anchor} icon={<AlertRegular />} aria-label={noticesText.bellLabel(count)}
          aria-haspopup="dialog" aria-expanded={open} data-notice-bell=""
          onPointerEnter={preload} onFocus={preload} onClick={() => {
            setWanted(true);
            setOpen(!open);
          }}>
          {count > 0 && (
            <CounterBadge className={styles.badge} count={count} overflowCount={BADGE_MAX} size="small" color="danger" data-badge="" aria-hidden />
          )}
        </Button>
        {/* Mounted from the first opening on, so a chunk that cannot load says so next to the bell, with 重试. */}
        {wanted && button && (
          <ErrorBoundary what={noticesText.bell} inline>
            <Suspense fallback={null}>
              <NoticePopover target={button} open={open} onOpen={onOpen}
                onOpenChange={(next, restoreFocus) => {
                  setOpen(next);
                  if (!next && restoreFocus) button.focus();
                }} />
            </Suspense>
          </ErrorBoundary>
        )}
      </>
    );
  };
}

/** The notification bell; its popover loads on first use. */
const NoticePopover = retryableLazy(() => import('./NoticePopover.tsx'));
// Hover or focus on the bell starts the popover's download, so a click finds it loaded.
export const NoticeBell = noticeBellWith(NoticePopover, NoticePopover.preload);
