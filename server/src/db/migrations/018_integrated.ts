// 综合查询: each user's saved query sets, and indexes for its conditions that the queue lists never needed.
import type { Migration } from './index.ts';

export const m018Integrated: Migration = {
  version: 18,
  name: 'integrated',
  statements: [
    `create table integrated_query_set (
      id serial primary key,
      user_id integer not null references sys_user(id) on delete cascade,
      name text not null,
      conditions jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, name)
    )`,
    // Each condition reads its own index in the list's order (newest first) instead of the whole table.
    `create index if not exists workflow_event_type_created on workflow (event_type_id, created_at desc) where deleted = 0`,
    `create index if not exists workflow_region_created on workflow (region_id, created_at desc) where deleted = 0`,
    `create index if not exists workflow_finished on workflow (finished_at desc) where deleted = 0 and finished_at is not null`,
    `create index if not exists workflow_deadline on workflow (deadline desc) where deleted = 0`,
  ],
};
