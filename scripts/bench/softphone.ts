// Softphone figures: what a page that loads only <hotline-softphone> downloads, how soon the signed-in bar
// appears in Chromium, and the main-thread time to apply a burst of 1,000 socket messages to the store.
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import path from 'node:path';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';
import { gzipBytes, pageGzipBytes } from './bundle-size.ts';
import { readFileSync } from 'node:fs';
import { FLOOR_TAGS, median, routeFloorScript } from './floors.ts';

export interface SoftphoneFigures {
  /** gzip bytes of hotline-softphone.js and every chunk it imports statically (React and Fluent included). */
  gzipBytes: number;
  files: number;
  /** gzip bytes of every dist/ script Chromium loads until the connected bar is painted (the bar is a dynamic import); target <= 100 KB. */
  loadedGzipBytes: number;
  loadedFiles: number;
  /** Median ms from the script's arrival to the connected bar's first paint (signed-in session). */
  mountMs: number;
  /** The same for the bare element of floors.ts (a Fluent toolbar line) on the same page, runs interleaved with the product's. */
  floorMs: number;
  /** Median ms to apply 1,000 socket messages (ring, answer, queue counters, hang-up, ...); target <= 100 ms. */
  burstMs: number;
}

const RUNS = 5;
const BURST = 1000;

/** The store and a message generator bundled for the page, exposed on window for the burst. */
async function burstProbe(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { handleMessage, softphone } from './src/elements/softphone/softphone.store.ts';
        const types = ['queue', 'ring', 'answer', 'playStart', 'playEnd', 'silence', 'thirdRing', 'thirdAnswer', 'thirdHangUp', 'hangUp'];
        window.__burst = async (count) => {
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
          // Work the store defers to the end of the task (its storage write, the place lookup) counts too.
          await Promise.resolve();
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

/**
 * One cold page of quality.html (a signed-in session, as the quality system hands over): ms from the element's script
 * arrival to the frame after its toolbar first exists. The floor run serves the same page, headers (CSP) included,
 * with the floor's script and tag in place of the softphone's.
 */
async function mountOnce(browser: Browser, origin: string, user: { token: string; userId: number }, floor: boolean, loaded?: Set<string>): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tag = floor ? FLOOR_TAGS.barFloor : 'hotline-softphone';
  const script = floor ? await routeFloorScript(page, origin, 'barFloor') : '/dist/hotline-softphone.js';
  if (floor) {
    await page.route(`${origin}/quality.html?floor`, async (route) => {
      const response = await route.fetch({ url: `${origin}/quality.html` });
      const html = (await response.text()).replace('/dist/hotline-softphone.js', script)
        .replace('<hotline-softphone></hotline-softphone>', `<${tag}></${tag}>`);
      // The body is given decoded: the original's encoding and length no longer describe it.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
      await route.fulfill({ response, headers, body: html });
    });
  }
  await page.addInitScript(`(() => {
    sessionStorage.setItem('token', ${JSON.stringify(user.token)});
    sessionStorage.setItem('userId', ${JSON.stringify(String(user.userId))});
    sessionStorage.setItem('landlineNumber', '8001');
    const look = () => {
      const bar = document.querySelector(${JSON.stringify(tag)})?.shadowRoot?.querySelector('[role="toolbar"]');
      if (bar) requestAnimationFrame(() => { window.__barPainted = performance.now(); });
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`);
  await page.goto(`${origin}/quality.html${floor ? '?floor' : ''}`);
  await page.waitForFunction(() => (window as unknown as { __barPainted?: number }).__barPainted);
  const { ms, scripts } = await page.evaluate((scriptPath) => {
    const painted = (window as unknown as { __barPainted: number }).__barPainted;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entry = resources.find((e) => e.name.endsWith(scriptPath))!;
    // The product's scripts that had arrived when the bar painted (the bar itself is a dynamic import).
    const arrived = resources.filter((e) => e.responseEnd <= painted).map((e) => new URL(e.name).pathname);
    return { ms: painted - entry.responseEnd, scripts: arrived.filter((p) => p.startsWith('/dist/') && p.endsWith('.js')) };
  }, script);
  for (const file of scripts) loaded?.add(file);
  await context.close();
  return ms;
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
    // The probe is an inline script, which the demo pages' CSP forbids; the probe page bypasses it.
    const probe = await (await browser.newContext({ bypassCSP: true })).newPage();
    await probe.goto(`${server.url}/`);
    await probe.addScriptTag({ content: await burstProbe() });
    // Product, floor and burst runs alternate, so whatever else loads the machine weighs on all three alike.
    const mounts: number[] = [];
    const loaded = new Set<string>();
    const floors: number[] = [];
    const bursts: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      mounts.push(await mountOnce(browser, server.url, { token, userId }, false, run === 0 ? loaded : undefined));
      floors.push(await mountOnce(browser, server.url, { token, userId }, true));
      bursts.push(await probe.evaluate(async (count) => (await (window as unknown as { __burst(n: number): Promise<{ ms: number }> }).__burst(count)).ms, BURST));
    }
    const loadedGzipBytes = [...loaded].reduce((sum, file) => sum + gzipBytes(readFileSync(path.join('dist', file.slice('/dist/'.length)))), 0);
    return {
      gzipBytes: bytes, files, loadedGzipBytes, loadedFiles: loaded.size,
      mountMs: Math.round(median(mounts)), floorMs: Math.round(median(floors)), burstMs: Math.round(median(bursts) * 10) / 10,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
