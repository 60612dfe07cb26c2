import { expect } from 'chai';
import { setEndpoints } from '../../../src/shared/config.ts';
import { defineElement } from '../../../src/shared/element/index.ts';
import { endSession, session } from '../../../src/shared/session/index.ts';
import { mount, testApiBase, typeInto, uniqueTag, waitFor } from '../support/dom.ts';

describe('an element that requires a session', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    endSession('logout');
    sessionStorage.clear();
    setEndpoints({ apiBase: testApiBase() });
  });

  it('shows a sign-in form without a session, then the part; a second element shares the sign-in', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => <p data-part="">{session.userInfo?.realName}</p>, { requiresSession: true });
    const first = mount(`<${tag}></${tag}>`);
    const second = mount(`<${tag}></${tag}>`);
    const form = await waitFor(() => first.shadowRoot!.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 5000, 'sign-in form');
    expect(first.shadowRoot!.querySelector('[data-part]')).to.equal(null);
    typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, 'agent01');
    typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'Hotline@2026');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => first.shadowRoot!.querySelector('[data-part]')?.textContent === '王晓敏', 8000, 'part after sign-in');
    await waitFor(() => second.shadowRoot!.querySelector('[data-part]'), 3000, 'the other element shares the session');
  });

  it('asks to sign in again when the server refuses the stored token', async () => {
    sessionStorage.setItem('token', 'no-longer-valid');
    session.token = 'no-longer-valid';
    const tag = uniqueTag();
    defineElement(tag, () => <p data-part="">ok</p>, { requiresSession: true });
    const host = mount(`<${tag}></${tag}>`);
    await waitFor(() => host.shadowRoot!.querySelector('form[aria-label="登录"]'), 8000, 'sign-in form after 401');
    expect(session.token).to.equal(null);
  });
});
