import { fetchUserInfo, login, logout } from '../api/auth.ts';
import type { UserInfo } from '../api/types.ts';
import { ApiError } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { endSession, session, setUserInfo, startSession } from './session.store.ts';

let userInfoInFlight: Promise<UserInfo> | null = null;

/** Loads the signed-in user once for every element on the page; no user answers 验证失败，请重新登录. */
export function loadCurrentUser(): Promise<UserInfo> {
  if (session.userInfo) return Promise.resolve(session.userInfo);
  userInfoInFlight ??= fetchUserInfo()
    .then((info) => {
      if (!info || info.id === undefined || info.id === null) throw new ApiError(zhCN.login.verifyFailed, 0);
      setUserInfo(info);
      return info;
    })
    .finally(() => {
      userInfoInFlight = null;
    });
  return userInfoInFlight;
}

/** POST /api/login, keep the token, then the user; a missing user ends the session again. */
export async function signIn(username: string, password: string): Promise<UserInfo> {
  const result = await login({ username: username.trim(), password });
  startSession(result);
  try {
    return await loadCurrentUser();
  } catch (error) {
    endSession('expired');
    throw error;
  }
}

/** Tells the server, then clears the session whatever it answered (a dead server must not keep anyone signed in). */
export async function signOut(): Promise<void> {
  try {
    if (session.token) await logout();
  } catch {
    /* signed out locally regardless */
  } finally {
    endSession('logout');
  }
}
