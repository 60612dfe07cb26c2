import { expect } from 'chai';
import type { MenuItem } from '../../../src/shared/api/types.ts';
import { buildMenuRoutes } from '../../../src/app/routing/menuRoutes.ts';
import { resolveLocation, type RouteContext } from '../../../src/app/routing/resolveLocation.ts';
import { resolveView } from '../../../src/app/routing/viewRegistry.ts';
import { MENU_ICONS } from '../../../src/app/layout/menuIcons.tsx';
import { MENU_ICON_NAMES, VIEW_PATHS } from '../../../src/shared/protocol/views.ts';

function item(partial: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem {
  return {
    pid: 0,
    url: '',
    component: '',
    componentName: '',
    icon: '',
    routingType: 3,
    isShow: 0,
    noCache: 0,
    sort: 0,
    children: [],
    ...partial,
  };
}

// Every rule of the spec's "Dynamic routes" in one tree.
const TREE: MenuItem[] = [
  item({
    id: 1,
    name: '工单管理',
    url: '/gong-dan',
    component: 'Layout',
    icon: 'business',
    children: [
      item({ id: 11, name: '工单查询', url: '/gong-dan/list/index', component: 'gong-dan/list/index', componentName: 'GongDanList' }),
      item({ id: 12, name: '受理登记', url: '/gong-dan/dengji', component: 'gong-dan/dengji/index', isShow: 1, noCache: 1 }),
      item({ id: 13, name: '相对路径', url: 'relative', component: 'gong-dan/relative/index' }),
    ],
  }),
  item({
    id: 2,
    name: '知识库',
    url: '/knowledge',
    component: 'Layout',
    icon: 'knowledge',
    children: [
      item({ id: 21, name: '知识检索', url: '/knowledge/search', component: 'knowledge/search', componentName: 'KnowledgeSearch' }),
      item({ id: 22, name: '政策文件', url: '/knowledge.html', routingType: 1 }),
      item({ id: 23, name: '国务院客户端', url: 'https://www.gov.cn/', routingType: 1 }),
    ],
  }),
  item({
    id: 3,
    name: '质检',
    url: '/quality',
    component: 'Layout',
    icon: 'analysis',
    children: [item({ id: 31, name: '录音质检', url: '/qualitySys/inspect', component: 'qualitySys/inspect', componentName: 'QS' })],
  }),
  item({
    id: 4,
    name: '外部',
    url: '/ext',
    component: 'Layout',
    icon: 'network',
    children: [item({ id: 41, name: '外部链接', url: 'https://example.org/', routingType: 3 })],
  }),
  item({ id: 5, name: '隐藏组', url: '/hidden', component: 'Layout', isShow: 1, children: [item({ id: 51, name: '隐藏页', url: '/hidden/page', component: 'x/y' })] }),
];

const ORIGIN = 'https://hotline.example';

describe('buildMenuRoutes: the spec rules for dynamic routes', () => {
  const built = buildMenuRoutes(TREE, ORIGIN);
  const page = (path: string) => built.pages.find((p) => p.path === path);

  it('uses the url as the path of a routed page (routingType 3) and its component as the view', () => {
    expect(page('/gong-dan/list/index')).to.include({ view: 'gong-dan/list/index', name: 'Menu11', title: '工单查询', hidden: false, noCache: false });
    expect(page('/gong-dan/relative'), 'a relative url joins its Layout parent').to.include({ view: 'gong-dan/relative/index' });
  });

  it('routes a page with routingType other than 3 by its id, in a frame, with a name built from the id', () => {
    expect(page('/22')).to.include({ name: 'Frame22', frameUrl: `${ORIGIN}/knowledge.html` });
    expect(page('/23'), 'an http url is the frame address as it is').to.include({ frameUrl: 'https://www.gov.cn/' });
  });

  it('shows /knowledge/ and /qualitySys/ paths in frames with the frame-name parameter', () => {
    expect(page('/knowledge/search')?.frameUrl).to.equal(`${ORIGIN}/knowledge/search?frameName=Menu21`);
    expect(page('/qualitySys/inspect')?.frameUrl).to.equal(`${ORIGIN}/qualitySys/inspect?frameName=Menu31`);
    expect(page('/knowledge/search')?.view).to.equal(undefined);
  });

  it('names every route by its menu id, so an edited url or component keeps the name and no two routes share one', () => {
    const names = built.pages.map((p) => p.name);
    expect(new Set(names).size).to.equal(names.length);
    expect(names.every((n) => /^(Menu|Frame)\d+$/.test(n))).to.equal(true);
    // The same menu with another url and component: same name, new path.
    const edited = TREE.map((group) => group.id !== 1 ? group : {
      ...group,
      children: group.children.map((c) => (c.id === 11 ? { ...c, url: '/gong-dan/query', component: 'gong-dan/detail/index', componentName: 'Other' } : c)),
    });
    const after = buildMenuRoutes(edited, ORIGIN).pages;
    expect(after.find((p) => p.name === 'Menu11')).to.include({ path: '/gong-dan/query', view: 'gong-dan/detail/index' });
    expect(after.some((p) => p.path === '/gong-dan/list/index')).to.equal(false);
  });

  it('keeps one page per path when two menus share a url (the first), with both names unique', () => {
    const twice = [item({ id: 7, name: '目录', url: '/dup', component: 'Layout', children: [
      item({ id: 71, name: '第一', url: '/dup/page', component: 'dashboard/index' }),
      item({ id: 72, name: '第二', url: '/dup/page', component: 'gong-dan/list/index' }),
    ] })];
    const pages = buildMenuRoutes(twice, ORIGIN).pages;
    expect(pages.map((p) => [p.path, p.name, p.title])).to.deep.equal([['/dup/page', 'Menu71', '第一']]);
  });

  it('hides isShow 1 from the menu but keeps it routable; marks noCache 1', () => {
    expect(page('/gong-dan/dengji')).to.include({ hidden: true, noCache: true });
    const titles = JSON.stringify(built.menu);
    expect(titles).to.not.contain('受理登记');
    expect(titles).to.not.contain('隐藏组');
    expect(page('/hidden/page')).to.not.equal(undefined);
  });

  it('makes Layout items groups with their icon, and routingType-3 http items external links', () => {
    expect(built.menu.map((m) => [m.title, m.icon, m.path])).to.deep.equal([
      ['工单管理', 'business', undefined],
      ['知识库', 'knowledge', undefined],
      ['质检', 'analysis', undefined],
      ['外部', 'network', undefined],
    ]);
    expect(built.menu[3]!.children[0]).to.include({ href: 'https://example.org/' });
    expect(built.pages.some((p) => p.path.includes('example.org'))).to.equal(false);
  });

  it('reports an unresolvable component on the console, once', () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(String(message));
    try {
      expect(resolveView('no/such/view')).to.equal(null);
      expect(resolveView('no/such/view')).to.equal(null);
      expect(resolveView('dashboard/index')).to.not.equal(null);
      expect(resolveView('gong-dan/untodo/index'), 'planned views resolve').to.not.equal(null);
      expect(resolveView('/system/dict/index.vue'), 'a listed view not built yet says 功能建设中').to.not.equal(null);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('no/such/view');
  });
});

describe('the view list and icon set the server validates menus against', () => {
  it('resolves every listed view path, and nothing unlisted (not even under a known prefix)', () => {
    const original = console.error;
    const errors: string[] = [];
    console.error = (message: string) => errors.push(String(message));
    try {
      for (const path of VIEW_PATHS) expect(resolveView(path), path).to.not.equal(null);
      expect(resolveView('system/nothing/index')).to.equal(null);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
  });

  it('draws every icon of the set', () => {
    expect(Object.keys(MENU_ICONS).sort()).to.deep.equal([...MENU_ICON_NAMES].sort());
  });
});

describe('resolveLocation: the navigation guard and static routes', () => {
  const signedIn: RouteContext = { hasToken: true, menuLoaded: true, menuPages: buildMenuRoutes(TREE, ORIGIN).pages };
  const signedOut: RouteContext = { hasToken: false, menuLoaded: false, menuPages: [] };

  it('sends / to /login', () => {
    expect(resolveLocation('/', '', signedIn)).to.deep.equal({ kind: 'redirect', to: '/login' });
    expect(resolveLocation('/', '', signedOut)).to.deep.equal({ kind: 'redirect', to: '/login' });
  });

  it('without a token reaches only /login, remembering where the user was going', () => {
    expect(resolveLocation('/login', '', signedOut)).to.deep.equal({ kind: 'login' });
    expect(resolveLocation('/dashboard', '', signedOut)).to.deep.equal({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(resolveLocation('/404', '', signedOut).kind).to.equal('redirect');
  });

  it('with a token lets /login through and resolves static and menu pages', () => {
    expect(resolveLocation('/login', '', signedIn)).to.deep.equal({ kind: 'login' });
    const dashboard = resolveLocation('/dashboard', '', signedIn);
    expect(dashboard.kind === 'page' && dashboard.page).to.include({ title: '首页', affix: true });
    const list = resolveLocation('/gong-dan/list/index', '', signedIn);
    expect(list.kind === 'page' && list.page.title).to.equal('工单查询');
    for (const path of ['/person-center/perCenter', '/gong-dan/WorkOrderReminder', '/gong-dan/untodo', '/gong-dan/uncheckList', '/oauth2/authorize', '/performance-report/chakan']) {
      expect(resolveLocation(path, '', signedIn).kind, path).to.equal('page');
    }
  });

  it('rewrites /gong-dan/dengji to a timestamped page keeping telNo, callId and numberFlag only', () => {
    const now = new Date(2026, 10, 21, 9, 5, 7, 42);
    const result = resolveLocation('/gong-dan/dengji', '?telNo=13800000000&callId=c-1&numberFlag=1&other=x', { ...signedIn, now });
    expect(result).to.deep.equal({ kind: 'redirect', to: '/gong-dan/dengji/20261121090507042?telNo=13800000000&callId=c-1&numberFlag=1' });
    const opened = resolveLocation('/gong-dan/dengji/20261121090507042', 'telNo=13800000000', signedIn);
    expect(opened.kind === 'page' && opened.page).to.include({ path: '/gong-dan/dengji/20261121090507042', view: 'gong-dan/dengji/index' });
  });

  it('treats /redirect/{path} as a refresh helper', () => {
    expect(resolveLocation('/redirect/gong-dan/untodo', '?tab=1', signedIn)).to.deep.equal({ kind: 'redirect', to: '/gong-dan/untodo?tab=1' });
  });

  it('sends an unknown path to /404 once the menu is known, and waits before that', () => {
    expect(resolveLocation('/no/such/page', '', signedIn)).to.deep.equal({ kind: 'redirect', to: '/404' });
    expect(resolveLocation('/no/such/page', '', { ...signedIn, menuLoaded: false })).to.deep.equal({ kind: 'loading' });
    const notFound = resolveLocation('/404', '', signedIn);
    expect(notFound.kind === 'page' && notFound.page.view).to.equal('error/404');
  });
});
