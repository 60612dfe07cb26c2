import { proxy } from 'valtio';
import type { UserInfo } from '../api/types.ts';
import { emit } from '../element/events.ts';
import { LOCAL_KEYS, SESSION_KEYS, SIGN_OUT_CLEARS } from './keys.ts';
import { readLocal, readSession, writeLocal, writeSession } from './storage.ts';

export type SessionChangeReason = 'login' | 'logout' | 'expired' | 'adopted';

function readPermissions(): string[] {
  try {
    const list: unknown = JSON.parse(readLocal(LOCAL_KEYS.permission) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The one session of the page: every element reads it, so they all share a sign-in. */
export const session = proxy({
  token: readSession(SESSION_KEYS.token),
  userId: readSession(SESSION_KEYS.userId),
  vCode: readSession(SESSION_KEYS.vCode),
  landlineNumber: readSession(SESSION_KEYS.landlineNumber),
  userInfo: null as UserInfo | null,
  /** Role ids of the signed-in user (the spec's userRoleList). */
  roleIds: [] as number[],
  /** Button permission strings such as sys:menu:save. */
  permissions: readPermissions(),
  /** Why the server ended the last session (e.g. 账号已停用), shown by the sign-in form until the next sign-in. */
  endNotice: null as string | null,
  /** Someone else chose this account's password: nothing but the change is allowed until it is changed (server 403s). */
  mustChangePassword: false,
});

function announce(reason: SessionChangeReason): void {
  if (typeof document !== 'undefined') emit(document, 'hotline-session-changed', { token: session.token, reason });
}

/** Stores what POST /api/login returned. */
export function startSession(login: { token: string; userId: string | number; vCode?: string | null; mustChangePassword?: boolean }): void {
  session.token = login.token;
  session.endNotice = null;
  session.mustChangePassword = login.mustChangePassword ?? false;
  session.userId = String(login.userId);
  session.vCode = login.vCode ?? null;
  writeSession(SESSION_KEYS.token, session.token);
  writeSession(SESSION_KEYS.userId, session.userId);
  writeSession(SESSION_KEYS.vCode, session.vCode);
  announce('login');
}

/** A host page that already holds a session hands its token over through the element's `token` property. */
export function adoptToken(token: string | null | undefined): void {
  const next = token ? String(token) : null;
  if (!next || next === session.token) return;
  session.token = next;
  session.userInfo = null;
  session.mustChangePassword = false;
  writeSession(SESSION_KEYS.token, next);
  announce('adopted');
}

export function setUserInfo(info: UserInfo): void {
  session.userInfo = info;
  session.roleIds = [...(info.userRoleList ?? [])];
  session.userId = String(info.id);
  session.landlineNumber = info.landlineNumber ? String(info.landlineNumber) : null;
  writeSession(SESSION_KEYS.userId, session.userId);
  writeSession(SESSION_KEYS.landlineNumber, session.landlineNumber);
}

export function setPermissions(list: readonly string[]): void {
  session.permissions = [...list];
  writeLocal(LOCAL_KEYS.permission, JSON.stringify(session.permissions));
}

/** The server refused a call until the password is changed (or accepted the change): every part shows the change form. */
export function setMustChangePassword(required: boolean): void {
  session.mustChangePassword = required;
}

/** Ends the session (log out, or any 401): clears the spec's keys and tells every listener; `notice` says why to the next sign-in form. */
export function endSession(reason: 'logout' | 'expired', notice?: string): void {
  const hadToken = session.token !== null;
  session.endNotice = notice ?? null;
  for (const key of SIGN_OUT_CLEARS) writeSession(key, null);
  writeLocal(LOCAL_KEYS.permission, null);
  session.token = null;
  session.userId = null;
  session.vCode = null;
  session.landlineNumber = null;
  session.userInfo = null;
  session.roleIds = [];
  session.permissions = [];
  session.mustChangePassword = false;
  if (hadToken || reason === 'logout') announce(reason);
}
