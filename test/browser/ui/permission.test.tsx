import { expect } from 'chai';
import { Component, type ReactNode } from 'react';
import { defineElement } from '../../../src/shared/element/index.ts';
import { session, setPermissions } from '../../../src/shared/session/index.ts';
import { Permission, checkPermi } from '../../../src/shared/ui/index.ts';
import { mount, uniqueTag, waitFor } from '../support/dom.ts';

afterEach(() => {
  document.body.replaceChildren();
  setPermissions([]);
});

describe('Permission', () => {
  it('removes a button unless one of its permissions is held, and follows changes', async () => {
    setPermissions(['gongdan:order:export']);
    const tag = uniqueTag();
    defineElement(tag, () => (
      <div>
        <Permission value={['gongdan:order:export', 'sys:user:save']}>
          <button>导出</button>
        </Permission>
        <Permission value={['sys:menu:delete']}>
          <button>删除</button>
        </Permission>
      </div>
    ));
    const host = mount(`<${tag}></${tag}>`);
    await waitFor(() => host.shadowRoot!.querySelector('button'));
    expect([...host.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['导出']);
    setPermissions(['sys:menu:delete']);
    await waitFor(() => host.shadowRoot!.querySelector('button')?.textContent === '删除', 2000, 'permissions changed');
    expect(session.permissions).to.deep.equal(['sys:menu:delete']);
  });

  it("throws 'missing unique directive' without a permission list", async () => {
    class Boundary extends Component<{ children: ReactNode }, { message: string }> {
      override state = { message: '' };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ? <p data-error="">{this.state.message}</p> : this.props.children;
      }
    }
    const tag = uniqueTag();
    const original = console.error;
    console.error = () => undefined; // React logs the caught error; the boundary shows it
    try {
      defineElement(tag, () => (
        <Boundary>
          <Permission value={[]}>
            <button>x</button>
          </Permission>
        </Boundary>
      ));
      const host = mount(`<${tag}></${tag}>`);
      await waitFor(() => host.shadowRoot!.querySelector('[data-error]')?.textContent === 'missing unique directive', 2000, 'the error');
    } finally {
      console.error = original;
    }
  });

  it('keeps the spec’s always-denying check helper', () => {
    expect(checkPermi()).to.equal(false);
  });
});
