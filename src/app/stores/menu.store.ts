import { proxy, subscribe } from 'valtio';
import { fetchMenuNav, fetchNavButtons } from '../../shared/api/menu.ts';
import { ApiError } from '../../shared/http/errors.ts';
import { loadReferenceData, resetReferenceData } from '../../shared/reference/reference.store.ts';
import { session, setPermissions } from '../../shared/session/session.store.ts';
import { loadCurrentUser } from '../../shared/session/signIn.ts';
import { buildMenuRoutes } from '../routing/menuRoutes.ts';
import type { MenuEntry, PageRoute } from '../routing/routes.types.ts';

/** The signed-in user's menu routes and button permissions, added once per session. */
export const menuRoutes = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  error: '',
  menu: [] as readonly MenuEntry[],
  pages: [] as readonly PageRoute[],
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
  inFlight ??= (async () => {
    const token = session.token;
    menuRoutes.status = 'loading';
    menuRoutes.error = '';
    try {
      await loadCurrentUser();
      const [nav, buttons] = await Promise.all([fetchMenuNav(), fetchNavButtons(), loadReferenceData()]);
      const built = buildMenuRoutes(nav, pageAddress());
      setPermissions(buttons);
      menuRoutes.menu = built.menu;
      menuRoutes.pages = built.pages;
      menuRoutes.status = 'ready';
      loadedForToken = token;
    } catch (error) {
      menuRoutes.status = 'error';
      menuRoutes.error = error instanceof ApiError ? error.message : String(error);
      throw error;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function reset(): void {
  menuRoutes.status = 'idle';
  menuRoutes.error = '';
  menuRoutes.menu = [];
  menuRoutes.pages = [];
  loadedForToken = null;
  resetReferenceData();
}

// Logout or a 401 ends the session: the next user gets their own routes.
subscribe(session, () => {
  if (!session.token && menuRoutes.status !== 'idle') reset();
});
