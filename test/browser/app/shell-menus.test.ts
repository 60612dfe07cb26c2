// The console shell's menus load on first use (useShellMenu): the keyboard still opens them with focus inside, Esc
// closes them and gives focus back to their trigger; a keyboard context menu on a tab opens its actions below it.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { waitFor } from '../support/dom.ts';

const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, composed: true }));

describe('<hotline-app>: shell menus loaded on first use', () => {
  beforeEach(freshConsolePage);

  it('↓ on the user menu opens it with focus on its first item; Esc closes it and focuses the button again', async () => {
    const root = await signedInConsole('agent01');
    const button = root.querySelector<HTMLButtonElement>('button[data-user-menu]')!;
    expect(root.querySelector('[role="menu"]'), 'no menu before first use').to.equal(null);
    button.focus();
    key(button, 'ArrowDown');
    const menu = await waitFor(() => root.querySelector('[role="menu"]'), 5000, 'user menu');
    await waitFor(() => menu.contains(root.activeElement), 3000, 'focus in the menu');
    expect(root.activeElement?.textContent).to.equal('首页');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    key(root.activeElement!, 'Escape');
    await waitFor(() => !root.querySelector('[role="menu"]'), 3000, 'menu closed');
    expect(root.activeElement).to.equal(button);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('a keyboard context menu (no pointer) on a tab opens its actions, focus inside', async () => {
    const root = await signedInConsole('agent01');
    const tab = root.querySelector<HTMLElement>('[role="tab"]')!;
    tab.focus();
    tab.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true }));
    const menu = await waitFor(() => root.querySelector('[role="menu"]'), 5000, 'tab menu');
    await waitFor(() => menu.contains(root.activeElement), 3000, 'focus in the menu');
    expect(root.activeElement?.textContent).to.equal('刷新');
    key(root.activeElement!, 'Escape');
    await waitFor(() => !root.querySelector('[role="menu"]'), 3000, 'menu closed');
    expect(root.activeElement).to.equal(tab);
  });
});
