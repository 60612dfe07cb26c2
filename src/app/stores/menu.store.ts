import { proxy } from 'valtio';
import { fetchMenuNav, fetchNavButtons } from '../../shared/api/menu.ts';
import { messageOf } from '../../shared/http/errors.ts';
import { onSessionReset } from '../../shared/data/index.ts';
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

function reset(): void {
  menuRoutes.status = 'idle';
  menuRoutes.error = '';
  menuRoutes.menu = [];
  menuRoutes.pages = [];
  loadedForToken = null;
  inFlight = null;
}

// Logout, a 401 or another token: the next user gets their own routes.
onSessionReset(reset);
