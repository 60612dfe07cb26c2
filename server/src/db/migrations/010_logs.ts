// Operation-log search indexes and the login log (系统日志).
import type { Migration } from './index.ts';

export const m010Logs: Migration = {
  version: 10,
  name: 'logs',
  statements: [
    // Each search walks one index in the list's order (newest first), so a page stops after its rows at any table size.
    `create index sys_log_operation_username on sys_log_operation (username, created_at desc, id desc)`,
    `create index sys_log_operation_module on sys_log_operation (module, created_at desc, id desc)`,
    `create index sys_log_operation_module_status on sys_log_operation (module, status, created_at desc, id desc)`,
    `create index sys_log_operation_status on sys_log_operation (status, created_at desc, id desc)`,
    `create table sys_log_login (
      id bigserial primary key,
      user_id integer,
      username text not null,
      ip text,
      user_agent text,
      -- 0 失败, 1 成功, 2 账号锁定
      status integer not null,
      msg text,
      created_at timestamptz not null default now()
    )`,
    `create index sys_log_login_created on sys_log_login (created_at desc, id desc)`,
    `create index sys_log_login_username on sys_log_login (username, created_at desc, id desc)`,
    `create index sys_log_login_ip on sys_log_login (ip, created_at desc, id desc)`,
    `create index sys_log_login_status on sys_log_login (status, created_at desc, id desc)`,
  ],
};
