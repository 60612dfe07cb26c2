// The softphone's sign-in view: what /quality.html (only <hotline-softphone>) loads in Chromium before anyone signs in,
// measured from the JS responses the page really receives (the sign-in form is a dynamic import, so no static walk).
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../server/src/app.ts';
import { CHROME_ARGS, CHROME_PATH } from '../chrome.mjs';
import { gzipBytes } from './bundle-size.ts';

export interface SignInViewFigures {
  /** gzip bytes of every dist/ script loaded until the sign-in form shows and no script has loaded for 1 s. */
  gzipBytes: number;
  files: number;
}

/** Needs the production build in dist/ (npx rollup -c --environment BUILD:production). */
export async function benchSoftphoneSignIn(): Promise<SignInViewFigures> {
  const server = await startServer({ port: 0, dataDir: 'memory', logger: false });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) loaded.add(pathname);
    });
    await page.goto(`${server.url}/quality.html`);
    await page.locator('hotline-softphone input[type="password"]').waitFor();
    let seen = -1;
    while (seen !== loaded.size) {
      seen = loaded.size;
      await page.waitForTimeout(1_000);
    }
    const bytes = [...loaded].reduce((sum, file) => sum + gzipBytes(readFileSync(path.join('dist', file.slice('/dist/'.length)))), 0);
    return { gzipBytes: bytes, files: loaded.size };
  } finally {
    await browser.close();
    await server.close();
  }
}
