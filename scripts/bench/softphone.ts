// Softphone figures: what a page that loads only <hotline-softphone> downloads, how soon the signed-in bar
// appears in Chromium, and the main-thread time to apply a burst of 1,000 socket messages to the store.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';
import { gzipBytes, pageGzipBytes } from './bundle-size.ts';
import { readFileSync } from 'node:fs';

export interface SoftphoneFigures {
  /** gzip bytes of hotline-softphone.js and every chunk it imports statically (React and Fluent included). */
  gzipBytes: number;
  files: number;
  /** gzip bytes of every dist/ script Chromium loads until the connected bar is painted (the bar is a dynamic import); target <= 100 KB. */
  loadedGzipBytes: number;
  loadedFiles: number;
  /** Median ms from the script's arrival to the connected bar's first paint (signed-in session). */
  mountMs: number;
  /** Median ms to apply 1,000 socket messages (ring, answer, queue counters, hang-up, ...); target <= 100 ms. */
  burstMs: number;
}

const RUNS = 5;
const BURST = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The store and a message generator bundled for the page, exposed on window for the burst. */
async function burstProbe(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { handleMessage, softphone } from './src/elements/softphone/softphone.store.ts';
        const types = ['queue', 'ring', 'answer', 'playStart', 'playEnd', 'silence', 'thirdRing', 'thirdAnswer', 'thirdHangUp', 'hangUp'];
        window.__burst = (count) => {
          const messages = [];
          for (let i = 0; i < count; i++) {
            const type = types[i % types.length];
            messages.push(JSON.stringify({ type, code: 200, desc: '', data: {
              seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1, eventType: type, callType: 1,
              callerNumber: '1380000' + String(i % 10000).padStart(4, '0'), callId: 'c' + Math.floor(i / 10), sipHost: '', isWorkOrder: 0,
              numberFlag: '', lineUpNum: i % 7, whiteQNum: i % 3, extensionStatusUpdateTime: null, callTypeUpdateTime: null,
              date: '2026-01-01 00:00:00', callStartTime: Date.now(), thirdNumber: type === 'thirdRing' ? '12348' : '', muted: false,
              classId: 1, skillName: 'skill1' } }));
          }
          const start = performance.now();
          for (const raw of messages) handleMessage(JSON.parse(raw));
          return { ms: performance.now() - start, lineUp: softphone.lineUpNum };
        };`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Needs the production build in dist/ (npx rollup -c --environment BUILD:production). */
export async function benchSoftphone(): Promise<SoftphoneFigures> {
  const { bytes, files } = pageGzipBytes([path.join('dist', 'hotline-softphone.js')]);
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
  });
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'agent01', password: 'Hotline@2026' }),
    });
    const { token, userId } = ((await login.json()) as { data: { token: string; userId: number } }).data;
    const mounts: number[] = [];
    const loaded = new Set<string>();
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (run === 0) page.on('requestfinished', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) loaded.add(pathname);
      });
      // A signed-in session, as the quality system hands over; then mark the frame the connected bar first exists.
      await page.addInitScript(`(() => {
        sessionStorage.setItem('token', ${JSON.stringify(token)});
        sessionStorage.setItem('userId', ${JSON.stringify(String(userId))});
        sessionStorage.setItem('landlineNumber', '8001');
        const look = () => {
          const bar = document.querySelector('hotline-softphone')?.shadowRoot?.querySelector('[role="toolbar"]');
          if (bar) requestAnimationFrame(() => { window.__barPainted = performance.now(); });
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      })()`);
      await page.goto(`${server.url}/quality.html`);
      await page.waitForFunction(() => (window as unknown as { __barPainted?: number }).__barPainted);
      mounts.push(await page.evaluate(() => {
        const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/dist/hotline-softphone.js')) as PerformanceResourceTiming;
        return (window as unknown as { __barPainted: number }).__barPainted - script.responseEnd;
      }));
      await context.close();
    }

    // The probe is an inline script, which the demo pages' CSP forbids; the probe page bypasses it.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${server.url}/`);
    await page.addScriptTag({ content: await burstProbe() });
    const bursts: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      bursts.push(await page.evaluate((count) => (window as unknown as { __burst(n: number): { ms: number } }).__burst(count).ms, BURST));
    }
    const loadedGzipBytes = [...loaded].reduce((sum, file) => sum + gzipBytes(readFileSync(path.join('dist', file.slice('/dist/'.length)))), 0);
    return { gzipBytes: bytes, files, loadedGzipBytes, loadedFiles: loaded.size, mountMs: Math.round(median(mounts)), burstMs: Math.round(median(bursts) * 10) / 10 };
  } finally {
    await browser.close();
    await server.close();
  }
}
