// 知识库参考 on 受理登记 against the real server: an article the centre published appears beside the form as the question
// is typed, 引用 puts its 答复口径 into the reply, and 直接办结 records the article (its published version) with the order.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { mount, typeInto, waitFor } from '../support/dom.ts';
import { api, freshStart, orderAs, signInAs, tokenOf } from './support.ts';

const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** An article of the test's own, written by 住建局 and published by the centre's knowledge administrator. */
async function publishedArticle(title: string, answer: string): Promise<number> {
  const manager = await tokenOf('manager');
  const options = await api<{ categories: Array<{ id: number; parentId: number; name: string }> }>('/api/knowledge/options', manager, {});
  const category = options.categories.find((c) => c.parentId !== 0)!;
  const { id, version } = await api<{ id: number; version: number }>('/api/knowledge/article/save', manager, {
    categoryId: category.id, deptId: 101, title, answer, keywords: '电梯年检,维保',
    body: `<p>${answer}</p><p>住宅电梯应当每年进行一次定期检验，维保单位每15日至少进行一次维护保养。</p>`,
  });
  await api('/api/knowledge/article/submit', manager, { id, version });
  await api('/api/knowledge/article/review', manager, { id, version, approve: true });
  return id;
}

describe('受理登记: 知识库参考 and 引用', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('cites the article the question finds, puts its answer into the reply and records it when finished at once', async () => {
    const answer = '住宅电梯年检合格标志应张贴在轿厢内醒目位置；未张贴或超期未检的，可向市场监管部门反映，由其责令使用单位整改。';
    const title = '住宅电梯年检标志未张贴怎么办（测试）';
    const articleId = await publishedArticle(title, answer);

    await signInAs('agent01');
    const host = mount<HTMLElement>('<hotline-order-register tel-no="13800007001" call-id="kb-1"></hotline-order-register>');
    await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
    typeInto(field(host, 'citizenName'), '咨询市民');
    await pause();
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '市民咨询小区电梯年检标志一直没有张贴，是否超期未检');
    const row = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>(`[data-article="${articleId}"]`), 10_000, 'the article beside the form');
    expect(row.textContent).to.contain(title).and.to.contain('云澜市住房和城乡建设局');
    expect(row.querySelector('[data-why]')!.textContent).to.match(/匹配/);

    row.querySelector<HTMLButtonElement>('[data-cite]')!.click();
    await waitFor(() => field<HTMLTextAreaElement>(host, 'opinion').value === answer, 4000, 'answer in the reply');
    await waitFor(() => host.shadowRoot!.querySelector(`[data-cited="${articleId}"]`), 4000, 'listed as 答复依据');
    expect(row.querySelector<HTMLButtonElement>('[data-cite]')!.textContent).to.equal('已引用');

    const saved: string[] = [];
    const onSaved = (e: Event) => saved.push((e as CustomEvent).detail.workflowId);
    document.addEventListener('hotline-order-saved', onSaved);
    try {
      host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="seatfirstdone"]')!.click();
      await waitFor(() => saved.length > 0, 8000, 'order saved');
    } finally {
      document.removeEventListener('hotline-order-saved', onSaved);
    }
    const order = await orderAs('agent01', saved[0]!);
    expect(order.status).to.equal(6);
    const citations = await api<Array<{ articleId: number; version: number; title: string }>>('/api/knowledge/citations', await tokenOf('agent01'), { workflowId: saved[0] });
    expect(citations).to.deep.equal([{ ...citations[0], articleId, version: 1, title }]);
    // The cited version is counted on the article (知识维护 shows it).
    const article = await api<{ citeCount: number }>('/api/knowledge/article/info', await tokenOf('manager'), { id: articleId });
    expect(article.citeCount).to.equal(1);
  });
});
