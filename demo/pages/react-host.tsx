// A React 19 system's page with the work-order queue in it: the system's own sign-in, the token handed to the element as
// a prop (React 19 sets it as the element's property) and the element's hotline-order-open events listed.
// Built by rollup into /dist/demo/react-host.js (scripts/demo-hosts.mjs), with its own React as a host system has.
import { StrictMode, useState, type DetailedHTMLProps, type FormEvent, type HTMLAttributes } from 'react';
import { createRoot } from 'react-dom/client';
import type { HotlineElementProps, HotlineOrderQueueElement } from 'hotline-suite';

// The tag's attributes, token and on<event> listeners, from the package's generated types.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hotline-order-queue': HotlineElementProps['hotline-order-queue'] &
        DetailedHTMLProps<HTMLAttributes<HotlineOrderQueueElement>, HotlineOrderQueueElement>;
    }
  }
}

interface LoggedEvent {
  at: string;
  detail: string;
}

function HostPage() {
  const [username, setUsername] = useState('dept01');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [events, setEvents] = useState<LoggedEvent[]>([]);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const reply = (await response.json()) as { code: number; msg: string; data?: { token: string } };
      if (reply.code === 0 && reply.data) setToken(reply.data.token);
      else setError(reply.msg);
    } catch (failure) {
      setError(`登录请求失败：${(failure as Error).message}`);
    }
  };

  return (
    <>
      <header>
        <h1>React 19 宿主系统</h1>
        {token ? (
          <span className="hint">已登录：令牌经 token 属性交给工单队列</span>
        ) : (
          <form aria-label="宿主系统登录" onSubmit={signIn}>
            <input name="username" aria-label="账号" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            <input name="password" type="password" aria-label="密码" placeholder="密码" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <button type="submit">登录宿主系统</button>
            {error && <span className="error" role="alert">{error}</span>}
          </form>
        )}
      </header>
      <main>
        <section>
          {token ? (
            <hotline-order-queue
              queue="untodo"
              token={token}
              onhotline-order-open={(event) =>
                setEvents((list) => [{ at: new Date().toLocaleTimeString('zh-CN'), detail: JSON.stringify(event.detail) }, ...list])
              }
            />
          ) : (
            <p className="hint">登录宿主系统后，这里嵌入 &lt;hotline-order-queue queue="untodo"&gt;，不再出现它自己的登录表单。</p>
          )}
        </section>
        <section>
          <h2>hotline-order-open 事件</h2>
          <ol id="log" aria-live="polite">
            {events.map((entry, index) => (
              <li key={events.length - index} data-event="hotline-order-open">
                <time>{entry.at}</time>
                {entry.detail}
              </li>
            ))}
          </ol>
        </section>
      </main>
    </>
  );
}

// React sets a prop as a property only when the element already has it: render once the tag is defined.
await customElements.whenDefined('hotline-order-queue');
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <HostPage />
  </StrictMode>,
);
