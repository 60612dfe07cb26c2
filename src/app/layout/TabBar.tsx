import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import {
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  refreshTab,
  tabs,
  type Tab,
} from '../stores/tabs.store.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    flexShrink: 0,
  },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase200,
  },
  active: { backgroundColor: '#1677ff', border: '1px solid #1677ff', color: '#fff' },
  label: {
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  close: {
    display: 'inline-flex',
    border: 'none',
    background: 'none',
    color: 'inherit',
    padding: '2px',
    marginRight: '4px',
    borderRadius: '50%',
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(0,0,0,0.12)' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

export interface TabBarProps {
  activePath: string;
  onNavigate: (fullPath: string) => void;
}

/** Visited pages; the home tab stays. Right-click (or the context-menu key) opens the tab actions. */
export function TabBar({ activePath, onNavigate }: TabBarProps) {
  const styles = useStyles();
  const { list } = useSnapshot(tabs) as { list: Tab[] };
  const go = (next: string | null) => next && onNavigate(next);

  return (
    <div className={styles.bar} role="tablist" aria-label={zhCN.layout.tabs}>
      {list.map((tab) => {
        const active = tab.path === activePath;
        return (
          <Menu key={tab.path} openOnContext>
            <MenuTrigger disableButtonEnhancement>
              <div role="presentation" className={mergeClasses(styles.tab, active && styles.active)} data-tab={tab.path}>
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  className={styles.label}
                  onClick={() => onNavigate(tab.fullPath)}
                  onAuxClick={(event) => event.button === 1 && go(closeTab(tab.path, activePath))}
                >
                  {tab.title}
                </button>
                {!tab.affix && (
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={zhCN.layout.closeTab(tab.title)}
                    onClick={() => go(closeTab(tab.path, activePath))}
                  >
                    <DismissRegular fontSize={12} />
                  </button>
                )}
              </div>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => (tab.path === activePath ? refreshTab(tab.path) : (refreshTab(tab.path), onNavigate(tab.fullPath)))}>
                  {zhCN.layout.refresh}
                </MenuItem>
                <MenuItem disabled={tab.affix} onClick={() => go(closeTab(tab.path, activePath))}>
                  {zhCN.layout.closeCurrent}
                </MenuItem>
                <MenuItem onClick={() => go(closeOtherTabs(tab.path, activePath))}>{zhCN.layout.closeOthers}</MenuItem>
                <MenuItem onClick={() => go(closeLeftTabs(tab.path, activePath))}>{zhCN.layout.closeLeft}</MenuItem>
                <MenuItem onClick={() => go(closeRightTabs(tab.path, activePath))}>{zhCN.layout.closeRight}</MenuItem>
                <MenuItem onClick={() => go(closeAllTabs(activePath))}>{zhCN.layout.closeAll}</MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </div>
  );
}
