// Work-order page figures: the queue element with 10,000 rows (mount time, DOM size, scrolling frame times)
// and the gzip bytes of the portal work page.
import { chromium, type Browser, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';
import { pageGzipBytes } from './bundle-size.ts';
import { FLOOR_TAGS, median, routeFloorScript } from './floors.ts';

export interface WorkOrderPageFigures {
  /** ms from appending <hotline-order-queue> to its 10,000-row list painted (median of 5); target <= 1.5x floorMs. */
  mountMs: number;
  /** The same for floors.ts's TanStack Virtual table of the same answer on the same page, runs interleaved with the product's. */
  floorMs: number;
  /** The same, less the time the 10,000-row answer spent in transfer (it is served by the bench, see below). */
  mountWithoutTransferMs: number;
  /** The floor less its answer's transfer: the pair the 1.5x target compares (the transfer goes through the bench's route, alike for both). */
  floorWithoutTransferMs: number;
  /** Elements in the queue's shadow root with 10,000 rows; target <= 500. */
  domNodes: number;
  /** 95th percentile of frame durations while scrolling the list from top to bottom, ms. */
  scrollFrameP95Ms: number;
  /** gzip bytes of the scripts demo/pages/portal-work.html loads (shared chunks once). */
  portalWorkGzipBytes: number;
  portalWorkFiles: number;
}

const ROWS = 10_000;
const RUNS = 6;

function portalWorkScripts(): string[] {
  const html = readFileSync('demo/pages/portal-work.html', 'utf8');
  return [...html.matchAll(/src="\/dist\/([^"]+\.js)"/g)].map((m) => path.join('dist', m[1]!));
}

type ListRoute = (page: Page, origin: string) => Promise<void>;

/**
 * The real server answers one page (at most 500 rows); the bench repeats its real rows to 10,000 to load the list.
 * Built once (on the first run, which is not counted), so the timing is the page's and not the bench's.
 */
function longListRoute(): ListRoute {
  let longList: string | null = null;
  return async (page, origin) => void await page.route(`${origin}/aop/workflow/list/untodo`, async (route) => {
    if (!longList) {
      const answer = await (await route.fetch()).json();
      const real = answer.data.records as Array<Record<string, unknown>>;
      answer.data.records = Array.from({ length: ROWS }, (_, i) => ({ ...real[i % real.length], workflowId: `BENCH${String(i).padStart(6, '0')}` }));
      answer.data.total = ROWS;
      longList = JSON.stringify(answer);
    }
    await route.fulfill({ contentType: 'application/json', body: longList });
  });
}

interface MountFigures { mountMs: number; transferMs: number; domNodes: number; p95: number }

/**
 * One page with the element's script loaded: ms from appending the element to the frame after its grid of 10,000 rows
 * shows a row; for the product also its DOM size and the frames of a scroll to the bottom. The floor run is the same
 * page with the floor's script and tag (fed the same answer from the same address).
 */
async function mountOnce(browser: Browser, origin: string, token: string, list: ListRoute, floor: boolean): Promise<MountFigures> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const tag = floor ? FLOOR_TAGS.tableFloor : 'hotline-order-queue';
  const script = floor ? await routeFloorScript(page, origin, 'tableFloor') : '/dist/hotline-order-queue.js';
  await page.addInitScript(`sessionStorage.setItem('token', ${JSON.stringify(token)})`);
  await page.route(`${origin}/__bench/queue.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="zh-CN"><body><script type="module" src="${script}"></script></body></html>` }));
  await list(page, origin);
  await page.goto(`${origin}/__bench/queue.html`);
  await page.waitForFunction((name) => customElements.get(name), tag);
  const figures = await page.evaluate(`(async () => {
    const started = performance.now();
    const host = document.createElement(${JSON.stringify(tag)});
    host.setAttribute('queue', 'untodo');
    host.setAttribute('src', '/aop/workflow/list/untodo');
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
    if (${floor}) return { mountMs, transferMs, domNodes, p95: 0 };
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
  })()`) as MountFigures;
  await page.close();
  return figures;
}

/** Measures the shipped element (dist/hotline-order-queue.js); needs the production build in dist/. */
export async function benchWorkOrderPages(): Promise<WorkOrderPageFigures> {
  const portal = pageGzipBytes(portalWorkScripts());
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    // A portal page whose user signed in earlier: the token is in session storage, the element checks it when it mounts.
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dept01', password: 'Hotline@2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const list = longListRoute();
    const mounts: number[] = [];
    const ownMounts: number[] = [];
    const floors: number[] = [];
    const ownFloors: number[] = [];
    let domNodes = 0;
    let frameP95 = 0;
    // Product and floor runs alternate, so whatever else loads the machine weighs on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      const figures = await mountOnce(browser, server.url, data.token, list, false);
      const floor = await mountOnce(browser, server.url, data.token, list, true);
      if (run > 0) {
        // The first run builds the long answer.
        mounts.push(figures.mountMs);
        ownMounts.push(figures.mountMs - figures.transferMs);
        floors.push(floor.mountMs);
        ownFloors.push(floor.mountMs - floor.transferMs);
      }
      domNodes = figures.domNodes;
      frameP95 = Math.max(frameP95, figures.p95);
    }
    return {
      mountMs: Math.round(median(mounts)),
      mountWithoutTransferMs: Math.round(median(ownMounts)),
      floorMs: Math.round(median(floors)),
      floorWithoutTransferMs: Math.round(median(ownFloors)),
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
