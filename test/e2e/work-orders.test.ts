// Journey of issue 8: an order goes round the closed loop in the console, each user in their own browser context,
// and shows in the right queue at every step: register → dispatch → level 1 → level 2 → replies → verify → callback → assess → archive.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, e2eUrl, openPage, resetServer, signIn } from './support.ts';

before(resetServer);
after(closeBrowser);

const CONTENT = '端到端：滨江小区电梯频繁故障困人';

async function desk(username: string): Promise<{ page: Page; app: Locator }> {
  const page = await openPage('/console/login');
  await signIn(page, username);
  return { page, app: page.locator('hotline-app') };
}

const go = (page: Page, path: string) => page.goto(new URL(`/console${path}`, e2eUrl()).toString());

/** Finds the order in a queue tab and opens its detail tab. */
async function openFromQueue(page: Page, app: Locator, queuePath: string, tabName: string, workflowId: string): Promise<void> {
  await go(page, queuePath);
  await app.locator(`[role="tab"][data-name="${tabName}"]`).click();
  const row = app.locator(`[data-row-key="${workflowId}"]`);
  await row.waitFor({ timeout: 15_000 });
  await row.click();
  await app.locator(`[data-workflow-id="${workflowId}"]`).waitFor({ timeout: 15_000 });
}

async function act(app: Locator, action: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  await app.locator(`[data-action="${action}"]`).click();
  const dialog = app.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

async function statusIs(app: Locator, text: string): Promise<void> {
  await app.locator('[data-status]', { hasText: text }).waitFor({ timeout: 15_000 });
}

test('an order goes round the closed loop through the console pages', async () => {
  // agent01 registers and sends it to dispatch.
  const agent = await desk('agent01');
  await go(agent.page, '/gong-dan/dengji?telNo=13900007777&callId=e2e-call-1&numberFlag=1');
  const form = agent.app.locator('form[aria-label="受理登记"]');
  await form.waitFor();
  assert.equal(await form.locator('input[name="phone"]').inputValue(), '13900007777');
  await form.locator('input[name="citizenName"]').fill('端到端市民');
  await form.locator('textarea[name="content"]').fill(CONTENT);
  await form.locator('[data-submit="commitToAssign"]').click();
  const toast = agent.app.locator(".fui-ToastTitle", { hasText: /工单 YL\d+ 提交成功/ });
  await toast.waitFor({ timeout: 15_000 });
  const workflowId = /YL\d+/.exec((await toast.textContent()) ?? '')![0];
  await agent.page.context().close();

  // The dispatcher finds it in 待派遣 and dispatches it to 市住建局 (dept01's department).
  const dispatcher = await desk('dispatcher');
  await openFromQueue(dispatcher.page, dispatcher.app, '/gong-dan/unassign', '待派遣', workflowId);
  await act(dispatcher.app, 'dispatch', async (dialog) => {
    await dialog.getByRole('button', { name: '选择', exact: true }).click();
    const picker = dispatcher.app.getByRole('dialog').filter({ hasText: '选择部门' });
    await picker.getByPlaceholder('输入关键字过滤').fill('住房和城乡建设局');
    await picker.getByRole('treeitem').first().locator('input').first().check();
    await picker.getByRole('button', { name: '确定', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
  });
  await statusIs(dispatcher.app, '一级待办');

  // dept01 sends it down to dept02's unit.
  const dept01 = await desk('dept01');
  await openFromQueue(dept01.page, dept01.app, '/gong-dan/untodo', '一级待办', workflowId);
  await act(dept01.app, 'assignDown', async (dialog) => {
    const select = dialog.locator('select[name="subDeptId"]');
    await select.locator('option', { hasText: '物业监管科' }).waitFor({ state: 'attached' });
    await select.selectOption({ label: '物业监管科' });
  });
  await statusIs(dept01.app, '二级待办');

  // dept02 replies to dept01.
  const dept02 = await desk('dept02');
  await openFromQueue(dept02.page, dept02.app, '/gong-dan/untodo', '二级待办', workflowId);
  await act(dept02.app, 'reply', (dialog) => dialog.locator('textarea[name="opinion"]').fill('已督促物业更换电梯主板'));
  await statusIs(dept02.app, '一级待办');
  await dept02.page.context().close();

  // dept01 replies to the centre.
  await openFromQueue(dept01.page, dept01.app, '/gong-dan/untodo', '一级待办', workflowId);
  await act(dept01.app, 'reply', (dialog) => dialog.locator('textarea[name="opinion"]').fill('电梯已修复并通过检测'));
  await statusIs(dept01.app, '待核查');
  await dept01.page.context().close();

  // The centre verifies, calls back and assesses; the order is archived.
  await openFromQueue(dispatcher.page, dispatcher.app, '/gong-dan/uncheckList', '待核查', workflowId);
  await act(dispatcher.app, 'check', async (dialog) => {
    await dialog.getByLabel('通过', { exact: true }).check();
    await dialog.getByLabel('合理', { exact: true }).check();
  });
  await statusIs(dispatcher.app, '待回访');
  await openFromQueue(dispatcher.page, dispatcher.app, '/gong-dan/uncallback', '待回访（合理诉求）', workflowId);
  await act(dispatcher.app, 'callback', (dialog) => dialog.getByLabel('满意', { exact: true }).check());
  await statusIs(dispatcher.app, '待考核');
  await dispatcher.page.context().close();

  // Assessment belongs to the centre's supervisor (roles 20 / 25), who also archives.
  const supervisor = await desk('supervisor');
  await openFromQueue(supervisor.page, supervisor.app, '/gong-dan/unAssessmentList', '待考核', workflowId);
  await act(supervisor.app, 'assess', (dialog) => dialog.locator('input[name="assessScore"]').fill('95'));
  await statusIs(supervisor.app, '已办结');
  await act(supervisor.app, 'caseFile', async () => undefined);
  await statusIs(supervisor.app, '已归档');
  const steps = await supervisor.app.locator('[data-step]').evaluateAll((items) => items.map((i) => i.getAttribute('data-step')));
  assert.deepEqual(steps, ['registerToAssign', 'dispatch', 'assignDown', 'reply', 'reply', 'checkPass', 'callbackSatisfied', 'assess', 'caseFile']);
  await supervisor.page.context().close();
});
