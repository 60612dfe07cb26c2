import { expect } from 'chai';
import { apiBase, endpoints, wsBase } from '../../../src/shared/config.ts';
import { defineElement } from '../../../src/shared/element/index.ts';
import { mount, uniqueTag, waitFor } from '../support/dom.ts';

afterEach(() => {
  document.body.replaceChildren();
  delete endpoints.apiBase;
  delete endpoints.wsBase;
});

describe('api-base and ws-base attributes', () => {
  it('removing api-base restores the page origin for every element on the page', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => null);
    const first = mount(`<${tag} api-base="http://127.0.0.1:9/" ws-base="ws://127.0.0.1:9"></${tag}>`);
    mount(`<${tag}></${tag}>`);
    await waitFor(() => apiBase() === 'http://127.0.0.1:9', 2000, 'api-base applied');
    expect(wsBase()).to.equal('ws://127.0.0.1:9');

    first.removeAttribute('api-base');
    expect(apiBase()).to.equal(location.origin);
    first.removeAttribute('ws-base');
    expect(wsBase()).to.equal(location.origin.replace(/^http/, 'ws'));
  });

  it('an element without the attribute leaves another element’s api-base alone', async () => {
    const tag = uniqueTag();
    defineElement(tag, () => null);
    mount(`<${tag} api-base="http://127.0.0.1:9"></${tag}>`);
    mount(`<${tag}></${tag}>`);
    expect(apiBase()).to.equal('http://127.0.0.1:9');
  });
});
