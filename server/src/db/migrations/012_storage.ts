// Uploaded files on a storage backend (云存储).
import type { Migration } from './index.ts';

export const m012Storage: Migration = {
  version: 12,
  name: 'storage',
  statements: [
    // Rows uploaded before storage backends keep their bytes in the row ('database'); new ones hold only a key.
    `alter table upload_file alter column data drop not null`,
    `alter table upload_file add column storage text not null default 'database' check (storage in ('database', 'local', 's3'))`,
    `alter table upload_file add column bucket text`,
    `alter table upload_file add column object_key text`,
    `alter table upload_file add column file_name text`,
    `alter table upload_file add column extension text not null default ''`,
    `alter table upload_file add column content_type text not null default 'application/octet-stream'`,
    `update upload_file set file_name = 'legacy-' || id, extension = lower(coalesce(substring(name from '\\.([A-Za-z0-9]+)$'), ''))`,
    `create index upload_file_created on upload_file (created_at desc, id desc)`,
    // One row (id 1): the storage chosen on the screen; absent = the environment's settings.
    `create table sys_storage_config (
      id integer primary key check (id = 1),
      backend text not null check (backend in ('local', 's3')),
      endpoint text,
      bucket text,
      region text,
      access_key_id text,
      secret_access_key text,
      force_path_style integer not null default 1,
      updated_by integer references sys_user (id) on delete set null,
      updated_at timestamptz not null default now()
    )`,
  ],
};
