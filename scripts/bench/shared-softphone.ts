// One call socket per agent per browser: three pages of agent01 with <hotline-softphone> (quality.html, production
// build) in one browser profile; the sockets the simulator counts, and the ms from closing the leading page to the
// other two showing the bar connected again on the next leader's socket (the issue asks within 2 s).
import { chromium } from 'playwright-core';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';

export interface SharedSoftphoneFigures {
  runs: number;
  /** Sockets open for 8001 with three pages, per run (1 each when shared). */
  sockets: number[];
  takeoverP50: number;
  takeoverMax: number;
}

const RUNS = 10;

/** Needs the production build in dist/ (npx rollup -c --environment BUILD:production). */
export async function benchSharedSoftphone(): Promise<SharedSoftphoneFigures> {
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const post = async <T>(path: string, body: unknown, token = ''): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) });
    return ((await response.json()) as { data: T }).data;
  };
  try {
    const agent = await post<{ token: string; userId: number }>('/api/login', { username: 'agent01', password: 'Hotline@2026' });
    const admin = (await post<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).token;
    const sockets8001 = async () => (await post<{ seats: Array<{ extension: string; connections: number }> }>('/aip/callcenter/sim/state', {}, admin))
      .seats.find((s) => s.extension === '8001')!.connections;
    const sockets: number[] = [];
    const takeovers: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // One profile: the pages share its origin's Web Locks and BroadcastChannel, as tabs do.
      const context = await browser.newContext();
      // Each page keeps the epoch ms its bar last turned connected, and last stopped being connected.
      await context.addInitScript(`(() => {
        sessionStorage.setItem('token', ${JSON.stringify(agent.token)});
        sessionStorage.setItem('userId', ${JSON.stringify(String(agent.userId))});
        sessionStorage.setItem('landlineNumber', '8001');
        let last = null;
        setInterval(() => {
          const now = document.querySelector('hotline-softphone')?.shadowRoot?.querySelector('[role="toolbar"]')?.getAttribute('data-connection') ?? null;
          const at = performance.timeOrigin + performance.now();
          if (now === 'connected' && last !== 'connected') window.__connectedAt = at;
          if (now !== 'connected' && last === 'connected') window.__leftAt = at;
          last = now;
        }, 5);
      })()`);
      const pages = [];
      for (let i = 0; i < 3; i += 1) {
        const page = await context.newPage();
        await page.goto(`${server.url}/quality.html`);
        await page.waitForFunction(() => (window as unknown as { __connectedAt?: number }).__connectedAt);
        pages.push(page);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      sockets.push(await sockets8001());
      const closedAt = Date.now();
      await pages[0]!.close();
      const reconnected: number[] = [];
      for (const page of pages.slice(1)) {
        const handle = await page.waitForFunction(() => {
          const w = window as unknown as { __leftAt?: number; __connectedAt: number };
          return w.__leftAt && w.__connectedAt > w.__leftAt ? w.__connectedAt : 0;
        }, undefined, { timeout: 10_000 });
        reconnected.push((await handle.jsonValue()) as number);
      }
      takeovers.push(Math.max(...reconnected) - closedAt);
      await context.close();
      // The closed pages' sockets are gone before the next run counts.
      for (let wait = 0; wait < 100 && (await sockets8001()) > 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const sorted = [...takeovers].sort((a, b) => a - b);
    return { runs: RUNS, sockets, takeoverP50: Math.round(sorted[Math.floor(RUNS / 2)]!), takeoverMax: Math.round(sorted.at(-1)!) };
  } finally {
    await browser.close();
    await server.close();
  }
}
