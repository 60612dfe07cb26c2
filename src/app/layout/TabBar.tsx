import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { layoutText } from '../../shared/i18n/layout.zh-CN.ts';
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
import { preloadShellMenu, useShellMenu, type ShellMenuItem } from './useShellMenu.tsx';

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
  // Ant's blue-7, the darker step of the sidebar's #1677ff: white text on it reads at 6.2:1 (on #1677ff only 4.1:1).
  active: { backgroundColor: '#0958d9', border: '1px solid #0958d9', color: '#fff' },
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
  // For the mouse only: a tab list may hold nothing but tabs, so keyboards close a tab with Delete (or its menu's 关闭当前).
  close: {
    display: 'inline-flex',
    padding: '2px',
    marginRight: '4px',
    borderRadius: '50%',
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(0,0,0,0.12)' },
  },
});

export interface TabBarProps {
  activePath: string;
  onNavigate: (fullPath: string) => void;
}

/**
 * Visited pages; the home tab stays. Right-click (or the context-menu key, Shift+F10) opens the tab actions. Keyboard:
 * ←/→ move between tabs, Delete closes the focused one (its × is for the mouse and out of the tab order).
 */
export function TabBar({ activePath, onNavigate }: TabBarProps) {
  const styles = useStyles();
  const { list } = useSnapshot(tabs) as { list: Tab[] };
  const bar = useRef<HTMLDivElement>(null);
  const go = (next: string | null) => next && onNavigate(next);
  const tabOf = (path: string) => bar.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(path)}"] [role="tab"]`);
  // A tab closed from the keyboard hands focus on, once the list shows it: to the page now shown, or to a neighbour.
  const focusAfterClose = useRef<{ path: string } | 'shown' | null>(null);
  useEffect(() => {
    const target = focusAfterClose.current;
    if (!target) return;
    const tab = target === 'shown' ? bar.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') : tabOf(target.path);
    if (!tab) return;
    tab.focus();
    focusAfterClose.current = null;
  });

  // One menu for the bar, opened for the tab it was asked on.
  const [menuTab, setMenuTab] = useState<Tab | null>(null);
  const actionsOf = (tab: Tab): ShellMenuItem[] => [
    { key: 'refresh', label: layoutText.refresh, onClick: () => (tab.path === activePath ? refreshTab(tab.path) : (refreshTab(tab.path), onNavigate(tab.fullPath))) },
    { key: 'current', label: layoutText.closeCurrent, disabled: tab.affix, onClick: () => go(closeTab(tab.path, activePath)) },
    { key: 'others', label: layoutText.closeOthers, onClick: () => go(closeOtherTabs(tab.path, activePath)) },
    { key: 'left', label: layoutText.closeLeft, onClick: () => go(closeLeftTabs(tab.path, activePath)) },
    { key: 'right', label: layoutText.closeRight, onClick: () => go(closeRightTabs(tab.path, activePath)) },
    { key: 'all', label: layoutText.closeAll, onClick: () => go(closeAllTabs(activePath)) },
  ];
  const tabMenu = useShellMenu(menuTab ? actionsOf(menuTab) : []);

  const onTabKey = (event: KeyboardEvent, tab: Tab, index: number) => {
    if (event.key === 'Delete' && !tab.affix) {
      event.preventDefault();
      focusAfterClose.current = tab.path === activePath ? 'shown' : { path: (list[index + 1] ?? list[index - 1])!.path };
      go(closeTab(tab.path, activePath));
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      tabOf(list[(index + step + list.length) % list.length]!.path)?.focus();
    }
  };

  return (
    <div className={styles.bar} role="tablist" aria-label={layoutText.tabs} ref={bar}>
      {list.map((tab, index) => {
        const active = tab.path === activePath;
        return (
          <div key={tab.path} role="presentation" className={mergeClasses(styles.tab, active && styles.active)} data-tab={tab.path}
            onPointerEnter={preloadShellMenu}
            onContextMenu={(event) => {
              setMenuTab(tab);
              tabMenu.openAtContext(event, event.currentTarget.querySelector<HTMLElement>('[role="tab"]') ?? event.currentTarget);
            }}>
            <button
              type="button"
              role="tab"
              aria-selected={active}
              className={styles.label}
              aria-keyshortcuts={tab.affix ? undefined : 'Delete'}
              onClick={() => onNavigate(tab.fullPath)}
              onAuxClick={(event) => event.button === 1 && go(closeTab(tab.path, activePath))}
              onKeyDown={(event) => onTabKey(event, tab, index)}
            >
              {tab.title}
            </button>
            {!tab.affix && (
              <span className={styles.close} aria-hidden="true" title={layoutText.closeTab(tab.title)} data-tab-close=""
                onClick={() => go(closeTab(tab.path, activePath))}>
                <DismissRegular fontSize={12} />
              </span>
            )}
          </div>
        );
      })}
      {tabMenu.menu}
    </div>
  );
}
