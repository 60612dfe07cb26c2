import {
  Nav,
  NavCategory,
  NavCategoryItem,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { MENU_BACKGROUND, SIDEBAR_WIDTH_PX } from '../../shared/constants.ts';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { layoutText } from '../../shared/i18n/layout.zh-CN.ts';
import type { MenuEntry } from '../routing/routes.types.ts';
import { menuRoutes } from '../stores/menu.store.ts';
import { LazyTooltip } from '../../shared/ui/LazyTooltip.tsx';
import { MenuIcon } from './menuIcons.tsx';
import { useShellMenu } from './useShellMenu.tsx';

const COLLAPSED_WIDTH_PX = 64;

const useStyles = makeStyles({
  root: {
    backgroundColor: MENU_BACKGROUND,
    color: '#fff',
    height: '100%',
    overflowY: 'auto',
    overflowX: 'hidden',
    boxSizing: 'border-box',
    width: `${SIDEBAR_WIDTH_PX}px`,
    flexShrink: 0,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
  },
  collapsed: { width: `${COLLAPSED_WIDTH_PX}px` },
  brand: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  nav: { backgroundColor: 'transparent', padding: `0 ${tokens.spacingHorizontalXS}` },
  item: {
    color: '#fff',
    backgroundColor: 'transparent',
    // Nav's own icon and hover colours are for a light background.
    '& svg': { color: '#fff' },
    ':hover': { backgroundColor: 'rgba(255,255,255,0.16)', color: '#fff' },
    ':active': { backgroundColor: 'rgba(255,255,255,0.24)', color: '#fff' },
  },
  active: { backgroundColor: 'rgba(0,0,0,0.22)', fontWeight: tokens.fontWeightSemibold, ':hover': { backgroundColor: 'rgba(0,0,0,0.22)' } },
  iconButton: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '44px',
    border: 'none',
    backgroundColor: 'transparent',
    color: '#fff',
    fontSize: '20px',
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(255,255,255,0.16)' },
    ':focus-visible': { outline: '2px solid #fff', outlineOffset: '-2px' },
  },
});

export interface SidebarProps {
  activePath: string;
  collapsed: boolean;
  onNavigate: (path: string) => void;
}

function openEntry(entry: MenuEntry, onNavigate: (path: string) => void): void {
  if (entry.href) window.open(entry.href, '_blank', 'noopener');
  else if (entry.path) onNavigate(entry.path);
}

function containsPath(entry: MenuEntry, path: string): boolean {
  return entry.path === path || entry.children.some((child) => containsPath(child, path));
}

/** The menu (Fluent Nav; width 210 px, background #1677ff); collapsed it shows the top icons, each opening its pages. */
export function Sidebar({ activePath, collapsed, onNavigate }: SidebarProps) {
  const styles = useStyles();
  const { menu } = useSnapshot(menuRoutes);

  if (collapsed) return <CollapsedSidebar menu={menu as MenuEntry[]} onNavigate={onNavigate} />;

  const itemClass = (entry: MenuEntry) => mergeClasses(styles.item, entry.path === activePath && styles.active);
  const label = (entry: MenuEntry) => (
    <>
      {entry.title}
      {entry.href ? <OpenRegular aria-label={layoutText.externalLink} /> : null}
    </>
  );
  const renderSubItem = (entry: MenuEntry) => (
    <NavSubItem key={entry.id} value={String(entry.id)} className={itemClass(entry)} onClick={() => openEntry(entry, onNavigate)}>
      {label(entry)}
    </NavSubItem>
  );
  // Nav has two levels; pages deeper in the menu tree are listed under their top-level group.
  const leavesOf = (entry: MenuEntry): MenuEntry[] => (entry.children.length ? entry.children.flatMap(leavesOf) : [entry]);
  const renderEntry = (entry: MenuEntry) =>
    entry.children.length === 0 ? (
      <NavItem key={entry.id} value={String(entry.id)} className={itemClass(entry)} onClick={() => openEntry(entry, onNavigate)}
        icon={entry.icon ? <MenuIcon name={entry.icon} /> : undefined}>
        {label(entry)}
      </NavItem>
    ) : (
      <NavCategory key={entry.id} value={String(entry.id)}>
        <NavCategoryItem className={styles.item} icon={entry.icon ? <MenuIcon name={entry.icon} /> : undefined}>
          {entry.title}
        </NavCategoryItem>
        <NavSubItemGroup>{entry.children.flatMap(leavesOf).map(renderSubItem)}</NavSubItemGroup>
      </NavCategory>
    );
  const active = menu.flatMap(leavesOf).find((entry) => entry.path === activePath);

  const openGroups = menu.filter((group) => containsPath(group, activePath)).map((group) => String(group.id));

  return (
    <nav className={styles.root} aria-label={layoutText.menu}>
      <div className={styles.brand} title={zhCN.app.title}>
        {zhCN.app.shortTitle}
      </div>
      <Nav className={styles.nav} selectedValue={active ? String(active.id) : ''} defaultOpenCategories={openGroups}>
        {menu.map(renderEntry)}
      </Nav>
    </nav>
  );
}

/** The collapsed sidebar: an icon per top-level group, its name as the tooltip, its pages in a menu beside it. */
function CollapsedSidebar({ menu, onNavigate }: { menu: readonly MenuEntry[]; onNavigate: (path: string) => void }) {
  const styles = useStyles();
  return (
    <nav className={mergeClasses(styles.root, styles.collapsed)} aria-label={layoutText.menu}>
      {menu.map((group) => <GroupButton key={group.id} group={group} onNavigate={onNavigate} />)}
    </nav>
  );
}

function GroupButton({ group, onNavigate }: { group: MenuEntry; onNavigate: (path: string) => void }) {
  const styles = useStyles();
  const pages = useShellMenu(
    (group.children.length ? group.children : [group]).map((entry) => ({ key: String(entry.id), label: entry.title, onClick: () => openEntry(entry, onNavigate) })),
    { position: 'after', align: 'top' },
  );
  return (
    <>
      <LazyTooltip content={group.title} relationship="label" positioning="after">
        <button type="button" className={styles.iconButton} {...pages.buttonProps}>
          <MenuIcon name={group.icon} />
        </button>
      </LazyTooltip>
      {pages.menu}
    </>
  );
}
