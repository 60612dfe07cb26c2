// What a menu may name (菜单管理): the console's view component paths and the spec's menu icon set. The console's view
// registry takes its keys from here and the server accepts only these, so a menu can never point at a page that is not there.

/** The component of a top-level group: the shell layout, with the group's pages inside. */
export const LAYOUT_COMPONENT = 'Layout';

/** Every view path the console resolves: built pages, and planned ones that show 功能建设中 until they are built. */
export const VIEW_PATHS = [
  'dashboard/index',
  'person-center/perCenter/index',
  'oauth2/authorize',
  'error/404',
  'gong-dan/dengji/index',
  'gong-dan/list/index',
  'gong-dan/detail/index',
  'gong-dan/unaccept/index',
  'gong-dan/unassign/index',
  'gong-dan/untodo/index',
  'gong-dan/todo2/index',
  'gong-dan/uncheckList/index',
  'gong-dan/uncallback/index',
  'gong-dan/unAssessmentList/index',
  'gong-dan/delayApply/index',
  'gong-dan/applyDelay/index',
  'gong-dan/hangApply/index',
  'gong-dan/returnApply/index',
  'gong-dan/applyReturn/index',
  'gong-dan/supervise/index',
  'gong-dan/assist/index',
  'gong-dan/WorkOrderReminder/index',
  'gong-dan/missOrder/index',
  'gong-dan/objection/index',
  'announcement/list/index',
  'system/announcement/index',
  'system/user/index',
  'system/user/authRole',
  'system/role/index',
  'system/role/authUser',
  'system/dept/index',
  'system/post/index',
  'system/menu/index',
  'system/dict/index',
  'system/dict/data',
  'system/area/index',
  'system/log/index',
  'system/schedule/index',
  'system/schedule/log',
  'system/oss/index',
  'system/online/index',
  'system/config/index',
  'system/calendar/index',
  'system/catalogue/index',
  'callcenter/extensionMonitor/index',
  'callcenter/trafficIndex/index',
  'callcenter/telMonitor/index',
  'roster/banci/index',
  'roster/skills/index',
  'address-book/phone/index',
  'performance-report/index',
  'performance-report/chakan',
  'report/integrated/index',
  'data/payroll/index',
  'data/callAccept/index',
  // Shown in embedded frames by their /knowledge/ or /qualitySys/ path; the component names the page for the record.
  'knowledge/search',
  'knowledge/manage',
  'knowledge/policy',
  'qualitySys/inspect',
  'qualitySys/report',
] as const;

export type ViewPath = (typeof VIEW_PATHS)[number];

const VIEW_SET: ReadonlySet<string> = new Set(VIEW_PATHS);

/** 'gong-dan/list/index' however a menu wrote it: without a leading slash or a .vue/.tsx ending. */
export function normalizeViewPath(component: string): string {
  return component.trim().replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
}

export function isViewPath(component: string): component is ViewPath {
  return VIEW_SET.has(component);
}

/** The spec's menu icon set (home, reports, messages, address book, …), by the names menus carry. */
export const SPEC_MENU_ICON_NAMES = [
  'home', 'reports', 'messages', 'addressBook', 'knowledge', 'roster', 'system', 'data', 'monitor', 'notice', 'network', 'business', 'analysis', 'user',
] as const;

/** Fluent icons a menu may carry beyond the spec's set (菜单管理's icon picker, RuoYi's IconSelect). */
export const FLUENT_MENU_ICON_NAMES = [
  'phone', 'headset', 'call', 'mic', 'video', 'mail', 'alert', 'calendar', 'clock', 'document', 'folder', 'book', 'clipboard', 'task', 'list',
  'board', 'chart', 'search', 'people', 'organization', 'building', 'location', 'shield', 'key', 'lock', 'cloud', 'tag', 'star', 'flag', 'wrench',
] as const;

export const MENU_ICON_NAMES = [...SPEC_MENU_ICON_NAMES, ...FLUENT_MENU_ICON_NAMES] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

export const isMenuIcon = (name: string): name is MenuIconName => (MENU_ICON_NAMES as readonly string[]).includes(name);

/** sys_menu.type (spec §3 "menu type 0 menu/1 button"). */
export const MenuType = { menu: 0, button: 1 } as const;

/** routingType 3 routes by the url; any other value shows the url in an embedded frame routed by the menu id. */
export const ROUTED_PAGE = 3;
export const FRAME_PAGE = 1;

/** Paths shown in embedded frames whatever their routingType (spec "Dynamic routes"). */
export const FRAMED_PATH_SEGMENTS = ['/knowledge/', '/qualitySys/'] as const;

export const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** A menu's route path under its group's path: an absolute url stands alone, a relative one joins the parent's. */
export function joinRoutePath(parent: string, url: string): string {
  if (url.startsWith('/')) return url;
  return `${parent.replace(/\/$/, '')}/${url}`;
}

/** One permission string of a button: 'sys:menu:save', 'announcement:add' (two or more parts joined by colons). */
export const PERMISSION_PATTERN = /^[A-Za-z][\w-]*(?::[\w-]+)+$/;
