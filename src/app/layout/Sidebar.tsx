import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { MENU_BACKGROUND, SIDEBAR_WIDTH_PX } from '../../shared/constants.ts';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import type { MenuEntry } from '../routing/routes.types.ts';
import { menuRoutes } from '../stores/menu.store.ts';
import { MenuIcon } from './menuIcons.tsx';

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
  tree: { color: '#fff', backgroundColor: 'transparent' },
  item: {
    color: '#fff',
    backgroundColor: 'transparent',
    ':hover': { backgroundColor: 'rgba(255,255,255,0.16)', color: '#fff' },
    ':active': { backgroundColor: 'rgba(255,255,255,0.24)', color: '#fff' },
  },
  active: { backgroundColor: 'rgba(0,0,0,0.22)', fontWeight: tokens.fontWeightSemibold },
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

/** The menu tree (width 210 px, background #1677ff); collapsed it shows the top icons, each opening its pages. */
export function Sidebar({ activePath, collapsed, onNavigate }: SidebarProps) {
  const styles = useStyles();
  const { menu } = useSnapshot(menuRoutes);

  if (collapsed) {
    return (
      <nav className={mergeClasses(styles.root, styles.collapsed)} aria-label={zhCN.layout.menu}>
        {menu.map((group) => (
          <Menu key={group.id} positioning="after-top">
            <MenuTrigger disableButtonEnhancement>
              <Tooltip content={group.title} relationship="label" positioning="after">
                <button type="button" className={styles.iconButton}>
                  <MenuIcon name={group.icon} />
                </button>
              </Tooltip>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {(group.children.length ? group.children : [group]).map((entry) => (
                  <MenuItem key={entry.id} onClick={() => openEntry(entry, onNavigate)}>
                    {entry.title}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        ))}
      </nav>
    );
  }

  const renderEntry = (entry: MenuEntry) => {
    const isGroup = entry.children.length > 0;
    return (
      <TreeItem
        key={entry.id}
        itemType={isGroup ? 'branch' : 'leaf'}
        value={entry.id}
        onClick={isGroup ? undefined : () => openEntry(entry, onNavigate)}
        onKeyDown={(event) => {
          if (!isGroup && (event.key === 'Enter' || event.key === ' ')) openEntry(entry, onNavigate);
        }}
        aria-current={entry.path === activePath ? 'page' : undefined}
      >
        <TreeItemLayout
          className={mergeClasses(styles.item, entry.path === activePath && styles.active)}
          iconBefore={entry.icon ? <MenuIcon name={entry.icon} /> : undefined}
          iconAfter={entry.href ? <OpenRegular aria-label={zhCN.layout.externalLink} /> : undefined}
        >
          {entry.title}
        </TreeItemLayout>
        {isGroup && <Tree>{entry.children.map(renderEntry)}</Tree>}
      </TreeItem>
    );
  };

  const openGroups = menu.filter((group) => containsPath(group, activePath)).map((group) => group.id);

  return (
    <nav className={styles.root} aria-label={zhCN.layout.menu}>
      <div className={styles.brand} title={zhCN.app.title}>
        {zhCN.app.shortTitle}
      </div>
      <Tree aria-label={zhCN.layout.menu} className={styles.tree} defaultOpenItems={openGroups}>
        {menu.map(renderEntry)}
      </Tree>
    </nav>
  );
}
