// Shared set-up of the notices tests: a fresh seeded server, sign-in through the real login, reminders made on the server.
import { fetchNavButtons } from '../../../src/shared/api/menu.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { isSuccess } from '../../../src/shared/http/envelope.ts';
import { endSession, setPermissions, signIn } from '../../../src/shared/session/index.ts';
import { testApiBase } from '../support/dom.ts';

export const PASSWORD = 'Hotline@2026';

async function post(path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${testApiBase()}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} 失败：${res.status} ${await res.text()}`);
}

/** The seeded city again, no session, no remembered widget position. */
export async function freshStart(): Promise<void> {
  document.body.replaceChildren();
  endSession('logout');
  sessionStorage.clear();
  setEndpoints({ apiBase: testApiBase() });
  await post('/__test/reset');
}

/** Signs in like a user (token, user, button permissions). */
export async function signInAs(username: string): Promise<void> {
  await signIn(username, PASSWORD);
  setPermissions(await fetchNavButtons());
}

export function createReminder(username: string, type: number, roleType: number, workflowId: string, content = `测试提醒 ${workflowId}`): Promise<void> {
  return post('/__test/reminder', { username, type, roleType, workflowId, content });
}

/** A raw authenticated call (for arranging data through the real server). */
export async function api<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${testApiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (!isSuccess(envelope)) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

export async function tokenOf(username: string): Promise<string> {
  const result = await api<{ token: string }>('/api/login', '', { username, password: PASSWORD });
  return result.token;
}
