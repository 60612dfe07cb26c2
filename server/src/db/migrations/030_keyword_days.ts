// A keyword or number search reads a department's matches and the newest days first (list-sql.ts keywordWindows,
// queues.ts): the text's character pairs indexed with the order's units, co-handling departments and UTC day (btree_gin),
// so neither a common word nor a department's few matches visit every match in the table (噪音扰民 at 1,000,000 orders:
// 83,000 matches on 44,000 pages, 300–520 ms for one page of 20, and as much again for its count).
import type { Migration } from './index.ts';

export const m030KeywordDays: Migration = {
  version: 30,
  name: 'keyword_days',
  statements: [
    // Trusted since PostgreSQL 13: the database's owner may create it; PGlite loads it (pglite-worker.ts).
    `create extension if not exists btree_gin`,
    `create index workflow_keyword_days on workflow using gin (main_dept_id, sub_dept_id, co_dept_ids, (timezone('UTC', created_at)::date),
      workflow_text_pairs(lower(content || ' ' || coalesce(address, '') || ' ' || citizen_name || ' ' || workflow_id))) where deleted = 0`,
    // The pairs alone are a column of the new index: a search without a department or a day reads it the same.
    `drop index workflow_keyword_pairs`,
  ],
};
