// 绩效统计 and 下钻明细 in the signed-in console against the real server: the table shows the server's figures with 合计 and
// each definition as its header's tooltip; a count cell opens /performance-report/chakan with the seven parameters and
// lists that many orders, one click from their detail; both exports hand over a real .xlsx; axe on both pages.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import type { StatTable } from '../../../src/shared/api/contracts/stats.ts';
import { STAT_COUNTS, STAT_DAY_BASIS_WORDS, STAT_KNOWLEDGE, STAT_KNOWLEDGE_BASIS_WORDS } from '../../../src/shared/protocol/statsFigures.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, settled, testApiBase, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${path}: ${json.msg}`).to.equal(0);
  return json.data;
}

/** Captures the files the page hands to the browser while `work` runs. */
async function downloads(work: () => Promise<void>): Promise<Blob[]> {
  const created: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => { created.push(blob); return createObjectURL.call(URL, blob); };
  try {
    await work();
    await waitFor(() => created.length === 1, 10000, 'export file');
  } finally {
    URL.createObjectURL = createObjectURL;
  }
  return created;
}

async function isXlsx(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  return blob.type.includes('spreadsheetml') && head[0] === 0x50 && head[1] === 0x4b;
}

describe('绩效统计 and 下钻明细 pages', function () {
  this.timeout(120_000);
  before(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  beforeEach(() => freshConsolePage());
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('shows the figures with 合计, opens a cell\'s orders with the same count, exports both; axe', async () => {
    const token = (await post<{ token: string }>('/api/login', { username: 'supervisor', password: 'Hotline@2026' })).token;
    const expected = await post<StatTable>('/apo/performanceReport/table', { grouping: 'mainDept', preset: 'lastMonth' }, token);
    const dept = expected.rows.find((r) => r.dimensionValues === '101')!;
    expect(dept.turnNum, 'seeded orders sent to 住建局 this month').to.be.greaterThan(0);

    const root = await signedInConsole('supervisor');
    location.hash = '#/performance-report/index';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-performance-report]'), 15000, 'report page');
    page.querySelector<HTMLInputElement>('input[type="radio"][value="lastMonth"]')!.click();
    const grid = await waitFor(() => page.querySelector<HTMLElement>('[role="grid"][aria-label="绩效统计表"]'), 8000, 'table');
    const rowOf = (key: string) => grid.querySelector<HTMLElement>(`[role="row"][data-row-key="${key}"]`);
    await waitFor(() => page.querySelector('[data-range]')?.textContent?.includes(expected.startTime) || null, 8000, 'last month shown');
    await waitFor(() => rowOf('stat_main_dept:101'), 8000, 'rows');
    // Rows out of view are not in the DOM: the 合计 row is the last one.
    grid.scrollTop = grid.scrollHeight;
    grid.dispatchEvent(new Event('scroll'));
    const total = await waitFor(() => rowOf('stat_main_dept:'), 5000, '合计 row');
    expect(total.querySelector('[data-row-name]')!.textContent).to.equal('合计');
    expect(total.querySelector('[data-cell="callBackNum"]')!.textContent).to.equal(String(expected.rows.at(-1)!.callBackNum));
    expect(rowOf('stat_hotline_centre:0')!.textContent).to.contain('热线中心');
    grid.scrollTop = 0;
    grid.dispatchEvent(new Event('scroll'));
    const row = await waitFor(() => rowOf('stat_main_dept:101'), 5000, '住建局 row');
    expect(row.querySelector('[data-cell="turnNum"]')!.textContent).to.equal(String(dept.turnNum));
    expect(row.querySelector('[data-cell="responseNum"]')!.textContent).to.equal(String(dept.responseNum));

    // The definition is the header's tooltip: its accessible description, shown on focus for the keyboard too.
    const header = page.querySelector<HTMLElement>(`[data-formula="${STAT_COUNTS.turnNum.words}（${STAT_DAY_BASIS_WORDS.dispatched}）"]`)!;
    header.focus();
    await waitFor(() => root.getElementById(header.getAttribute('aria-describedby') ?? '')?.textContent === header.getAttribute('data-formula') || null, 3000, 'tooltip');
    header.blur();

    const [sheet] = await downloads(async () => { buttonByText(page, '导出报表')!.click(); });
    expect(await isXlsx(sheet!)).to.equal(true);
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // A count cell opens its orders: the seven parameters, as many orders as the cell said.
    row.querySelector<HTMLButtonElement>('[data-cell="turnNum"]')!.click();
    const drill = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-drill-down]'), 10000, 'drill-down');
    const query = new URLSearchParams(location.search);
    expect(Object.fromEntries(query)).to.deep.include({
      tableName: 'stat_main_dept', dimensionValues: '101', indexName: 'turnNum', startTime: expected.startTime, endTime: expected.endTime,
      totalCount: String(dept.turnNum),
    });
    expect(query.get('cellTitle')).to.contain('转办量');
    await waitFor(() => drill.querySelector('[data-total]')?.textContent === String(dept.turnNum) || null, 8000, 'same count');
    expect(drill.querySelector('[data-table-count]')!.textContent).to.equal(String(dept.turnNum));
    const orders = await waitFor(() => {
      const found = drill.querySelectorAll('[role="row"][data-row-key]');
      return found.length > 0 ? found : null;
    }, 8000, 'order rows');
    expect(orders.length).to.be.at.most(20);
    expect(drill.textContent).to.contain(`共 ${dept.turnNum} 条`).and.to.contain(`第 1 / ${Math.ceil(dept.turnNum / 20)} 页`);
    expect(orders[0]!.textContent).to.contain('住房和城乡建设局');
    await settled();
    expect(await accessibilityViolations(drill)).to.deep.equal([]);

    const [details] = await downloads(async () => { buttonByText(drill, '导出明细')!.click(); });
    expect(await isXlsx(details!)).to.equal(true);

    // Each order is one click from its detail.
    const first = orders[0]!.querySelector<HTMLButtonElement>('[data-order]')!;
    const workflowId = first.getAttribute('data-order')!;
    first.click();
    await waitFor(() => location.hash.includes(`/gong-dan/detail/${workflowId}`) || null, 5000, 'order detail');
  });

  it('shows 重办次数 per department with its definition; its cell opens that many returns, each with when and why', async () => {
    const token = (await post<{ token: string }>('/api/login', { username: 'supervisor', password: 'Hotline@2026' })).token;
    const expected = await post<StatTable>('/apo/performanceReport/table', { grouping: 'mainDept', preset: 'lastMonth' }, token);
    const dept = expected.rows.find((r) => r.dimensionValues === '101')!;
    expect(dept.reworkNum, 'seeded orders of 住建局 sent back this month').to.be.greaterThan(0);

    const root = await signedInConsole('supervisor');
    location.hash = '#/performance-report/index';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-performance-report]'), 15000, 'report page');
    page.querySelector<HTMLInputElement>('input[type="radio"][value="lastMonth"]')!.click();
    await waitFor(() => page.querySelector('[data-range]')?.textContent?.includes(expected.startTime) || null, 8000, 'last month shown');
    const row = await waitFor(() => page.querySelector<HTMLElement>('[role="row"][data-row-key="stat_main_dept:101"]'), 8000, '住建局 row');
    const cell = row.querySelector<HTMLButtonElement>('[data-cell="reworkNum"]')!;
    expect(cell.textContent).to.equal(String(dept.reworkNum));
    expect(page.querySelector(`[data-formula="${STAT_COUNTS.reworkNum.words}（${STAT_DAY_BASIS_WORDS.reworked}）"]`), '重办次数 header with its definition').to.not.equal(null);
    // 知识库 upkeep: the department's state now, beside its counts, with its definition.
    expect(row.querySelector('[data-knowledge="kbArticles"]')?.textContent).to.equal(String(dept.kbArticles));
    expect(Number(dept.kbArticles), 'seeded articles of 住建局').to.be.greaterThan(0);
    expect(page.querySelector(`[data-formula="${STAT_KNOWLEDGE.kbArticles.words}（${STAT_KNOWLEDGE_BASIS_WORDS}）"]`), '知识数 header with its definition').to.not.equal(null);

    cell.click();
    const drill = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-drill-down]'), 10000, 'drill-down');
    expect(new URLSearchParams(location.search).get('indexName')).to.equal('reworkNum');
    await waitFor(() => drill.querySelector('[data-total]')?.textContent === String(dept.reworkNum) || null, 8000, 'same count');
    const rows = await waitFor(() => {
      const found = drill.querySelectorAll('[role="row"][data-row-key]');
      return found.length > 0 ? found : null;
    }, 8000, 'return rows');
    // Rows out of view are not in the DOM: the pager tells the number.
    expect(rows.length).to.be.at.most(Math.min(dept.reworkNum, 20));
    expect(drill.textContent).to.contain(`共 ${dept.reworkNum} 条`);
    expect(drill.textContent).to.contain('退回重办时间').and.to.contain('退回原因');
    expect(rows[0]!.textContent).to.match(/核查不通过|回访不满意/);
    await settled();
    expect(await accessibilityViolations(drill)).to.deep.equal([]);
  });

  it('a department user sees only its own rows; a drill-down address without its parameters says what to do', async () => {
    const root = await signedInConsole('dept01');
    location.hash = '#/performance-report/index';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-performance-report]'), 15000, 'report page');
    const grid = await waitFor(() => {
      const g = page.querySelector<HTMLElement>('[role="grid"][aria-label="绩效统计表"]');
      return g && g.querySelectorAll('[role="row"][data-row-key]').length > 0 ? g : null;
    }, 8000, 'table');
    expect([...grid.querySelectorAll('[role="row"][data-row-key]')].map((r) => r.getAttribute('data-row-key'))).to.deep.equal(['stat_main_dept:101', 'stat_main_dept:']);
    expect(page.textContent).to.contain('仅显示本单位的统计');
    expect(page.querySelector<HTMLInputElement>('input[type="radio"][value="agent"]')!.disabled).to.equal(true);
    expect(buttonByText(page, '导出报表'), 'no report:export').to.equal(null);

    location.hash = '#/performance-report/chakan';
    const empty = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-empty]'), 10000, 'empty');
    expect(empty.textContent).to.contain('缺少下钻参数');
  });

  it('a 二级单位 user opens on 按二级单位 and sees its own unit, not an empty 按一级单位', async () => {
    const root = await signedInConsole('dept02');
    location.hash = '#/performance-report/index';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-performance-report]'), 15000, 'report page');
    await waitFor(() => page.querySelector<HTMLInputElement>('input[type="radio"][value="subDept"]')?.checked || null, 8000, '按二级单位 chosen');
    const grid = await waitFor(() => {
      const g = page.querySelector<HTMLElement>('[role="grid"][aria-label="绩效统计表"]');
      return g && g.querySelectorAll('[role="row"][data-row-key^="stat_sub_dept:"]').length > 1 ? g : null;
    }, 8000, 'own unit row');
    expect(grid.textContent).to.contain('物业监管科');
  });
});
