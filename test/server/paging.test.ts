// The one paging rule (server/src/lib/paging.ts): which rows a page holds, its answer, and the capped lists' total.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cappedTotal, growingCount, pageAnswer, pageOf, refusePastCap } from '../../server/src/lib/paging.ts';
import { Refusal } from '../../server/src/lib/refusal.ts';

describe('分页规则', () => {
  test('current 优先于 page，缺省第 1 页、每页 10 条或该列表的缺省条数', () => {
    assert.deepEqual(pageOf({}), { current: 1, size: 10, offset: 0 });
    assert.deepEqual(pageOf({ page: 3, size: 20 }), { current: 3, size: 20, offset: 40 });
    assert.deepEqual(pageOf({ page: 3, current: 2, size: 5 }), { current: 2, size: 5, offset: 5 });
    assert.deepEqual(pageOf({ page: 2 }, 50), { current: 2, size: 50, offset: 50 });
  });

  test('答复：records、total（数据库给的字符串也转成数）、current、size', () => {
    assert.deepEqual(pageAnswer(['a'], '11', pageOf({ page: 2 })), { records: ['a'], total: 11, current: 2, size: 10 });
  });

  test('有上限的列表：不满一页的页自己就是总数；满页或越过末尾才计数，超过上限时 more', async () => {
    const never = async () => assert.fail('不该计数');
    assert.deepEqual(await cappedTotal(pageOf({ page: 2 }), 3, 100, never), { total: 13, more: false });
    assert.deepEqual(await cappedTotal(pageOf({}), 0, 100, never), { total: 0, more: false });
    assert.deepEqual(await cappedTotal(pageOf({}), 10, 100, async () => 57), { total: 57, more: false });
    assert.deepEqual(await cappedTotal(pageOf({ page: 9 }), 0, 100, async () => 101), { total: 100, more: true });
    assert.throws(() => refusePastCap(pageOf({ page: 11 }), 100, '请缩小查询范围'), (e) => e instanceof Refusal && e.message === '请缩小查询范围');
    refusePastCap(pageOf({ page: 10 }), 100, '请缩小查询范围');
  });

  test('只增不减的表：超过上限的计数留在缓存里，没超过的下次重数', async () => {
    const kept = new Map<string, unknown>();
    const cache = {
      get: async <T>(key: string, load: () => Promise<T>) => (kept.has(key) ? kept.get(key) as T : (kept.set(key, await load()), kept.get(key) as T)),
      invalidate: (prefix: string) => { for (const k of kept.keys()) if (k.startsWith(prefix)) kept.delete(k); },
    };
    let counts = 0;
    assert.equal(await growingCount(cache, 'a', 100, async () => (counts++, 50)), 50);
    assert.equal(await growingCount(cache, 'a', 100, async () => (counts++, 50)), 50);
    assert.equal(counts, 2, '未超上限：每次都数');
    assert.equal(await growingCount(cache, 'b', 100, async () => (counts++, 101)), 101);
    assert.equal(await growingCount(cache, 'b', 100, async () => (counts++, 101)), 101);
    assert.equal(counts, 3, '超过上限：记住');
  });
});
