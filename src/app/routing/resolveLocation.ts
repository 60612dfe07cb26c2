// The navigation guard and route matching as one pure decision, so every rule is testable without a browser.
import { formatTimestampId } from '../../shared/utils/dates.ts';
import type { PageRoute } from './routes.types.ts';
import {
  DETAIL_PAGE,
  DICT_DATA_PAGE,
  DICT_DATA_PATH,
  DETAIL_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REDIRECT_PREFIX,
  REGISTER_PAGE,
  REGISTER_PATH,
  REGISTER_QUERY_KEYS,
  STATIC_PAGES,
  WHITELIST,
} from './staticRoutes.ts';

export type Resolution =
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but the menu routes are not added yet: wait rather than call the path unknown. */
  | { kind: 'loading' }
  | { kind: 'page'; page: PageRoute };

export interface RouteContext {
  hasToken: boolean;
  /** Menu routes have been added for this session. */
  menuLoaded: boolean;
  menuPages: readonly PageRoute[];
  now?: Date;
}

function keep(search: string, keys: readonly string[]): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = from.get(key);
    if (value !== null) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Decides what a location shows: a page, the login form, a redirect, or a wait for the menu. */
export function resolveLocation(pathname: string, search: string, context: RouteContext): Resolution {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = search && !search.startsWith('?') ? `?${search}` : search;

  if (path === '/' || path === '') return { kind: 'redirect', to: LOGIN_PATH };
  if (!context.hasToken) {
    if (WHITELIST.includes(path)) return { kind: 'login' };
    return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(path + query)}` };
  }
  if (path === LOGIN_PATH) return { kind: 'login' };
  if (path === REGISTER_PATH) {
    return { kind: 'redirect', to: `${REGISTER_PATH}/${formatTimestampId(context.now ?? new Date())}${keep(query, REGISTER_QUERY_KEYS)}` };
  }
  if (path.startsWith(REDIRECT_PREFIX)) return { kind: 'redirect', to: `/${path.slice(REDIRECT_PREFIX.length)}${query}` };

  const page = context.menuPages.find((p) => p.path === path) ?? STATIC_PAGES.find((p) => p.path === path);
  if (page) return { kind: 'page', page };
  if (path.startsWith(`${REGISTER_PATH}/`) && path.split('/').length === 4) {
    return { kind: 'page', page: { ...REGISTER_PAGE, path } };
  }
  if (path.startsWith(`${DETAIL_PATH}/`) && path.split('/').length === 4) {
    return { kind: 'page', page: { ...DETAIL_PAGE, path, title: `${DETAIL_PAGE.title} ${decodeURIComponent(path.slice(DETAIL_PATH.length + 1))}` } };
  }
  if (path.startsWith(`${DICT_DATA_PATH}/`) && /^\d{1,9}$/.test(path.slice(DICT_DATA_PATH.length + 1))) {
    return { kind: 'page', page: { ...DICT_DATA_PAGE, path } };
  }
  if (!context.menuLoaded) return { kind: 'loading' };
  return { kind: 'redirect', to: NOT_FOUND_PATH };
}
