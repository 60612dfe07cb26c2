// The spec's "Dynamic routes": the server's menu tree becomes sidebar entries and routable pages.
import type { MenuItem } from '../../shared/api/types.ts';
import type { MenuEntry, MenuRoutes, PageRoute } from './routes.types.ts';

const ROUTED = 3;
const HIDDEN = 1;
const NO_CACHE = 1;
const FRAMED_PATHS = ['/knowledge/', '/qualitySys/'];
/** The frame page's URL parameter naming the frame (the spec's frame-name parameter). */
export const FRAME_NAME_PARAM = 'frameName';

const isHttp = (url: string) => /^https?:\/\//i.test(url);

function joinPath(parent: string, url: string): string {
  if (url.startsWith('/')) return url;
  return `${parent.replace(/\/$/, '')}/${url}`;
}

function withParam(url: string, name: string, value: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/**
 * Builds routes from the menu tree. `pageAddress` is where non-http frame URLs are resolved
 * (the spec: "the current page address plus the url").
 */
export function buildMenuRoutes(items: readonly MenuItem[], pageAddress: string): MenuRoutes {
  const pages: PageRoute[] = [];
  const base = pageAddress.replace(/\/$/, '');

  const visit = (item: MenuItem, parentPath: string): MenuEntry | null => {
    const hidden = item.isShow === HIDDEN;
    const entry: MenuEntry = { id: String(item.id), title: item.name, icon: item.icon || undefined, children: [] };
    const common = { title: item.name, icon: item.icon || undefined, hidden, noCache: item.noCache === NO_CACHE };

    if (item.component === 'Layout') {
      const path = item.url ? joinPath(parentPath, item.url) : parentPath;
      entry.children = item.children.map((child) => visit(child, path)).filter((e): e is MenuEntry => e !== null);
    } else if (item.routingType !== ROUTED) {
      // Not routed by URL: the id is the path, and the page is shown in an embedded frame.
      const frameUrl = isHttp(item.url) ? item.url : `${base}${item.url.startsWith('/') ? '' : '/'}${item.url}`;
      entry.path = `/${item.id}`;
      pages.push({ ...common, path: entry.path, name: `Frame${item.id}`, frameUrl });
    } else if (isHttp(item.url)) {
      entry.href = item.url;
    } else {
      const path = joinPath(parentPath, item.url);
      entry.path = path;
      const name = item.componentName || `Menu${item.id}`;
      if (FRAMED_PATHS.some((segment) => path.includes(segment))) {
        pages.push({ ...common, path, name, frameUrl: withParam(`${base}${path}`, FRAME_NAME_PARAM, name) });
      } else {
        pages.push({ ...common, path, name, view: item.component });
      }
    }
    return hidden ? null : entry;
  };

  const menu = items.map((item) => visit(item, '')).filter((e): e is MenuEntry => e !== null);
  return { menu, pages };
}
