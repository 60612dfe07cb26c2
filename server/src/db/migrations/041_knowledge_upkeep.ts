// 知识库 upkeep bookkeeping: when the department last confirmed an article (复审确认 counts as an update), which review
// date it was reminded of (once per article per review date), when an overdue 纠错 was reminded of (once).
import type { Migration } from './index.ts';

export const m041KnowledgeUpkeep: Migration = {
  version: 41,
  name: 'knowledge_upkeep',
  statements: [
    `alter table knowledge_article add column confirmed_at timestamptz`,
    `alter table knowledge_article add column review_reminded_for date`,
    `alter table knowledge_correction add column overdue_reminded_at timestamptz`,
    `create index knowledge_correction_open on knowledge_correction (due_at) where state = 0`,
  ],
};
