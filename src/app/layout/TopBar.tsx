import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { HomeRegular, KeyRegular, NavigationRegular, PersonCircleRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { layoutText } from '../../shared/i18n/layout.zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';
import { layout } from '../stores/layout.store.ts';
import { useShellMenu } from './useShellMenu.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '50px',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxSizing: 'border-box',
  },
  // Narrow screens: the bar's parts sit closer, so a 390 px phone holds them all.
  compact: { gap: tokens.spacingHorizontalXXS, padding: `0 ${tokens.spacingHorizontalXS}` },
  fixed: { flexShrink: 0, whiteSpace: 'nowrap' },
  // The page's name is also its tab's: it gives way when the softphone needs the width, and is shown whole otherwise
  // (a cap of a few characters cut 受理登记's title with room to spare).
  title: { flex: '0 1 auto', minWidth: 0, maxWidth: '28em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // Takes the rest of the bar; never narrower than the softphone's labels (its buttons overflow into a menu instead).
  softphone: { display: 'flex', alignItems: 'center', flex: '1 1 auto' },
  spacer: { flexGrow: 1 },
  place: { display: 'flex', alignItems: 'center', flexShrink: 0 },
});

export interface TopBarProps {
  title: string;
  /** The softphone's place; rendered only for users with a landline extension. */
  softphone?: ReactNode;
  /** The notification bell's place. */
  bell?: ReactNode;
  /** The announcement widget's dock, beside the bell. */
  announcements?: ReactNode;
  onToggleMenu: () => void;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/** The top bar: menu toggle, page title, softphone (agents with an extension), bell, user menu. */
export function TopBar({ title, softphone, bell, announcements, onToggleMenu, onNavigate, onLogout }: TopBarProps) {
  const styles = useStyles();
  const { userInfo, landlineNumber } = useSnapshot(session);
  const { mobile } = useSnapshot(layout);
  const userMenu = useShellMenu([
    { key: 'home', label: layoutText.home, icon: <HomeRegular />, onClick: () => onNavigate('/dashboard') },
    { key: 'person', label: layoutText.personCenter, icon: <PersonRegular />, onClick: () => onNavigate('/person-center/perCenter') },
    { key: 'password', label: layoutText.changePassword, icon: <KeyRegular />, onClick: () => onNavigate('/person-center/perCenter?focus=password') },
    { key: 'logout', label: layoutText.logout, icon: <SignOutRegular />, dividerBefore: true, onClick: onLogout },
  ]);
  return (
    <header className={mergeClasses(styles.bar, mobile && styles.compact)}>
      <Button className={styles.fixed} appearance="subtle" icon={<NavigationRegular />} aria-label={layoutText.toggleMenu} onClick={onToggleMenu} />
      <Text className={styles.title} weight="semibold" title={title}>
        {title}
      </Text>
      {landlineNumber && softphone ? (
        <div className={styles.softphone} data-place="softphone">
          {softphone}
        </div>
      ) : (
        <div className={styles.spacer} />
      )}
      {announcements ? (
        <div className={styles.place} data-place="announcements">
          {announcements}
        </div>
      ) : null}
      {bell ? (
        <div className={styles.place} data-place="notice-bell">
          {bell}
        </div>
      ) : null}
      <Button
        className={styles.fixed}
        appearance="subtle"
        icon={<PersonCircleRegular />}
        aria-label={layoutText.userMenu(userInfo?.realName ?? '')}
        data-user-menu=""
        {...userMenu.buttonProps}
      >
        {/* A phone keeps only the icon: the name is in its label, and the bar's width goes to the softphone. */}
        {mobile ? null : (userInfo?.realName ?? '')}
      </Button>
      {userMenu.menu}
    </header>
  );
}
