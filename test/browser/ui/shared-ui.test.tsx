import { expect } from 'chai';
import { defineElement } from '../../../src/shared/element/index.ts';
import { CopyText, EmptyState } from '../../../src/shared/ui/index.ts';
import { LazyTooltip } from '../../../src/shared/ui/LazyTooltip.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { inShadow, mount, nextFrame, uniqueTag, waitFor } from '../support/dom.ts';

afterEach(() => document.body.replaceChildren());

describe('EmptyState', () => {
  it('shows each of the spec placeholders, the no-match one with its hint', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <div>
        <EmptyState />
        <EmptyState kind="noMatch" />
        <EmptyState kind="noPermission" />
        <EmptyState kind="underConstruction" />
      </div>
    ));
    const host = mount(`<${tag}></${tag}>`);
    await waitFor(() => host.shadowRoot!.querySelectorAll('[data-empty]').length === 4);
    const texts = [...host.shadowRoot!.querySelectorAll('[data-empty]')].map((n) => n.textContent);
    expect(texts).to.deep.equal(['暂无数据', '未找到与您搜索匹配的项目请尝试更换查询条件', '暂无权限', '功能建设中']);
    expect(await accessibilityViolations(host.shadowRoot!.firstElementChild!)).to.deep.equal([]);
  });
});

describe('CopyText', () => {
  // The toaster subscribes in an effect after the first paint; a person cannot click sooner than that.
  async function settled(): Promise<void> {
    await nextFrame();
    await nextFrame();
  }

  function toastTexts(host: Element): string[] {
    return [...host.shadowRoot!.querySelectorAll('.fui-Toast')].map((t) => t.textContent ?? '');
  }

  it('copies the text and says 复制成功', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <CopyText text="WF20261121001" />);
    const host = mount(`<${tag}></${tag}>`);
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'));
    expect(button.getAttribute('aria-label')).to.equal('复制');
    await settled();
    let copied = '';
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    // Headless Chromium has no clipboard permission; observe what the element hands to the clipboard API.
    navigator.clipboard.writeText = async (value: string) => {
      copied = value;
    };
    try {
      button.click();
      await waitFor(() => toastTexts(host).includes('复制成功'), 3000, '复制成功');
      expect(copied).to.equal('WF20261121001');
    } finally {
      navigator.clipboard.writeText = original;
    }
  });

  it('says 无复制内容 for empty text and copies nothing', async () => {
    const tag = uniqueTag();
    defineElement(tag, ({ value }: { value?: string }) => <CopyText text={value} />, { props: { value: 'string' } });
    const host = mount(`<${tag} value=""></${tag}>`);
    await waitFor(() => inShadow(host, 'button'));
    await settled();
    let called = false;
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async () => {
      called = true;
    };
    try {
      (await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'))).click();
      await waitFor(() => toastTexts(host).includes('无复制内容'), 3000, '无复制内容');
      expect(called).to.equal(false);
    } finally {
      navigator.clipboard.writeText = original;
    }
  });
});

describe('LazyTooltip', () => {
  const shownTooltips = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="tooltip"]')].filter((t) => t.checkVisibility());
  // React hears pointer enter through pointerover, as a real pointer sends it.
  const pointAt = (element: Element) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

  it('names CopyText\'s button 复制 at once, and shows 复制 as its tooltip on hover', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <CopyText text="WF20261121001" />);
    const host = mount(`<${tag}></${tag}>`);
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'));
    expect(button.getAttribute('aria-label')).to.equal('复制');
    expect(host.shadowRoot!.querySelector('[role="tooltip"]'), 'no tooltip before a hover').to.equal(null);
    pointAt(button);
    await waitFor(() => shownTooltips(host.shadowRoot!).some((t) => t.textContent === '复制'), 3000, 'tooltip 复制');
    expect(inShadow<HTMLButtonElement>(host, 'button')!.getAttribute('aria-label')).to.equal('复制');
  });

  it('shows a label tooltip on keyboard focus and keeps the focus on its element', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <LazyTooltip content="工单管理" relationship="label" positioning="after">
        <button type="button">图</button>
      </LazyTooltip>
    ));
    const host = mount(`<${tag}></${tag}>`);
    const root = host.shadowRoot!;
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'));
    expect(button.getAttribute('aria-label')).to.equal('工单管理');
    button.focus();
    await waitFor(() => shownTooltips(root).some((t) => t.textContent === '工单管理'), 3000, 'tooltip on focus');
    const focused = root.activeElement as HTMLButtonElement | null;
    expect(focused?.tagName, 'focus stays on the button').to.equal('BUTTON');
    expect(focused!.getAttribute('aria-label')).to.equal('工单管理');
    focused!.blur();
    await waitFor(() => shownTooltips(root).length === 0, 3000, 'hidden on blur');
  });

  it('describes its element, before and after the tooltip has loaded', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <LazyTooltip content="当日接听的来电数" relationship="description" withArrow>
        <span tabIndex={0}>今日接听</span>
      </LazyTooltip>
    ));
    const host = mount(`<${tag}></${tag}>`);
    const root = host.shadowRoot!;
    const name = await waitFor(() => inShadow<HTMLElement>(host, 'span[tabindex]'));
    expect(name.getAttribute('aria-description')).to.equal('当日接听的来电数');
    pointAt(name);
    await waitFor(() => shownTooltips(root).some((t) => t.textContent === '当日接听的来电数'), 3000, 'tooltip on hover');
    const described = inShadow<HTMLElement>(host, 'span[tabindex]')!;
    expect(root.getElementById(described.getAttribute('aria-describedby') ?? '')?.textContent).to.equal('当日接听的来电数');
    expect(described.hasAttribute('aria-description'), 'described once').to.equal(false);
  });
});
