import { expect } from 'chai';
import { defineElement } from '../../../src/shared/element/index.ts';
import { CopyText, EmptyState } from '../../../src/shared/ui/index.ts';
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
