// Issue 27's byte budget that does not depend on the machine: each work-order element with every chunk it imports
// statically, gzip, from the production build this run made. Timings and what a browser loads until a paint stay in
// `npm run bench`; this keeps a new feature from quietly growing an element's first load (受理登记 reached 209 KB once).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { elementSizes } from '../../scripts/bench/bundle-size.ts';

const WORK_ORDER_ELEMENT_KB = 160;

test(`每个工单元素首次加载不超过 ${WORK_ORDER_ELEMENT_KB} KB（gzip，入口及其静态导入）`, () => {
  const rows = elementSizes().filter((r) => /^hotline-order-(detail|list|queue|register)\.js$/.test(r.entry));
  assert.equal(rows.length, 4, 'dist/ 应有四个工单元素');
  const over = rows.filter((r) => r.gzipBytes > WORK_ORDER_ELEMENT_KB * 1024).map((r) => `${r.entry} ${(r.gzipBytes / 1024).toFixed(1)} KB`);
  assert.deepEqual(over, []);
});
