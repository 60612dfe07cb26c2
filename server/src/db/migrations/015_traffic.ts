// Call-centre figures: the repeat-call limit per number and any roll-ups the traffic screens read (话务指标).
import type { Migration } from './index.ts';

export const m015Traffic: Migration = {
  version: 15,
  name: 'traffic',
  statements: [
    // A number calling more than day_limit times in one day (Asia/Shanghai) is flagged 超限 on 话务指标.
    `create table call_number_limit (
      id serial primary key,
      number text not null unique,
      day_limit integer not null check (day_limit > 0),
      remark text,
      create_by text,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    )`,
    // The figures read one range of incoming calls by the time they were offered.
    `create index call_record_in_offered on call_record (offered_at) where direction = 'in'`,
  ],
};
