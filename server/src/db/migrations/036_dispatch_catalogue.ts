// 派单目录: which department leads (and which assist) an event type, narrowed by region and keywords, on the duty text
// it rests on, between its effective dates. The department suggestion reads it before anything it has learned.
import type { Migration } from './index.ts';

export const m036DispatchCatalogue: Migration = {
  version: 36,
  name: 'dispatch_catalogue',
  statements: [
    `create table dispatch_catalogue (
      id serial primary key,
      event_type_id integer not null references event_type (id),
      -- narrows the entry to appeals in this area or below it
      region_id integer references sys_area (id),
      -- comma-separated words; the entry applies only when the content holds one of them
      keywords text,
      lead_dept_id integer not null references sys_dept (id),
      assist_dept_ids integer[] not null default '{}',
      -- working days; null keeps the appeal type's limit
      time_limit integer,
      basis text not null,
      effective_from date,
      effective_to date,
      status integer not null default 1,
      created_by varchar(50),
      created_at timestamptz not null default now(),
      updated_by varchar(50),
      updated_at timestamptz not null default now()
    )`,
    `create index dispatch_catalogue_event_type on dispatch_catalogue (event_type_id)`,
    `create index dispatch_catalogue_lead_dept on dispatch_catalogue (lead_dept_id)`,
  ],
};
