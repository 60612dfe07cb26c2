// Authentication of every API call (token in x-auth-token / token / userToken) and the permission a route declares.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordMessages } from '../../../src/shared/protocol/password.ts';
import { ApiError } from '../lib/envelope.ts';
import { PERMISSION_CACHES, permissionsOf } from '../services/permissions.ts';
import { findSession, whySessionEnded, type SessionUser } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login only). */
    public?: boolean;
    /** Reachable while the account must still change a password someone else chose (the change itself, what draws it, logout). */
    beforePasswordChange?: boolean;
    /** Permission string the caller's roles must hold, e.g. 'sys:menu:delete'; with a list, any one of them. */
    permission?: string | readonly string[];
  }
  interface FastifyRequest {
    /** The signed-in user; set on every authenticated API route. */
    user: SessionUser;
  }
}

const API_PREFIXES = ['/api/', '/aip/', '/apo/', '/aop/'];
export const SESSION_EXPIRED = '登录已失效，请重新登录';

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

/** The client sends the token in three headers; any one of them is enough. */
export function tokenFrom(request: FastifyRequest): string | null {
  for (const name of ['x-auth-token', 'token', 'usertoken']) {
    const value = request.headers[name];
    const token = Array.isArray(value) ? value[0] : value;
    if (token && token.length <= 200) return token;
  }
  return null;
}

/** The 403 of every other call while the account must change its password; the console shows the change page on it. */
export const PASSWORD_CHANGE_REQUIRED = { mustChangePassword: true } as const;

/** `onAuthEpochMoved`: PGlite's notice of a moved auth epoch (db/connect.ts); PostgreSQL's servers read the epoch instead. */
export function installAuth(app: FastifyInstance, onAuthEpochMoved?: (listener: () => void) => void): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  // Grants and menus are what a moved auth epoch may have narrowed: the permission check below must read them again.
  const dropGrants = () => app.cache.invalidate(PERMISSION_CACHES);
  if (app.changes.shared) app.sessions.watchEpoch(dropGrants);
  else onAuthEpochMoved?.(app.sessions.followEpochNotices(dropGrants));
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched paths go to the 404 handler; static files and test routes are not API calls.
    if (!request.routeOptions.url || !isApiPath(request.url) || config.public) return;
    const token = tokenFrom(request);
    const user = token ? await findSession(app.db, token, app.config, app.sessions) : null;
    // A switched-off account says so (the push channel's signout may lose the race to this answer).
    if (!user) throw new ApiError(401, token ? await whySessionEnded(app.db, token, SESSION_EXPIRED, app.config.sessionMaxMs) : SESSION_EXPIRED);
    request.user = user;
    if (user.mustChangePassword && !config.beforePasswordChange) throw new ApiError(403, passwordMessages.changeRequired, PASSWORD_CHANGE_REQUIRED);
    if (config.permission) {
      const perms = await permissionsOf(app.db, user.roleIds, app.cache);
      const required = typeof config.permission === 'string' ? [config.permission] : config.permission;
      if (!required.some((p) => perms.includes(p))) throw new ApiError(403, '暂无权限');
    }
  });
}
