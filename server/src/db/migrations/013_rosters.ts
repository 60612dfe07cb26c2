// Rosters: class shift times and members, skill-group members, phone-book fields (班组管理, 技能组, 常用号码).
import type { Migration } from './index.ts';

export const m013Rosters: Migration = {
  version: 13,
  name: 'rosters',
  statements: [
    // Shift times are 'HH:mm'; end before start is a night shift that passes midnight.
    `alter table callcenter_class add column start_time text not null default '08:00'`,
    `alter table callcenter_class add column end_time text not null default '16:00'`,
    `alter table callcenter_class add column remark text`,
    `alter table callcenter_class add column created_at timestamptz not null default now()`,
    // A user belongs to at most one class: the roster of a shift is one list of people.
    `create table callcenter_class_member (
      class_id integer not null references callcenter_class (id) on delete cascade,
      user_id integer not null primary key references sys_user (id) on delete cascade
    )`,
    `create index callcenter_class_member_class on callcenter_class_member (class_id)`,
    // The name stays the key seats sign in with; the id names a group across a rename.
    `alter table callcenter_skill add column id serial unique`,
    `alter table callcenter_skill add column created_at timestamptz not null default now()`,
    // An agent may serve several skill groups; a rename follows through on update cascade.
    `create table callcenter_skill_member (
      skill_name text not null references callcenter_skill (name) on update cascade on delete cascade,
      user_id integer not null references sys_user (id) on delete cascade,
      primary key (skill_name, user_id)
    )`,
    `create index callcenter_skill_member_user on callcenter_skill_member (user_id)`,
    `alter table phone_book add column remark text`,
    `alter table phone_book add column created_at timestamptz not null default now()`,
    `create unique index phone_book_number on phone_book (number)`,
  ],
};
