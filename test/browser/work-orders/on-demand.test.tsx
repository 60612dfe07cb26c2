import { expect } from 'chai';
import type { ReactElement } from 'react';
import { defineElement } from '../../../src/shared/element/index.ts';
import { retryableLazy } from '../../../src/shared/ui/retryableLazy.ts';
import { OnDemandDialog, OnDemandField } from '../../../src/elements/work-orders/common/OnDemand.tsx';
import { mount, uniqueTag, waitFor } from '../support/dom.ts';

// A chunk that cannot load, as the browser reports it, and one that waits until let go.
const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /chunks/ActionDialog.js'));
function pending() {
  let release = () => {};
  const loaded = new Promise<{ default: () => ReactElement }>((resolve) => {
    release = () => resolve({ default: () => <p data-loaded>已加载</p> });
  });
  return { load: () => loaded, release: () => release() };
}

describe('work-order parts loaded on demand', () => {
  it('a dialog shows 加载中… while its chunk comes, then the dialog', async () => {
    const chunk = pending();
    const Part = retryableLazy(chunk.load);
    const tag = uniqueTag();
    defineElement(tag, () => <OnDemandDialog><Part /></OnDemandDialog>);
    const root = mount(`<${tag}></${tag}>`).shadowRoot!;
    const spinner = await waitFor(() => root.querySelector('[role="status"] [role="progressbar"]'));
    expect(spinner.closest('[role="status"]')!.textContent).to.include('加载中');
    chunk.release();
    await waitFor(() => root.querySelector('[data-loaded]'));
    expect(root.querySelector('[role="progressbar"]')).to.equal(null);
  });

  it('a dialog whose chunk cannot load says 对话框加载失败 with 重试, not a blank', async () => {
    const Part = retryableLazy(missing);
    const tag = uniqueTag();
    defineElement(tag, () => <OnDemandDialog><Part /></OnDemandDialog>);
    const root = mount(`<${tag}></${tag}>`).shadowRoot!;
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[data-error-boundary="对话框"]'));
    expect(alert.textContent).to.include('对话框加载失败');
    expect([...alert.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['重试']);
  });

  it('a field whose chunk cannot load says so in its place', async () => {
    const Part = retryableLazy(missing);
    const tag = uniqueTag();
    defineElement(tag, () => <OnDemandField><Part /></OnDemandField>);
    const root = mount(`<${tag}></${tag}>`).shadowRoot!;
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[data-error-boundary="输入项"]'));
    expect(alert.textContent).to.include('输入项加载失败');
  });
});
