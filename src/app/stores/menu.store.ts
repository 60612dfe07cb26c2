import { proxy } from 'valtio';
import { fetchUserInfo } from '../../shared/api/auth.ts';
import { fetchMenuNav, fetchNavButtons } from '../../shared/api/menu.ts';
import { messageOf } from '../../shared/http/errors.ts';
import { onSessionReset } from '../../shared/data/index.ts';
import { session, setPermissions, setUserInfo } from '../../shared/session/session.store.ts';
import { onPush } from '../../shared/push/push.store.ts';
import { loadCurrentUser } from '../../shared/session/signIn.ts';
import { buildMenuRoutes } from '../routing/menuRoutes.ts';
import type { MenuEntry, PageRoute } from '../routing/routes.types.ts';

/** The signed-in user's menu routes and button permissions, added once per session. */
export const menuRoutes = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  error: '',
  menu: [] as readonly MenuEntry[],
  pages: [] as readonly PageRoute[],
  /** Bumped when a pushed change replaced the routes (not by the first load): open tabs are checked against them. */
  revision: 0,
});

let inFlight: Promise<void> | null = null;
let loadedForToken: string | null = null;

/** Frame pages that are not http URLs load from the page's own address. */
function pageAddress(): string {
  return location.origin;
}

/** After sign-in (or a reload with a token): user, dictionaries and trees, then routes and permissions. */
export function loadSessionRoutes(): Promise<void> {
  if (menuRoutes.status === 'ready' && loadedForToken === session.token) return Promise.resolve();
  if (inFlight) return inFlight;
  const ticket: { load?: Promise<void> } = {};
  const load = (async () => {
    const token = session.token;
    menuRoutes.status = 'loading';
    menuRoutes.error = '';
    try {
      await loadCurrentUser();
      const [nav, buttons] = await Promise.all([fetchMenuNav(), fetchNavButtons()]);
      if (session.token !== token) return; // another session began meanwhile: its own load builds its routes
      const built = buildMenuRoutes(nav, pageAddress());
      setPermissions(buttons);
      menuRoutes.menu = built.menu;
      menuRoutes.pages = built.pages;
      menuRoutes.status = 'ready';
      loadedForToken = token;
    } catch (error) {
      if (session.token !== token) return;
      menuRoutes.status = 'error';
      menuRoutes.error = messageOf(error);
      throw error;
    } finally {
      if (inFlight === ticket.load) inFlight = null;
    }
  })();
  ticket.load = load;
  inFlight = load;
  return inFlight;
}

/** Reads the signed-in user again (roles or extension changed); replaced in place, so the softphone bar does not blink. */
async function reloadCurrentUser(): Promise<void> {
  const token = session.token;
  const info = await fetchUserInfo();
  if (session.token === token && info && info.id !== undefined && info.id !== null) setUserInfo(info);
}

let reloading: Promise<void> | null = null;
let reloadAgain = false;

/**
 * A pushed change of menus, buttons or roles: user, routes and permissions are read again and replace the old ones
 * without a reload or a new sign-in. Changes arriving during a reload cause one more.
 */
export function reloadSessionRoutes(): Promise<void> {
  if (menuRoutes.status !== 'ready') return inFlight ?? Promise.resolve();
  if (reloading) {
    reloadAgain = true;
    return reloading;
  }
  const token = session.token;
  reloading = (async () => {
    do {
      reloadAgain = false;
      const [, nav, buttons] = await Promise.all([reloadCurrentUser(), fetchMenuNav(), fetchNavButtons()]);
      if (session.token !== token || menuRoutes.status !== 'ready') return;
      const built = buildMenuRoutes(nav, pageAddress());
      setPermissions(buttons);
      menuRoutes.menu = built.menu;
      menuRoutes.pages = built.pages;
      menuRoutes.revision += 1;
    } while (reloadAgain);
  })().finally(() => { reloading = null; });
  return reloading;
}

function reset(): void {
  menuRoutes.status = 'idle';
  menuRoutes.error = '';
  menuRoutes.menu = [];
  menuRoutes.pages = [];
  menuRoutes.revision = 0;
  loadedForToken = null;
  inFlight = null;
  reloading = null;
}

onPush('permissions', () => {
  reloadSessionRoutes().catch(() => undefined);
});

// Logout, a 401 or another token: the next user gets their own routes.
onSessionReset(reset);
