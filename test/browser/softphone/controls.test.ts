// The bar's buttons: which move into 更多 when space is short, and the toolbar's arrow keys.
import { expect } from 'chai';
import { controlsToHide, type SoftphoneControl } from '../../../src/elements/softphone/SoftphoneControls.tsx';
import { signInSeat, softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import '../../../src/elements/softphone/softphone.element.tsx';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { signIn } from '../../../src/shared/session/signIn.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

const control = (id: string, enabled: boolean, urgent = false): SoftphoneControl =>
  ({ id, label: id, icon: null as never, enabled, urgent, onClick: () => undefined });

describe('softphone buttons that do not fit', () => {
  const controls = [control('sign-in', true), control('sign-out', false), control('answer', true, true), control('mute', false), control('queue', true)];

  it('hides nothing when all fit, and nothing more than needed', () => {
    expect([...controlsToHide(controls, [50, 50, 50, 50, 50], 250, 30)]).to.deep.equal([]);
    expect([...controlsToHide(controls, [50, 50, 50, 50, 50], 249, 30)]).to.deep.equal(['mute']);
  });

  it('moves disabled buttons first (from the end), then enabled ones from the end, urgent ones last', () => {
    expect([...controlsToHide(controls, [50, 50, 50, 50, 50], 180, 30)]).to.deep.equal(['mute', 'sign-out']);
    expect([...controlsToHide(controls, [50, 50, 50, 50, 50], 140, 30)]).to.deep.equal(['mute', 'sign-out', 'queue']);
    expect([...controlsToHide(controls, [50, 50, 50, 50, 50], 60, 10)]).to.deep.equal(['mute', 'sign-out', 'queue', 'sign-in']);
  });
});

describe('<hotline-softphone> toolbar keys', () => {
  before(() => setEndpoints({ apiBase: testApiBase() }));
  afterEach(() => {
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
  });

  it('← and → move between the usable buttons, Home and End to the first and last', async () => {
    await signIn('agent01', 'Hotline@2026');
    const host = document.createElement('hotline-softphone');
    host.style.cssText = 'display:block;width:1400px';
    document.body.appendChild(host);
    const toolbar = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="toolbar"][data-connection="connected"]'), 8000, 'connected bar');
    // A signed-in seat has several usable buttons (签出, 示忙, 外呼 …).
    const classes = await (await fetch(`${testApiBase()}/aip/callcenter/banci/page`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': sessionStorage.getItem('token') ?? '' }, body: JSON.stringify({ current: 1, size: 100000 }),
    })).json() as { data: { records: Array<{ id: number }> } };
    signInSeat(classes.data.records[0]!.id, 'skill1', '');
    await waitFor(() => softphone.seatStatus !== 'Logged Out', 5000, 'seat signed in');
    const usable = () => [...toolbar.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter((b) => b.offsetParent !== null);
    await waitFor(() => usable().length >= 2, 4000, 'two usable buttons');
    const [first, second] = usable();
    first!.focus();
    const press = (key: string) => host.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    press('ArrowRight');
    expect(host.shadowRoot!.activeElement).to.equal(second);
    press('ArrowLeft');
    expect(host.shadowRoot!.activeElement).to.equal(first);
    press('End');
    expect(host.shadowRoot!.activeElement).to.equal(usable().at(-1));
    press('Home');
    expect(host.shadowRoot!.activeElement).to.equal(first);
  });
});
