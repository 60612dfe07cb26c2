// Users' .xlsx imports: one row per import with its progress (several servers share the database, so a console may poll
// any of them), and the rows that failed with their reasons, downloadable afterwards by the user who imported.
import type { Migration } from './index.ts';

export const m008UserImport: Migration = {
  version: 8,
  name: 'user_import',
  statements: [
    `create table sys_user_import (
      id text primary key,
      user_id integer not null references sys_user (id) on delete cascade,
      update_support boolean not null,
      -- running, finished, broken (the file could not be read to the end)
      status text not null default 'running',
      -- data rows of the sheet, known once the file has been counted
      total integer,
      done integer not null default 0,
      imported integer not null default 0,
      updated integer not null default 0,
      failed integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`,
    `create index sys_user_import_user on sys_user_import (user_id, created_at desc)`,
    `create table sys_user_import_failure (
      import_id text not null references sys_user_import (id) on delete cascade,
      row_number integer not null,
      -- the row's cells as the sheet gave them (JSON array of strings, in the template's column order)
      cells text not null,
      reason text not null,
      primary key (import_id, row_number)
    )`,
  ],
};
