// <hotline-knowledge> against the reference server: search with highlights and synonyms, 纠错 reaching the department,
// edit → 提交审核 → 审核 → 已发布 with the version diff, the frame page, and the element's basics.
import { expect } from 'chai';
import type { KnowledgeOptions } from '../../../src/shared/api/contracts/knowledge.ts';
import { endSession, setPermissions, signIn } from '../../../src/shared/session/index.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, chooseOption, dialogSaying, mount, rowAction, rowWith, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { api, freshStart, PASSWORD, signInAs, tokenOf } from '../notices/support.ts';

// Imported, not at the top: the first test sets a property before the tag is defined.
const define = () => import('../../../src/elements/knowledge/knowledge.element.tsx');

type Host = HTMLElement & { view?: string; token: string | null };
const shadow = (host: Element) => host.shadowRoot!;
const text = (host: Element) => shadow(host).textContent ?? '';
const says = (host: Element, what: string, timeout = 8000) => waitFor(() => text(host).includes(what), timeout, what);

/** A published article of 住建局 (101) made through the API by the knowledge administrator. */
async function publishedArticle(fields: { title: string; body: string; answer?: string; keywords?: string }): Promise<number> {
  const manager = await tokenOf('manager');
  const options = await api<KnowledgeOptions>('/api/knowledge/options', manager, {});
  const category = options.categories.find((c) => c.parentId !== 0) ?? options.categories[0]!;
  const { id, version } = await api<{ id: number; version: number }>('/api/knowledge/article/save', manager,
    { categoryId: category.id, deptId: 101, answer: '', keywords: '', ...fields });
  await api('/api/knowledge/article/submit', manager, { id, version });
  await api('/api/knowledge/article/review', manager, { id, version, approve: true });
  return id;
}

async function mountKnowledge(attributes = ''): Promise<Host> {
  await define();
  const host = mount<Host>(`<hotline-knowledge ${attributes}></hotline-knowledge>`);
  await waitFor(() => shadow(host)?.querySelector('[data-knowledge-view]'), 8000, 'knowledge page');
  return host;
}

async function search(host: Host, words: string): Promise<void> {
  const input = await waitFor(() => shadow(host).querySelector<HTMLInputElement>('[data-knowledge-query]'), 5000, 'search box');
  typeInto(input, words);
  input.closest('form')!.requestSubmit();
}

const hit = (host: Host, id: number) => shadow(host).querySelector<HTMLElement>(`[data-hit="${id}"]`);

describe('<hotline-knowledge>: the element', () => {
  before(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('picks up view set as a property before the tag is defined', async () => {
    await signInAs('manager');
    const early = document.createElement('hotline-knowledge') as Host;
    early.view = 'manage';
    document.body.appendChild(early);
    await define();
    await waitFor(() => early.shadowRoot?.querySelector('[data-knowledge-view="manage"]'), 8000, 'manage view');
  });

  it('follows its view attribute, falls back to 知识检索 when it is removed, and carries frame-name', async () => {
    const host = await mountKnowledge('view="policy" frame-name="Menu803"');
    await waitFor(() => shadow(host).querySelector('[data-knowledge-view="policy"][data-frame-name="Menu803"]'), 5000, 'policy view');
    host.removeAttribute('view');
    await waitFor(() => shadow(host).querySelector('[data-knowledge-view="search"]'), 5000, 'search after removal');
    host.removeAttribute('frame-name');
    await waitFor(() => !shadow(host).querySelector('[data-frame-name]'), 5000, 'frame name removed');
  });

  it('shows the sign-in form without a session', async () => {
    endSession('logout');
    await define();
    const host = mount<Host>('<hotline-knowledge></hotline-knowledge>');
    await waitFor(() => shadow(host).querySelector('form[aria-label="登录"]'), 8000, 'sign-in form');
  });

  it('has no accessibility violations on the search page with results and in the reader', async () => {
    await signInAs('agent01');
    const host = await mountKnowledge();
    await waitFor(() => shadow(host).querySelector('[data-hit]'), 10_000, 'results');
    expect(await accessibilityViolations(shadow(host) as unknown as Element)).to.deep.equal([]);
    shadow(host).querySelector<HTMLButtonElement>('[data-hit]')!.click();
    await waitFor(() => shadow(host).querySelector('[data-answer], [data-knowledge-reader] [role="status"]') || buttonByText(shadow(host), '纠错'), 8000, 'reader');
    expect(await accessibilityViolations(shadow(host) as unknown as Element)).to.deep.equal([]);
  });
});

describe('<hotline-knowledge>: 知识维护 at a glance', () => {
  before(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('shows a department its tabs (no 同义词 or 分类) and has no accessibility violations', async () => {
    await signInAs('dept01');
    const host = await mountKnowledge('view="manage"');
    await waitFor(() => shadow(host).querySelector('[role="row"][data-row-key]'), 10_000, 'articles');
    const tabs = [...shadow(host).querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => t.dataset.tab);
    expect(tabs).to.deep.equal(['articles', 'corrections', 'upkeep', 'hot']);
    expect(await accessibilityViolations(shadow(host) as unknown as Element)).to.deep.equal([]);
  });

  it('used alone (signed in without the console), loads the button permissions itself', async () => {
    endSession('logout');
    await signIn('dept01', PASSWORD);
    setPermissions([]);
    const host = await mountKnowledge('view="manage"');
    await waitFor(() => shadow(host).querySelector('[role="tab"][data-tab="corrections"]'), 10_000, 'tabs from the loaded permissions');
    expect(shadow(host).querySelector('[data-empty="noPermission"]')).to.equal(null);
  });

  it('shows a knowledge administrator every tab and the upkeep per department', async () => {
    await signInAs('manager');
    const host = await mountKnowledge('view="manage"');
    await waitFor(() => shadow(host).querySelectorAll('[role="tab"]').length === 6, 10_000, 'six tabs');
    shadow(host).querySelector<HTMLElement>('[role="tab"][data-tab="upkeep"]')!.click();
    await waitFor(() => rowWith(shadow(host), '住房和城乡建设局'), 10_000, 'upkeep row of 住建局');
    expect(await accessibilityViolations(shadow(host) as unknown as Element)).to.deep.equal([]);
  });
});

describe('<hotline-knowledge>: 知识检索', () => {
  let articleId = 0;
  before(async () => {
    await freshStart();
    articleId = await publishedArticle({
      title: '青螺码头渡船停航期间的出行安排', answer: '停航期间可改乘 36 路公交至鹭江站换乘。',
      body: '<p>青螺码头渡船因检修停航，市民可改乘公交。</p>', keywords: '青螺码头,渡船',
    });
    await api('/api/knowledge/synonym/save', await tokenOf('manager'), { words: ['青螺码头', '螺湾渡口'] });
  });
  afterEach(() => document.body.replaceChildren());

  it('highlights the matched words in the title and the passage, and keeps the query in the box', async () => {
    await signInAs('agent01');
    const host = await mountKnowledge();
    await search(host, '青螺码头 渡船');
    const card = await waitFor(() => hit(host, articleId), 10_000, 'the article among the results');
    const marks = [...card.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks.join('')).to.include('码头');
    expect(card.querySelector('[data-hit-title] mark'), 'title highlighted').to.not.equal(null);
    expect(shadow(host).querySelector<HTMLInputElement>('[data-knowledge-query]')!.value).to.equal('青螺码头 渡船');
  });

  it('says which synonyms it searched too and finds the article by the other word', async () => {
    await signInAs('agent01');
    const host = await mountKnowledge();
    await search(host, '螺湾渡口');
    await waitFor(() => hit(host, articleId), 10_000, 'the article found through its synonym');
    const synonyms = await waitFor(() => shadow(host).querySelector('[data-synonyms]'), 5000, 'synonyms line');
    expect(synonyms.textContent).to.include('已同时搜索').and.include('青螺码头');
  });

  it('says what to try when nothing is found', async () => {
    await signInAs('agent01');
    const host = await mountKnowledge();
    await search(host, '完全不存在的咒语阿巴拉');
    await waitFor(() => shadow(host).querySelector('[data-empty="noMatch"]'), 10_000, 'empty state');
    expect(text(host)).to.include('换个说法');
  });

  it('reads an article and files 纠错, which the owning department answers in 知识维护', async () => {
    await signInAs('agent01');
    let host = await mountKnowledge();
    await search(host, '青螺码头');
    (await waitFor(() => hit(host, articleId), 10_000, 'hit')).click();
    await waitFor(() => shadow(host).querySelector('[data-answer]')?.textContent?.includes('36 路公交'), 8000, '答复口径');
    buttonByText(shadow(host), '纠错')!.click();
    const dialog = await dialogSaying(shadow(host), '问题类型');
    dialog.querySelector<HTMLInputElement>('input[type="radio"][value="2"]')!.click();
    typeInto(dialog.querySelector('textarea')!, '渡船已于上周恢复，停航说法已过时');
    buttonByText(dialog, '提交')!.click();
    await says(host, '纠错已提交，已转');
    document.body.replaceChildren();

    endSession('logout');
    await signInAs('dept01');
    host = await mountKnowledge('view="manage"');
    const tab = await waitFor(() => shadow(host).querySelector<HTMLElement>('[role="tab"][data-tab="corrections"]'), 5000, '纠错 tab');
    tab.click();
    const row = await waitFor(() => rowWith(shadow(host), '渡船已于上周恢复'), 10_000, 'the 纠错 in the department queue');
    (await rowAction(shadow(host), row, '处理“青螺码头渡船停航期间的出行安排”')).click();
    const handle = await dialogSaying(shadow(host), '处理纠错');
    typeInto(handle.querySelector('textarea')!, '已核实，已修改知识');
    buttonByText(handle, '提交')!.click();
    await says(host, '已答复');
    await waitFor(() => !rowWith(shadow(host), '渡船已于上周恢复'), 8000, 'answered 纠错 leaves the 待处理 list');
  });
});

describe('<hotline-knowledge>: 修改 → 提交审核 → 审核 → 已发布, with the version diff', () => {
  const title = '鹭江大桥限行时段说明';
  before(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('a department revises a published article; the administrator sees what changed and publishes it', async () => {
    await publishedArticle({ title, answer: '工作日 7:00—9:00 限行货车。', body: '<p>鹭江大桥工作日早高峰限行货车。</p>' });
    await signInAs('dept01');
    let host = await mountKnowledge('view="manage"');
    let row = await waitFor(() => rowWith(shadow(host), title), 10_000, 'the article in 知识维护');
    (await rowAction(shadow(host), row, `修改“${title}”`)).click();
    const form = await dialogSaying(shadow(host), '修改知识');
    const titleInput = await waitFor(() => form.querySelector<HTMLInputElement>('input[name="title"]'), 8000, 'loaded form');
    await waitFor(() => titleInput.value === title, 5000, 'title loaded');
    typeInto(titleInput, `${title}（节假日调整）`);
    typeInto(form.querySelector<HTMLTextAreaElement>('textarea[name="answer"]')!, '工作日及节假日 7:00—9:00 限行货车。');
    typeInto(form.querySelector<HTMLInputElement>('input[name="note"]')!, '节假日同样限行');
    buttonByText(form, '保存并提交审核')!.click();
    // The list names an article by its published title until the revision is published.
    await waitFor(() => rowWith(shadow(host), title)?.textContent?.includes('待审核'), 10_000, 'revision 待审核');
    expect(rowWith(shadow(host), title)!.textContent).to.include('v1（新 v2）');
    document.body.replaceChildren();

    endSession('logout');
    await signInAs('manager');
    host = await mountKnowledge('view="manage"');
    const newTitle = `${title}（节假日调整）`;
    row = await waitFor(() => rowWith(shadow(host), title), 10_000, 'pending row');
    (await rowAction(shadow(host), row, `审核“${title}”`)).click();
    const review = await dialogSaying(shadow(host), '审核：');
    const diff = await waitFor(() => review.querySelector('[data-version-diff="1-2"]'), 8000, 'diff v1 → v2 in the review');
    expect([...diff.querySelectorAll('[data-diff-field="title"] ins')].map((n) => n.textContent).join('')).to.include('节假日调整');
    expect([...diff.querySelectorAll('[data-diff-field="answer"] ins')].map((n) => n.textContent).join('')).to.include('节假日');
    buttonByText(review, '确定')!.click();
    await says(host, '已发布');
    await waitFor(() => rowWith(shadow(host), newTitle)?.textContent?.includes('已发布'), 8000, 'published');

    (await rowAction(shadow(host), rowWith(shadow(host), newTitle)!, `版本“${newTitle}”`)).click();
    const versions = await dialogSaying(shadow(host), '版本记录');
    await waitFor(() => versions.querySelector('[data-version-diff="1-2"] [data-diff-field="title"] ins'), 8000, 'diff in 版本');
    expect(versions.textContent).to.include('节假日同样限行');
    // Compare the other way round: v2 → v1 shows the words as deleted.
    await chooseOption(versions.querySelector<HTMLSelectElement>('select[data-compare="from"]')!, '2');
    await chooseOption(versions.querySelector<HTMLSelectElement>('select[data-compare="to"]')!, '1');
    await waitFor(() => versions.querySelector('[data-version-diff="2-1"] [data-diff-field="title"] del')?.textContent?.includes('节假日调整'), 5000, 'reverse diff');
  });
});

describe('the frame page', () => {
  it('/knowledge/search?frameName=Menu801 is the page hosting <hotline-knowledge>', async () => {
    const res = await fetch(`${testApiBase()}/knowledge/search?frameName=Menu801`);
    const html = await res.text();
    expect(res.ok).to.equal(true);
    expect(html).to.include('<hotline-knowledge').and.include('/dist/hotline-knowledge.js').and.include('/knowledge.js');
    const script = await (await fetch(`${testApiBase()}/knowledge.js`)).text();
    expect(script).to.include("setAttribute('frame-name'").and.include('frameName');
    // The quality system keeps its stand-in.
    expect(await (await fetch(`${testApiBase()}/qualitySys/inspect`)).text()).to.include('quality-stand-in.js');
  });
});
