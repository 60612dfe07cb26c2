// Workflow reminders: one row per user who must act on a work-order change (feeds the bell).
import type { Migration } from './index.ts';

export const m002Reminders: Migration = {
  version: 2,
  name: 'reminders',
  statements: [
    `create table workflow_remind_msg (
      id serial primary key,
      user_id integer not null references sys_user (id) on delete cascade,
      type integer not null,
      workflow_id text not null,
      role_type integer not null,
      content text not null,
      is_read integer not null default 0,
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`,
    `create index workflow_remind_msg_unread on workflow_remind_msg (user_id, is_read, created_at desc)`,
  ],
};
