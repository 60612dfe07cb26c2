// Call centre: classes, skill groups, the seat's signed-in details and live call, seat history, socket error log.
import type { Migration } from './index.ts';

export const m003Callcenter: Migration = {
  version: 3,
  name: 'callcenter',
  statements: [
    `create table callcenter_class (
      id serial primary key,
      class_name text not null unique,
      busy_limit integer not null default 2,
      sort integer not null default 0
    )`,
    `create table callcenter_skill (
      name text primary key,
      description text not null,
      sort integer not null default 0
    )`,
    `alter table seat_state add column class_id integer references callcenter_class (id) on delete set null`,
    `alter table seat_state add column skill_name text`,
    `alter table seat_state add column extension_status integer not null default 0`,
    `alter table seat_state add column finish_time integer not null default 15`,
    `alter table seat_state add column extension_status_updated_at timestamptz`,
    `alter table seat_state add column call_json text`,
    `alter table seat_state add column call_type_updated_at timestamptz`,
    `create table seat_log (
      id serial primary key,
      landline_number text not null,
      user_id integer references sys_user (id) on delete set null,
      action text not null,
      detail text,
      created_at timestamptz not null default now()
    )`,
    `create index seat_log_number_action on seat_log (landline_number, action, created_at)`,
    `create table websocket_error_log (
      id serial primary key,
      user_id integer references sys_user (id) on delete set null,
      landline_number text not null,
      code integer not null,
      reason text not null,
      created_at timestamptz not null default now()
    )`,
  ],
};
