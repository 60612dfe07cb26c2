import { proxy } from 'valtio';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_STATUS_COOKIE } from '../../shared/constants.ts';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** Sidebar and screen-size state of the console; the sidebar's open state is kept in a cookie. */
export const layout = proxy({
  /** Desktop: sidebar narrowed to icons. Cookie value '0' = collapsed, '1' = open. */
  sidebarCollapsed: readCookie(SIDEBAR_STATUS_COOKIE) === '0',
  /** Below 992 px the sidebar becomes a drawer. */
  mobile: false,
  drawerOpen: false,
});

export function toggleSidebar(): void {
  if (layout.mobile) {
    layout.drawerOpen = !layout.drawerOpen;
    return;
  }
  layout.sidebarCollapsed = !layout.sidebarCollapsed;
  document.cookie = `${SIDEBAR_STATUS_COOKIE}=${layout.sidebarCollapsed ? '0' : '1'}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Called with the console's own width, so an embedded console follows its container, not the window. */
export function setConsoleWidth(width: number): void {
  const mobile = width > 0 && width < MOBILE_BREAKPOINT_PX;
  if (mobile !== layout.mobile) {
    layout.mobile = mobile;
    layout.drawerOpen = false;
  }
}

export function closeDrawer(): void {
  layout.drawerOpen = false;
}
