// Every element renders its part inside an error boundary: a part that throws, or whose chunk cannot be fetched, says
// what failed with 重试 instead of leaving a blank hole, and 重试 renders it again (importing a failed chunk again).
import { expect } from 'chai';
import { Suspense } from 'react';
import { defineElement } from '../../../src/shared/element/index.ts';
import { retryableLazy } from '../../../src/shared/ui/retryableLazy.ts';
import { buttonByText, inShadow, mount, uniqueTag, waitFor } from '../support/dom.ts';

afterEach(() => document.body.replaceChildren());

const text = (host: Element) => host.shadowRoot?.textContent ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('defineElement: error boundary around every part', () => {
  it('a part that throws shows 组件出错了 with the error and 重试; the element beside it keeps working', async () => {
    let broken = true;
    const flaky = uniqueTag();
    defineElement(flaky, () => {
      if (broken) throw new Error('工单数据格式异常');
      return <p>工单列表</p>;
    });
    const healthy = uniqueTag();
    defineElement(healthy, () => <p>公告</p>);
    const host = mount(`<${flaky}></${flaky}>`);
    const neighbour = mount(`<${healthy}></${healthy}>`);

    const alert = await waitFor(() => inShadow(host, '[role="alert"][data-error-boundary]'), 3000, 'error notice');
    expect(alert.textContent).to.contain('组件出错了');
    expect(alert.textContent).to.contain('工单数据格式异常');
    await waitFor(() => text(neighbour) === '公告', 3000, 'the other element');

    broken = false;
    buttonByText(host.shadowRoot!, '重试')!.click();
    await waitFor(() => text(host) === '工单列表', 3000, 'rendered again after 重试');
    expect(inShadow(host, '[data-error-boundary]')).to.equal(null);
  });

  it('a chunk that cannot be fetched shows 组件加载失败 and imports again only when 重试 is clicked', async () => {
    let serverUp = false;
    let imports = 0;
    const View = retryableLazy(async () => {
      imports += 1;
      if (!serverUp) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/dist/chunks/View.js');
      return { default: ({ label }: { label: string }) => <p>{label}</p> };
    });
    const tag = uniqueTag();
    defineElement(tag, () => (
      <Suspense fallback={<span>加载中</span>}>
        <View label="已加载" />
      </Suspense>
    ));
    const host = mount(`<${tag}></${tag}>`);

    const alert = await waitFor(() => inShadow(host, '[role="alert"][data-error-boundary]'), 3000, 'load failure');
    expect(alert.textContent).to.contain('组件加载失败');
    expect(alert.textContent).to.contain('请检查网络连接');
    // The failure stays on screen: no import loop behind a spinner.
    await sleep(300);
    expect(imports).to.equal(1);
    expect(inShadow(host, '[data-error-boundary]')).to.not.equal(null);

    // 重试 while the server is still down: imported again, failed again, still says so.
    buttonByText(host.shadowRoot!, '重试')!.click();
    await waitFor(() => imports === 2 && inShadow(host, '[data-error-boundary]'), 3000, 'second failure');

    serverUp = true;
    buttonByText(host.shadowRoot!, '重试')!.click();
    await waitFor(() => text(host) === '已加载', 3000, 'loaded after 重试');
    expect(imports).to.equal(3);
  });
});
