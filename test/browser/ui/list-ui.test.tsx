import { expect } from 'chai';
import { useState } from 'react';
import { fetchDeptTree, fetchRegionTree } from '../../../src/shared/api/org.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { defineElement } from '../../../src/shared/element/index.ts';
import { endSession, signIn } from '../../../src/shared/session/index.ts';
import { ListTable, SearchPanel, TreePickerDialog, printHtml, type ListColumn, type PickerNode } from '../../../src/shared/ui/index.ts';
import { Pager } from '../../../src/shared/ui/Pager.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, testApiBase, textsIn, typeInto, uniqueTag, waitFor } from '../support/dom.ts';

interface Order {
  id: string;
  phone: string;
  content: string;
}

const COLUMNS: ListColumn<Order>[] = [
  { key: 'id', title: '工单编号', value: (o) => o.id },
  { key: 'phone', title: '来电号码', value: (o) => o.phone },
  { key: 'content', title: '诉求内容', value: (o) => o.content, width: 120 },
  { key: 'extra', title: '备注', value: () => '无', defaultHidden: true },
];

function orders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `GD${String(i + 1).padStart(6, '0')}`,
    phone: `1380000${String(i).padStart(4, '0')}`,
    content: i === 0 ? '小区楼下烧烤摊每晚营业至凌晨两点，油烟和噪音严重影响居民休息，多次反映未果' : `诉求 ${i + 1}`,
  }));
}

afterEach(() => document.body.replaceChildren());

describe('ListTable', () => {
  function Harness({ rows, selectable }: { rows: Order[]; selectable?: boolean }) {
    const [selected, setSelected] = useState<Set<string>>(new Set());
    return (
      <div>
        <output data-selected="">{[...selected].join(',')}</output>
        <ListTable rows={rows} columns={COLUMNS} rowKey={(o) => o.id} label="工单列表" selectable={selectable} selected={selected} onSelectionChange={setSelected} height={400} />
      </div>
    );
  }

  it('renders only the rows in view of 10,000, and scrolls to the end', async () => {
    const tag = uniqueTag();
    const rows = orders(10_000);
    defineElement(tag, () => <Harness rows={rows} />);
    const host = mount(`<${tag}></${tag}>`);
    const grid = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="grid"]'));
    await waitFor(() => grid.querySelectorAll('[role="row"][data-row-key]').length > 0);
    expect(grid.querySelectorAll('[role="row"][data-row-key]').length).to.be.lessThan(40);
    expect(grid.getAttribute('aria-rowcount')).to.equal('10001');
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => grid.querySelector('[data-row-key="GD010000"]'), 3000, 'last row rendered');
    expect(grid.querySelector('[data-row-key="GD000001"]')).to.equal(null);
    expect(host.shadowRoot!.querySelectorAll('*').length, 'DOM nodes').to.be.lessThan(500);
  });

  it('numbers the rows, selects one or all, and shows the count', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <Harness rows={orders(3)} selectable />);
    const host = mount(`<${tag}></${tag}>`);
    const root = host.shadowRoot!;
    await waitFor(() => root.querySelectorAll('[data-row-key]').length === 3);
    expect(textsIn(root, '[role="columnheader"]')).to.deep.equal(['', '序号', '工单编号', '来电号码', '诉求内容']);
    expect(textsIn(root, '[data-row-key] [role="gridcell"]:nth-child(2)')).to.deep.equal(['1', '2', '3']);
    root.querySelector<HTMLInputElement>('input[aria-label="选择第 2 行"]')!.click();
    await waitFor(() => root.querySelector('[data-selected]')!.textContent === 'GD000002');
    root.querySelector<HTMLInputElement>('input[aria-label="全选"]')!.click();
    await waitFor(() => root.querySelector('[data-selected]')!.textContent === 'GD000002,GD000001,GD000003');
    await waitFor(() => root.textContent!.includes('已选择 3 项'));
    expect(await accessibilityViolations(root.querySelector('[role="grid"]')!)).to.deep.equal([]);
  });

  it('hides and shows columns from the 240 px settings popover, and keeps the last one', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <Harness rows={orders(2)} />);
    const host = mount(`<${tag}></${tag}>`);
    const root = host.shadowRoot!;
    (await waitFor(() => root.querySelector<HTMLButtonElement>('button[aria-label="列设置"]'))).click();
    const surface = await waitFor(() => root.querySelector<HTMLElement>('.fui-PopoverSurface'));
    expect(surface.getBoundingClientRect().width).to.equal(240);
    const box = (label: string) =>
      [...surface.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) => input.closest('.fui-Checkbox')?.textContent === label)!;
    expect(box('备注').checked, 'default hidden').to.equal(false);
    box('来电号码').click();
    await waitFor(() => !textsIn(root, '[role="columnheader"]').includes('来电号码'));
    box('备注').click();
    await waitFor(() => textsIn(root, '[role="columnheader"]').includes('备注'));
  });

  it('shows the whole text of a cut cell in a tooltip', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <Harness rows={orders(1)} />);
    const host = mount(`<${tag} style="width:420px"></${tag}>`);
    const root = host.shadowRoot!;
    const cell = await waitFor(() => root.querySelector<HTMLElement>('[data-row-key] [data-column="content"]'));
    // React hears pointer enter through pointerover, as a real pointer sends it.
    cell.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    const shownTooltips = () => [...root.querySelectorAll<HTMLElement>('[role="tooltip"]')].filter((t) => t.checkVisibility());
    await waitFor(() => shownTooltips().some((t) => t.textContent?.includes('凌晨两点')), 3000, 'tooltip');
    // A short text is not cut, so hovering it shows nothing.
    const short = root.querySelector<HTMLElement>('[data-row-key] [data-column="id"]')!;
    short.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(shownTooltips().some((t) => t.textContent === 'GD000001')).to.equal(false);
  });

  it('sizes a column to its longest text as this machine draws it: ids, capitals, digits and Chinese are never cut', async () => {
    const tag = uniqueTag();
    const texts = ['GD000001', 'WWMMWWMMQQ', '13800000000', '海淀区中关村大街一号院', 'Ab12 测试 WQ'];
    const rows = [{ id: 'R1', phone: '1', content: '' }];
    // Each text in a column of its own, titled short so the text alone sets the width.
    const columns: ListColumn<Order>[] = texts.map((text, i) => ({ key: `c${i}`, title: `列${i}`, value: () => text }));
    defineElement(tag, () => <ListTable rows={rows} columns={columns} rowKey={(o) => o.id} label="宽度" showIndex={false} />);
    // Narrower than the column: the grid keeps the column's own width and scrolls sideways.
    const host = mount(`<${tag} style="width:60px"></${tag}>`);
    const root = host.shadowRoot!;
    await waitFor(() => root.querySelectorAll('[data-row-key] [role="gridcell"]').length === texts.length);
    for (const cell of root.querySelectorAll<HTMLElement>('[data-row-key] [role="gridcell"]')) {
      expect(cell.scrollWidth, cell.textContent!).to.be.at.most(cell.clientWidth);
    }
  });

  it('says 暂无数据, or 未找到与您搜索匹配的项目 after a search', async () => {
    const tag = uniqueTag();
    defineElement(tag, ({ kind }: { kind?: string }) => (
      <ListTable rows={[]} columns={COLUMNS} rowKey={(o) => o.id} label="空列表" emptyKind={kind === 'noMatch' ? 'noMatch' : 'noData'} />
    ), { props: { kind: 'string' } });
    const host = mount(`<${tag}></${tag}>`);
    await waitFor(() => host.shadowRoot!.textContent!.includes('暂无数据'));
    host.setAttribute('kind', 'noMatch');
    await waitFor(() => host.shadowRoot!.textContent!.includes('未找到与您搜索匹配的项目'));
  });

  it('stays a valid grid while it loads and while it is empty: axe finds nothing, the list can be focused to scroll', async () => {
    const tag = uniqueTag();
    defineElement(tag, ({ loading }: { loading?: boolean }) => (
      <ListTable rows={[]} columns={COLUMNS} rowKey={(o) => o.id} label="等待中的列表" loading={loading} onRowClick={() => undefined} />
    ), { props: { loading: 'boolean' } });
    const host = mount(`<${tag} loading="true"></${tag}>`);
    const grid = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="grid"][aria-busy="true"]'), 4000, 'busy grid');
    expect(await accessibilityViolations(grid)).to.deep.equal([]);
    expect(grid.tabIndex).to.equal(0);
    host.setAttribute('loading', 'false');
    await waitFor(() => host.shadowRoot!.textContent!.includes('暂无数据'));
    expect(await accessibilityViolations(grid)).to.deep.equal([]);
  });
});

describe('SearchPanel', () => {
  it('keeps 查询, 重置 and 展开 off the fields beside them at the console’s narrowest page width', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <div style={{ width: '1040px' }}>
        <SearchPanel onSearch={() => undefined} onReset={() => undefined}>
          {['工单编号', '联系电话', '关键字', '开始日期'].map((label) => <label key={label}>{label}<input name={label} style={{ width: '100%', boxSizing: 'border-box' }} /></label>)}
        </SearchPanel>
      </div>
    ));
    const host = mount(`<${tag}></${tag}>`);
    const form = await waitFor(() => host.shadowRoot!.querySelector('form'), 4000, 'search panel');
    const boxes = (selector: string) => [...form.querySelectorAll(selector)].map((node) => node.getBoundingClientRect());
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const button of boxes('button')) {
      for (const input of boxes('input')) expect(overlaps(button, input), 'a button over a field').to.equal(false);
      expect(button.right).to.be.at.most(form.getBoundingClientRect().right + 0.5);
    }
  });

  it('folds extra fields behind 展开 / 收起 and runs 查询 and 重置', async () => {
    const calls: string[] = [];
    const tag = uniqueTag();
    defineElement(tag, () => (
      <SearchPanel onSearch={() => calls.push('search')} onReset={() => calls.push('reset')} visibleFields={2}>
        <label>一</label>
        <label>二</label>
        <label>三</label>
      </SearchPanel>
    ));
    const host = mount(`<${tag}></${tag}>`);
    const root = host.shadowRoot!;
    await waitFor(() => buttonByText(root, '展开'));
    expect(textsIn(root, 'label')).to.deep.equal(['一', '二']);
    buttonByText(root, '展开')!.click();
    await waitFor(() => textsIn(root, 'label').length === 3 && buttonByText(root, '收起'));
    buttonByText(root, '查询')!.click();
    buttonByText(root, '重置')!.click();
    expect(calls).to.deep.equal(['search', 'reset']);
  });
});

describe('TreePickerDialog with the real department and region trees', () => {
  let depts: PickerNode[] = [];
  let regions: PickerNode[] = [];

  before(async () => {
    setEndpoints({ apiBase: testApiBase() });
    endSession('logout');
    await signIn('dispatcher', 'Hotline@2026');
    depts = await fetchDeptTree();
    regions = await fetchRegionTree();
  });

  function mountPicker(kind: 'dept' | 'region', nodes: PickerNode[]) {
    const events: string[] = [];
    const tag = uniqueTag();
    defineElement(tag, () => (
      <TreePickerDialog open kind={kind} nodes={nodes} onConfirm={(n) => events.push(`confirm:${n.name}`)} onCancel={() => events.push('cancel')} onClear={() => events.push('clear')} />
    ));
    return { host: mount(`<${tag}></${tag}>`), events };
  }

  it('is 700 px wide and refuses to confirm without a department', async () => {
    const { host, events } = mountPicker('dept', depts);
    const root = host.shadowRoot!;
    const surface = await waitFor(() => root.querySelector<HTMLElement>('.fui-DialogSurface'));
    // 700 px (or the window less a margin on a narrower screen) once the opening animation is over.
    await waitFor(() => surface.getBoundingClientRect().width === Math.min(700, innerWidth - 32), 3000, 'dialog width');
    buttonByText(root, '确定')!.click();
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent === '请选择部门');
    expect(events).to.deep.equal([]);
  });

  it('filters by keyword, confirms the chosen node, clears and cancels', async () => {
    const { host, events } = mountPicker('dept', depts);
    const root = host.shadowRoot!;
    const input = await waitFor(() => root.querySelector<HTMLInputElement>('input[aria-label="输入关键字过滤"]'));
    typeInto(input, '物业监管');
    // The deepest tree item carrying the name is the unit itself, not its department.
    const item = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter((n) => n.textContent?.includes('物业监管科')).at(-1), 3000, 'matching unit');
    expect(root.querySelectorAll('[role="treeitem"]').length, 'only the match and its ancestors').to.be.lessThan(5);
    item.querySelector<HTMLInputElement>('input[type="radio"]')!.click();
    buttonByText(root, '确定')!.click();
    await waitFor(() => events.includes('confirm:物业监管科'));
    buttonByText(root, '清空')!.click();
    buttonByText(root, '取消')!.click();
    expect(events).to.deep.equal(['confirm:物业监管科', 'clear', 'cancel']);
  });

  it('says 请选择区域 for the region picker', async () => {
    const { host } = mountPicker('region', regions);
    const root = host.shadowRoot!;
    (await waitFor(() => buttonByText(root, '确定'))).click();
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent === '请选择区域');
  });
});

describe('printHtml', () => {
  it('prints sanitized HTML from a hidden frame', async () => {
    const ran: string[] = [];
    (window as unknown as { hacked: (s: string) => void }).hacked = (s) => ran.push(s);
    const before = document.querySelectorAll('iframe').length;
    await printHtml('工单', '<h1>工单 GD1</h1><img src="x" onerror="parent.hacked(\'img\')"><script>parent.hacked("script")</script>');
    const frame = [...document.querySelectorAll('iframe')].at(-1)!;
    expect(document.querySelectorAll('iframe').length).to.be.at.least(before);
    if (frame.contentDocument) expect(frame.contentDocument.body.innerHTML).to.not.contain('onerror');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).to.deep.equal([]);
  });
});

describe('Pager', () => {
  async function mountPager(total: number, more: boolean): Promise<ShadowRoot> {
    const tag = uniqueTag('pager');
    defineElement(tag, () => <Pager page={1} size={20} total={total} more={more} onChange={() => {}} />);
    const host = mount(`<${tag}></${tag}>`);
    return waitFor(() => (host.shadowRoot!.querySelector('[data-total]') ? host.shadowRoot! : null), 5000, 'pager');
  }

  it('shows a total the server capped as 10000+ 条 (the work-order lists answer more: true past 10,000), an exact one as is', async () => {
    const capped = await mountPager(10_000, true);
    expect(capped.querySelector('[data-total]')!.textContent).to.equal('共 10000+ 条');
    expect(capped.querySelector('[data-page-of]')!.textContent).to.equal('第 1 / 500 页');
    const exact = await mountPager(37, false);
    expect(exact.querySelector('[data-total]')!.textContent).to.equal('共 37 条');
  });
});
