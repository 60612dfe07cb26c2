// Journey of issue 5: an agent works the softphone alone on the quality system's page, driven by the CTI simulator.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, e2eUrl, openPage, PASSWORD, resetServer } from './support.ts';

before(resetServer);
after(closeBrowser);

let adminToken = '';

async function sim(path: string, body: unknown): Promise<void> {
  if (!adminToken) {
    const login = await fetch(new URL('/api/login', e2eUrl()), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    adminToken = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const response = await fetch(new URL(`/aip/callcenter/sim/${path}`, e2eUrl()), {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': adminToken }, body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  assert.ok(envelope.code === 0 || envelope.code === 200, `sim/${path}: ${envelope.msg}`);
}

/** Opens the quality page, signs in through the element's own form and signs the seat in with a class. */
async function agentPage(username: string): Promise<Page> {
  const page = await openPage('/quality.html');
  const phone = page.locator('hotline-softphone');
  const form = phone.locator('form[aria-label="登录"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await phone.locator('[role="toolbar"][data-connection="connected"]').waitFor({ timeout: 15_000 });
  await phone.locator('[data-control="sign-in"]').click();
  const dialog = phone.locator('[data-dialog="sign-in"]');
  // Without a class the dialog refuses.
  await dialog.getByRole('button', { name: '签入' }).click();
  await dialog.getByText('请选择班组').last().waitFor();
  await dialog.locator('select[name="classId"]').selectOption({ index: 1 });
  assert.equal(await dialog.locator('select[name="skillName"]').inputValue(), 'skill1');
  await dialog.getByRole('button', { name: '签入' }).click();
  await phone.locator('[data-part="status"]', { hasText: '已签入' }).waitFor();
  await page.getByText(/今日已签出0次/).first().waitFor();
  return page;
}

const events = (page: Page, name: string) => page.locator(`#log li[data-event="${name}"]`);

test('agent01: sign in with a class, answer a call, transfer to 8002, hang up; a dropped socket reconnects and resumes', async () => {
  const agent1 = await agentPage('agent01');
  const agent2 = await agentPage('agent02');
  const phone1 = agent1.locator('hotline-softphone');
  const phone2 = agent2.locator('hotline-softphone');
  await events(agent1, 'hotline-seat-status').first().waitFor();

  // The citizen calls 8001: the ring notice stays, answer lights up.
  await sim('ring', { extension: '8001', callerNumber: '13800000000' });
  await phone1.locator('[data-notice="ring-in"]', { hasText: '来电振铃：13800000000' }).waitFor();
  assert.match(await events(agent1, 'hotline-call-ring').first().textContent() ?? '', /13800000000/);
  await phone1.locator('[data-control="answer"]:not([disabled])').click();

  // Answered: caller, 播报工号 then 通话中, location, a running timer, and the registration event.
  await phone1.locator('[data-part="caller"]', { hasText: '13800000000' }).waitFor();
  await events(agent1, 'hotline-call-answered').first().waitFor();
  const order = JSON.parse((await events(agent1, 'hotline-register-order').first().textContent())!.replace(/^.*?hotline-register-order /, '')) as Record<string, string>;
  assert.equal(order.telNo, '13800000000');
  assert.ok(order.callId);
  await phone1.locator('[data-part="place"]', { hasText: '云南 云澜市 移动' }).waitFor();
  await phone1.locator('[data-part="caller-word"]', { hasText: '通话中' }).waitFor({ timeout: 8000 });
  const timer = phone1.locator('[data-part="timer"]');
  const first = await timer.textContent();
  await agent1.waitForFunction(
    (before) => document.querySelector('hotline-softphone')?.shadowRoot?.querySelector('[data-part="timer"]')?.textContent !== before, first, { timeout: 5000 },
  );

  // Transfer to 8002 (an extension): 转接成功, the seat shows 转走, 8002 rings.
  await phone1.locator('[data-control="transfer"]').click();
  const transfer = phone1.locator('[data-dialog="transfer"]');
  await transfer.getByRole('button', { name: '转接' }).click();
  await transfer.getByText('电话号码不能为空').waitFor();
  await transfer.getByText('请选择是否为分机号').waitFor();
  await transfer.locator('input[name="phone"]').fill('8002');
  await transfer.getByRole('radio', { name: '是' }).check();
  await transfer.getByRole('button', { name: '转接' }).click();
  await phone1.locator('[data-part="status"]', { hasText: '转走' }).waitFor();
  await events(agent1, 'hotline-call-ended').first().waitFor();
  await phone1.locator('[data-part="call"]').waitFor({ state: 'detached' });

  // 8002 answers the transferred citizen and hangs up.
  await phone2.locator('[data-notice="ring-in"]', { hasText: '13800000000' }).waitFor();
  await phone2.locator('[data-control="answer"]:not([disabled])').click();
  await phone2.locator('[data-part="timer"]').waitFor();
  await phone2.locator('[data-control="hang-up"]:not([disabled])').click();
  await agent2.getByText('挂断成功').first().waitFor();
  await phone2.locator('[data-part="call"]').waitFor({ state: 'detached' });
  assert.equal(await phone2.locator('[data-control="hang-up"]').isDisabled(), true);

  // A new call on 8001; then the simulator drops the socket: the panel reconnects and resumes the call.
  await sim('ring', { extension: '8001', callerNumber: '13800000001' });
  await phone1.locator('[data-control="answer"]:not([disabled])').click();
  await phone1.locator('[data-part="timer"]').waitFor();
  await sim('drop', { extension: '8001' });
  await phone1.locator('[role="toolbar"][data-connection="reconnecting"]').waitFor();
  await phone1.locator('[role="toolbar"][data-connection="connected"]').waitFor({ timeout: 10_000 });
  await phone1.locator('[data-part="caller"]', { hasText: '13800000001' }).waitFor();
  await phone1.locator('[data-part="status"]', { hasText: '已签入' }).waitFor();
  assert.equal(await phone1.locator('[data-control="hang-up"]').isDisabled(), false);
  await phone1.locator('[data-control="hang-up"]').click();
  await phone1.locator('[data-part="call"]').waitFor({ state: 'detached' });

  // Sign out asks first.
  await phone1.locator('[data-control="sign-out"]').click();
  await phone1.locator('[data-dialog="sign-out"]', { hasText: '确认要签出吗？' }).getByRole('button', { name: '确认' }).click();
  await agent1.getByText('您已成功签出！').first().waitFor();
  await phone1.locator('[data-part="status"]', { hasText: '已签出' }).waitFor();
});
