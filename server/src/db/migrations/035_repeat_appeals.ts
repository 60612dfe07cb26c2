// 重复诉求并单: an appeal registered as a repeat of an open (or just finished) order is kept on that order, with the
// caller, the content and why it was taken for a repeat; split off again, it becomes an order of its own.
import type { Migration } from './index.ts';

export const m035RepeatAppeals: Migration = {
  version: 35,
  name: 'repeat_appeals',
  statements: [
    `create table workflow_repeat (
      id bigserial primary key,
      parent_id varchar(32) not null references workflow (workflow_id),
      citizen_name varchar(50) not null,
      phone varchar(20) not null,
      content text not null,
      region_id integer,
      address varchar(200),
      -- The registration as typed (OrderFields JSON): a split registers it as it came.
      fields text not null,
      reasons text not null default '',
      call_id varchar(64),
      created_by integer not null,
      created_by_name varchar(50) not null,
      created_at timestamptz not null default now(),
      split_at timestamptz,
      split_by_name varchar(50),
      split_reason varchar(500),
      split_workflow_id varchar(32)
    )`,
    `create index workflow_repeat_parent on workflow_repeat (parent_id, id)`,
  ],
};
