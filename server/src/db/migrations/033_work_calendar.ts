// 工作日历: the State Council's holiday arrangements as data administrators keep, in place of a table in code that ran
// out on 2026-10-07. An existing database gets 2025 and 2026 here (a new one from the seed); a year without rows counts
// weekends alone.
import { STATE_COUNCIL_ARRANGEMENTS } from '../../seed/calendar.ts';
import type { Migration } from './index.ts';

export const m033WorkCalendar: Migration = {
  version: 33,
  name: 'work_calendar',
  statements: [
    `create table work_calendar_day (
      day date primary key,
      kind smallint not null check (kind in (1, 2)),
      name varchar(20) not null default '',
      updated_by varchar(64),
      updated_at timestamptz not null default now()
    )`,
    `insert into work_calendar_day (day, kind, name) values ${STATE_COUNCIL_ARRANGEMENTS.map(([d, k, n]) => `('${d}', ${k}, '${n}')`).join(', ')}
      on conflict (day) do nothing`,
  ],
};
