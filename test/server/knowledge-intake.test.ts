// 引用 at intake against the real server: a registration (直接办结, 登记并派遣) carrying the articles the agent answered
// from records each at its published version with the order and counts it; citing an article that is not published
// refuses the whole registration and writes nothing; the detail's 答复依据 is read by whoever may open the order.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OrderCitation } from '../../src/shared/api/contracts/knowledge.ts';
import type { WorkflowActionResult } from '../../src/shared/api/workorder.types.ts';
import { callsAs, databaseLabel, NEW_ORDER, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const as = callsAs(() => s, tok);
let categoryId = 0;
let n = 0;

async function article(publish: boolean): Promise<number> {
  const { id, version } = await as.ok<{ id: number; version: number }>('manager', '/api/knowledge/article/save', {
    categoryId, deptId: 101, title: `引用测试${++n}：电梯年检标志`, body: '<p>年检合格标志应张贴在轿厢内。</p>', answer: '年检合格标志应张贴在轿厢内醒目位置。',
  });
  if (!publish) return id;
  await as.ok('manager', '/api/knowledge/article/submit', { id, version });
  await as.ok('manager', '/api/knowledge/article/review', { id, version, approve: true });
  return id;
}
const citeCount = async (id: number) => (await s.app.db.selectFrom('knowledge_article').select('cite_count').where('id', '=', id).executeTakeFirstOrThrow()).cite_count;

before(async () => {
  s = await startTestServer();
  await s.reset();
  for (const u of ['manager', 'agent01', 'agent02', 'dept01', 'dispatcher']) tok[u] = await s.login(u);
  categoryId = (await as.ok<{ id: number }>('manager', '/api/knowledge/category/save', { parentId: 0, name: '引用测试' })).id;
});
after(async () => { await s?.close(); });

describe(`受理登记的引用（${databaseLabel}）`, () => {
  test('直接办结 records the cited articles at their published versions and counts them; the detail reads them', async () => {
    const [a, b] = [await article(true), await article(true)];
    const order = await as.ok<WorkflowActionResult>('agent01', '/aop/workflow/seatfirstdone', {
      ...NEW_ORDER, appealType: '1', content: '咨询电梯年检标志张贴', opinion: '已答复：年检合格标志应张贴在轿厢内醒目位置。', citedArticleIds: [a, b, a],
    });
    const cited = await as.ok<OrderCitation[]>('agent02', '/api/knowledge/citations', { workflowId: order.workflowId });
    assert.deepEqual(cited.map((c) => [c.articleId, c.version]), [[a, 1], [b, 1]]);
    assert.match(cited[0]!.title, /^引用测试\d+：电梯年检标志$/);
    assert.equal(cited[0]!.citedBy, '王晓敏');
    assert.deepEqual([await citeCount(a), await citeCount(b)], [1, 1]);
  });

  test('登记并派遣 records them too', async () => {
    const a = await article(true);
    const order = await as.ok<WorkflowActionResult>('agent01', '/aop/neijiangworkflow/commit', { ...NEW_ORDER, mainDeptId: 101, citedArticleIds: [a] });
    const cited = await as.ok<OrderCitation[]>('dept01', '/api/knowledge/citations', { workflowId: order.workflowId });
    assert.deepEqual(cited.map((c) => c.articleId), [a]);
  });

  test('an article that is not published (or does not exist) refuses the registration, which writes nothing', async () => {
    const draft = await article(false);
    await as.no('agent01', '/aop/workflow/seatfirstdone', { ...NEW_ORDER, phone: '13900001111', citedArticleIds: [draft] }, '引用的知识不存在或已不在发布状态，请重新选择');
    await as.no('agent01', '/aop/workflow/commit', { ...NEW_ORDER, phone: '13900001112', citedArticleIds: [999_999] }, '引用的知识不存在或已不在发布状态，请重新选择');
    await as.no('agent01', '/aop/workflow/commit', { ...NEW_ORDER, phone: '13900001113', citedArticleIds: [1, 2, 3, 4, 5, 6] }, /citedArticleIds|引用|最多/);
    assert.equal(await citeCount(draft), 0);
  });
});
