/** When the running test's own timeout ends (performance.now() time); 0 outside a test (a hook, a console tab). */
let testEndsAt = 0;
// A root hook, registered once by the page that runs the test file (a console tab loads the file without mocha).
if (typeof beforeEach === 'function' && typeof afterEach === 'function') {
  beforeEach(function () {
    const ms = this.currentTest?.timeout() ?? 0;
    testEndsAt = ms > 0 ? performance.now() + ms : 0;
  });
  afterEach(() => { testEndsAt = 0; });
}

/**
 * Waits until `check` returns a truthy value (or stops throwing), polling every 16 ms. A slow machine reaches the same
 * state later, so inside a test the wait goes on until just before the test's own timeout; `timeout` (ms) is the wait
 * outside a test and the least it waits, and it fails naming `what` and the last error.
 */
export function waitFor<T>(check: () => T | null | undefined | false, timeout = 5000, what = 'condition'): Promise<T> {
  return waitForAsync(async () => check(), timeout, what);
}

/** waitFor for a check that asks something first (the server's state): the same deadline, one check at a time. */
export async function waitForAsync<T>(check: () => Promise<T | null | undefined | false>, timeout = 5000, what = 'condition'): Promise<T> {
  const deadline = Math.max(performance.now() + timeout, testEndsAt - 500);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
    // A timer, not a frame: frames pause in a page the browser considers hidden.
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/**
 * Resolves when nothing on the page is moving: every finite animation or transition (a dialog fading in, a tooltip, a
 * focus ring) has finished; endless ones (a spinner) do not count. Checks that read colours or positions (axe's colour
 * contrast) wait for this, not for a fixed time a loaded machine overruns.
 */
export async function settled(): Promise<void> {
  await waitForAsync(async () => {
    // getAnimations flushes style first, so a transition just triggered is already listed.
    const moving = animationsIn(document).filter((a) => (a.playState === 'running' || a.pending)
      && a.effect?.getComputedTiming().endTime !== Infinity);
    if (!moving.length) return true;
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    return false;
  }, 5000, 'the page to stand still');
}

/** The animations of a document or shadow root and of every shadow root inside it (a document's own list leaves them out). */
function animationsIn(root: Document | ShadowRoot): Animation[] {
  const found = root.getAnimations();
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...animationsIn(element.shadowRoot));
  return found;
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

/** Types into a React-controlled input the way a person does: the value changes and an input event fires. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Picks an option of a native select the way a person does: once the option is there (options often come from the
 * server after the form shows; setting a value not yet listed silently keeps the old one), then a change event.
 */
export async function chooseOption(select: HTMLSelectElement, value: string, what = select.name): Promise<void> {
  await waitFor(() => [...select.options].some((o) => o.value === value), 5000, `option ${value} of ${what}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The texts of the elements matching `selector` in a shadow root. */
export function textsIn(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((node) => (node.textContent ?? '').trim());
}

/** The first button whose text is `label` (exactly, after trimming). */
export function buttonByText(root: ParentNode, label: string): HTMLButtonElement | null {
  return ([...root.querySelectorAll('button')] as HTMLButtonElement[]).find((b) => b.textContent?.trim() === label) ?? null;
}

/** The dialog whose text includes `text`: found by what it says, since another may still be fading out. */
export function dialogSaying(root: ParentNode, text: string, timeout = 5000): Promise<HTMLElement> {
  return waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((d) => d.textContent!.includes(text)), timeout, text);
}

/** The list row whose text includes `text`. */
export const rowWith = (scope: ParentNode, text: string): HTMLElement | null =>
  [...scope.querySelectorAll<HTMLElement>('[role="row"][data-row-key]')].find((r) => r.textContent!.includes(text)) ?? null;

/** A row action: its button in the 操作 cell, or its item in the cell's ⋯ menu (opened in `root`) when it was folded there. */
export async function rowAction(root: ParentNode, row: HTMLElement, label: string): Promise<HTMLElement> {
  const inline = row.querySelector<HTMLElement>(`button[aria-label="${label}"]`);
  if (inline) return inline;
  row.querySelector<HTMLButtonElement>('button[aria-label="更多操作"]')!.click();
  return waitFor(() => root.querySelector<HTMLElement>(`[role="menuitem"][aria-label="${label}"]`), 5000, `${label} in the ⋯ menu`);
}

/** A row action found by its label alone: inline in `scope`, or in whichever row's ⋯ menu (opened in `root`) holds it. */
export async function rowActionByLabel(root: ParentNode, scope: ParentNode, label: string): Promise<HTMLElement> {
  const inline = scope.querySelector<HTMLElement>(`button[aria-label="${label}"]`);
  if (inline) return inline;
  for (const more of scope.querySelectorAll<HTMLButtonElement>('[role="row"] button[aria-label="更多操作"]')) {
    more.click();
    await waitFor(() => root.querySelector('[role="menu"]'), 3000, '⋯ menu');
    const item = root.querySelector<HTMLElement>(`[role="menuitem"][aria-label="${label}"]`);
    if (item) return item;
    more.click();
    await waitFor(() => !root.querySelector('[role="menu"]'), 3000, '⋯ menu closed');
  }
  throw new Error(`没有找到行操作 ${label}`);
}
