// Administration I: posts, user e-mail and posts, role data scope, half-checked role menus, the operation log,
// id sequences for rows the admin screens create, and indexes the user list pages with.
import type { Migration } from './index.ts';

export const m007Admin: Migration = {
  version: 7,
  name: 'admin',
  statements: [
    `create table sys_post (
      id serial primary key,
      post_code text not null unique,
      post_name text not null,
      sort integer not null default 0,
      -- 0 停用, 1 正常
      status integer not null default 1,
      remark text,
      created_at timestamptz not null default now()
    )`,
    `create table sys_user_post (
      user_id integer not null references sys_user (id) on delete cascade,
      post_id integer not null references sys_post (id) on delete restrict,
      primary key (user_id, post_id)
    )`,
    `create index sys_user_post_post on sys_user_post (post_id)`,
    `alter table sys_user add column email text`,
    `create index sys_user_dept on sys_user (dept_id)`,
    `create index sys_user_created on sys_user (created_at, id)`,
    `create index sys_user_role_role on sys_user_role (role_id)`,
    // 0 全部, 1 本部门及以下, 2 本部门, 3 仅本人 (the widest of a user's roles applies)
    `alter table sys_role add column data_scope integer not null default 0`,
    // A parent saved because some of its children are granted: it shows, but editing the role restores only the leaves.
    `alter table sys_role_menu add column half boolean not null default false`,
    // Ids of rows the admin screens create start above the seeded ones.
    `create sequence sys_role_id_seq start 1000 owned by sys_role.id`,
    `alter table sys_role alter column id set default nextval('sys_role_id_seq')`,
    `create sequence sys_dept_id_seq start 1000000 owned by sys_dept.id`,
    `alter table sys_dept alter column id set default nextval('sys_dept_id_seq')`,
    `create sequence sys_menu_id_seq start 1000000 owned by sys_menu.id`,
    `alter table sys_menu alter column id set default nextval('sys_menu_id_seq')`,
    `create table sys_log_operation (
      id bigserial primary key,
      user_id integer,
      username text,
      module text not null,
      operation text not null,
      request_uri text not null,
      request_method text not null,
      -- masked: passwords, tokens and ID-card numbers never stored
      request_params text,
      ip text,
      duration_ms integer not null,
      -- 0 失败, 1 成功
      status integer not null,
      error_msg text,
      created_at timestamptz not null default now()
    )`,
    `create index sys_log_operation_created on sys_log_operation (created_at desc, id desc)`,
  ],
};
