// Console figures: what a first visit to /login and then /dashboard downloads (agent01: a dashboard of figures only), how
// soon the login form paints, and what the centre's dashboard charts add on top of its figures (benchDashboardCharts).
import { chromium, type Browser } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';
import { gzipBytes } from './bundle-size.ts';

export interface ConsoleFigures {
  loginGzipBytes: number;
  dashboardGzipBytes: number;
  loginFiles: number;
  dashboardFiles: number;
  /** Median over runs, ms from the script's arrival to the login form's first paint. */
  loginPaintMs: number;
}

const RUNS = 5;

/** Serves the production build from a fresh server and watches Chromium load the console (needs dist/). */
export async function benchConsole(): Promise<ConsoleFigures> {
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
  });
  try {
    const paints: number[] = [];
    let login = new Set<string>();
    let dashboard = new Set<string>();
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js')) loaded.add(url.pathname);
      });
      // Marks the frame in which the login form first exists, from inside the page (a string: tsx would
      // otherwise wrap the function with helpers the page does not have).
      await page.addInitScript(`(() => {
        const look = () => {
          const form = document.querySelector('hotline-app')?.shadowRoot?.querySelector('form[aria-label="登录"]');
          if (form) requestAnimationFrame(() => { window.__loginPainted = performance.now(); });
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      })()`);
      await page.goto(`${server.url}/console/login`);
      await page.waitForFunction(() => (window as unknown as { __loginPainted?: number }).__loginPainted);
      paints.push(
        await page.evaluate(() => {
          const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/dist/hotline-app.js')) as PerformanceResourceTiming;
          return (window as unknown as { __loginPainted: number }).__loginPainted - script.responseEnd;
        }),
      );
      if (run === 0) {
        login = new Set(loaded);
        const form = page.locator('hotline-app form[aria-label="登录"]');
        await form.locator('input[name="username"]').fill('agent01');
        await form.locator('input[name="password"]').fill('Hotline@2026');
        await form.locator('button[type="submit"]').click();
        await page.locator('hotline-app [data-page="/dashboard"]').getByText('常用功能').waitFor();
        // Not 'networkidle': the console's push stream stays open by design. Done when no script has loaded for 1 s.
        let seen = -1;
        while (seen !== loaded.size) {
          seen = loaded.size;
          await page.waitForTimeout(1_000);
        }
        dashboard = new Set(loaded);
      }
      await context.close();
    }
    const size = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipBytes(readFileSync(path.join('dist', file.slice('/dist/'.length)))), 0);
    paints.sort((a, b) => a - b);
    return {
      loginGzipBytes: size(login),
      loginFiles: login.size,
      dashboardGzipBytes: size(dashboard),
      dashboardFiles: dashboard.size,
      loginPaintMs: paints[Math.floor(paints.length / 2)]!,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export interface DashboardChartFigures {
  /** supervisor's /login + /dashboard with the charts' chunk refused: what paints the figures (first-visit budget 250 KB). */
  figuresGzipBytes: number;
  figuresFiles: number;
  /** The same visit with the charts drawn. */
  withChartsGzipBytes: number;
  withChartsFiles: number;
  /** withCharts minus figures: the charts' chunks (uPlot included) — the issue's "≤ 80 KB more". */
  chartsGzipBytes: number;
}

/** dist/ files (as /dist/… paths) whose code holds `marker`. */
function distFilesHolding(marker: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js') && readFileSync(file, 'utf8').includes(marker)) found.push(`/${file.split(path.sep).join('/')}`);
    }
  };
  walk('dist');
  return found;
}

/** One visit as `username`: the JS files loaded once `ready` holds and no script has loaded for 1 s. */
async function visitDashboard(browser: Browser, url: string, username: string, ready: string, refused: readonly string[]): Promise<Set<string>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) loaded.add(pathname);
  });
  if (refused.length) await page.route((u) => refused.includes(u.pathname), (route) => route.abort());
  await page.goto(`${url}/console/login`);
  const form = page.locator('hotline-app form[aria-label="登录"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill('Hotline@2026');
  await form.locator('button[type="submit"]').click();
  await page.locator(ready).first().waitFor();
  let seen = -1;
  while (seen !== loaded.size) {
    seen = loaded.size;
    await page.waitForTimeout(1_000);
  }
  await context.close();
  return loaded;
}

/**
 * The centre's dashboard (supervisor): once with its charts' chunk refused (what the figures need) and once with the
 * charts drawn; the difference is what the charts add. Needs dist/ (npm run bench -- build dashboard-charts).
 */
export async function benchDashboardCharts(): Promise<DashboardChartFigures> {
  const chartChunks = distFilesHolding('data-dashboard-chart');
  if (chartChunks.length === 0) throw new Error('dist/ holds no dashboard chart chunk: build first');
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const figures = await visitDashboard(browser, server.url, 'supervisor', 'hotline-app [data-part="centre"] [data-figure="ordersToday"]', chartChunks);
    const withCharts = await visitDashboard(browser, server.url, 'supervisor', 'hotline-app [data-chart-card="satisfactionTrend"] [data-dashboard-chart] canvas', []);
    const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipBytes(readFileSync(path.join('dist', file.slice('/dist/'.length)))), 0);
    return {
      figuresGzipBytes: size(figures), figuresFiles: figures.size,
      withChartsGzipBytes: size(withCharts), withChartsFiles: withCharts.size,
      chartsGzipBytes: size([...withCharts].filter((f) => !figures.has(f))),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
