// Dictionaries and areas: entry style and status, the dictionary version, area ids and unique codes (字典管理, 区域管理).
import type { Migration } from './index.ts';

export const m009DictsAreas: Migration = {
  version: 9,
  name: 'dicts_areas',
  statements: [
    `alter table sys_dict_type add column status integer not null default 1`,
    `alter table sys_dict_data add column list_class text not null default 'default'`,
    `alter table sys_dict_data add column status integer not null default 1`,
    // A type's new code carries its entries along (on update cascade) instead of orphaning them.
    `alter table sys_dict_data drop constraint sys_dict_data_dict_type_fkey`,
    `alter table sys_dict_data add constraint sys_dict_data_dict_type_fkey foreign key (dict_type)
      references sys_dict_type (dict_type) on update cascade on delete cascade`,
    // Bumped in the transaction of every dictionary write; every server and console keys its copy by it.
    `insert into app_meta (key, value) values ('dict_version', '1') on conflict (key) do nothing`,
    // Seeded areas keep their ids; areas added later draw from here (above every seeded id).
    `create sequence sys_area_id_seq start 100000000`,
    `alter table sys_area alter column id set default nextval('sys_area_id_seq')`,
    `create unique index sys_area_code on sys_area (code)`,
    // An area's delete asks whether work orders name it.
    `create index workflow_region_id on workflow (region_id)`,
  ],
};
