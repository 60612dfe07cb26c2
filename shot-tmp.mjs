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
const go = async (page, path) => { await page.evaluate((p) => { history.pushState({}, '', '/console' + p); dispatchEvent(new PopStateEvent('popstate')); }, path); await page.waitForTimeout(2500); };
for (const w of [1280, 1440, 1920]) {
  const page = await browser.newPage({ viewport: { width: w, height: 1000 } });
  await login(page, 'agent01');
  await go(page, '/gong-dan/dengji');
  const ta = page.locator('textarea[name="content"]').first();
  await ta.fill('晚上十一点了隔壁工地还在打桩施工，噪音吵得孩子没法睡觉，已经持续一周了');
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/reg-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
