// 重办次数: how often an order went back to its department after 核查不通过 or 回访不满意. `rework` says why it is back
// now and returns to 0; this only ever grows. Existing orders count their steps.
import type { Migration } from './index.ts';

export const m031ReworkCount: Migration = {
  version: 31,
  name: 'rework_count',
  statements: [
    `alter table workflow add column rework_count integer not null default 0`,
    `update workflow w set rework_count = r.n
      from (select workflow_id, count(*)::int as n from workflow_step where action in ('checkFail', 'callbackUnsatisfied') group by workflow_id) r
      where r.workflow_id = w.workflow_id`,
  ],
};
