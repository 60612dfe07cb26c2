// Shared set-up of the end-to-end journeys: Debian's Chromium driven by playwright-core against the server
// that scripts/test-e2e.mjs started (HOTLINE_E2E_URL).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../../scripts/chrome.mjs';

export const PASSWORD = 'Hotline@2026';


export function e2eUrl(): string {
  const url = process.env.HOTLINE_E2E_URL;
  if (!url) throw new Error('HOTLINE_E2E_URL is not set: run the journeys through `node scripts/test-e2e.mjs`');
  return url;
}

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** A page in a fresh browser context (its own session storage), opened at `path` of the reference server. */
export async function openPage(path = '/', options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context: BrowserContext = await (await launchBrowser()).newContext({
    viewport: options.viewport ?? { width: 1366, height: 860 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(new URL(path, e2eUrl()).toString());
  return page;
}

/** Fills and submits the console's login form (the console page must be open at /console/login). */
export async function submitSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  const form = page.locator('hotline-app form[aria-label="登录"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Signs in through the console's login form and waits for the console. */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await submitSignIn(page, username, password);
  await page.locator('hotline-app [role="tablist"]').waitFor({ timeout: 15_000 });
}

/** Back to the seeded city: every journey starts from the same data. */
export async function resetServer(): Promise<void> {
  const response = await fetch(new URL('/__test/reset', e2eUrl()), { method: 'POST' });
  if (!response.ok) throw new Error(`reset failed: HTTP ${response.status}`);
}
