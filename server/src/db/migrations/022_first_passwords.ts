// First passwords: an account given a password by someone else (import, 重置密码, an administrator's form) must choose its
// own at the next sign-in; the one-time passwords an import generated wait here until the importer downloads them once.
import type { Migration } from './index.ts';

export const m022FirstPasswords: Migration = {
  version: 22,
  name: 'first_passwords',
  statements: [
    `alter table sys_user add column must_change_password boolean not null default false`,
    `alter table sys_user_import add column one_time_passwords integer not null default 0`,
    `create table sys_user_import_password (
      import_id text not null references sys_user_import (id) on delete cascade,
      row_number integer not null,
      username text not null,
      real_name text not null,
      -- a random one-time password, shown to the importer once (deleted when downloaded, or a day later)
      password text not null,
      created_at timestamptz not null default now(),
      primary key (import_id, row_number)
    )`,
  ],
};
