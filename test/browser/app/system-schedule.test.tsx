// 定时任务 in the signed-in console against the real server: add a job through the cron builder with its next five runs,
// the server's refusal of bad parameters with what was typed kept, pause / resume, 执行一次 (asked first), 并发执行 and
// 错过执行策略, the 调度日志 page (searched for a job, 详细, 清空); axe throughout.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowActionByLabel, settled, testApiBase, typeInto, waitFor, dialogSaying } from '../support/dom.ts';

const rowsOf = (page: Element) => page.querySelectorAll('[role="row"][data-row-key]');

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openSchedulePage(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/system/schedule';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-schedule-page]');
    return page && rowsOf(page).length > 0 ? page : null;
  }, 15000, 'job list');
}

const nextRuns = (form: Element) => [...form.querySelectorAll('[data-next-runs] li')].map((li) => li.textContent!.trim());

describe('定时任务 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('adds a job through the cron builder, previews its runs, pauses, resumes, runs it once and shows its log', async () => {
    const root = await signedInConsole('admin');
    const page = await openSchedulePage(root);
    expect(page.textContent).to.contain('共 8 条').and.to.contain('超期催办').and.to.contain('统计汇总').and.to.contain('0 9 * * *');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    buttonByText(page, '新增')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增任务"]'), 5000, 'form');
    // Nothing chosen yet: the handler is required.
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required');

    // The handler comes from the server's registry and brings its example parameters.
    const handler = form.querySelector<HTMLButtonElement>('button[role="combobox"][name="handler"]')!;
    handler.click();
    const option = await waitFor(() => [...root.getElementById(handler.getAttribute('aria-controls')!)?.querySelectorAll<HTMLElement>('[role="option"]') ?? []]
      .find((o) => o.textContent!.startsWith('日志清理')), 5000, 'handler option');
    option.click();
    await waitFor(() => handler.textContent!.includes('日志清理'), 3000, 'handler chosen');
    const params = form.querySelector<HTMLTextAreaElement>('textarea[name="params"]')!;
    expect(JSON.parse(params.value)).to.deep.equal({ keepDays: 180 });

    // Weekly on Wednesday at 08:30: the expression and five Wednesdays at 08:30.
    choose(form.querySelector<HTMLSelectElement>('select[name="cronMode"]')!, 'weekly');
    const weekday = await waitFor(() => form.querySelector<HTMLSelectElement>('select[name="cronWeekday"]'), 3000, 'weekday');
    choose(weekday, '3');
    typeInto(form.querySelector<HTMLInputElement>('input[name="cronTime"]')!, '08:30');
    await waitFor(() => form.querySelector<HTMLInputElement>('input[name="cron"]')!.value === '30 8 * * 3', 3000, 'expression built');
    await waitFor(() => nextRuns(form).length === 5, 5000, 'five next runs');
    for (const run of nextRuns(form)) {
      expect(run).to.match(/ 08:30:00$/);
      expect(new Date(`${run.replace(' ', 'T')}+08:00`).getUTCDay()).to.equal(3);
    }

    // A custom expression the server cannot read: its reason shows, no runs.
    choose(form.querySelector<HTMLSelectElement>('select[name="cronMode"]')!, 'custom');
    const cron = form.querySelector<HTMLInputElement>('input[name="cron"]')!;
    expect(cron.value).to.equal('30 8 * * 3');
    typeInto(cron, '0 25 * * *');
    await waitFor(() => form.textContent!.includes('cron 表达式不正确') && nextRuns(form).length === 0, 5000, 'invalid cron');
    typeInto(cron, '0 3 * * *');
    await waitFor(() => nextRuns(form).length === 5 && nextRuns(form).every((r) => r.endsWith('03:00:00')), 5000, 'daily at 3');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    // Parameters outside the handler's schema: the server's reason, and what was typed stays.
    typeInto(params, '{"keepDays": 5}');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('参数“keepDays”应为 30 到 3650 之间的整数'), 5000, 'refusal');
    expect(params.value).to.equal('{"keepDays": 5}');
    typeInto(params, '{"keepDays": 90}');
    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="新增任务"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('共 9 条') && page.textContent!.includes('{"keepDays":90}'), 5000, 'new job listed');
    const row = () => [...rowsOf(page)].find((r) => r.textContent!.includes('{"keepDays":90}'))!;
    expect(row().textContent).to.contain('0 3 * * *').and.to.contain('正常').and.to.match(/\d{4}-\d{2}-\d{2} 03:00:00/);

    // Pause and resume. A row's buttons stay disabled until its action has finished (the list is read again first):
    // a click waits for the button to be enabled, as a person would.
    const enabled = (label: string) => waitFor(() => page.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]:not([disabled])`), 5000, label);
    (await enabled('暂停 日志清理（#9）')).click();
    await waitFor(() => row().textContent!.includes('暂停') && page.querySelector('button[aria-label="恢复 日志清理（#9）"]'), 5000, 'paused');
    expect(row().textContent).to.not.match(/\d{4}-\d{2}-\d{2} 03:00:00/);
    (await enabled('恢复 日志清理（#9）')).click();
    await waitFor(() => page.querySelector('button[aria-label="暂停 日志清理（#9）"]') && row().textContent!.includes('正常'), 5000, 'resumed');

    // 执行一次 asks first, naming the job; then 日志 opens 调度日志 searched for it.
    (await enabled('执行一次 日志清理（#9）')).click();
    const ask = await dialogSaying(root, '确定立即执行一次任务“日志清理”吗');
    buttonByText(ask, '确认')!.click();
    await waitFor(() => root.textContent!.includes('日志清理执行成功'), 5000, 'run toast');
    (await rowActionByLabel(root, page, '日志 日志清理（#9）')).click();
    const logPage = await waitFor(() => {
      const p = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-schedule-log-page]');
      return p && rowsOf(p).length > 0 ? p : null;
    }, 15000, '调度日志 page');
    expect(logPage.querySelector<HTMLInputElement>('input[name="jobName"]')!.value).to.equal('日志清理');
    await waitFor(() => rowsOf(logPage).length === 1, 5000, 'one log row');
    expect(logPage.textContent).to.contain('手动执行').and.to.contain('成功').and.to.contain('保留 90 天');
    await settled();
    expect(await accessibilityViolations(logPage)).to.deep.equal([]);
  });

  it('saves 并发执行 and 错过执行策略; 调度日志 shows 详细 and 清空 after asking', async () => {
    const root = await signedInConsole('admin');
    const page = await openSchedulePage(root);
    expect(page.textContent).to.contain('执行一次').and.to.contain('禁止');
    page.querySelector<HTMLButtonElement>('button[aria-label^="修改 会话清理（#"]')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="修改任务"]'), 5000, 'form');
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.value).to.equal('会话清理');
    form.querySelector<HTMLInputElement>('input[name="misfirePolicy"][value="3"]')!.click();
    form.querySelector<HTMLInputElement>('input[name="concurrent"][value="1"]')!.click();
    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="修改任务"]'), 5000, 'saved');
    const row = await waitFor(() => [...rowsOf(page)].find((r) => r.textContent!.includes('会话清理') && r.textContent!.includes('放弃')), 5000, 'row');
    expect(row.textContent).to.contain('允许');

    page.querySelector<HTMLButtonElement>('button[aria-label^="执行一次 会话清理（#"]')!.click();
    buttonByText(await dialogSaying(root, '确定立即执行一次任务“会话清理”吗'), '确认')!.click();
    await waitFor(() => root.textContent!.includes('会话清理执行成功'), 5000, 'ran');
    location.hash = '#/system/schedule-log';
    const logPage = await waitFor(() => {
      const p = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-schedule-log-page]');
      return p && rowsOf(p).length > 0 ? p : null;
    }, 15000, '调度日志 page');
    logPage.querySelector<HTMLButtonElement>('button[aria-label^="详细 会话清理"]')!.click();
    const detail = await dialogSaying(root, '调度日志详细');
    expect(detail.textContent).to.contain('sessionCleanup').and.to.contain('已清理过期会话');
    buttonByText(detail, '关闭')!.click();
    await waitFor(() => ![...root.querySelectorAll('[role="dialog"]')].some((d) => d.textContent!.includes('调度日志详细')), 3000, 'detail closed');

    buttonByText(logPage, '清空')!.click();
    buttonByText(await dialogSaying(root, '确定清空所有任务的调度日志吗'), '确认')!.click();
    await waitFor(() => rowsOf(logPage).length === 0 && root.textContent!.includes('已清空'), 5000, 'cleaned');
  });
});
