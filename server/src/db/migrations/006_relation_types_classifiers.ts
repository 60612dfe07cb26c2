// Relation types between orders (/aop/workflowRel/getType2), the keyword classifier's table, and a reminder index.
import type { Migration } from './index.ts';

export const m006RelationTypesClassifiers: Migration = {
  version: 6,
  name: 'relation_types_classifiers',
  statements: [
    // 1 = 关联件, the general type (relationTypes in services/workorders/model.ts); existing relations keep it.
    `alter table workflow_rel add column rel_type smallint not null default 1`,
    // Finds an order's unread reminders, to settle the 待受理 ones once someone has taken the order.
    `create index workflow_remind_msg_order_unread on workflow_remind_msg (workflow_id, type) where is_read = 0`,
    // The classifier's own phrases; the tree's words stay in event_type.keywords, which it reads too.
    `create table event_type_keyword (
      event_type_id integer not null references event_type (id) on delete cascade,
      keyword text not null,
      -- how strongly the word points at the classification: 1 a hint, 2 a telling phrase
      weight real not null default 1,
      primary key (event_type_id, keyword)
    )`,
  ],
};
