// Platform tables: organisation, areas, users and roles, menus, dictionaries, sessions, logs.
import type { Migration } from './index.ts';

export const m001Platform: Migration = {
  version: 1,
  name: 'platform',
  statements: [
    `create table app_meta (key text primary key, value text not null)`,
    `create table sys_dept (
      id integer primary key,
      pid integer not null default 0,
      name text not null,
      level integer not null,
      kind text not null,
      sort integer not null default 0,
      leader text,
      phone text,
      address text
    )`,
    `create index sys_dept_pid on sys_dept (pid)`,
    `create table sys_area (
      id integer primary key,
      pid integer not null default 0,
      name text not null,
      code text not null,
      area_type text not null,
      is_show text not null default '0',
      sort integer not null default 0
    )`,
    `create index sys_area_pid on sys_area (pid)`,
    `create table sys_role (
      id integer primary key,
      role_name text not null,
      role_code text not null unique,
      remark text,
      created_at timestamptz not null default now()
    )`,
    `create table sys_user (
      id serial primary key,
      username text not null unique,
      password_hash text not null,
      real_name text not null,
      job_number text not null unique,
      landline_number text unique,
      dept_id integer references sys_dept (id) on delete set null,
      mobile text,
      gender integer not null default 2,
      status integer not null default 1,
      created_at timestamptz not null default now()
    )`,
    `create table sys_user_role (
      user_id integer not null references sys_user (id) on delete cascade,
      role_id integer not null references sys_role (id) on delete cascade,
      primary key (user_id, role_id)
    )`,
    `create table sys_menu (
      id integer primary key,
      pid integer not null default 0,
      name text not null,
      url text not null default '',
      component text not null default '',
      component_name text not null default '',
      icon text not null default '',
      type integer not null default 0,
      perms text not null default '',
      routing_type integer not null default 3,
      is_show integer not null default 0,
      no_cache integer not null default 0,
      sort integer not null default 0
    )`,
    `create index sys_menu_pid on sys_menu (pid)`,
    `create table sys_role_menu (
      role_id integer not null references sys_role (id) on delete cascade,
      menu_id integer not null references sys_menu (id) on delete cascade,
      primary key (role_id, menu_id)
    )`,
    `create table sys_dict_type (
      id serial primary key,
      dict_type text not null unique,
      dict_name text not null,
      remark text,
      sort integer not null default 0
    )`,
    `create table sys_dict_data (
      id serial primary key,
      dict_type text not null references sys_dict_type (dict_type) on delete cascade,
      dict_label text not null,
      dict_value text not null,
      sort integer not null default 0,
      remark text,
      unique (dict_type, dict_value)
    )`,
    `create table sys_token (
      token_hash text primary key,
      user_id integer not null references sys_user (id) on delete cascade,
      v_code text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_seen_at timestamptz not null,
      ip text
    )`,
    `create index sys_token_user on sys_token (user_id)`,
    `create table login_failure (
      id serial primary key,
      username text not null,
      ip text not null,
      failed_at timestamptz not null default now()
    )`,
    `create index login_failure_username on login_failure (username, failed_at)`,
    `create index login_failure_ip on login_failure (ip, failed_at)`,
    `create table close_workflow_log (
      id serial primary key,
      user_id integer not null,
      job_number text not null,
      user_name text not null,
      url text not null,
      close_date timestamptz not null,
      type integer not null,
      created_at timestamptz not null default now()
    )`,
    `create table phone_book (
      id serial primary key,
      name text not null,
      number text not null,
      sort integer not null default 0
    )`,
    `create table seat_state (
      landline_number text primary key,
      user_id integer references sys_user (id) on delete set null,
      seat_status text not null default 'Logged Out',
      busy_reason text,
      updated_at timestamptz not null default now()
    )`,
  ],
};
