import { expect } from 'chai';
import { setEndpoints } from '../../../src/shared/config.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/shared/constants.ts';
import { fetchRecording } from '../../../src/shared/api/recordings.ts';
import { ApiError, request } from '../../../src/shared/http/index.ts';
import { endSession, session, SESSION_KEYS, startSession } from '../../../src/shared/session/index.ts';
import { testApiBase } from '../support/dom.ts';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('http client against the reference server', () => {
  beforeEach(() => {
    sessionStorage.clear();
    endSession('logout');
    setEndpoints({ apiBase: testApiBase() });
  });

  it('sends the token in x-auth-token, token and userToken', async () => {
    startSession({ token: 'tok-123', userId: 7, vCode: 'v' });
    const echo = await request<Echo>('/__test/echo', { body: { a: 1 } });
    expect(echo.headers['x-auth-token']).to.equal('tok-123');
    expect(echo.headers['token']).to.equal('tok-123');
    expect(echo.headers['usertoken']).to.equal('tok-123');
    expect(echo.method).to.equal('POST');
    expect(echo.body).to.deep.equal({ a: 1 });
  });

  it('sends no token header without a session', async () => {
    const echo = await request<Echo>('/__test/echo');
    expect(echo.headers).to.not.have.property('x-auth-token');
    expect(echo.headers).to.not.have.property('token');
  });

  it('clears the session on 401, keeps the registration draft, and emits hotline-session-changed', async () => {
    startSession({ token: 'not-a-real-token', userId: 7 });
    sessionStorage.setItem(SESSION_KEYS.orderInfo, '{"content":"草稿"}');
    sessionStorage.setItem(SESSION_KEYS.landlineNumber, '8001');
    const changed = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('hotline-session-changed', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const error = await rejection(request('/api/sys/user/info'));
    expect(error.code).to.equal(401);
    expect(error.message).to.equal('登录已失效，请重新登录');
    const event = await changed;
    expect(event.detail).to.deep.equal({ token: null, reason: 'expired' });
    expect(session.token).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.landlineNumber)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.orderInfo)).to.equal('{"content":"草稿"}');
  });

  it('rejects with the server message when the code is not success', async () => {
    const error = await rejection(request('/api/login', { body: { username: '', password: 1 } }));
    expect(error.code).to.not.equal(0);
    expect(error.message).to.match(/[\u4e00-\u9fa5]/);
  });

  it('a file call answered with a refusal instead of the file rejects with the server message (200, 400 and 401)', async () => {
    const login = await request<{ token: string; userId: number }>('/api/login', { body: { username: 'admin', password: 'Hotline@2026' } });
    startSession(login);
    expect((await rejection(fetchRecording('999999999'))).message).to.equal('话单不存在');
    const invalid = await rejection(fetchRecording('abc'));
    expect(invalid.code).to.equal(400);
    expect(invalid.message).to.match(/^参数错误/);
    startSession({ token: 'not-a-real-token', userId: 7 });
    const expired = await rejection(fetchRecording('1'));
    expect(expired.message).to.equal('登录已失效，请重新登录');
    expect(session.token, 'a 401 on a file call ends the session too').to.equal(null);
  });

  it('honours the timeout: a slow answer past it rejects with 请求超时', async () => {
    expect(REQUEST_TIMEOUT_MS).to.equal(1_200_000);
    const started = performance.now();
    const error = await rejection(request('/__test/slow', { method: 'GET', query: { ms: 3000 }, timeout: 200 }));
    expect(error.message).to.equal('请求超时，请稍后重试');
    expect(performance.now() - started).to.be.lessThan(2500);
    const answered = await request<unknown>('/__test/slow', { method: 'GET', query: { ms: 50 }, timeout: 2000 });
    expect(answered).to.not.equal(undefined);
  });

  it('applies the timeout together with a caller signal', async () => {
    const controller = new AbortController();
    const error = await rejection(
      request('/__test/slow', { method: 'GET', query: { ms: 3000 }, timeout: 200, signal: controller.signal }),
    );
    expect(error.message).to.equal('请求超时，请稍后重试');
  });

  it('sends /aop calls to gongdanIp:gongdanPort when both are set', async () => {
    const api = new URL(testApiBase());
    // The same server under another host name, so the Host header shows which address was used.
    sessionStorage.setItem(SESSION_KEYS.gongdanIp, 'localhost');
    sessionStorage.setItem(SESSION_KEYS.gongdanPort, api.port);
    const viaGongdan = await request<Echo>('/aop/__test/echo');
    expect(viaGongdan.headers.host).to.equal(`localhost:${api.port}`);
    const other = await request<Echo>('/__test/echo');
    expect(other.headers.host).to.equal(api.host);
    sessionStorage.removeItem(SESSION_KEYS.gongdanPort);
    const withoutPort = await request<Echo>('/aop/__test/echo');
    expect(withoutPort.headers.host).to.equal(api.host);
  });

  it('says 网络异常 when the server cannot be reached', async () => {
    setEndpoints({ apiBase: 'http://127.0.0.1:9' });
    const error = await rejection(request('/api/sys/user/info', { timeout: 3000 }));
    expect(error.message).to.equal('网络异常，请检查网络连接后重试');
    expect(error.code).to.equal(0);
  });
});
