import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'] });
async function login(page, user) {
  await page.goto(base + '/console/login');
  const inputs = page.locator('input');
  await inputs.nth(0).fill(user); await inputs.nth(1).fill('Hotline@2026');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
}
const go = async (page, path) => { await page.evaluate((p) => { history.pushState({}, '', '/console' + p); dispatchEvent(new PopStateEvent('popstate')); }, path); await page.waitForTimeout(3000); };
const widths = process.argv[2] ? process.argv[2].split(',').map(Number) : [1280, 1440, 1920];
for (const w of widths) {
  const p = await browser.newPage({ viewport: { width: w, height: 900 } });
  await login(p, 'dispatcher');
  await go(p, '/gong-dan/objection');
  await p.screenshot({ path: `/tmp/obj-${w}.png` });
  await p.close();
  const a = await browser.newPage({ viewport: { width: w, height: 900 } });
  await login(a, 'admin');
  await go(a, '/system/catalogue');
  await a.screenshot({ path: `/tmp/cat-${w}.png` });
  await a.close();
  const s = await browser.newPage({ viewport: { width: w, height: 900 } });
  await login(s, 'supervisor');
  await go(s, '/performance-report/index');
  await s.screenshot({ path: `/tmp/perf-${w}.png` });
  await s.close();
}
await browser.close();
