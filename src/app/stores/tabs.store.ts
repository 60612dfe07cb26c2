import { proxy, subscribe } from 'valtio';
import { unlockWorkflow } from '../../shared/api/workOrders.ts';
import { readSessionJson, writeSession } from '../../shared/session/storage.ts';
import { clearPageState } from '../../shared/ui/pageState.ts';
import { HOME_PATH, NOT_FOUND_PATH } from '../routing/staticRoutes.ts';
import { zhCN } from '../../shared/i18n/zh-CN.ts';

export interface Tab {
  /** The page path; one tab per path. */
  path: string;
  /** Path with its query, to return to exactly where the user was. */
  fullPath: string;
  title: string;
  /** The home tab is always present and cannot be closed. */
  affix?: boolean;
  /** The work-order lock this page holds; released when the tab closes. */
  processid?: string;
  /** Bumped by 刷新 to remount the page. */
  refreshKey: number;
}

const STORAGE_KEY = 'hotlineTabs';
const HOME_TAB: Tab = { path: HOME_PATH, fullPath: HOME_PATH, title: zhCN.app.home, affix: true, refreshKey: 0 };

function restore(): Tab[] {
  const saved = readSessionJson<Tab[]>(STORAGE_KEY, []);
  const valid = Array.isArray(saved) ? saved.filter((t) => t && typeof t.path === 'string' && typeof t.title === 'string') : [];
  // A 404 tab kept by an older version is dropped: that page never has a tab.
  return [HOME_TAB, ...valid.filter((t) => t.path !== HOME_PATH && t.path !== NOT_FOUND_PATH)];
}

/** Visited pages of the console; open tabs survive a reload (sessionStorage). */
export const tabs = proxy({ list: restore() });

subscribe(tabs, () => writeSession(STORAGE_KEY, JSON.stringify(tabs.list)));

export function openTab(page: { path: string; title: string; affix?: boolean }, fullPath: string): void {
  const existing = tabs.list.find((t) => t.path === page.path);
  if (existing) {
    existing.fullPath = fullPath;
    existing.title = page.title;
  } else {
    tabs.list.push({ path: page.path, fullPath, title: page.title, affix: page.affix, refreshKey: 0 });
  }
}

export function setTabProcessId(path: string, processid: string | undefined): void {
  const tab = tabs.list.find((t) => t.path === path);
  if (tab) tab.processid = processid;
}

export function refreshTab(path: string): void {
  const tab = tabs.list.find((t) => t.path === path);
  if (tab) {
    tab.refreshKey += 1;
    clearPageState(path);
  }
}

function close(keep: (tab: Tab, index: number) => boolean): void {
  const closed = tabs.list.filter((tab, index) => !tab.affix && !keep(tab, index));
  if (closed.length === 0) return;
  tabs.list = tabs.list.filter((tab, index) => tab.affix || keep(tab, index));
  for (const tab of closed) {
    clearPageState(tab.path);
    // A closed order tab gives its work lock back (spec "Tabs"); a failed release goes stale on the server.
    if (tab.processid) void unlockWorkflow(tab.processid).catch(() => undefined);
  }
}

/**
 * Tab actions of the right-click menu. Each answers where to go next when the active tab was closed
 * (its right neighbour, else its left one, else home), or null to stay.
 */
export function closeTab(path: string, activePath: string): string | null {
  const index = tabs.list.findIndex((t) => t.path === path);
  if (index < 0 || tabs.list[index]!.affix) return null;
  const neighbour = tabs.list[index + 1] ?? tabs.list[index - 1];
  close((tab) => tab.path !== path);
  return path === activePath ? (neighbour?.fullPath ?? HOME_PATH) : null;
}

export function closeOtherTabs(path: string, activePath: string): string | null {
  const target = tabs.list.find((t) => t.path === path);
  close((tab) => tab.path === path);
  return activePath !== path && target ? target.fullPath : null;
}

function landing(activePath: string): string | null {
  return tabs.list.some((t) => t.path === activePath) ? null : (tabs.list.at(-1)?.fullPath ?? HOME_PATH);
}

export function closeLeftTabs(path: string, activePath: string): string | null {
  const index = tabs.list.findIndex((t) => t.path === path);
  close((_, i) => i >= index);
  return landing(activePath);
}

export function closeRightTabs(path: string, activePath: string): string | null {
  const index = tabs.list.findIndex((t) => t.path === path);
  close((_, i) => i <= index);
  return landing(activePath);
}

export function closeAllTabs(activePath: string): string | null {
  close(() => false);
  return landing(activePath);
}

/** A new session starts with the home tab only. */
export function resetTabs(): void {
  close(() => false);
}
