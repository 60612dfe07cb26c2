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
  const p2 = await browser.newPage({ viewport: { width: w, height: 900 } });
  await login(p2, 'dispatcher');
  await go(p2, '/gong-dan/unassign');
  await p2.locator('[data-row-key]').nth(2).dblclick();
  await p2.waitForTimeout(3000);
  await p2.locator('[data-action="dispatch"]').first().click();
  await p2.waitForTimeout(3500);
  await p2.screenshot({ path: `/tmp/dispatch-${w}.png` });
  await p2.close();
}
await browser.close();
