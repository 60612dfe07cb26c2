// The spec's "Dynamic routes": the server's menu tree becomes sidebar entries and routable pages.
import type { MenuItem } from '../../shared/api/types.ts';
import { FRAMED_PATH_SEGMENTS, LAYOUT_COMPONENT, ROUTED_PAGE, isHttpUrl, joinRoutePath } from '../../shared/protocol/views.ts';
import type { MenuEntry, MenuRoutes, PageRoute } from './routes.types.ts';

const HIDDEN = 1;
const NO_CACHE = 1;
/** The frame page's URL parameter naming the frame (the spec's frame-name parameter). */
export const FRAME_NAME_PARAM = 'frameName';

function withParam(url: string, name: string, value: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/**
 * Builds routes from the menu tree. Route names come from menu ids (Menu{id}, frames Frame{id}), never from paths or
 * component names, so editing a menu's url or component can neither duplicate a name nor orphan a kept-alive page.
 * `pageAddress` is where non-http frame URLs are resolved (the spec: "the current page address plus the url").
 */
export function buildMenuRoutes(items: readonly MenuItem[], pageAddress: string): MenuRoutes {
  const pages: PageRoute[] = [];
  // Two menus on one path (data written before the server refused it): the first is the page, the second only a link to it.
  const add = (page: PageRoute) => {
    if (!pages.some((p) => p.path === page.path)) pages.push(page);
  };
  const base = pageAddress.replace(/\/$/, '');

  const visit = (item: MenuItem, parentPath: string, parentIcon?: string): MenuEntry | null => {
    const hidden = item.isShow === HIDDEN;
    const entry: MenuEntry = { id: String(item.id), title: item.name, icon: item.icon || undefined, children: [] };
    // A page without an icon of its own shows its menu's (工作台's shortcuts), as the sidebar shows it beside the group.
    const icon = item.icon || parentIcon;
    const common = { title: item.name, icon, hidden, noCache: item.noCache === NO_CACHE };

    if (item.component === LAYOUT_COMPONENT) {
      const path = item.url ? joinRoutePath(parentPath, item.url) : parentPath;
      entry.children = item.children.map((child) => visit(child, path, icon)).filter((e): e is MenuEntry => e !== null);
    } else if (item.routingType !== ROUTED_PAGE) {
      // Not routed by URL: the id is the path, and the page is shown in an embedded frame.
      const frameUrl = isHttpUrl(item.url) ? item.url : `${base}${item.url.startsWith('/') ? '' : '/'}${item.url}`;
      entry.path = `/${item.id}`;
      add({ ...common, path: entry.path, name: `Frame${item.id}`, frameUrl });
    } else if (isHttpUrl(item.url)) {
      entry.href = item.url;
    } else {
      const path = joinRoutePath(parentPath, item.url);
      entry.path = path;
      const name = `Menu${item.id}`;
      if (FRAMED_PATH_SEGMENTS.some((segment) => path.includes(segment))) {
        add({ ...common, path, name, frameUrl: withParam(`${base}${path}`, FRAME_NAME_PARAM, name) });
      } else {
        add({ ...common, path, name, view: item.component });
      }
    }
    return hidden ? null : entry;
  };

  const menu = items.map((item) => visit(item, '')).filter((e): e is MenuEntry => e !== null);
  return { menu, pages };
}
