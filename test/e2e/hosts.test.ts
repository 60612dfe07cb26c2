// Journey of issue 13: systems built on other frameworks embed a part. The Vue 3 and the React 19 host pages sign in on
// their own, hand the token to <hotline-order-queue> through its property (no sign-in form of ours shows), and hear
// hotline-order-open when a row is opened. Also: what dist/ ships for them (manifest, .d.ts) holds up in a compiler.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, PASSWORD, resetServer } from './support.ts';

before(resetServer);
after(closeBrowser);

async function hostJourney(path: string): Promise<void> {
  const page: Page = await openPage(path);
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failed load is reported below with its address.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
  });
  try {
    // Before the host signs in, the element is not on the page at all.
    assert.equal(await page.locator('hotline-order-queue').count(), 0);
    const hostForm = page.locator('form[aria-label="宿主系统登录"]');
    await hostForm.locator('input[name="username"]').fill('dept01');
    await hostForm.locator('input[name="password"]').fill(PASSWORD);
    await hostForm.locator('button[type="submit"]').click();

    const queue = page.locator('hotline-order-queue');
    const row = queue.locator('[role="row"][data-row-key]').first();
    await row.waitFor({ timeout: 15_000 });
    // The token went over as a property: the element never asked for a sign-in, and it is not in the DOM.
    assert.equal(await queue.locator('form[aria-label="登录"]').count(), 0);
    assert.equal(await queue.getAttribute('token'), null);
    assert.equal(await queue.evaluate((element) => (element as HTMLElement & { token: string | null }).token?.length ?? 0) > 0, true);
    assert.equal(await queue.getAttribute('queue'), 'untodo');

    await row.click();
    const logged = page.locator('#log li[data-event="hotline-order-open"]').first();
    await logged.waitFor({ timeout: 10_000 });
    const detail = JSON.parse((await logged.textContent())!.replace(/^[^{]*/, '')) as { workflowId: string; processid?: string };
    assert.match(detail.workflowId, /^YL\d+/);
    assert.equal((await row.getAttribute('data-row-key'))?.split(':')[0], detail.workflowId);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
}

test('a Vue 3 page hands its token to <hotline-order-queue> (:token.prop) and logs hotline-order-open', async () => {
  await hostJourney('/vue-host.html');
});

test('a React 19 page hands its token to <hotline-order-queue> (token prop) and logs hotline-order-open', async () => {
  await hostJourney('/react-host.html');
});

test('dist/custom-elements.json lists every tag with its typed attributes, the token property and its events', () => {
  interface Declaration {
    kind: string;
    tagName?: string;
    customElement?: boolean;
    attributes?: Array<{ name: string; type?: { text: string }; description?: string; default?: string }>;
    members?: Array<{ kind: string; name: string; attribute?: string; type?: { text: string } }>;
    events?: Array<{ name: string; type?: { text: string }; description?: string }>;
  }
  const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: Array<{ path: string; declarations: Declaration[] }> };
  const elements = new Map(manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement).map((d) => [d.tagName!, d] as const)));
  assert.deepEqual([...elements.keys()].sort(), [
    'hotline-announcements', 'hotline-app', 'hotline-knowledge', 'hotline-notice-bell', 'hotline-order-detail', 'hotline-order-list',
    'hotline-order-queue', 'hotline-order-register', 'hotline-reminders', 'hotline-softphone',
  ]);
  for (const [tag, element] of elements) {
    for (const attribute of element.attributes ?? []) assert.ok(attribute.type?.text && attribute.description, `${tag} ${attribute.name}`);
    assert.ok(element.attributes?.some((a) => a.name === 'api-base'), `${tag} api-base`);
    const token = element.members?.find((m) => m.name === 'token');
    assert.equal(token?.type?.text, 'string | null', `${tag} token`);
    assert.equal(token?.attribute, undefined, `${tag}: token is no attribute`);
  }
  const queue = elements.get('hotline-order-queue')!;
  const queueAttribute = queue.attributes!.find((a) => a.name === 'queue')!;
  assert.match(queueAttribute.type!.text, /'untodo'/);
  assert.match(queue.attributes!.find((a) => a.name === 'tab')!.description!, /first/);
  assert.deepEqual(queue.events?.map((e) => [e.name, e.type?.text]), [['hotline-order-open', 'CustomEvent<{ workflowId: string; processid?: string }>']]);
  assert.ok(queue.events![0]!.description);
  assert.equal(elements.get('hotline-app')!.attributes!.find((a) => a.name === 'routing')!.default, 'history');
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { customElements: string; types: string };
  assert.equal(pkg.customElements, 'dist/custom-elements.json');
  assert.equal(pkg.types, './dist/hotline-elements.d.ts');
});

test('the generated .d.ts type a plain page\'s script and the React host page (tsc on test/types)', () => {
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'test/types/tsconfig.json'], { encoding: 'utf8' });
  assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
});
