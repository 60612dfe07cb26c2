import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HomeRegular, KeyRegular, NavigationRegular, PersonCircleRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { layoutText } from '../../shared/i18n/layout.zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';

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
  fixed: { flexShrink: 0, whiteSpace: 'nowrap' },
  // The page's name is also its tab's: it gives way first, so the softphone keeps the width for its buttons.
  title: { flex: '0 1 auto', minWidth: 0, maxWidth: '12em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
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
  onToggleMenu: () => void;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/** The top bar: menu toggle, page title, softphone (agents with an extension), bell, user menu. */
export function TopBar({ title, softphone, bell, onToggleMenu, onNavigate, onLogout }: TopBarProps) {
  const styles = useStyles();
  const { userInfo, landlineNumber } = useSnapshot(session);
  return (
    <header className={styles.bar}>
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
      {bell ? (
        <div className={styles.place} data-place="notice-bell">
          {bell}
        </div>
      ) : null}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            className={styles.fixed}
            appearance="subtle"
            icon={<PersonCircleRegular />}
            aria-label={layoutText.userMenu(userInfo?.realName ?? '')}
            data-user-menu=""
          >
            {userInfo?.realName ?? ''}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<HomeRegular />} onClick={() => onNavigate('/dashboard')}>
              {layoutText.home}
            </MenuItem>
            <MenuItem icon={<PersonRegular />} onClick={() => onNavigate('/person-center/perCenter')}>
              {layoutText.personCenter}
            </MenuItem>
            <MenuItem icon={<KeyRegular />} onClick={() => onNavigate('/person-center/perCenter?focus=password')}>
              {layoutText.changePassword}
            </MenuItem>
            <MenuDivider />
            <MenuItem icon={<SignOutRegular />} onClick={onLogout}>
              {layoutText.logout}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </header>
  );
}
