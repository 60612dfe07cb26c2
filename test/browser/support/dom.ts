/** Waits until `check` returns a truthy value (or stops throwing), polling each frame; fails after `timeout` ms. */
export async function waitFor<T>(check: () => T | null | undefined | false, timeout = 5000, what = 'condition'): Promise<T> {
  const deadline = performance.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** A tag name no other test uses, so each test defines its own element. */
let counter = 0;
export function uniqueTag(prefix = 'test-el'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Appends an element to the body and returns it; remove it in afterEach. */
export function mount<T extends HTMLElement = HTMLElement>(html: string): T {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as T;
  document.body.appendChild(element);
  return element;
}

/** The first element matching `selector` inside `host`'s shadow root. */
export function inShadow<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return host.shadowRoot?.querySelector<T>(selector as string) as T | null;
}

/** Where the reference server started by the test runner listens. */
export function testApiBase(): string {
  const base = (window as unknown as { __HOTLINE_TEST__?: { apiBase?: string } }).__HOTLINE_TEST__?.apiBase;
  if (!base) throw new Error('the reference server did not start (window.__HOTLINE_TEST__.apiBase is empty)');
  return base;
}
