import { expect } from 'chai';
import {
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  openTab,
  refreshTab,
  resetTabs,
  tabs,
  type Tab,
} from '../../../src/app/stores/tabs.store.ts';
import { pageStates } from '../../../src/shared/ui/pageState.ts';

const paths = () => tabs.list.map((t) => t.path);
const open = (...list: string[]) => list.forEach((p) => openTab({ path: p, title: p.slice(1) }, p));

describe('tabs store: the tab bar actions', () => {
  beforeEach(() => {
    resetTabs();
    open('/a', '/b', '/c', '/d');
  });

  it('always keeps the home tab first, and opens each path once', () => {
    open('/b');
    expect(paths()).to.deep.equal(['/dashboard', '/a', '/b', '/c', '/d']);
    expect(tabs.list[0]).to.include({ affix: true, title: '首页' });
  });

  it('close current: removes it and lands on its right neighbour when it was active', () => {
    expect(closeTab('/b', '/b')).to.equal('/c');
    expect(paths()).to.deep.equal(['/dashboard', '/a', '/c', '/d']);
    expect(closeTab('/d', '/d'), 'the last tab falls back to its left').to.equal('/c');
    expect(closeTab('/a', '/c'), 'closing an inactive tab stays').to.equal(null);
    expect(closeTab('/dashboard', '/dashboard'), 'home cannot be closed').to.equal(null);
    expect(paths()).to.deep.equal(['/dashboard', '/c']);
  });

  it('close others, left, right and all keep the home tab', () => {
    expect(closeOtherTabs('/c', '/a')).to.equal('/c');
    expect(paths()).to.deep.equal(['/dashboard', '/c']);
    resetTabs();
    open('/a', '/b', '/c', '/d');
    expect(closeLeftTabs('/c', '/c')).to.equal(null);
    expect(paths()).to.deep.equal(['/dashboard', '/c', '/d']);
    expect(closeRightTabs('/dashboard', '/d')).to.equal('/dashboard');
    expect(paths()).to.deep.equal(['/dashboard']);
    open('/x', '/y');
    expect(closeAllTabs('/y')).to.equal('/dashboard');
    expect(paths()).to.deep.equal(['/dashboard']);
  });

  // Releasing the work lock of a closed order tab is checked against the server (work-orders/console-links.test.tsx).
  it('clears a closed page’s cached state', () => {
    pageStates['/b'] = { search: '13800000000' };
    closeTab('/b', '/a');
    expect(pageStates['/b']).to.equal(undefined);
  });

  it('refresh remounts the page with fresh state', () => {
    pageStates['/c'] = { page: 3 };
    const before = tabs.list.find((t) => t.path === '/c')!.refreshKey;
    refreshTab('/c');
    expect(tabs.list.find((t) => t.path === '/c')!.refreshKey).to.equal(before + 1);
    expect(pageStates['/c']).to.equal(undefined);
  });

  it('keeps the open tabs in sessionStorage for a reload', async () => {
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const saved = JSON.parse(sessionStorage.getItem('hotlineTabs') ?? '[]') as Tab[];
    expect(saved.map((t) => t.path)).to.deep.equal(['/dashboard', '/a', '/b', '/c', '/d']);
  });
});
