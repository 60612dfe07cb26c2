// Call detail records the CTI simulator writes, with their recordings (话单记录).
import type { Migration } from './index.ts';

export const m014CallRecords: Migration = {
  version: 14,
  name: 'call_records',
  statements: [
    `create table call_record (
      id bigserial primary key,
      call_id text not null,
      leg integer not null default 1,
      caller text not null,
      called text not null,
      extension text,
      agent_id integer,
      agent_name text,
      skill_name text,
      queue text check (queue in ('lineUp', 'white')),
      direction text not null check (direction in ('in', 'out')),
      offered_at timestamptz not null,
      queued_at timestamptz,
      rang_at timestamptz,
      answered_at timestamptz,
      ended_at timestamptz not null,
      wait_seconds integer not null default 0,
      talk_seconds integer not null default 0,
      result text not null check (result in ('answered', 'abandoned', 'missed', 'transferred')),
      transferred_to text,
      third_number text,
      recording_file_id integer,
      simulated integer not null default 0,
      unique (call_id, leg)
    )`,
    // Every search is newest first: the list's order, then by number (either party), agent or extension.
    `create index call_record_offered on call_record (offered_at desc, id desc)`,
    `create index call_record_caller on call_record (caller, offered_at desc, id desc)`,
    `create index call_record_called on call_record (called, offered_at desc, id desc)`,
    `create index call_record_agent on call_record (agent_id, offered_at desc, id desc)`,
    `create index call_record_extension on call_record (extension, offered_at desc, id desc)`,
    `create index call_record_agent_name on call_record (agent_name, offered_at desc, id desc)`,
    // A result filter (放弃, 未接) picks a small share of the calls: read it from its own index, not the whole day's.
    `create index call_record_result on call_record (result, offered_at desc, id desc)`,
    // 来电受理导出 and the detail find the orders registered from a call.
    `create index if not exists workflow_call_id on workflow (call_id) where call_id is not null`,
  ],
};
