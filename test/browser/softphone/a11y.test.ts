// The softphone bar and its sign-in dialog are usable with assistive technology (axe-core, real server).
import { expect } from 'chai';
import { stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import '../../../src/elements/softphone/softphone.element.tsx';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { signIn } from '../../../src/shared/session/signIn.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

describe('<hotline-softphone> accessibility', () => {
  before(() => setEndpoints({ apiBase: testApiBase() }));
  afterEach(() => {
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
  });

  it('has no axe violations in the bar and in the sign-in dialog', async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    await signIn('agent01', 'Hotline@2026');
    const host = document.createElement('hotline-softphone');
    document.body.appendChild(host);
    const root = host.shadowRoot!;
    await waitFor(() => root.querySelector('[data-connection="connected"]'), 8000, 'connected');
    expect(await accessibilityViolations(root.firstElementChild!)).to.deep.equal([]);
    root.querySelector<HTMLButtonElement>('[data-control="sign-in"]')!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[data-dialog="sign-in"]'), 3000, 'sign-in dialog');
    // Contrast is judged on the drawn colours: accessibilityViolations waits until the dialog has faded in.
    expect(await accessibilityViolations(dialog)).to.deep.equal([]);
  });
});
