// Work-order page figures: the queue element with 10,000 rows (mount time, DOM size, scrolling frame times)
// and the gzip bytes of the portal work page.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';
import { pageGzipBytes } from './bundle-size.ts';

export interface WorkOrderPageFigures {
  /** ms from appending <hotline-order-queue> to its 10,000-row list painted (median of 3); target <= 300. */
  mountMs: number;
  /** The same, less the time the 10,000-row answer spent in transfer (it is served by the bench, see below). */
  mountWithoutTransferMs: number;
  /** Elements in the queue's shadow root with 10,000 rows; target <= 500. */
  domNodes: number;
  /** 95th percentile of frame durations while scrolling the list from top to bottom, ms. */
  scrollFrameP95Ms: number;
  /** gzip bytes of the scripts demo/pages/portal-work.html loads (shared chunks once). */
  portalWorkGzipBytes: number;
  portalWorkFiles: number;
}

const ROWS = 10_000;
const RUNS = 4;

function portalWorkScripts(): string[] {
  const html = readFileSync('demo/pages/portal-work.html', 'utf8');
  return [...html.matchAll(/src="\/dist\/([^"]+\.js)"/g)].map((m) => path.join('dist', m[1]!));
}

/** Measures the shipped element (dist/hotline-order-queue.js); needs the production build in dist/. */
export async function benchWorkOrderPages(): Promise<WorkOrderPageFigures> {
  const portal = pageGzipBytes(portalWorkScripts());
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const mounts: number[] = [];
    const ownMounts: number[] = [];
    let longList: string | null = null;
    let domNodes = 0;
    let frameP95 = 0;
    // A portal page whose user signed in earlier: the token is in session storage, the element checks it when it mounts.
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dept01', password: 'Hotline@2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.addInitScript(`sessionStorage.setItem('token', ${JSON.stringify(data.token)})`);
      await page.route(`${server.url}/__bench/queue.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="zh-CN"><body><script type="module" src="/dist/hotline-order-queue.js"></script></body></html>' }));
      // The real server answers one page (at most 500 rows); the bench repeats its real rows to 10,000 to load the list.
      // Built once, outside the timed runs, so the timing is the page's and not the bench's.
      await page.route(`${server.url}/aop/workflow/list/untodo`, async (route) => {
        if (!longList) {
          const answer = await (await route.fetch()).json();
          const real = answer.data.records as Array<Record<string, unknown>>;
          answer.data.records = Array.from({ length: ROWS }, (_, i) => ({ ...real[i % real.length], workflowId: `BENCH${String(i).padStart(6, '0')}` }));
          answer.data.total = ROWS;
          longList = JSON.stringify(answer);
        }
        await route.fulfill({ contentType: 'application/json', body: longList });
      });
      await page.goto(`${server.url}/__bench/queue.html`);
      await page.waitForFunction(() => customElements.get('hotline-order-queue'));
      const figures = await page.evaluate(`(async () => {
        const started = performance.now();
        const host = document.createElement('hotline-order-queue');
        host.setAttribute('queue', 'untodo');
        host.style.cssText = 'display:block;height:860px';
        document.body.appendChild(host);
        const grid = await new Promise((resolve) => {
          const look = () => {
            const g = host.shadowRoot && host.shadowRoot.querySelector('[role="grid"][aria-rowcount="${ROWS + 1}"]');
            if (g && g.querySelector('[data-row-key]')) resolve(g); else requestAnimationFrame(look);
          };
          look();
        });
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const mountMs = performance.now() - started;
        const list = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/aop/workflow/list/untodo')).pop();
        const transferMs = list ? list.responseEnd - list.requestStart : 0;
        const domNodes = host.shadowRoot.querySelectorAll('*').length;
        const frames = [];
        let last = performance.now();
        await new Promise((resolve) => {
          const step = () => {
            const now = performance.now();
            frames.push(now - last);
            last = now;
            if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1 || frames.length > 600) return resolve();
            grid.scrollTop += 600;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        });
        frames.shift();
        frames.sort((a, b) => a - b);
        return { mountMs, transferMs, domNodes, p95: frames[Math.floor(frames.length * 0.95)] };
      })()`) as { mountMs: number; transferMs: number; domNodes: number; p95: number };
      if (run > 0) {
        // The first run builds the long answer.
        mounts.push(figures.mountMs);
        ownMounts.push(figures.mountMs - figures.transferMs);
      }
      domNodes = figures.domNodes;
      frameP95 = Math.max(frameP95, figures.p95);
      await page.close();
    }
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
    return {
      mountMs: median(mounts),
      mountWithoutTransferMs: median(ownMounts),
      domNodes,
      scrollFrameP95Ms: Math.round(frameP95 * 10) / 10,
      portalWorkGzipBytes: portal.bytes,
      portalWorkFiles: portal.files,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
