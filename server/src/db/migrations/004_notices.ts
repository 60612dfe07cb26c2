// Announcements and uploaded files (attachments of announcements, and of anything else that uploads).
import type { Migration } from './index.ts';

export const m004Notices: Migration = {
  version: 4,
  name: 'notices',
  statements: [
    `create table upload_file (
      id serial primary key,
      name text not null,
      size integer not null,
      data bytea not null,
      uploaded_by integer references sys_user (id) on delete set null,
      created_at timestamptz not null default now()
    )`,
    `create table announcement (
      id serial primary key,
      title text not null,
      imp_level integer not null check (imp_level in (1, 2, 3)),
      content text not null,
      publish_state integer not null default 0,
      is_valid integer not null default 1,
      publisher_id integer references sys_user (id) on delete set null,
      publisher_name text,
      publish_date timestamptz,
      created_by integer references sys_user (id) on delete set null,
      creator_name text not null,
      created_at timestamptz not null default now()
    )`,
    `create index announcement_published on announcement (is_valid, publish_state, publish_date desc)`,
    `create table announcement_attachment (
      announcement_id integer not null references announcement (id) on delete cascade,
      file_id integer not null references upload_file (id) on delete cascade,
      sort integer not null,
      primary key (announcement_id, file_id)
    )`,
    `create index announcement_attachment_file on announcement_attachment (file_id)`,
  ],
};
