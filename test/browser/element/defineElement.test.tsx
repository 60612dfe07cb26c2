import {
  Button,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Popover,
  PopoverSurface,
  PopoverTrigger,
} from '@fluentui/react-components';
import { expect } from 'chai';
import { proxy, useSnapshot } from 'valtio';
import { defineElement, useEmit } from '../../../src/shared/element/index.ts';
import { session } from '../../../src/shared/session/index.ts';
import { inShadow, mount, uniqueTag, waitFor } from '../support/dom.ts';

const BRAND_BACKGROUND = 'rgb(15, 108, 189)'; // webLightTheme colorBrandBackground #0f6cbd
const RED = 'rgb(255, 0, 0)';

afterEach(() => {
  document.body.replaceChildren();
  document.querySelectorAll('style[data-test-host]').forEach((style) => style.remove());
});

function addHostStyle(css: string): void {
  const style = document.createElement('style');
  style.setAttribute('data-test-host', '');
  style.textContent = css;
  document.head.appendChild(style);
}

describe('defineElement: styles in the shadow root', () => {
  it('gives a Fluent Button the brand background while a host rule does not reach it, and nothing leaks out', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <Button appearance="primary">签入</Button>);
    addHostStyle('button { background: red !important; }');
    const host = mount(`<${tag}></${tag}>`);
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'));
    await waitFor(() => getComputedStyle(button).backgroundColor === BRAND_BACKGROUND, 3000, 'brand background');

    // The same class names on a light-DOM button do not pick up our styles: they live only in the shadow root.
    const outside = document.createElement('button');
    outside.className = button.className;
    outside.textContent = 'outside';
    document.body.appendChild(outside);
    expect(getComputedStyle(outside).backgroundColor).to.equal(RED);
    expect(getComputedStyle(outside).getPropertyValue('--colorBrandBackground')).to.equal('');
    expect(button.textContent).to.equal('签入');
  });

  it('renders an opened Popover, Dialog and Menu inside the shadow root, styled', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <div>
        <Popover open>
          <PopoverTrigger>
            <Button>popover</Button>
          </PopoverTrigger>
          <PopoverSurface data-testid="popover">弹出内容</PopoverSurface>
        </Popover>
        <Menu open>
          <MenuTrigger>
            <Button>menu</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem>刷新</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
        <Dialog open modalType="non-modal">
          <DialogSurface>
            <DialogBody>
              <DialogTitle>提示</DialogTitle>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </div>
    ));
    const host = mount(`<${tag}></${tag}>`);
    const root = host.shadowRoot!;
    const popover = await waitFor(() => root.querySelector<HTMLElement>('[data-testid="popover"]'));
    const menu = await waitFor(() => root.querySelector<HTMLElement>('[role="menu"]')?.closest<HTMLElement>('.fui-MenuPopover'));
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]'));
    for (const surface of [popover, menu, dialog]) {
      expect(surface.getRootNode()).to.equal(root);
      expect(surface.closest('[data-hotline-portals]'), 'mounted in the portal node').to.not.equal(null);
      const style = getComputedStyle(surface);
      expect(style.backgroundColor, 'surface background').to.equal('rgb(255, 255, 255)');
      expect(parseFloat(style.borderTopLeftRadius), 'rounded corners').to.be.greaterThan(0);
    }
    expect(document.body.querySelector('[role="menu"], [role="dialog"]')).to.equal(null);
  });
});

describe('defineElement: state, properties, attributes and events', () => {
  it('lets two elements share one Valtio store: a change in one re-renders the other', async () => {
    const counter = proxy({ count: 0 });
    const writer = uniqueTag();
    const reader = uniqueTag();
    defineElement(writer, () => <Button onClick={() => (counter.count += 1)}>加一</Button>);
    defineElement(reader, () => <output>{useSnapshot(counter).count}</output>);
    const a = mount(`<${writer}></${writer}>`);
    const b = mount(`<${reader}></${reader}>`);
    const output = await waitFor(() => inShadow(b, 'output'));
    expect(output.textContent).to.equal('0');
    (await waitFor(() => inShadow<HTMLButtonElement>(a, 'button'))).click();
    await waitFor(() => output.textContent === '1', 2000, 'reader re-render');
  });

  it('picks up a property set before customElements.define', async () => {
    const tag = uniqueTag();
    const early = document.createElement(tag) as HTMLElement & { heading?: string };
    early.heading = '先设置的标题';
    document.body.appendChild(early);
    defineElement(tag, ({ heading }: { heading?: string }) => <h1>{heading}</h1>, { props: { heading: 'string' } });
    const h1 = await waitFor(() => inShadow(early, 'h1'));
    await waitFor(() => h1.textContent === '先设置的标题', 2000, 'early property');
  });

  it('takes a token property set before define into the shared session without reflecting it', async () => {
    const tag = uniqueTag();
    const early = document.createElement(tag) as HTMLElement & { token?: string };
    early.token = 'host-held-token';
    document.body.appendChild(early);
    defineElement(tag, () => <span>ok</span>);
    await waitFor(() => inShadow(early, 'span'));
    expect(session.token).to.equal('host-held-token');
    expect(early.getAttribute('token')).to.equal(null);
    expect(early.outerHTML).to.not.contain('host-held-token');
  });

  it('reads "true", "false", a bare boolean attribute and a removed attribute', async () => {
    const tag = uniqueTag();
    defineElement(
      tag,
      ({ compact, label }: { compact?: boolean; label?: string }) => (
        <p data-compact={String(compact)}>{label ?? '默认'}</p>
      ),
      { props: { compact: 'boolean', label: 'string' } },
    );
    const host = mount(`<${tag} compact="true" label="班组"></${tag}>`);
    const p = await waitFor(() => inShadow<HTMLParagraphElement>(host, "p"));
    await waitFor(() => p.dataset.compact === 'true' && p.textContent === '班组', 2000, 'initial attributes');

    host.setAttribute('compact', 'false');
    await waitFor(() => p.dataset.compact === 'false', 2000, '"false"');
    host.setAttribute('compact', '');
    await waitFor(() => p.dataset.compact === 'true', 2000, 'bare attribute');
    host.removeAttribute('compact');
    await waitFor(() => p.dataset.compact === 'undefined', 2000, 'removed boolean');
    host.removeAttribute('label');
    await waitFor(() => p.textContent === '默认', 2000, 'removed string falls back to the default');
  });

  it('ignores a number attribute that is not a number, with a Chinese warning', async () => {
    const tag = uniqueTag();
    defineElement(tag, ({ size }: { size?: number }) => <i>{size === undefined ? '无' : size * 2}</i>, {
      props: { size: 'number' },
    });
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(String(message));
    try {
      const host = mount(`<${tag} size="21"></${tag}>`);
      const i = await waitFor(() => inShadow(host, 'i'));
      await waitFor(() => i.textContent === '42', 2000, 'numeric attribute');
      host.setAttribute('size', 'abc');
      await waitFor(() => i.textContent === '无', 2000, 'bad number ignored');
      expect(warnings.some((w) => w.includes('不是有效数字'))).to.equal(true);
    } finally {
      console.warn = original;
    }
  });

  it('emits events that a listener on document receives with their detail', async () => {
    const tag = uniqueTag();
    function Saver() {
      const emit = useEmit();
      return <Button onClick={() => emit('hotline-order-saved', { workflowId: 'WF-1' })}>保存</Button>;
    }
    defineElement(tag, Saver);
    const host = mount(`<${tag}></${tag}>`);
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('hotline-order-saved', (event) => resolve(event as CustomEvent), { once: true }),
    );
    (await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'))).click();
    const event = await received;
    expect(event.detail).to.deep.equal({ workflowId: 'WF-1' });
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.target).to.equal(host);
  });

  it('survives 20 disconnects and reconnects without growing style sheets or erroring', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => (
      <Popover open>
        <PopoverTrigger>
          <Button appearance="primary">查询</Button>
        </PopoverTrigger>
        <PopoverSurface>内容</PopoverSurface>
      </Popover>
    ));
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const host = mount(`<${tag}></${tag}>`);
      await waitFor(() => inShadow(host, 'button'));
      const sheetsAfterFirst = host.shadowRoot!.adoptedStyleSheets.length;
      const headStylesAfterFirst = document.head.querySelectorAll('style').length;
      for (let i = 0; i < 20; i += 1) {
        host.remove();
        await new Promise((resolve) => setTimeout(resolve, 0));
        document.body.appendChild(host);
        await waitFor(() => inShadow(host, 'button'));
      }
      const button = await waitFor(() => inShadow<HTMLButtonElement>(host, 'button'));
      await waitFor(() => getComputedStyle(button).backgroundColor === BRAND_BACKGROUND, 2000, 'still styled');
      expect(host.shadowRoot!.adoptedStyleSheets.length).to.equal(sheetsAfterFirst);
      expect(document.head.querySelectorAll('style').length).to.equal(headStylesAfterFirst);
      expect(host.shadowRoot!.querySelectorAll('[data-hotline-portals]').length).to.equal(1);
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      console.error = originalError;
    }
  });

  it('defines a tag only once', () => {
    const tag = uniqueTag();
    const first = defineElement(tag, () => <span>一</span>);
    const second = defineElement(tag, () => <span>二</span>);
    expect(second).to.equal(first);
  });
});

describe('defineElement: a host page that uses Griffel itself', () => {
  it('does not let the page’s own Griffel style elements stop our rules from reaching the shadow root', async () => {
    // A Fluent/Griffel host page renders its rules into <style data-make-styles-bucket> elements in its head.
    const tag = uniqueTag();
    const probe = document.createElement('div');
    document.body.appendChild(probe);
    defineElement(tag, () => <Button appearance="primary">派遣</Button>);
    const first = mount(`<${tag}></${tag}>`);
    const button = await waitFor(() => inShadow<HTMLButtonElement>(first, 'button'));
    await waitFor(() => getComputedStyle(button).backgroundColor === BRAND_BACKGROUND, 3000, 'styled');
    // Copy every rule our element uses into a host-page bucket element, as a server-rendered Fluent page would have.
    const hostBucket = document.createElement('style');
    hostBucket.setAttribute('data-make-styles-bucket', 'd');
    hostBucket.textContent = [...first.shadowRoot!.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText)).join('\n');
    document.head.appendChild(hostBucket);
    try {
      const otherTag = uniqueTag();
      defineElement(otherTag, () => <Button appearance="primary">回访</Button>);
      const second = mount(`<${otherTag}></${otherTag}>`);
      const other = await waitFor(() => inShadow<HTMLButtonElement>(second, 'button'));
      await waitFor(() => getComputedStyle(other).backgroundColor === BRAND_BACKGROUND, 3000, 'second element styled despite the host buckets');
    } finally {
      hostBucket.remove();
      probe.remove();
    }
  });
});
