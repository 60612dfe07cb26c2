// A lazy view whose chunk is already here renders at once: no fallback, so React's 300 ms throttle on revealing a
// suspended boundary never delays it (the softphone bar painted ~300 ms late for that), and a mounted view keeps its state.
import { expect } from 'chai';
import { Suspense, useState } from 'react';
import { defineElement } from '../../../src/shared/element/index.ts';
import { retryableLazy } from '../../../src/shared/ui/retryableLazy.ts';
import { inShadow, mount, uniqueTag, waitFor } from '../support/dom.ts';

afterEach(() => document.body.replaceChildren());

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

describe('retryableLazy', () => {
  it('a preloaded view mounts without ever showing its fallback', async () => {
    const View = retryableLazy(async () => ({ default: Counter }));
    expect(View.isLoaded()).to.equal(false);
    expect(await View.preload()).to.equal(true);
    expect(View.isLoaded()).to.equal(true);
    let fallbacks = 0;
    const Fallback = () => {
      fallbacks += 1;
      return <span>加载中</span>;
    };
    const tag = uniqueTag();
    defineElement(tag, () => <Suspense fallback={<Fallback />}><View label="坐席" /></Suspense>);
    const host = mount(`<${tag}></${tag}>`);
    await waitFor(() => inShadow(host, 'button')?.textContent === '坐席 0', 3000, 'the view');
    expect(fallbacks).to.equal(0);
  });

  it('a view that mounted while loading keeps its state when its parent renders again after the load', async () => {
    const View = retryableLazy(async () => ({ default: Counter }));
    let rerender: (label: string) => void = () => undefined;
    function Parent() {
      const [label, setLabel] = useState('工单');
      rerender = setLabel;
      return <Suspense fallback={<span>加载中</span>}><View label={label} /></Suspense>;
    }
    const tag = uniqueTag();
    defineElement(tag, Parent);
    const host = mount(`<${tag}></${tag}>`);
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'), 3000, 'the view');
    button.click();
    await waitFor(() => button.textContent === '工单 1', 3000, 'counted');
    rerender('派单');
    await waitFor(() => inShadow(host, 'button')?.textContent === '派单 1', 3000, 'state kept across the parent render');
  });

  it('a failed preload says so and the view can still be rendered (its own import tries again)', async () => {
    let up = false;
    const View = retryableLazy(async () => {
      if (!up) throw new TypeError('Failed to fetch dynamically imported module: /chunks/View.js');
      return { default: Counter };
    });
    expect(await View.preload()).to.equal(false);
    up = true;
    expect(await View.preload()).to.equal(true);
  });
});
